/**
 * The kinds of page a visitor can narrow search results to. The build tags each page with one of these as the
 * Pagefind filter `kind` (from the page's source kind, see `searchKindOf`); the search dialog offers them as
 * choices.
 */
export const searchKinds = ['manual', 'telegram', 'jmafile', 'api', 'schema'] as const;

export type SearchKind = (typeof searchKinds)[number];

/** Pagefind filter name of the page kind. */
export const searchKindFilter = 'kind';

/** Page source kinds (`PageInfo.kind`) and the search kind each belongs to. */
const byPageKind: Record<string, SearchKind> = {
  mdx: 'manual',
  updates: 'manual',
  'telegrams-index': 'telegram',
  telegrams: 'telegram',
  'jmafile-index': 'jmafile',
  jmafile: 'jmafile',
  'api-index': 'api',
  'api-oauth2': 'api',
  api: 'api',
  'json-schema-index': 'schema',
  'json-schema-component': 'schema',
  'json-schema': 'schema',
};

/** The search kind of a page source kind; a new page source must be added above (the build fails otherwise). */
export function searchKindOf(pageKind: string): SearchKind {
  const kind = byPageKind[pageKind];
  if (!kind) throw new Error(`search: page kind "${pageKind}" has no search kind (renderer/search/search-kinds.ts)`);
  return kind;
}

export function isSearchKind(value: string | null | undefined): value is SearchKind {
  return (searchKinds as readonly string[]).includes(value ?? '');
}
