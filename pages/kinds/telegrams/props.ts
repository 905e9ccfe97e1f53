/** The props of the telegram pages (the index and one page per telegram): what build/source.ts gives each page. */
import type { TelegramCatalog, TelegramEntry } from '../../../isomorphic/catalog-types';
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
  /** The entries of data/disagreements.yaml that name the provider's page of this telegram, topics by id. */
  disagreementTopics: Record<string, string>;
}
