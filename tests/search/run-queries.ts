import type { Page } from 'playwright-core';
import type { SearchQuery } from './query-set';

export interface QueryOutcome extends SearchQuery {
  /** The first three result pages (route keys: no trailing slash, no hash). */
  top: string[];
  hit: boolean;
}

export interface QueryReport {
  outcomes: QueryOutcome[];
  hits: number;
  rate: number;
  misses: QueryOutcome[];
}

/**
 * Runs every query against the Pagefind index of the site `page` is on, in one evaluate (the browser loads
 * `/pagefind/pagefind.js` as the search dialog does, with the same `options`), and scores the top 3 pages.
 */
export async function runQueries(page: Page, queries: SearchQuery[], options: Record<string, unknown>): Promise<QueryReport> {
  // The browser-side code is a string: test runners rewrite `import()` and named functions in compiled code
  // (vitest's `__vite_ssr_dynamic_import__`, tsx's `__name`), which do not exist in the page.
  const script = `(async (texts, options) => {
    const pagefind = await import(location.origin + '/pagefind/pagefind.js');
    await pagefind.options(options);
    await pagefind.init();
    const out = [];
    for (const text of texts) {
      const search = await pagefind.search(text);
      const data = await Promise.all(search.results.slice(0, 3).map((result) => result.data()));
      out.push(data.map((item) => {
        const clean = decodeURI(item.url).split('#')[0].split('?')[0];
        return clean === '/' || clean === '' ? '/' : clean.replace(/\\/+$/, '');
      }));
    }
    return out;
  })(${JSON.stringify(queries.map((query) => query.query))}, ${JSON.stringify(options)})`;
  const tops = (await page.evaluate(script)) as string[][];
  const outcomes = queries.map((query, index) => {
    const top = tops[index];
    return { ...query, top, hit: top.some((url) => query.expect.includes(url)) };
  });
  const hits = outcomes.filter((outcome) => outcome.hit).length;
  return { outcomes, hits, rate: outcomes.length === 0 ? 0 : hits / outcomes.length, misses: outcomes.filter((outcome) => !outcome.hit) };
}

/** One line per miss: the query, its group, what was expected and what came first. */
export function formatMisses(report: QueryReport): string {
  return report.misses.map((miss) => `${miss.query} [${miss.group}] expected ${miss.expect.join(' | ')} got ${miss.top.join(', ') || '(nothing)'}`).join('\n');
}

/** Hit rate per group, e.g. `telegram-title 120/126`. */
export function formatGroups(report: QueryReport): string {
  const groups = new Map<string, { hits: number; total: number }>();
  for (const outcome of report.outcomes) {
    const group = groups.get(outcome.group) ?? { hits: 0, total: 0 };
    group.total += 1;
    if (outcome.hit) group.hits += 1;
    groups.set(outcome.group, group);
  }
  return [...groups].map(([name, group]) => `${name} ${group.hits}/${group.total}`).join(', ');
}
