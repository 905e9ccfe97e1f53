import { routeKey } from '../../renderer/navigation/route-key';

export { routeKey };

/** One route of the site, as every page source (MDX files, catalogs) describes it. */
export interface PageInfo {
  /** URL path exactly as linked, e.g. `/docs/telegrams/` or `/docs/eew`. */
  path: string;
  title: string;
  description: string;
  /** Which page source produced it (`mdx`, `telegram`, `jmafile`, `api`, `schema`, ...). */
  kind: string;
  /** Repository file the page comes from, for error messages. */
  source: string;
}

/** Doc id of a docs page: its path under /docs/ (`/docs/telegrams/` → `telegrams`). */
export function docIdOf(urlPath: string): string | null {
  const key = routeKey(urlPath);
  if (!key.startsWith('/docs/')) return null;
  return key.slice('/docs/'.length);
}

