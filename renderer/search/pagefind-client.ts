/** The parts of Pagefind's browser API the search dialog uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results: PagefindSubResult[];
}

interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(query: string, options?: Record<string, unknown>, delay?: number): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
}

/** Where the build writes Pagefind's bundle; loaded only when the search dialog opens. */
export const pagefindBundleUrl = '/pagefind/pagefind.js';

let api: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  api ??= import(/* @vite-ignore */ pagefindBundleUrl).then(async (module: PagefindApi) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  api.catch(() => {
    api = null;
  });
  return api;
}
