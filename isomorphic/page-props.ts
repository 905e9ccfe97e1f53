/**
 * The props of the components that render generated pages (pages/_page-kinds/<kind>.tsx): plain, serialisable
 * data that the page sources (generators/page-sources/) return for each page.
 */
import type { ApiPageContext, RestEndpoint, WebSocketEndpoint } from './api-types';
import type { ApiFieldTables } from './api-views';
import type { JmaFileCatalog, JmaFileEntry, TelegramCatalog, TelegramEntry } from './catalog-types';

/** Versions per JSON conversion schema name, oldest first (the last is the current one, at its short URL). */
export type SchemaVersions = Record<string, string[]>;

export interface CatalogIndexEntry {
  path: string;
  title: string;
  summary: string;
}

export interface CatalogIndexGroup {
  /** The group's heading; null for a catalog without groups (one table, no heading). */
  label: string | null;
  entries: CatalogIndexEntry[];
}

/** The index of a catalog without an index component of its own: its description and a table per group. */
export interface CatalogIndexProps {
  description: string;
  groups: CatalogIndexGroup[];
}

export interface TelegramIndexProps {
  catalog: TelegramCatalog;
  schemaVersions: SchemaVersions;
}

export interface TelegramPageProps {
  entry: TelegramEntry;
  catalog: TelegramCatalog;
  schemaVersions: SchemaVersions;
  /** The entries of data/disagreements.yaml that name the provider's page of this telegram, topics by id. */
  disagreementTopics: Record<string, string>;
}

export interface JmaFileIndexProps {
  catalog: JmaFileCatalog;
  /** The entries of data/disagreements.yaml that name the provider's list of JMA files, topics by id. */
  disagreementTopics: Record<string, string>;
}

export interface JmaFilePageProps {
  entry: JmaFileEntry;
  catalog: JmaFileCatalog;
  /** The entries of data/disagreements.yaml that name the provider's page of this file, topics by id. */
  disagreementTopics: Record<string, string>;
}

/** The API overview. */
export interface ApiOverviewProps {
  context: ApiPageContext;
  /** The standard error response's fields (shared.yaml `errorResponse`). */
  errorFields: ApiFieldTables;
}

/** The OAuth2 page. */
export interface OAuth2PageProps {
  context: ApiPageContext;
  /** The fields of each oauth2.yaml schema, by its name (`errorResponse`, a step's `responseSchema`). */
  schemaFields: Record<string, ApiFieldTables>;
}

/** A REST endpoint's page. */
export interface RestEndpointProps {
  endpoint: RestEndpoint;
  context: ApiPageContext;
  fields: {
    /** The response body's fields (`response.schema`). */
    response?: ApiFieldTables;
    /** The fields of each HEADERS_JSON element (`response.headersJsonSchema`). */
    headersJson?: ApiFieldTables;
  };
}

/** The WebSocket endpoint's page. */
export interface WebSocketEndpointProps {
  endpoint: WebSocketEndpoint;
  context: ApiPageContext;
  /** The fields of each message, by message id. */
  messageFields: Record<string, ApiFieldTables>;
}

/** An endpoint's page (REST or WebSocket). */
export type ApiEndpointProps = RestEndpointProps | WebSocketEndpointProps;
