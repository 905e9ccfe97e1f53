/**
 * Measures search quality on any build: `npx tsx tests/search/measure.ts [dist/client]` serves the folder on
 * 127.0.0.1, runs the whole query set (tests/search/query-set.ts) in Chromium and prints the top-3 hit rate,
 * the rate per group and every miss. `--options '{"ranking":{…}}'` overrides the Pagefind options (default:
 * the ones the search dialog uses).
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../../generators/cli/static-server';
import { pagefindSearchOptions } from '../../renderer/search/pagefind-options';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { searchQueries } from './query-set';
import { formatGroups, formatMisses, runQueries } from './run-queries';

const args = process.argv.slice(2);
const optionsAt = args.indexOf('--options');
const options = optionsAt >= 0 ? (JSON.parse(args.splice(optionsAt, 2)[1]) as Record<string, unknown>) : pagefindSearchOptions;
const root = path.resolve(args[0] ?? 'dist/client');
const server = await startStaticServer(root, 0, '127.0.0.1');
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  // A document with no scripts of its own, on the site's origin.
  await page.goto(`http://127.0.0.1:${port}/pagefind/pagefind-entry.json`);
  const report = await runQueries(page, searchQueries(), options);
  console.log(formatMisses(report));
  console.log(`\n${root}: ${report.hits}/${report.outcomes.length} in the top 3 (${(report.rate * 100).toFixed(1)}%)`);
  console.log(formatGroups(report));
} finally {
  await browser.close();
  server.close();
}
