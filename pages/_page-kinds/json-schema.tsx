export { SchemaPage as default } from '../_components/schema/SchemaPage';
