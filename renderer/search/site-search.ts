import { loadPagefind, loadSynonyms, type PagefindApi, type PagefindSearch } from './pagefind-client';
import { toSearchHit, type SearchHit } from './search-hits';
import { searchKindFilter, type SearchKind } from '../../isomorphic/search-kinds';
import { withSiteWords, type SearchSynonyms } from '../../isomorphic/search-synonyms';

export type KindCounts = Partial<Record<SearchKind, number>>;

/** What one search found: the first `limit` pages as hits, the number of all pages, and that number per kind. */
export interface SiteSearchResult {
  /** The query as searched (trimmed). */
  query: string;
  kind: SearchKind | null;
  hits: SearchHit[];
  /** Pages found (of the chosen kind, when one is chosen). */
  total: number;
  /** Pages found per kind, whatever kind is chosen. */
  counts: KindCounts;
  /** Words of the query left out because no page has them (the search ran without them), or none. */
  dropped: string[];
}

/** How many of Pagefind's results are read to find a page whose title is the query. */
const titleCheckDepth = 20;

const wordSegmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('ja', { granularity: 'word' }) : null;

/** The words of a query as Pagefind splits it on a `lang="ja"` page (word-like segments only). */
export function queryWords(query: string): string[] {
  if (!wordSegmenter) return query.split(/\s+/).filter(Boolean);
  return [...wordSegmenter.segment(query)].filter((part) => part.isWordLike).map((part) => part.segment);
}

function filtersOf(kind: SearchKind | null) {
  return kind ? { filters: { [searchKindFilter]: kind } } : {};
}

/**
 * A query no page holds every word of (Pagefind requires them all), searched again with fewer words: first
 * without the words no page has, then without the most common of the rest (particles such as の or が, then
 * general words) until some pages hold all that is left. A sentence typed as a question still finds the pages
 * about its rare words. `dropped` lists the words left out, for the status line.
 */
async function withFewerWords(
  pagefind: PagefindApi,
  query: string,
  kind: SearchKind | null,
): Promise<{ search: PagefindSearch; dropped: string[] } | null> {
  const words = queryWords(query);
  if (words.length < 2) return null;
  const pagesPerWord = await Promise.all(words.map(async (word) => (await pagefind.search(word)).results.length));
  let kept = words.map((word, index) => ({ word, pages: pagesPerWord[index] })).filter((entry) => entry.pages > 0);
  while (kept.length > 0) {
    if (kept.length < words.length) {
      const search = await pagefind.search(kept.map((entry) => entry.word).join(' '), filtersOf(kind));
      const keptWords = new Set(kept.map((entry) => entry.word));
      if (search.results.length > 0) return { search, dropped: words.filter((word) => !keptWords.has(word)) };
    }
    if (kept.length === 1) break;
    const mostCommon = kept.reduce((most, entry) => (entry.pages > most.pages ? entry : most));
    kept = kept.filter((entry) => entry !== mostCommon);
  }
  return null;
}

/** Text compared as a title: lower case, without spaces and punctuation (`JSON 変換` = `json変換`). */
function titleKey(text: string): string {
  return text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');
}

/**
 * Pages whose title (or another name of their subject, `searchAliases`) is the query, first (in Pagefind's order among themselves): Pagefind scores a title that
 * holds every query word the same whether it is the query or a longer title around it (台風の暴風域に入る確率
 * and 台風の暴風域に入る確率分布（格子点値）).
 */
export function exactTitleFirst(hits: SearchHit[], query: string): SearchHit[] {
  const key = titleKey(query);
  const exact = hits.filter((hit) => [hit.title, ...hit.aliases].some((name) => titleKey(name) === key));
  return exact.length === 0 ? hits : [...exact, ...hits.filter((hit) => !exact.includes(hit))];
}

/** The query in the site's words (data/search.yaml): unchanged when no word of it has a synonym. */
export function inSiteWords(query: string, synonyms: SearchSynonyms): string {
  const words = queryWords(query);
  const replaced = withSiteWords(words, synonyms);
  return replaced.some((word, index) => word !== words[index]) ? replaced.join(' ') : query;
}

/**
 * Searches the site, in the site's words: Pagefind's debounced search (`null` when a newer search replaced this one before it ran),
 * the page data of the first `limit` results as hits, and the counts per kind.
 */
export async function searchSite(
  query: string,
  kind: SearchKind | null,
  limit: number,
  debounceMs: number,
): Promise<SiteSearchResult | null> {
  const [pagefind, synonyms] = await Promise.all([loadPagefind(), loadSynonyms()]);
  const text = query.trim();
  const searched = inSiteWords(text, synonyms);
  let search = await pagefind.debouncedSearch(searched, filtersOf(kind), debounceMs);
  if (!search) return null;
  let dropped: string[] = [];
  if (search.results.length === 0) {
    const retry = await withFewerWords(pagefind, searched, kind);
    if (retry) ({ search, dropped } = retry);
  }
  const data = await Promise.all(
    search.results.slice(0, Math.max(limit, titleCheckDepth)).map((result) => result.data()),
  );
  const hits = exactTitleFirst(data.map(toSearchHit), text).slice(0, limit);
  return {
    query: text,
    kind,
    hits,
    total: search.results.length,
    counts: (search.totalFilters?.[searchKindFilter] ?? {}) as KindCounts,
    dropped,
  };
}
