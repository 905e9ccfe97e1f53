/**
 * The props of the JSON conversion reference (a schema version's page, the components page, the overview): what
 * build/source.ts gives each page. The view models themselves are in isomorphic/schema-views.ts, which the
 * field-tree builders of generators/schemas/ fill.
 */
import type { ComponentPageData, SchemaOverviewData, SchemaPageData } from '../../../isomorphic/schema-views';

/** A schema version's page. */
export interface SchemaPageProps {
  data: SchemaPageData;
  /** Entries of data/disagreements.yaml that cite the provider's page of this schema version, as topics by id. */
  disagreementTopics: Record<string, string>;
}

/** The overview, /docs/reference/conversion/json/. */
export interface SchemaOverviewProps {
  data: SchemaOverviewData;
  /** Entries of data/disagreements.yaml that cite the provider's JSON conversion overview, as topics by id. */
  disagreementTopics: Record<string, string>;
}

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    'json-schema': SchemaPageProps;
    'json-schema-component': ComponentPageData;
    'json-schema-index': SchemaOverviewProps;
  }
}
