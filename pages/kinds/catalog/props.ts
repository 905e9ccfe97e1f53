/** The props of a catalog's default index (`catalog-index`): what build/catalog-source.ts gives the page. */

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

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    'catalog-index': CatalogIndexProps;
  }
}
