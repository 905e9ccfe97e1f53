/**
 * DIAGNOSTIC ONLY, not the measure of search quality (that is tests/search/measure.ts and
 * tests/e2e/search.test.ts, through the dialog). Runs the query set against Pagefind's API in one evaluate on a
 * real page of the site (`lang="ja"`, so queries are split as in the dialog), with any ranking options, and
 * applies the dialog's exact-title ordering: a quick way to try Pagefind options before measuring in the dialog.
 * `npx tsx tests/search/api-diagnostic.ts [dist/client] [--options '{"ranking":{…}}']`
 */
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startStaticServer } from '../../generators/cli/static-server';
import { pagefindSearchOptions } from '../../renderer/search/pagefind-options';
import { pageText } from '../../isomorphic/search-text';
import { exactTitleFirst } from '../../renderer/search/site-search';
import { chromiumArgs, chromiumPath } from '../support/chromium';
import { formatGroups, formatMisses, scoreQueries } from './query-report';
import { pageTitleQueries, searchQueries } from './query-set';

const args = process.argv.slice(2);
const optionsAt = args.indexOf('--options');
const options =
  optionsAt >= 0 ? (JSON.parse(args.splice(optionsAt, 2)[1]) as Record<string, unknown>) : pagefindSearchOptions;
const root = path.resolve(args[0] ?? 'dist/client');
const queries = [...searchQueries(), ...pageTitleQueries(root)];
const server = await startStaticServer(root, 0, '127.0.0.1');
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/docs/manual`);
  // A string, not a function: test runners rewrite `import()` and named functions in compiled code.
  const tops = await page.evaluate<{ url: string; title: string; aliases: string }[][]>(`(async (texts, options) => {
    const pagefind = await import(location.origin + '/pagefind/pagefind.js');
    await pagefind.options(options);
    const out = [];
    for (const text of texts) {
      const search = await pagefind.search(text);
      const data = await Promise.all(search.results.slice(0, 20).map((result) => result.data()));
      out.push(data.map((item) => ({ url: item.url, title: item.meta.title || '', aliases: item.meta.aliases || '' })));
    }
    return out;
  })(${JSON.stringify(queries.map((query) => query.query))}, ${JSON.stringify(options)})`);
  const results = tops.map((top, index) =>
    exactTitleFirst(
      top.map((item) => ({
        url: decodeURI(item.url),
        title: pageText(item.title),
        section: null,
        kind: null,
        excerpt: [],
        aliases: pageText(item.aliases)
          .split(',')
          .map((alias) => alias.trim())
          .filter(Boolean),
      })),
      queries[index].query,
    ).map((hit) => hit.url),
  );
  const report = scoreQueries(queries, results);
  console.log(formatMisses(report));
  console.log(
    `\nAPI diagnostic (not the dialog): ${report.hits}/${report.outcomes.length} in the top 3 (${(report.rate * 100).toFixed(1)}%)`,
  );
  console.log(formatGroups(report));
} finally {
  await browser.close();
  server.close();
}
