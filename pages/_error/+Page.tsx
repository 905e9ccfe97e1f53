export { ErrorPage as default } from '../../renderer/shell/ErrorPage';
