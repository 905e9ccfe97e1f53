import type { SearchDialogDriver } from './dialog-driver';
import { median, scoreQueries, type QueryReport } from './query-report';
import type { SearchQuery } from './query-set';

export interface DialogQueryReport extends QueryReport {
  /** Median milliseconds from the last input event to the rendered results. */
  medianMs: number;
  /** Wall time of the whole run, in seconds. */
  seconds: number;
}

/** Runs every query through the search dialog (one page, the input cleared between queries) and scores it. */
export async function runQueriesThroughDialog(
  driver: SearchDialogDriver,
  queries: SearchQuery[],
): Promise<DialogQueryReport> {
  const started = Date.now();
  const results: string[][] = [];
  const times: number[] = [];
  for (const query of queries) {
    const answer = await driver.search(query.query);
    results.push(answer.hrefs);
    if (answer.ms >= 0) times.push(answer.ms);
  }
  return { ...scoreQueries(queries, results), medianMs: median(times), seconds: (Date.now() - started) / 1000 };
}
