/**
 * The props of the components that render generated pages (pages/_page-kinds/<kind>.tsx): plain, serialisable
 * data that the page sources (generators/page-sources/) return for each page.
 */
import type { ApiEndpoint, ApiPageContext } from './api-types';
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
}

export interface JmaFileIndexProps {
  catalog: JmaFileCatalog;
}

export interface JmaFilePageProps {
  entry: JmaFileEntry;
  catalog: JmaFileCatalog;
}

/** The API overview and the OAuth2 page. */
export interface ApiReferenceProps {
  context: ApiPageContext;
}

/** An endpoint's page (REST or WebSocket). */
export interface ApiEndpointProps {
  endpoint: ApiEndpoint;
  context: ApiPageContext;
}
