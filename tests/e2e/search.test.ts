import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit } from '../support/browser';
import { assetContaining } from '../support/bytes';

afterAll(closeBrowser);

async function search(query: string) {
  const session = await openPage();
  await visit(session.page, '/docs/manual');
  await session.page.keyboard.press('Control+k');
  await session.page.waitForSelector('[data-search-input]');
  await session.page.fill('[data-search-input]', query);
  await session.page.waitForSelector('[data-search-result]', { timeout: 15_000 });
  return session;
}

describe('search', () => {
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
    await page.waitForTimeout(300);
    expect(requested.some((url) => url.includes('/pagefind/pagefind.js'))).toBe(true);
    await context.close();
  });

  for (const query of ['緊急地震速報', '震度', '津波警報', 'VXSE53']) {
    it(`finds pages for ${query} with title, highlighted excerpt and section`, async () => {
      const { page, context } = await search(query);
      const first = page.locator('[data-search-result]').first();
      expect((await first.locator('span').first().textContent())?.length).toBeGreaterThan(0);
      expect(await page.locator('[data-search-result] mark').count()).toBeGreaterThan(0);
      await context.close();
    });
  }

  it('shows the matching section, navigates with arrows + Enter, and closes with Escape', async () => {
    const { page, context } = await search('緊急地震速報');
    expect(await page.locator('[data-search-result] [class*="section"]').count()).toBeGreaterThan(0);
    const second = await page.locator('[data-search-result]').nth(1).getAttribute('data-href');
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('[data-search-result]').nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForFunction((href) => `${location.pathname}${location.hash}` === decodeURI(href!) || `${location.pathname}${location.hash}` === href, second);
    expect(await page.locator('[data-search-dialog]').count()).toBe(0);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('[data-search-input]');
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-search-dialog]').count()).toBe(0);
    await context.close();
  });
});
