export { SchemaOverview as default } from '../_components/schema/SchemaOverview';
