import { routeKey } from './route-key';
import type { SearchKind } from './search-kinds';

export { routeKey };

/** One route of the site, as every page source (MDX files, catalogs) describes it. */
export interface PageInfo<Kind extends string = string> {
  /** URL path exactly as linked, e.g. `/docs/telegrams/` or `/docs/eew`. */
  path: string;
  title: string;
  description: string;
  /** The kind of page, one of those its page source declares (`mdx`, `telegrams`, `telegrams-index`, `api`, …). */
  kind: Kind;
  /** Repository file the page comes from (relative to the repository root), for error messages and edit links. */
  source: string;
  /**
   * Line of `source` where the page's entry starts, when the page is made from one entry of a catalog file
   * (a telegram in data/telegrams.yaml). Absent when the whole file is the page's source.
   */
  sourceLine?: number;
  /** Identifiers a visitor types to find this page (page code, data type codes, endpoint id); indexed for search. */
  searchCodes?: string[];
  /** Other names of the page's subject (front matter `searchAliases`); search puts the page first for one typed exactly. */
  searchAliases?: string[];
}

/** A page of the site model: as its source listed it, with the search kind its source gives its kind. */
export interface SitePage extends PageInfo {
  searchKind: SearchKind;
}

/** Doc id of a docs page: its path under /docs/ (`/docs/telegrams/` → `telegrams`). */
export function docIdOf(urlPath: string): string | null {
  const key = routeKey(urlPath);
  if (!key.startsWith('/docs/')) return null;
  return key.slice('/docs/'.length);
}
