import type { Browser } from 'playwright-core';
import { SearchDialogDriver } from '../tests/search/dialog-driver';
import { runQueriesThroughDialog } from '../tests/search/dialog-queries';
import { median } from '../tests/search/query-report';
import { everydayTaskQueries, searchQueries, typedQueries } from '../tests/search/query-set';

export interface SearchLatencyRow {
  name: string;
  queries: number;
  /** Median milliseconds from the last input event to the rendered results. */
  medianMs: number;
  /** The median this set should stay within (the targets the search work was held to). */
  targetMs: number;
}

/**
 * Search latency as a visitor meets it: the dialog on /docs/manual, every query of a set entered into its input
 * (pasted at once, as an IME commit is, or typed key by key), timed from the last input event to the results.
 * The e2e tests check what search finds; how fast it answers depends on the machine, so it is measured here.
 */
export async function measureSearchLatency(browser: Browser, origin: string): Promise<SearchLatencyRow[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const driver = await SearchDialogDriver.open(await context.newPage(), origin);
    const rows: SearchLatencyRow[] = [];
    for (const [name, queries, targetMs] of [
      ['query set (tests/search/queries.yaml and generated codes)', searchQueries(), 300],
      ['everyday tasks (tests/search/everyday.yaml)', everydayTaskQueries(), 150],
    ] as const) {
      const report = await runQueriesThroughDialog(driver, queries);
      rows.push({ name, queries: queries.length, medianMs: report.medianMs, targetMs });
    }
    const typed: number[] = [];
    for (const query of typedQueries) typed.push((await driver.search(query, { typed: true })).ms);
    rows.push({ name: 'typed key by key', queries: typedQueries.length, medianMs: median(typed), targetMs: 300 });
    return rows;
  } finally {
    await context.close();
  }
}
