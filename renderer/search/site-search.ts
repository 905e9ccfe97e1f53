import { loadPagefind, loadSearchPages, loadSynonyms, type PagefindApi, type PagefindSearch } from './pagefind-client';
import { rankFacts, toSearchHit, type RankFacts, type SearchHit } from './search-hits';
import { searchKindFilter, type SearchKind } from '../../isomorphic/search-kinds';
import { withSiteWords, type SearchSynonyms } from '../../isomorphic/search-synonyms';
import { dropRank, topicWords } from '../../isomorphic/search-query';
import type { SearchPages } from '../../isomorphic/search-pages';

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
  /** Topic words left out although some page has them (no page has them together with the rest), or none. */
  leftOut: string[];
}

/** How many of Pagefind's results are read to find a page whose title is the query, or that an alias names. */
const titleCheckDepth = 40;

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
 * The order in which words are left out of a query no page holds whole: words no page has; then function words,
 * then inflected words (verbs and adjectives as typed), then nouns, each group the word on the most pages first.
 * The topic of a question is a noun, and it stays longest, however many pages hold it.
 */
export function dropOrder(words: { word: string; pages: number }[]): { word: string; pages: number }[] {
  return [...words].sort(
    (a, b) => Number(a.pages > 0) - Number(b.pages > 0) || dropRank(a.word) - dropRank(b.word) || b.pages - a.pages,
  );
}

/**
 * A query no page holds every word of (Pagefind requires them all), searched again with fewer words, left out in
 * `dropOrder` until some pages hold all that is left. A sentence typed as a question still finds the pages about
 * its topic. `dropped` lists the words no page has; `leftOut` the other topic words left out (function words are
 * left out without a mention), for the status line.
 */
