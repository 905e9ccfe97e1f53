import { isSearchKind, type SearchKind } from './search-kinds';

/** The results page: `/search?q=<query>&kind=<kind>` (shareable; the OpenSearch description points here). */
export const searchPagePath = '/search';

export function searchPageUrl(query: string, kind: SearchKind | null): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (kind) params.set('kind', kind);
  const search = params.toString();
  return search ? `${searchPagePath}?${search}` : searchPagePath;
}

/** Query and kind of a results page address (`location.search`); an unknown kind counts as none. */
export function readSearchParams(search: string): { query: string; kind: SearchKind | null } {
  const params = new URLSearchParams(search);
  const kind = params.get('kind');
  return { query: params.get('q') ?? '', kind: isSearchKind(kind) ? kind : null };
}
