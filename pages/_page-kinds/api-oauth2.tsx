export { OAuth2Page as default } from '../_components/api/OAuth2Page';