async function withFewerWords(
  pagefind: PagefindApi,
  words: string[],
  kind: SearchKind | null,
): Promise<{ search: PagefindSearch; dropped: string[]; leftOut: string[] } | null> {
  if (words.length < 2) return null;
  const pagesPerWord = await Promise.all(words.map(async (word) => (await pagefind.search(word)).results.length));
  const order = dropOrder(words.map((word, index) => ({ word, pages: pagesPerWord[index] })));
  for (let count = 1; count < order.length; count += 1) {
    const left = new Set(order.slice(0, count).map((entry) => entry.word));
    if (order[count - 1].pages === 0 && order[count]?.pages === 0) continue;
    const kept = words.filter((word) => !left.has(word));
    if (kept.length === 0) break;
    const search = await pagefind.search(kept.join(' '), filtersOf(kind));
    if (search.results.length > 0) {
      const gone = order.slice(0, count);
      return {
        search,
        dropped: gone.filter((entry) => entry.pages === 0).map((entry) => entry.word),
        leftOut: gone.filter((entry) => entry.pages > 0 && dropRank(entry.word) === 2).map((entry) => entry.word),
      };
    }
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
export function exactTitleFirst<T extends RankFacts>(hits: T[], query: string): T[] {
  const key = titleKey(query);
  const exact = hits.filter((hit) => [hit.title, ...hit.aliases].some((name) => titleKey(name) === key));
  return exact.length === 0 ? hits : [...exact, ...hits.filter((hit) => !exact.includes(hit))];
}

/**
 * Pages named for the query's topic by the words visitors use for them (`searchAliases`, data/search.yaml `pages`),
 * first: a page with an alias whose topic words all stand in the query (申し込み for 申し込み方法, メンテナンス for
 * メンテナンスの予定) goes before pages that merely contain the words, when those aliases name all of the query's
 * topic words but at most one; the pages that name more of them come first. An alias that says more than the query
 * (過去の緊急地震速報 for 緊急地震速報) moves nothing.
 */
export function aliasTopicFirst<T extends RankFacts>(hits: T[], topic: string[], typed: string[] = []): T[] {
  if (topic.length === 0) return hits;
  // An alias is written as visitors type (申し込み), the search in the site's words (契約): either names the topic.
  const named = new Set([...topic, ...typed]);
  const namedCount = (hit: T): number => {
    const covered = new Set<string>();
    for (const alias of hit.aliases) {
      const aliasTopic = topicWords(queryWords(alias));
      if (aliasTopic.length > 0 && aliasTopic.every((word) => named.has(word)))
        for (const word of aliasTopic) covered.add(word);
    }
    return covered.size;
  };
  const scored = hits.map((hit, index) => ({ hit, index, named: Math.min(namedCount(hit), topic.length) }));
  const needed = Math.max(1, topic.length - 1);
  const first = scored.filter((entry) => entry.named >= needed).sort((a, b) => b.named - a.named || a.index - b.index);
  return first.length === 0
    ? hits
    : [...first.map((entry) => entry.hit), ...hits.filter((hit) => !first.some((entry) => entry.hit === hit))];
}

/** The query in the site's words (data/search.yaml): unchanged when no word of it has a synonym. */
export function inSiteWords(query: string, synonyms: SearchSynonyms): string {
  const words = queryWords(query);
  const replaced = withSiteWords(words, synonyms);
  return replaced.some((word, index) => word !== words[index]) ? replaced.join(' ') : query;
}

/**
 * The kind of page the query asks for (data/search.yaml `kinds`: 震度情報の JSON asks for a schema page), when it
 * names a kind beside its topic; null for a query of one topic word (JSON alone) or none.
 */
export function askedKind(words: string[], kindWords: Record<string, SearchKind>): SearchKind | null {
  const content = topicWords(words);
  const asked = content.filter((word) => Object.hasOwn(kindWords, word));
  return asked.length > 0 && asked.length < content.length ? kindWords[asked[0]] : null;
}

/** The best hit of the asked kind moved to the front (the others keep their order). */
export function askedKindFirst<T extends RankFacts>(hits: T[], kind: SearchKind | null): T[] {
  const first = kind ? hits.find((hit) => hit.kind === kind) : undefined;
  return first ? [first, ...hits.filter((hit) => hit !== first)] : hits;
}

/**
 * Pagefind's first results in the site's order (`rank`), and the page data of the first `limit` of them as hits.
 * The order needs only each page's title, aliases and kind: they come from the build's table of pages
 * (`searchPages`), so the page data (whose excerpts Pagefind computes on every load) is loaded only for the hits
 * shown; for a result the table lacks (a table cached from another build), from the page data of every result.
 */
async function rankedHits(
  results: PagefindSearch['results'],
  searchPages: SearchPages,
  limit: number,
  rank: <T extends RankFacts>(hits: T[]) => T[],
): Promise<SearchHit[]> {
  if (results.every((result) => Object.hasOwn(searchPages, result.id))) {
    const ranked = rank(results.map((result) => ({ result, ...rankFacts(...searchPages[result.id]) })));
    return (await Promise.all(ranked.slice(0, limit).map((entry) => entry.result.data()))).map(toSearchHit);
  }
  return rank((await Promise.all(results.map((result) => result.data()))).map(toSearchHit)).slice(0, limit);
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
  const [pagefind, { synonyms, kindWords }, searchPages] = await Promise.all([
    loadPagefind(),
    loadSynonyms(),
    loadSearchPages(),
  ]);
  const text = query.trim();
  const words = queryWords(inSiteWords(text, synonyms));
  // Pagefind requires every word: a typed question is searched by its topic (its nouns) from the start.
  const content = topicWords(words);
  let search = await pagefind.debouncedSearch(content.join(' '), filtersOf(kind), debounceMs);
  if (!search) return null;
  let dropped: string[] = [];
  let leftOut: string[] = [];
  if (search.results.length === 0) {
    const retry = await withFewerWords(pagefind, content, kind);
    if (retry) ({ search, dropped, leftOut } = retry);
  }
  const typedTopic = topicWords(queryWords(text));
  const wantedKind = kind ? null : askedKind(words, kindWords);
  const hits = await rankedHits(
    search.results.slice(0, Math.max(limit, titleCheckDepth)),
    searchPages,
    limit,
    (pages) => exactTitleFirst(askedKindFirst(aliasTopicFirst(pages, content, typedTopic), wantedKind), text),
  );
  return {
    query: text,
    kind,
    hits,
    total: search.results.length,
    counts: search.totalFilters?.[searchKindFilter] ?? {},
    dropped,
    leftOut,
  };
}
