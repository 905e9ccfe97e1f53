import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, sharedPage, visit } from '../support/browser';
import { measureLayout, type LayoutFindings } from '../support/layout-measure';

/** One page of every kind the site has, as a visitor opens it. */
const pages = [
  '/',
  '/price',
  '/eewclient/',
  '/contact',
  '/docs/manual',
  '/docs/eew',
  '/docs/reliability',
  '/docs/telegrams/',
  '/docs/telegrams/et01330',
  '/docs/telegrams/ob04015',
  '/docs/jmafile/',
  '/docs/jmafile/jf03130',
  '/docs/reference/api/v2/telegram.list',
  '/docs/reference/conversion/json/schema/eew-information',
  '/docs/reference/conversion/json/validator/',
  '/docs/updates/',
];

const findings = new Map<string, LayoutFindings>();

afterAll(async () => {
  await closeBrowser();
  // The figures a reviewer compares before and after a layout change.
  const rows = [...findings].map(([key, found]) =>
    [
      key,
      found.pageOverflow,
      found.wideTables.length,
      found.crampedCells.length,
      found.brokenIdentifiers.length,
      found.height,
    ].join('\t'),
  );
  console.log(['page@width\toverflow\twide tables\tcramped cells\tbroken identifiers\theight', ...rows].join('\n'));
});

for (const width of [390, 1280]) {
  describe(`layout at ${width} px`, () => {
    for (const path of pages) {
      it(path, async () => {
        // One page per width (tests/support/browser.ts sharedPage): the measure changes nothing that outlives its
        // document.
        const { page } = await sharedPage({ viewport: { width, height: 900 } });
        await visit(page, path);
        const found = await measureLayout(page);
        findings.set(`${path}@${width}`, found);
        expect(found.pageOverflow, 'the page scrolls sideways').toBe(0);
        expect(found.wideTables, 'tables wider than their box').toEqual([]);
        expect(found.crampedCells, 'cells under three characters wide holding four or more').toEqual([]);
        expect(found.brokenIdentifiers, 'identifiers wrapped inside a word').toEqual([]);
        if (found.validatorRatio !== null)
          expect(found.validatorRatio, 'validator text box / column').toBeGreaterThanOrEqual(0.8);
      });
    }
  });
}

/** Every page of the kinds whose tables are longest: all JSON schema pages (legacy ones too) and all API pages. */
const referencePage = /^\/docs\/reference\/(conversion\/json\/schema|api\/v\d+)\/./;

describe('every schema and API page', () => {
  it('at 1280 and 390 px: no table wider than its box, no identifier wrapped inside a word', async () => {
    // The pages the build publishes, from its sitemap: a new schema or endpoint is covered without editing this test.
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, url]) => new URL(url).pathname)
      .filter((path) => referencePage.test(path));
    expect(paths.filter((path) => path.includes('/schema/')).length).toBeGreaterThan(20);
    expect(paths.filter((path) => path.includes('/api/')).length).toBeGreaterThan(10);
    // One browser page for all of them. Each page is opened once, at 1280 px, measured, then narrowed to 390 px
    // (as a reader narrows the window) and measured again: the article's tables and code are laid out by CSS alone
    // (no script sizes them by the width), and the measure unfolds and lays out everything at either width. The
    // tests above open one page of every kind at 390 px directly.
    const { page, context } = await openPage();
    const problems: string[] = [];
    for (const path of paths) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await visit(page, path);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const found = await measureLayout(page);
        for (const table of found.wideTables) problems.push(`${path}@${width} table wider than its box: ${table}`);
        for (const code of found.brokenIdentifiers)
          problems.push(`${path}@${width} identifier wrapped inside a word: ${code}`);
      }
    }
    await context.close();
    console.log(`schema and API pages measured: ${paths.length} × 2 widths, ${problems.length} problems`);
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('long pages', () => {
  it('the eew-information schema page at 1280 px is at most 1.5 × the provider page for the same schema (≈13,700 px)', async () => {
    const { page, context } = await openPage({ viewport: { width: 1280, height: 900 } });
    await visit(page, '/docs/reference/conversion/json/schema/eew-information');
    const { height } = await measureLayout(page);
    await context.close();
    expect(height).toBeLessThanOrEqual(1.5 * 13_700);
  });
});

