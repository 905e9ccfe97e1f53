import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchExcludeSelectors } from '../../generators/build/search-index';
import { SearchDialogDriver } from '../search/dialog-driver';
import { runQueriesThroughDialog } from '../search/dialog-queries';
import { formatGroups, formatMisses, resultPage } from '../search/query-report';
import { everydayTaskQueries, pageTitleQueries, searchQueries, typedQueries } from '../search/query-set';
import { baseUrl, closeBrowser, openPage, sharedPage, visit } from '../support/browser';
import { assetContaining, distDir } from '../support/bytes';

afterAll(closeBrowser);

async function search(query: string, path = '/docs/manual') {
  const session = await openPage();
  const driver = await SearchDialogDriver.open(session.page, baseUrl(), path);
  await driver.search(query);
  return session;
}

/**
 * The file's one page with the dialog open on /docs/manual (tests/support/browser.ts sharedPage): the checks that only
 * type a query and read what the dialog shows share it, each query replacing the last; those that click, navigate or
 * filter load a page of their own.
 */
let openDialog: Promise<{ page: Page; driver: SearchDialogDriver }> | undefined;
function sharedDialog() {
  openDialog ??= sharedPage().then(async ({ page }) => ({
    page,
    driver: await SearchDialogDriver.open(page, baseUrl()),
  }));
  return openDialog;
}

/** Result links as `pathname#hash`, in order. */
async function resultHrefs(page: Page, scope = '[data-search-results]'): Promise<string[]> {
  return page
    .locator(`${scope} [data-search-result]`)
    .evaluateAll((links) => links.map((link) => decodeURI(link.getAttribute('href') ?? '')));
}

/** Pages of the results, in order, each once. */
const pagesOf = (hrefs: string[]) => [...new Set(hrefs.map(resultPage))];

