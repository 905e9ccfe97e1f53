import type { SearchDialogDriver } from './dialog-driver';
import { median, scoreQueries, type QueryReport } from './query-report';
import type { SearchQuery } from './query-set';

export interface DialogQueryReport extends QueryReport {
  /** Median milliseconds from the last input event to the rendered results. */
  medianMs: number;
  /** Wall time of the whole run, in seconds. */
  seconds: number;
}

/** Runs every query through the search dialog (one page, each query replacing the last in its input) and scores it. */
export async function runQueriesThroughDialog(
  driver: SearchDialogDriver,
  queries: SearchQuery[],
): Promise<DialogQueryReport> {
  const started = Date.now();
  const results: string[][] = [];
  const times: number[] = [];
  // In batches, so that a failure names a region of the set and one evaluate never runs for minutes.
  for (let start = 0; start < queries.length; start += 100) {
    for (const answer of await driver.searchAll(queries.slice(start, start + 100).map((query) => query.query))) {
      results.push(answer.hrefs);
      if (answer.ms >= 0) times.push(answer.ms);
    }
  }
  return { ...scoreQueries(queries, results), medianMs: median(times), seconds: (Date.now() - started) / 1000 };
}
