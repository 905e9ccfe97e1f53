/** The props of the telegram pages (the index and one page per telegram): what build/source.ts gives each page. */
import type { TelegramCatalog, TelegramEntry } from '../../../isomorphic/catalog-types';
import type { DocumentFigure } from '../../../isomorphic/figures/document-figure';
import type { SchemaVersions } from '../../../isomorphic/schema-views';

export interface TelegramIndexProps {
  catalog: TelegramCatalog;
  schemaVersions: SchemaVersions;
  /** The entries of data/disagreements.yaml that name the provider's list of telegrams, topics by id. */
  disagreementTopics: Record<string, string>;
}

export interface TelegramPageProps {
  entry: TelegramEntry;
  catalog: TelegramCatalog;
  schemaVersions: SchemaVersions;
  /** The real examples of its JSON conversion (by data type code), each drawn on the page. */
  examples: TelegramExampleView[];
  /** The entries of data/disagreements.yaml that name the provider's page of this telegram, topics by id. */
  disagreementTopics: Record<string, string>;
}

/** A real example of a telegram's JSON conversion: where the JSON is shown, and its drawing. */
export interface TelegramExampleView {
  slug: string;
  fileName: string;
  /** The example on its schema page. */
  url: string;
  /** `name vX.Y.Z` of the schema version it follows. */
  schema: string;
  figure: DocumentFigure;
}
