import { afterAll, describe, expect, it } from 'vitest';
import { loadJmaFileCatalog } from '../../generators/catalog/jmafile';
import { loadTelegramCatalog } from '../../generators/catalog/telegrams';
import { baseUrl, closeBrowser, openPage, visit } from '../support/browser';

afterAll(closeBrowser);

const telegramCount = loadTelegramCatalog().telegrams.length;
const jmaFileCount = loadJmaFileCatalog().files.length;

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
    expect(await page.locator('#telegram-tables tbody tr:not([hidden]) a').first().getAttribute('href')).toBe('/docs/telegrams/et01330');
    expect(await page.locator('#telegram-tables-count').textContent()).toBe(`${telegramCount} 件中 1 件を表示`);
    await input.fill('津波');
    const tsunami = await visibleRows();
    expect(tsunami).toBeGreaterThan(1);
    expect(tsunami).toBeLessThan(telegramCount);
    expect(await page.locator('#telegram-tables .filter-group:not([hidden])').count()).toBeLessThan(await page.locator('#telegram-tables .filter-group').count());
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
