export { ComponentReference as default } from '../_components/schema/ComponentReference';
