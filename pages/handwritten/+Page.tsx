import '../_components/landing/landing-styles';

export { ContentPage as default } from '../../renderer/content/ContentPage';
