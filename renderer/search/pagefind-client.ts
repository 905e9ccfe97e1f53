import { pagefindSearchOptions } from './pagefind-options';
import { searchSynonymsPath, type SearchWords } from '../../isomorphic/search-synonyms';
import { searchPagesPath, type SearchPages } from '../../isomorphic/search-pages';

/** The parts of Pagefind's browser API the search dialog uses. */
export interface PagefindWeightedLocation {
  weight: number;
  balanced_score: number;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  weighted_locations?: PagefindWeightedLocation[];
  locations?: number[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; aliases?: string };
  filters?: Record<string, string[]>;
  sub_results: PagefindSubResult[];
}

export interface PagefindSearch {
  /** `id`: the page's id in the index (its fragment's hash). */
  results: { id: string; data(): Promise<PagefindResultData> }[];
  /** Result counts per filter value for the query without the current filters (filled once `filters()` ran). */
  totalFilters?: Record<string, Record<string, number>>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  /** Loads every filter's values; until it has run, searches report no counts per filter value. */
  filters(): Promise<Record<string, Record<string, number>>>;
  search(query: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch>;
  debouncedSearch(
    query: string,
    options?: { filters?: Record<string, string> },
    delay?: number,
  ): Promise<PagefindSearch | null>;
}

/** Where the build writes Pagefind's bundle; loaded only when the search dialog or the results page opens. */
const pagefindBundleUrl = '/pagefind/pagefind.js';

let api: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  api ??= import(/* @vite-ignore */ pagefindBundleUrl).then(async (module: PagefindApi) => {
    await module.options(pagefindSearchOptions);
    await module.filters();
    return module;
  });
  api.catch(() => {
    api = null;
  });
  return api;
}

/**
 * A JSON file the build writes for search, fetched once when search first needs it; a failed request is forgotten, so
 * the next search asks again.
 */
function jsonOnce<T>(path: string): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= fetch(path).then((response) => {
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      return response.json() as Promise<T>;
    });
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
}

/** The synonyms and kind words of data/search.yaml, fetched once when search opens. */
export const loadSynonyms = jsonOnce<SearchWords>(searchSynonymsPath);

const searchPages = jsonOnce<SearchPages>(searchPagesPath);

/**
 * The ranking facts of every indexed page (title, aliases, kind by page id), fetched once when search opens. Without
 * them (a failed request) search still works: it reads those facts from each result's page data instead.
 */
export function loadSearchPages(): Promise<SearchPages> {
  return searchPages().catch(() => ({}));
}
