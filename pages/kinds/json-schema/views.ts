import { ComponentReference } from './ComponentReference';
import { SchemaOverview } from './SchemaOverview';
import { SchemaPage } from './SchemaPage';
import type { PageKindViews } from '../page-kind-views';

/** The component of each view build/source.ts gives, taking exactly the props it gives (props.ts). */
export const views = {
  'json-schema': SchemaPage,
  'json-schema-component': ComponentReference,
  'json-schema-index': SchemaOverview,
} satisfies PageKindViews<'json-schema' | 'json-schema-component' | 'json-schema-index'>;
