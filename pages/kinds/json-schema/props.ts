/**
 * The props of the JSON conversion reference (a schema version's page, the components page, the overview): what
 * build/source.ts gives each page. The view models themselves are in isomorphic/schema-views.ts, which the
 * field-tree builders of generators/schemas/ fill.
 */
import type { ComponentPageData, SchemaOverviewData, SchemaPageData } from '../../../isomorphic/schema-views';

/** A schema version's page. */
export interface SchemaPageProps {
  data: SchemaPageData;
}

/** The overview, /docs/reference/conversion/json/. */
export interface SchemaOverviewProps {
  data: SchemaOverviewData;
}

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    'json-schema': SchemaPageProps;
    'json-schema-component': ComponentPageData;
    'json-schema-index': SchemaOverviewProps;
  }
}
