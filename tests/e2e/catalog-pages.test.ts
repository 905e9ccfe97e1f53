import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadJmaFileCatalog } from '../../generators/catalog/jmafile';
import { loadTelegramCatalog, telegramName } from '../../generators/catalog/telegrams';
import { baseUrl, closeBrowser, openPage, visit } from '../support/browser';
import { distDir } from '../support/bytes';

afterAll(closeBrowser);

/** Rows of /docs/telegrams/: one per entry, and one per announced product without a page. */
const telegramCount = loadTelegramCatalog().telegrams.length + (loadTelegramCatalog().announced?.length ?? 0);
const jmaFileCount = loadJmaFileCatalog().files.length;

/** The text of the page's h1 (its attributes, e.g. the search weight, vary). */
function pageTitle(html: string): string | undefined {
  return /<h1 class="page-title"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
}

describe('catalog index pages', () => {
  it('list every telegram and every JMA file without JavaScript', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/docs/telegrams/`);
    expect(await page.locator('#telegram-tables tbody tr').count()).toBe(telegramCount);
    await page.goto(`${baseUrl()}/docs/jmafile/`);
    expect(await page.locator('#jmafile-tables tbody tr').count()).toBe(jmaFileCount);
    await context.close();
  });

  it('narrows the telegram tables as you type a code, a title or a data-type code', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/telegrams/');
    const visibleRows = () => page.locator('#telegram-tables tbody tr:not([hidden])').count();
    expect(await visibleRows()).toBe(telegramCount);
    const input = page.getByLabel('表を絞り込む');
    await input.fill('VXSE53');
    expect(await visibleRows()).toBe(1);
    expect(await page.locator('#telegram-tables tbody tr:not([hidden]) a').first().getAttribute('href')).toBe(
      '/docs/telegrams/et01330',
    );
    expect(await page.locator('#telegram-tables-count').textContent()).toBe(`${telegramCount} 件中 1 件を表示`);
    await input.fill('津波');
    const tsunami = await visibleRows();
    expect(tsunami).toBeGreaterThan(1);
    expect(tsunami).toBeLessThan(telegramCount);
    expect(await page.locator('#telegram-tables [data-filter-group]:not([hidden])').count()).toBeLessThan(
      await page.locator('#telegram-tables [data-filter-group]').count(),
    );
    await input.fill('et01010');
    expect(await visibleRows()).toBe(1);
    await input.fill('');
    expect(await visibleRows()).toBe(telegramCount);
    await context.close();
  });

  it('narrows the JMA file tables by data identifier', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/jmafile/');
    await page.getByLabel('表を絞り込む').fill('Prr60lv_ANAL');
    expect(await page.locator('#jmafile-tables tbody tr:not([hidden])').count()).toBe(1);
    await context.close();
  });
});

describe('catalog entry pages in the build', () => {
  // <wbr> marks where a long identifier may wrap (generators/site/identifier-breaks.ts); the text is the same without it.
  const read = (route: string) =>
    readFileSync(path.join(distDir, route.slice(1), 'index.html'), 'utf8')
      .replace(/&amp;/g, '&')
      .replace(/<wbr\/?>/g, '');

  it('every telegram page shows its title, data-type codes, control titles, class and documents', () => {
    const catalog = loadTelegramCatalog();
    for (const entry of catalog.telegrams) {
      const html = read(`/docs/telegrams/${entry.code}`);
      expect(pageTitle(html), entry.code).toBe(telegramName(entry));
      for (const code of entry.dataTypes) expect(html, entry.code).toContain(`<code>${code}</code>`);
      for (const title of entry.controlTitles ?? []) expect(html, entry.code).toContain(title);
      expect(html, entry.code).toContain(`<code>${entry.class}</code>`);
      for (const document of entry.documents)
        expect(html, `${entry.code} ${document.url}`).toContain(`href="${document.url}"`);
    }
  });

  it('every JMA file page shows its title, class, formats and file-name patterns', () => {
    const catalog = loadJmaFileCatalog();
    for (const entry of catalog.files) {
      const html = read(`/docs/jmafile/${entry.code}`);
      expect(pageTitle(html), entry.code).toBe(entry.title);
      expect(html, entry.code).toContain(`<code>${entry.class}</code>`);
      for (const pattern of entry.fileNames.patterns ?? []) expect(html, entry.code).toContain(pattern.pattern);
      for (const document of entry.documents)
        expect(html, `${entry.code} ${document.url}`).toContain(`href="${document.url}"`);
    }
  });
});
