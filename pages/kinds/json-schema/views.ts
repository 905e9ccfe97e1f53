import { ComponentReference } from './ComponentReference';
import { SchemaOverview } from './SchemaOverview';
import { SchemaPage } from './SchemaPage';

/** The component of each page kind build/source.ts makes. */
export const views = {
  'json-schema': SchemaPage,
  'json-schema-component': ComponentReference,
  'json-schema-index': SchemaOverview,
};
