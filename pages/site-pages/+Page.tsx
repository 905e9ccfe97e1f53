import '../_components/build-time-styles';

export { ContentPage as default } from '../../renderer/content/ContentPage';
