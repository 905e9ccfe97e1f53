import { pagefindSearchOptions } from './pagefind-options';

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
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}

export interface PagefindSearch {
  results: { id: string; data(): Promise<PagefindResultData> }[];
  /** Result counts per filter value for the query without the current filters. */
  totalFilters?: Record<string, Record<string, number>>;
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(query: string, options?: { filters?: Record<string, string> }, delay?: number): Promise<PagefindSearch | null>;
}

/** Where the build writes Pagefind's bundle; loaded only when the search dialog opens. */
export const pagefindBundleUrl = '/pagefind/pagefind.js';

let api: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  api ??= import(/* @vite-ignore */ pagefindBundleUrl).then(async (module: PagefindApi) => {
    await module.options(pagefindSearchOptions);
    return module;
  });
  api.catch(() => {
    api = null;
  });
  return api;
}
