import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, visit } from '../support/browser';
import { assetContaining } from '../support/bytes';
import { navigateByLink } from '../support/client-navigation';
import { progressDelayMs } from '../../renderer/navigation/transition-store';

afterAll(closeBrowser);

async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
}
const marker = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker ?? null);

describe('client-side navigation', () => {
  it('loads later pages without a full reload (page data fetched, not the HTML)', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/manual');
    await markWindow(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.locator('aside nav a[href="/docs/eew"]').click();
    await page.waitForURL('**/docs/eew');
    await page.waitForFunction(() => document.title.startsWith('EEWについて'));
    expect(await marker(page)).toBe(42);
    expect(requested).toContain('/docs/eew/index.pageContext.json');
    expect(requested).not.toContain('/docs/eew');
    await context.close();
  });

  it('shows after a client navigation the same article, table of contents, title and edit link as a full load', async () => {
    // The page data of a navigation is slimmed (compact HTML, no TOC: generators/build/navigation-data.ts);
    // what the reader gets must not differ from the prerendered page.
    const snapshot = (page: Page) =>
      page.evaluate(() => {
        const article = document.querySelector('article')!;
        // Whitespace that nothing shows (between two blocks, outside <pre>) may differ; everything else may not.
        const shown = (node: Node | null) =>
          node instanceof Element && /^(inline|contents)/.test(getComputedStyle(node).display);
        const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
        const invisible: Text[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node as Text;
          if (text.data.trim() !== '' || text.parentElement?.closest('pre')) continue;
          if (!shown(text.previousSibling) && !shown(text.nextSibling)) invisible.push(text);
        }
        for (const text of invisible) text.remove();
        return {
          title: document.title,
          article: article.outerHTML,
          toc: [...document.querySelectorAll('nav[aria-label] a[href^="#"]')].map(
            (link) => `${link.getAttribute('href')} ${link.textContent} ${link.className}`,
          ),
          edit: document.querySelector('a[href*="/blob/"]')?.getAttribute('href') ?? null,
        };
      });
    const { page, context } = await openPage();
    for (const [from, to] of [
      ['/docs/manual', '/docs/telegrams/'],
      ['/docs/telegrams/', '/docs/telegrams/et01330'],
      ['/docs/manual', '/docs/reference/conversion/json/schema/weather-warning'],
      ['/docs/manual', '/price'],
    ]) {
      await visit(page, to);
      const loaded = await snapshot(page);
      await visit(page, from);
      await navigateByLink(page, to);
      const navigated = await snapshot(page);
      expect(navigated.toc.length, to).toBe(loaded.toc.length);
      expect(navigated, to).toEqual(loaded);
    }
    await context.close();
  });

  it('shows the progress bar and the spinner only when a navigation takes longer than 200 ms', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/manual');
    await page.route('**/docs/eew/index.pageContext.json', async (route: Route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    // The page notes when the link is clicked and when the bar first shows, by its own clock: a check from the test
    // after a fixed wait would also count the time the test's own messages take on a loaded machine.
    await page.evaluate(() => {
      const times = { click: 0, bar: 0 };
      (window as unknown as { progressTimes: typeof times }).progressTimes = times;
      document.addEventListener('click', () => (times.click ||= performance.now()), { capture: true });
      new MutationObserver(() => {
        if (!times.bar && document.querySelector('[data-progress-bar]')) times.bar = performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.locator('aside nav a[href="/docs/eew"]').click();
    // The bar comes while the slow navigation is pending, and not before the delay (progressDelayMs) has passed.
    await page.waitForSelector('[data-progress-bar]', { timeout: 2800 });
    const times = await page.evaluate(
      () => (window as unknown as { progressTimes: { click: number; bar: number } }).progressTimes,
    );
    expect(times.click).toBeGreaterThan(0);
    expect(times.bar - times.click).toBeGreaterThanOrEqual(progressDelayMs);
    expect(await page.locator('main [data-loading-spinner]').count()).toBe(1);
    await page.waitForURL('**/docs/eew');
    await page.waitForFunction(() => !document.querySelector('[data-progress-bar]'));
    await context.close();
  });

  it('reloads the whole page when a route fails to preload', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/manual');
    await markWindow(page);
    let blocked = true;
    await page.route('**/docs/eew/index.pageContext.json', (route: Route) =>
      blocked ? route.abort() : route.continue(),
    );
    await page.locator('aside nav a[href="/docs/eew"]').click();
    await page.waitForURL('**/docs/eew');
    await page.waitForSelector('html[data-hydrated]');
    blocked = false;
    expect(await marker(page)).toBeNull();
    expect(await page.locator('h1').first().textContent()).toContain('EEWについて');
    await context.close();
  });

  it('shows the crash page with the error and a retry button when a page cannot render', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/manual');
    await page.route('**/docs/eew/index.pageContext.json', async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"html":/g, '"htmlBroken":');
      await route.fulfill({ response, body });
    });
    await page.locator('aside nav a[href="/docs/eew"]').click();
    await page.waitForSelector('[data-crash-page]');
    expect(await page.locator('[data-crash-page] h1').textContent()).toBe('このページはクラッシュしました');
    expect(await page.locator('[data-crash-page]').textContent()).toContain('page data is missing or malformed');
    expect(await page.locator('[data-crash-page] button').textContent()).toBe('もう一度試す');
    expect(await page.title()).toBe('Page Error');
    await context.close();
  });

  it('treats /x.html and /x/index.html as /x', async () => {
    const { page, context } = await openPage();
    await page.goto(`${baseUrl()}/docs/eew.html`);
    await page.waitForURL((url) => url.pathname === '/docs/eew');
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('h1').first().textContent()).toContain('EEWについて');
    await page.goto(`${baseUrl()}/docs/eew/index.html`);
    await page.waitForSelector('html[data-hydrated]');
    expect(await page.locator('h1').first().textContent()).toContain('EEWについて');
    expect(await page.locator('[data-not-found]').count()).toBe(0);
    await context.close();
  });

  it('scrolls to the hash target after navigation, or to the top without one', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/manual');
    // The second section of /docs/eew (the first when it has one), read from the page as served.
    const target = await page.evaluate(async () => {
      const html = await (await fetch('/docs/eew')).text();
      const ids = [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('article h2[id]')].map(
        (heading) => heading.id,
      );
      return ids[1] ?? ids[0] ?? '';
    });
    expect(target).not.toBe('');
    await page.evaluate((hash) => {
      const link = document.createElement('a');
      link.href = `/docs/eew#${hash}`;
      link.textContent = 'jump';
      link.id = 'test-jump';
      document.querySelector('main')?.prepend(link);
    }, target);
    await page.click('#test-jump');
    await page.waitForURL('**/docs/eew#**');
    await page.waitForFunction((id) => {
      const element = document.getElementById(id);
      return !!element && Math.abs(element.getBoundingClientRect().top) < 200;
    }, target);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('aside nav a[href="/docs/testing"]').click();
    await page.waitForURL('**/docs/testing');
    await page.waitForFunction(() => window.scrollY === 0);
    await context.close();
  });

  it('prefetches on hover, but nothing at all (page data, page code, Vike asset prefetch) on 2g, slow-2g or with data-saver', async () => {
    for (const [connection, expected] of [
      [{ effectiveType: '4g', saveData: false }, true],
      [{ effectiveType: '2g', saveData: false }, false],
      [{ effectiveType: 'slow-2g', saveData: false }, false],
      [{ effectiveType: '4g', saveData: true }, false],
    ] as const) {
      const { page, context } = await openPage();
      await page.addInitScript(
        (value) => Object.defineProperty(navigator, 'connection', { value, configurable: true }),
        connection,
      );
      await visit(page, '/docs/manual');
      // The hover handlers are set up in the first idle time after hydration (renderer/+onRenderClient.tsx): an idle
      // callback asked for now runs after that one. Then every request is counted.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      // A hand-written page and a generated one: every page shares one route set (pages/site-pages/), so the
      // page code is loaded already and hovering fetches each page's data only.
      const data = ['/docs/eew/index.pageContext.json', '/docs/telegrams/index.pageContext.json'];
      const fetched = expected
        ? Promise.all(data.map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path)))
        : null;
      for (const href of ['/docs/eew', '/docs/telegrams/'])
        await page.locator(`aside nav a[href="${href}"]`).first().hover();
      // Where a hover prefetches, both requests go out; where none may, 600 ms after the last hover show none.
      if (fetched) await fetched;
      else await page.waitForTimeout(600);
      if (expected) {
        expect(requested).toContain(data[0]);
        expect(requested).toContain(data[1]);
      } else {
        expect(requested, `${connection.effectiveType}, saveData ${connection.saveData}`).toEqual([]);
      }
      await context.close();
    }
  });
});

describe('lazy loading', () => {
  it('shows a red error box with Retry when the search chunk fails, and loads on retry', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/manual');
    let fail = true;
    const chunk = assetContaining('debouncedSearch');
    await page.route(`**${chunk}`, (route: Route) => (fail ? route.abort() : route.continue()));
    await page.locator('nav[data-navbar] [data-search-button]').first().click();
    const box = page.locator('[data-lazy-error]');
    await box.waitFor();
    const widths = await box.evaluate((element) => [
      element.getBoundingClientRect().width,
      element.parentElement!.getBoundingClientRect().width,
    ]);
    expect(Math.abs(widths[0] / widths[1] - 0.5)).toBeLessThan(0.05);
    expect(await box.evaluate((element) => getComputedStyle(element).borderTopColor)).toBe('rgb(211, 47, 47)');
    fail = false;
    await box.getByRole('button', { name: '再試行' }).click();
    await page.waitForSelector('[data-search-input]');
    await context.close();
  });
});
