import type { SearchKind } from '../../isomorphic/search-kinds';

/**
 * `?q=<query>&kind=<kind>` of the results page (`searchPagePath`), or `` for neither; the page reads the same
 * two parameters (`q`, `kind`).
 */
export function searchQueryString(query: string, kind: SearchKind | null): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (kind) params.set('kind', kind);
  const search = params.toString();
  return search ? `?${search}` : '';
}
