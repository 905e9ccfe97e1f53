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

/** A JSON schema version a telegram converts to, with its page. */
export interface TelegramSchemaLink {
  name: string;
  version: string;
  href: string;
  /** Until when an older version is delivered. */
  until?: string;
}

/** A telegram's page: its entry, with what it refers to in the catalog resolved. */
export interface TelegramPageProps {
  entry: TelegramEntry;
  /** The entry's delivery class: its name and its section of the index. */
  deliveryClass: { name: string; href: string };
  /** The name of the entry's data format. */
  formatName: string;
  /** The schema version the entry converts to, and the older ones still delivered (none without `schema`). */
  schemas: { current: TelegramSchemaLink; legacy: TelegramSchemaLink[] } | null;
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

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    telegrams: TelegramPageProps;
    'telegrams-index': TelegramIndexProps;
  }
}