describe('tables on a phone', () => {
  it('show each row as a card whose lines carry the column titles, and keep the header row for screen readers only', async () => {
    const { page, context } = await openPage({ viewport: { width: 390, height: 900 } });
    await visit(page, '/docs/reference/api/v2/telegram.list');
    const table = page.locator("article table[data-table-kind='parameters']").first();
    const cards = await table.evaluate((element) => {
      const titles = [...element.querySelectorAll('thead th')].map((th) => th.textContent);
      const row = element.querySelector('tbody tr')!;
      return {
        titles,
        head: element.querySelector('thead')!.getBoundingClientRect().width,
        rowDisplay: getComputedStyle(row).display,
        labels: [...row.querySelectorAll('td')].map((cell) => getComputedStyle(cell, '::before').content),
        rowWidth: row.getBoundingClientRect().width,
        tableWidth: element.getBoundingClientRect().width,
      };
    });
    expect(cards.head).toBeLessThanOrEqual(1);
    expect(cards.rowDisplay).toBe('block');
    // The first cell (here the row header, the parameter's name) heads the card; the others carry their titles.
    expect(cards.labels).toEqual(cards.titles.slice(1).map((title) => `"${title}"`));
    expect(cards.rowWidth).toBeCloseTo(cards.tableWidth, 0);
    await context.close();
  });

  it('stay tables on a desktop', async () => {
    const { page, context } = await openPage({ viewport: { width: 1280, height: 900 } });
    await visit(page, '/docs/reference/api/v2/telegram.list');
    const display = await page
      .locator("article table[data-table-kind='parameters'] tbody tr")
      .first()
      .evaluate((row) => getComputedStyle(row).display);
    expect(display).toBe('table-row');
    await context.close();
  });
});

describe('folded long pages', () => {
  const schemaPage = '/docs/reference/conversion/json/schema/eew-information';

  it('/docs/updates/: the newest year is open, a #notice or #year link opens its year, the filter opens years with matches', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/updates/');
    const years = page.locator('#updates-tables details');
    const states = await years.evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open));
    expect(states[0]).toBe(true);
    expect(states.slice(1).every((open) => !open)).toBe(true);
    const oldRow = await years.last().locator('tbody tr').first().getAttribute('id');
    await visit(page, `/docs/updates/#${oldRow}`);
    await page.waitForFunction((id) => document.getElementById(id!)!.getBoundingClientRect().height > 0, oldRow);
    expect(await years.last().evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    // A link to a year's heading opens that year.
    const yearId = await years.nth(1).getAttribute('data-fold-for');
    await visit(page, `/docs/updates/#${yearId}`);
    await page.waitForFunction(
      (index) => (document.querySelectorAll('#updates-tables details')[index] as HTMLDetailsElement).open,
      1,
    );
    await visit(page, '/docs/updates/');
    await page.getByLabel('表を絞り込む').fill('telegram.earthquake');
    const withMatches = await years.evaluateAll((all) =>
      all
        .filter((details) => details.querySelectorAll('tbody tr:not([hidden])').length > 0)
        .map((details) => (details as HTMLDetailsElement).open),
    );
    expect(withMatches.length).toBeGreaterThan(1);
    expect(withMatches.every(Boolean)).toBe(true);
    await context.close();
  });

  it('schema pages: deep sections are closed <details> in the HTML; a link to a field inside or to the heading opens them', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}${schemaPage}`);
    const closed = await page.locator('details[data-fold-for]:not([open]) tr[id]').count();
    expect(closed).toBeGreaterThan(20);
    // Without JavaScript a click on the heading opens the section.
    const section = page.locator('details[data-fold-for]').first();
    await section.locator('summary').click();
    // The toggle can land a frame after the click on a loaded machine: wait for it (up to the poll's timeout).
    await expect.poll(() => section.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await context.close();

    const session = await openPage();
    await visit(session.page, schemaPage);
    const id = await session.page.locator('details[data-fold-for]:not([open]) tr[id]').last().getAttribute('id');
    // A field's own link elsewhere on the page (as in the conditions or the validator), clicked.
    await session.page.evaluate((target) => {
      const link = document.createElement('a');
      link.href = `#${target}`;
      link.id = 'test-field-link';
      link.textContent = 'field';
      document.querySelector('article')!.prepend(link);
    }, id!);
    await session.page.click('#test-field-link');
    await session.page.waitForFunction((target) => {
      const row = document.getElementById(target)!;
      const top = row.getBoundingClientRect().top;
      return row.getBoundingClientRect().height > 0 && top >= 0 && top < innerHeight;
    }, id!);
    // A "→ 詳細" link goes to a section heading; the fold under it opens.
    const heading = await session.page.evaluate(() => {
      const fold = [...document.querySelectorAll<HTMLDetailsElement>('details[data-fold-for]')].find(
        (details) =>
          !details.open &&
          document.querySelector(`a[data-detail-link][href="#${CSS.escape(details.dataset.foldFor!)}"]`),
      )!;
      return fold.dataset.foldFor!;
    });
    await session.page.evaluate((target) => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('a[data-detail-link]')].find(
        (a) => a.getAttribute('href') === `#${target}`,
      )!;
      link.scrollIntoView();
      link.click();
    }, heading);
    await session.page.waitForFunction(
      (target) =>
        [...document.querySelectorAll<HTMLDetailsElement>('details[data-fold-for]')].find(
          (details) => details.dataset.foldFor === target,
        )!.open,
      heading,
    );
    await session.context.close();
  });
});

describe('drawings on a phone', () => {
  it('the manual diagram shows its text at 12 px or more at 390 px', async () => {
    const { page, context } = await openPage({ viewport: { width: 390, height: 900 } });
    await visit(page, '/docs/manual');
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<SVGSVGElement>('article figure svg')]
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .flatMap((svg) => {
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          return [...svg.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * scale);
        }),
    );
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(12);
    await context.close();
  });
});
