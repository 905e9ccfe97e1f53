export { CatalogIndex as default } from '../_components/reference/CatalogIndex';
