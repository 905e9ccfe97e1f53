/**
 * Measures search as a visitor meets it, on any build: `npx tsx tests/search/measure.ts [dist/client]` serves
 * the folder on 127.0.0.1, opens /docs/manual in Chromium, types every query of the query set and every page
 * title and every everyday task (tests/search/everyday.yaml) into the search dialog (Ctrl+K), reads the result links from the dialog and prints the top-3 rates, the
 * rate per group, every miss (a third argument measures only the sets whose name contains it), the median time from the last input to the results and the run time.
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../../generators/cli/static-server';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { SearchDialogDriver } from './dialog-driver';
import { runQueriesThroughDialog } from './dialog-queries';
import { formatGroups, formatMisses } from './query-report';
import { everydayTaskQueries, pageTitleQueries, searchQueries } from './query-set';

const root = path.resolve(process.argv[2] ?? 'dist/client');
/** Optional third argument: measure only the sets whose name contains it (`everyday`, `titles`, `query`). */
const only = process.argv[3];
const server = await startStaticServer(root, 0, '127.0.0.1');
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const driver = await SearchDialogDriver.open(page, `http://127.0.0.1:${port}`);
  for (const [name, queries] of [
    ['query set', searchQueries()],
    ['page titles', pageTitleQueries(root)],
    ['everyday tasks', everydayTaskQueries()],
  ] as const) {
    if (only && !name.includes(only)) continue;
    const report = await runQueriesThroughDialog(driver, queries);
    console.log(`\n== ${name}: misses\n${formatMisses(report)}`);
    console.log(
      `${name}: ${report.hits}/${report.outcomes.length} in the top 3 (${(report.rate * 100).toFixed(1)}%); median ${report.medianMs.toFixed(0)} ms from the last input to the results; ${report.seconds.toFixed(1)} s`,
    );
    console.log(formatGroups(report));
  }
} finally {
  await browser.close();
  server.close();
}