// What search finds is checked here; how fast it answers (the median from the last input to the results) depends on
// the machine and is measured by `npm run bench` (bench/search-latency.ts). The runs below print their median only.
describe('search quality, typed into the dialog on a real page (/docs/manual, lang="ja")', () => {
  let page: Page;
  let driver: SearchDialogDriver;
  beforeAll(async () => {
    ({ page, driver } = await sharedDialog());
  });

  it('puts the expected page in the top 3 for at least 98% of the query set, exact codes first', async () => {
    const queries = searchQueries();
    expect(queries.filter((query) => query.group === 'everyday').length).toBeGreaterThanOrEqual(120);
    const report = await runQueriesThroughDialog(driver, queries);
    console.log(
      `search (dialog): ${report.hits}/${report.outcomes.length} in the top 3 (${(report.rate * 100).toFixed(1)}%); median ${report.medianMs.toFixed(0)} ms from the last input to the results; ${report.seconds.toFixed(0)} s for the run\n${formatGroups(report)}`,
    );
    if (report.misses.length > 0) console.log(`search misses:\n${formatMisses(report)}`);
    expect(report.rate).toBeGreaterThanOrEqual(0.98);
    const codeGroups = new Set(['telegram-code', 'jmafile-code', 'api-endpoint']);
    const notFirst = report.outcomes.filter(
      (outcome) => codeGroups.has(outcome.group) && !outcome.expect.includes(outcome.top[0]),
    );
    expect(notFirst.map((outcome) => `${outcome.query} → ${outcome.top[0] ?? '(nothing)'}`)).toEqual([]);
  }, 600_000);

  it('finds every page by its title (the h1 of each built page) in the top 3 for at least 99%, and first for a title no other page has', async () => {
    const queries = pageTitleQueries(distDir);
    expect(queries.length).toBeGreaterThan(200);
    const report = await runQueriesThroughDialog(driver, queries);
    console.log(
      `page titles (dialog): ${report.hits}/${report.outcomes.length} in the top 3 (${(report.rate * 100).toFixed(1)}%); median ${report.medianMs.toFixed(0)} ms; ${report.seconds.toFixed(0)} s`,
    );
    if (report.misses.length > 0) console.log(`page title misses:\n${formatMisses(report)}`);
    expect(report.rate).toBeGreaterThanOrEqual(0.99);
    const unique = report.outcomes.filter((outcome) => outcome.expect.length === 1);
    const notFirst = unique.filter((outcome) => outcome.top[0] !== outcome.expect[0]);
    console.log(`unique titles first: ${unique.length - notFirst.length}/${unique.length}`);
    expect(notFirst.map((outcome) => `${outcome.query} → ${outcome.top[0] ?? '(nothing)'}`)).toEqual([]);
  }, 300_000);

  // Issue 29 asks for 95% in the top 3; measured 163/184 (88.6%) when the set was added, so the test holds that
  // floor until the remaining misses (printed below) are fixed by mechanisms, then the target.
  it('answers everyday tasks and questions (tests/search/everyday.yaml, held out): at least 95% in the top 3', async () => {
    const queries = everydayTaskQueries();
    expect(queries.length).toBeGreaterThanOrEqual(150);
    const report = await runQueriesThroughDialog(driver, queries);
    console.log(
      `everyday tasks (dialog): ${report.hits}/${report.outcomes.length} in the top 3 (${(report.rate * 100).toFixed(1)}%); median ${report.medianMs.toFixed(0)} ms; ${report.seconds.toFixed(0)} s`,
    );
    if (report.misses.length > 0) console.log(`everyday task misses:\n${formatMisses(report)}`);
    expect(report.rate).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it('answers the phrases a visitor copies from a page: exact telegram titles with に関する, compounds and full-width brackets', async () => {
    const expectations: [string, string][] = [
      ['震源・震度に関する情報', '/docs/telegrams/et01330'],
      ['火山に関するお知らせ', '/docs/telegrams/vo01020'],
      ['震源に関する情報', '/docs/telegrams/et01320'],
      ['地震回数に関する情報', '/docs/telegrams/et01350'],
      ['長周期地震動に関する観測情報', '/docs/telegrams/et01370'],
      ['震度速報', '/docs/telegrams/et01310'],
      ['天気概況', '/docs/telegrams/fo03020'],
    ];
    for (const [query, expected] of expectations)
      expect(`${query} → ${pagesOf((await driver.search(query)).hrefs)[0]}`).toBe(`${query} → ${expected}`);
  });

  it('緊急地震速報 puts the EEW page first and the EEW telegram pages next', async () => {
    const pages = pagesOf((await driver.search('緊急地震速報')).hrefs);
    expect(pages[0]).toBe('/docs/eew');
    expect(pages.slice(1, 3).filter((page) => !/^\/docs\/telegrams\/ew09/.test(page))).toEqual([]);
  });

  it('answers a query typed key by key with the results of the whole query, not of a prefix', async () => {
    for (const query of typedQueries) {
      const pasted = await driver.search(query);
      const typed = await driver.search(query, { typed: true });
      expect(typed.hrefs.length, query).toBeGreaterThan(0);
      expect(typed.hrefs, query).toEqual(pasted.hrefs);
    }
  });

  it('shows excerpts as the page writes them: each excerpt is a run of the result page’s own text', async () => {
    for (const query of ['緊急地震速報（予報）', '震源・震度に関する情報', '支払方法', 'アクセストークン']) {
      await driver.search(query);
      const checks = await page.evaluate<{ href: string; excerpt: string; found: boolean }[]>(`(async () => {
        const flat = (text) => text.replace(/\\s+/g, '');
        const out = [];
        for (const link of [...document.querySelectorAll('[data-search-results] [data-search-result]')].slice(0, 3)) {
          const excerpt = link.querySelector('[class*="excerpt"]').textContent;
          const html = await (await fetch(link.getAttribute('href').split('#')[0])).text();
          const article = new DOMParser().parseFromString(html, 'text/html').querySelector('article');
          // What the index leaves out (heading anchors, copy buttons, screen-reader notes) is not text of the page.
          for (const element of article.querySelectorAll(${JSON.stringify(searchExcludeSelectors.join(', '))})) element.remove();
          out.push({ href: link.getAttribute('href'), excerpt, found: flat(article.textContent).includes(flat(excerpt)) });
        }
        return out;
      })()`);
      expect(checks.length).toBeGreaterThan(0);
      expect(checks.filter((check) => !check.found)).toEqual([]);
    }
  });
});

describe('search dialog', () => {
  const searchShared = async (query: string) => {
    const { page, driver } = await sharedDialog();
    await driver.search(query);
    return page;
  };

  it('loads nothing of search until it opens', async () => {
    const { page, context } = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await visit(page, '/docs/manual');
    await page.waitForTimeout(300);
    const dialogChunk = assetContaining('debouncedSearch');
    expect(requested.filter((url) => url.includes('/pagefind/') || url.endsWith(dialogChunk))).toEqual([]);
    await page.keyboard.press('/');
    await page.waitForSelector('[data-search-input]');
    await expect.poll(() => requested.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    await context.close();
  });

  for (const query of ['緊急地震速報', '震度', '津波警報', 'VXSE53']) {
    it(`finds pages for ${query} with title, highlighted excerpt and a link`, async () => {
      const page = await searchShared(query);
      const first = page.locator('[data-search-result]').first();
      expect((await first.locator('span').first().textContent())?.length).toBeGreaterThan(0);
      expect(await first.evaluate((element) => element.tagName)).toBe('A');
      expect(await first.getAttribute('href')).toMatch(/^\//);
      expect(await page.locator('[data-search-result] mark').count()).toBeGreaterThan(0);
    });
  }

  it('puts the page with an exact data type code first, and the title has no stray # from heading anchors', async () => {
    const page = await searchShared('VTSE41');
    expect((await resultHrefs(page))[0]).toMatch(/^\/docs\/telegrams\/et01110(#|$)/);
    const texts = await page.locator('[data-search-result]').allTextContents();
    expect(texts.some((text) => text.includes('#'))).toBe(false);
  });

  it('leads to the best-matching section with the page title and the section heading as the page writes them', async () => {
    const page = await searchShared('リフレッシュトークンフロー');
    const first = page.locator('[data-search-result]').first();
    expect(decodeURI((await first.getAttribute('href')) ?? '')).toMatch(/^\/docs\/reference\/oauth2\/v1#.+/);
    expect(await first.locator('[class*="title"]').first().textContent()).toBe('OAuth2 v1');
    expect(await first.locator('[class*="section"]').first().textContent()).toContain('リフレッシュトークンフロー');
    await searchShared('台風の暴風域に入る確率分布（Ｒ２）（格子点値）3時間ごとの確率');
    expect(await page.locator('[data-search-result] [class*="title"]').first().textContent()).toBe(
      '台風の暴風域に入る確率分布（Ｒ２）（格子点値）3時間ごとの確率',
    );
  });

  it('results are links: modified clicks open a new tab, the dialog stays; a plain click navigates and closes', async () => {
    const { page, context } = await search('料金表');
    const first = page.locator('[data-search-result]').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href.split('#')[0]).toBe('/price');
    const popup = context.waitForEvent('page');
    await first.click({ modifiers: ['ControlOrMeta'] });
    const opened = await popup;
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/price');
    expect(await page.locator('[data-search-dialog]').count()).toBe(1);
    await first.click();
    await page.waitForURL((url) => url.pathname === '/price');
    expect(await page.locator('[data-search-dialog]').count()).toBe(0);
    await context.close();
  });

  it('navigates with arrows + Enter to the chosen result, and closes with Escape', async () => {
    const { page, context } = await search('緊急地震速報');
    const second = decodeURI((await page.locator('[data-search-result]').nth(1).getAttribute('href')) ?? '');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[data-search-result]').nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[data-search-input]').getAttribute('aria-activedescendant')).toBe(
      await page.locator('[data-search-result]').nth(1).getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    await page.waitForFunction((href) => decodeURI(`${location.pathname}${location.hash}`) === href, second);
    expect(await page.locator('[data-search-dialog]').count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-search-input]');
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-search-dialog]').count()).toBe(0);
    await context.close();
  });

  it('narrows results to one kind of page; each chip counts the pages of its kind, and the counts add up to the results', async () => {
    const { page, context } = await search('震度');
    const chipCounts = async () =>
      Object.fromEntries(
        await page
          .locator('[data-search-kind]')
          .evaluateAll((inputs) =>
            inputs.map((input) => [
              input.getAttribute('data-search-kind'),
              Number(input.parentElement?.querySelector('[data-search-kind-count]')?.textContent ?? 'NaN'),
            ]),
          ),
      ) as Record<string, number>;
    const statusCount = async () =>
      Number(/(\d+) 件/.exec((await page.locator('[data-search-status]').textContent()) ?? '')?.[1] ?? 'NaN');
    const counts = await chipCounts();
    const total = await statusCount();
    expect(total).toBeGreaterThan(10);
    expect(counts.all).toBe(total);
    expect(counts.manual + counts.telegram + counts.jmafile + counts.api + counts.schema).toBe(total);
    expect(counts.telegram).toBeGreaterThan(0);
    const all = await resultHrefs(page);
    expect(all.some((href) => !href.startsWith('/docs/telegrams/'))).toBe(true);
    const expectations: [string, RegExp][] = [
      ['telegram', /^\/docs\/(telegrams|updates)\//],
      ['schema', /^\/docs\/reference\/conversion\/json\//],
      ['api', /^\/docs\/reference\/(api|oauth2)\//],
    ];
    for (const [kind, pattern] of expectations) {
      await page.locator(`[data-search-kind="${kind}"]`).check();
      // The list is the kind's once the status line counts the kind's pages (the link to all results shows only
      // when the list holds fewer pages than were found).
      await page.waitForFunction(
        (count) =>
          document.querySelector('[data-search-results]')?.getAttribute('data-search-query') === '震度' &&
          document.querySelector('[data-search-status]')?.textContent?.startsWith(`${count} 件`),
        counts[kind],
      );
      expect(await page.locator('[data-search-all]').count()).toBe(counts[kind] > 10 ? 1 : 0);
      const hrefs = await resultHrefs(page);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.filter((href) => !pattern.test(href))).toEqual([]);
      expect(await statusCount()).toBe(counts[kind]);
    }
    await page.locator('[data-search-kind="all"]').check();
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-search-result]').length === count,
      all.length,
    );
    await context.close();
  });
});

describe('search results page and the address bar', () => {
  it('“すべての結果を見る” ends the dialog’s list and opens /search with the query and kind, listing the same results first', async () => {
    const { page, context } = await search('津波');
    await page.locator('[data-search-kind="telegram"]').check();
    await page.waitForFunction(() =>
      document.querySelector('[data-search-all]')?.getAttribute('href')?.includes('kind=telegram'),
    );
    const dialogPages = pagesOf(await resultHrefs(page));
    const all = page.locator('[data-search-all]');
    expect(await all.evaluate((link) => link.previousElementSibling?.getAttribute('role'))).toBe('listbox');
    await all.click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/search' &&
        url.searchParams.get('q') === '津波' &&
        url.searchParams.get('kind') === 'telegram',
    );
    expect(await page.locator('[data-search-dialog]').count()).toBe(0);
    await page.waitForSelector('[data-search-page] [data-search-results][data-search-query="津波"]');
    const pagePages = pagesOf(await resultHrefs(page, '[data-search-page] [data-search-results]'));
    expect(pagePages.slice(0, dialogPages.length)).toEqual(dialogPages);
    expect(await page.locator('[data-search-page] [data-search-kind="telegram"]').isChecked()).toBe(true);
    await context.close();
  });

  it('/search?q= is shareable: loaded directly it searches, and changing the query or kind there updates the address', async () => {
    const { page, context, foreignRequests } = await openPage();
    await visit(page, `/search?q=${encodeURIComponent('アクセストークン')}`);
    await page.waitForSelector('[data-search-page] [data-search-results][data-search-query="アクセストークン"]');
    expect(pagesOf(await resultHrefs(page))[0]).toBe('/docs/reference/oauth2/v1');
    expect(await page.locator('h1').textContent()).toContain('アクセストークン');
    expect(await page.locator('[data-search-page-input]').inputValue()).toBe('アクセストークン');
    await page.locator('[data-search-page-input]').fill('websocket');
    await page.locator('[data-search-page] [data-search-kind="api"]').check();
    await page.waitForSelector('[data-search-page] [data-search-results][data-search-query="websocket"]');
    await page.waitForURL((url) => url.searchParams.get('q') === 'websocket' && url.searchParams.get('kind') === 'api');
    await page.reload();
    await page.waitForSelector('[data-search-page] [data-search-results][data-search-query="websocket"]');
    expect((await resultHrefs(page)).every((href) => href.startsWith('/docs/reference/'))).toBe(true);
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it('every page links an OpenSearch description whose template opens the results page', async () => {
    const { page, context } = await openPage();
    for (const path of ['/', '/docs/manual', '/docs/telegrams/et01310']) {
      await visit(page, path);
      const link = page.locator('head link[rel="search"]');
      expect(await link.getAttribute('type')).toBe('application/opensearchdescription+xml');
      expect(await link.getAttribute('title')).toBe('DMDATA.JP');
      expect(await link.getAttribute('href')).toBe('/opensearch.xml');
    }
    const response = await page.request.get(`${baseUrl()}/opensearch.xml`);
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const template = /<Url type="text\/html" method="get" template="([^"]+)"/.exec(xml)?.[1] ?? '';
    expect(xml).toContain('<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">');
    expect(xml).toContain('<ShortName>DMDATA.JP</ShortName>');
    expect(template).toBe('https://dmdata.jp/search?q={searchTerms}');
    // What the browser does with the template: the typed words in place of {searchTerms}, on this site.
    const typed = new URL(template.replace('{searchTerms}', encodeURIComponent('震度速報')));
    await visit(page, `${typed.pathname}${typed.search}`);
    await page.waitForSelector('[data-search-page] [data-search-results][data-search-query="震度速報"]');
    expect(pagesOf(await resultHrefs(page))[0]).toBe('/docs/telegrams/et01310');
    await context.close();
  });
});
