/**
 * What the search needs of a page to rank it, before it loads the page's data from the index: Pagefind's
 * `title` and `aliases` metadata and its `kind` filter, as the build gave them to Pagefind, keyed by the page's id in
 * the index (the name of its fragment file, which is a hash of the page's indexed text). Written by the build beside
 * the index (generators/build/search-index.ts), fetched once when search opens (renderer/search/pagefind-client.ts).
 */
export type SearchPageFacts = [url: string, title: string | null, aliases: string | null, kind: string | null];

export type SearchPages = Record<string, SearchPageFacts>;

/** Where the build writes the facts of every indexed page for the browser. */
export const searchPagesPath = '/pagefind-pages.json';
