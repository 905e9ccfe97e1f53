/**
 * The kinds of page a visitor can narrow search results to. Each page source says which of these each of its
 * page kinds belongs to (`PageSource.searchKinds`, a type error when one is missing); the build tags each page
 * with it as the Pagefind filter `kind`, and the search dialog offers them as choices, labelled from
 * `labels.search.kinds` (typed by `SearchKind`, so a search kind without a label is a type error too).
 */
export const searchKinds = ['manual', 'telegram', 'jmafile', 'api', 'schema'] as const;

export type SearchKind = (typeof searchKinds)[number];

/** Pagefind filter name of the page kind. */
export const searchKindFilter = 'kind';

export function isSearchKind(value: string | null | undefined): value is SearchKind {
  return (searchKinds as readonly string[]).includes(value ?? '');
}

/**
 * Search weight (Pagefind's `data-pagefind-weight`; body text weighs 1) of text that repeats what other pages state:
 * what every endpoint page says alike, and the disagreements list, which quotes the pages that state each fact.
 */
export const boilerplateSearchWeight = '0.2';
