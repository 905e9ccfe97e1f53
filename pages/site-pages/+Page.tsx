export { ContentPage as default } from '../../renderer/content/ContentPage';
