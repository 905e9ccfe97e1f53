import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, visit } from '../support/browser';

afterAll(closeBrowser);

describe('site shell', () => {
  it('has a skip link that moves focus to the main content', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/manual');
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#__main"]');
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(await skip.textContent()).toBe('メインコンテンツまでスキップ');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#__main');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main');
    await context.close();
  });

  it('shows the cookie announcement, remembers dismissal, and shows it again for a new id', async () => {
    const { page, context } = await openPage();
    await visit(page, '/');
    const bar = page.locator('#information-cookie');
    await bar.waitFor();
    expect(await bar.locator('a[href="/policy"]').count()).toBe(1);
    await bar.getByRole('button', { name: '閉じる' }).click();
    expect(await bar.count()).toBe(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('announcement.id'),
        localStorage.getItem('announcement.dismiss'),
      ]),
    ).toEqual(['information-cookie', 'true']);
    await visit(page, '/docs/manual');
    expect(await page.locator('#information-cookie').isVisible()).toBe(false);
    await page.evaluate(() => localStorage.setItem('announcement.id', 'an-older-announcement'));
    await visit(page, '/');
    expect(await page.locator('#information-cookie').isVisible()).toBe(true);
    await context.close();
  });

  it('has the navbar items of the site, left and right', async () => {
    const { page, context } = await openPage();
    await visit(page, '/');
    const nav = page.locator('nav[data-navbar]');
    const links = await nav
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(links).toEqual(
      expect.arrayContaining([
        ['Docs', '/docs/manual'],
        ['API Reference', '/docs/reference/'],
        ['電文データ', '/docs/telegrams/'],
        ['ファイル形式データ', '/docs/jmafile/'],
        ['EEW Client', '/eewclient/'],
      ]),
    );
    expect(await nav.locator('a[href="https://github.com/pdmdss/dmdata.jp"]').getAttribute('target')).toBe('_blank');
    expect(await nav.textContent()).toMatch(/lastUpdate: \d{4}\/\d{1,2}\/\d{1,2}/);
    expect(await nav.locator('[data-search-button]').first().isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: /ダークモードとライトモードを切り替える/ }).isVisible()).toBe(true);
    await context.close();
  });

  it('hides the navbar when scrolling down past its height and shows it when scrolling up', async () => {
    const { page, context } = await openPage();
    await visit(page, '/terms');
    const nav = page.locator('nav[data-navbar]');
    await page.mouse.wheel(0, 30);
    await page.waitForTimeout(150);
    expect(await nav.getAttribute('data-hidden')).toBeNull();
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => document.querySelector('[data-navbar]')?.hasAttribute('data-hidden'));
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(() => !document.querySelector('[data-navbar]')?.hasAttribute('data-hidden'));
    await context.close();
  });

  it('has the footer links, logo and the licence line', async () => {
    const { page, context } = await openPage();
    await visit(page, '/');
    const footer = page.locator('footer');
    const hrefs = await footer.locator('a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const href of [
      '/terms',
      '/policy',
      '/legal',
      '/contact',
      'https://manager.dmdata.jp/control/',
      'https://status.dmdata.jp/',
      'https://twitter.com/pdmdata',
      'https://discord.gg/uP6gfgzKnA',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(await footer.textContent()).toContain('予報業務許可（地震動）第237号');
    expect(await footer.locator('h2').allTextContents()).toEqual(['Site', 'ServicePanel', 'Social']);
    expect(await footer.locator('img[alt="DMDATA.JP"]').count()).toBe(1);
    await context.close();
  });

  it('serves unknown paths as the not-found page with status 404', async () => {
    const { page, context } = await openPage();
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.waitForSelector('[data-not-found]');
    const text = await page.locator('main').textContent();
    expect(text).toContain('ページが見つかりませんでした');
    expect(text).toContain('リンクが壊れていることを伝えてください');
    expect(await page.title()).toBe('ページが見つかりません | DMDATA.JP');
    await context.close();
  });
});

describe('colour mode', () => {
  it('defaults to light even when the system prefers dark, and toggles light ↔ dark with persistence', async () => {
    const { page, context } = await openPage({ colorScheme: 'dark' });
    await visit(page, '/docs/manual');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    const toggle = page.locator('nav[data-navbar] button[title*="ダークモードとライトモードを切り替える"]').first();
    const icon = toggle.locator('svg');
    expect([await icon.getAttribute('width'), await icon.getAttribute('height')]).toEqual(['24', '24']);
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await toggle.click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await context.close();
  });

  it('applies the saved mode before first paint and shows the themed logo for the mode', async () => {
    const { page, context } = await openPage();
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtParse: string }).themeAtParse = document.documentElement.dataset.theme ?? '';
      });
    });
    await visit(page, '/');
    expect(await page.evaluate(() => (window as unknown as { themeAtParse: string }).themeAtParse)).toBe('dark');
    const visible = await page
      .locator('nav[data-navbar] a img')
      .evaluateAll((images) =>
        images.filter((image) => getComputedStyle(image).display !== 'none').map((image) => image.getAttribute('src')),
      );
    expect(visible).toEqual(['/img/logo-dark.svg']);
    await context.close();
  });
});

describe('browser storage unavailable', () => {
  it('keeps working without persistence and warns once', async () => {
    const session = await openPage();
    await session.page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    await visit(session.page, '/docs/manual');
    await session.page.locator('#information-cookie').getByRole('button', { name: '閉じる' }).click();
    await session.page.locator('nav[data-navbar] button[title*="切り替える"]').first().click();
    expect(await session.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const warnings = session.consoleMessages.filter(
      (message) => message.type === 'warning' && message.text.includes('localStorage is not available'),
    );
    expect(warnings).toHaveLength(1);
    expect(session.pageErrors).toEqual([]);
    await session.context.close();
  });
});
