import type { DialogAnswer, SearchDialogDriver } from './dialog-driver';
import { median, scoreQueries, type QueryReport } from './query-report';
import type { SearchQuery } from './query-set';

export interface DialogQueryReport extends QueryReport {
  /** Median milliseconds from the last input event to the rendered results. */
  medianMs: number;
  /** Wall time of the whole run, in seconds. */
  seconds: number;
}

/**
 * What each driver's dialog answered, by query. The sweeps below run on one page with the kind filter left at all
 * kinds, where the dialog's answer depends on the query alone: a query that several sets hold (a page title that is
 * also in the query set, ~180 of ~1,300) is typed once and its answer scored in each set.
 */
const answered = new WeakMap<SearchDialogDriver, Map<string, DialogAnswer>>();

/** Runs every query through the search dialog (one page, each query replacing the last in its input) and scores it. */
export async function runQueriesThroughDialog(
  driver: SearchDialogDriver,
  queries: SearchQuery[],
): Promise<DialogQueryReport> {
  const started = Date.now();
  const known = answered.get(driver) ?? new Map<string, DialogAnswer>();
  answered.set(driver, known);
  const times: number[] = [];
  const fresh = [...new Set(queries.map((query) => query.query).filter((query) => !known.has(query)))];
  // In batches, so that a failure names a region of the set and one evaluate never runs for minutes.
  for (let start = 0; start < fresh.length; start += 100) {
    const batch = fresh.slice(start, start + 100);
    (await driver.searchAll(batch)).forEach((answer, index) => {
      known.set(batch[index], answer);
      if (answer.ms >= 0) times.push(answer.ms);
    });
  }
  const results = queries.map((query) => known.get(query.query)!.hrefs);
  return { ...scoreQueries(queries, results), medianMs: median(times), seconds: (Date.now() - started) / 1000 };
}
