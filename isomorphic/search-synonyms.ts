import type { SearchKind } from './search-kinds';

/** Word a visitor types → the word the site's text uses (from data/search.yaml). */
export type SearchSynonyms = Record<string, string>;

/** What the browser reads from data/search.yaml: the synonyms, and the words that ask for one kind of page. */
export interface SearchWords {
  synonyms: SearchSynonyms;
  /** Word → the kind of page it asks for (`JSON` → schema). */
  kindWords: Record<string, SearchKind>;
}

/** Where the build writes the synonyms for the browser; loaded with the index when search opens. */
export const searchSynonymsPath = '/pagefind-synonyms.json';

/** The query with every word the synonyms know replaced by the site's word (`words`: the query's words in order, as Pagefind splits them). */
export function withSiteWords(words: string[], synonyms: SearchSynonyms): string[] {
  return words.map((word) => (Object.hasOwn(synonyms, word) ? synonyms[word] : word));
}
