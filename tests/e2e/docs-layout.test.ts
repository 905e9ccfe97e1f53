import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openPage, visit } from '../support/browser';

afterAll(closeBrowser);

describe('docs layout', () => {
  it('has breadcrumbs, a titled page, previous/next links and heading anchors', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/eew');
    const title = await page.locator('h1').first().textContent();
    expect(await page.title()).toBe(`${title} | DMDATA.JP`);
    const crumbs = page.locator('nav[aria-label="パンくずリストのナビゲーション"]');
    expect(await crumbs.locator('a').first().getAttribute('aria-label')).toBe('ホームページ');
    expect(await crumbs.textContent()).toContain('マニュアル');
    const anchor = page.locator('.markdown h2 .hash-link').first();
    const heading = (await page.locator('.markdown h2').first().textContent())!.replace(/#$/, '');
    expect(await anchor.getAttribute('title')).toBe(`${heading} への直接リンク`);
    const pager = page.locator('nav[aria-label="ドキュメントのナビゲーション"]');
    expect(await pager.locator('a[rel="prev"]').count()).toBe(1);
    expect(await pager.locator('a[rel="next"]').count()).toBe(1);
    await context.close();
  });

  it('highlights the section under the navbar after an in-page jump and back at the top', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/reference/conversion/json/schema/weather-warning');
    const toc = page.locator('nav[aria-label="目次"]');
    const ids = await toc
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const middle = ids[Math.floor(ids.length / 2)];
    // The jump a reader makes: a click on the TOC entry (the page holds the target under the navbar while the
    // deferred sections above it take their real height).
    // Where the target is in every frame the reader sees for two seconds after the jump.
    await page.evaluate((id) => {
      const tops: number[] = [];
      (window as unknown as { targetTops: number[] }).targetTops = tops;
      const start = performance.now();
      const sample = () => {
        tops.push(document.getElementById(id)!.getBoundingClientRect().top);
        if (performance.now() - start < 2000) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    }, middle);
    await toc.locator(`a[href="#${middle}"]`).click();
    const active = () =>
      page.evaluate(() => document.querySelector('nav[aria-label="目次"] a[data-active]')?.getAttribute('href'));
    await expect.poll(active, { timeout: 10_000 }).toBe(`#${middle}`);
    await page.waitForTimeout(2000);
    const tops = await page.evaluate(() => (window as unknown as { targetTops: number[] }).targetTops);
    const landed = tops.findIndex((top) => top < 120);
    expect(landed).toBeGreaterThanOrEqual(0);
    // From the frame it lands in, it stays put while the sections above it are laid out.
    expect(Math.max(...tops.slice(landed)) - Math.min(...tops.slice(landed))).toBeLessThanOrEqual(4);
    // Back to the top with the Home key.
    await page.keyboard.press('Home');
    await expect.poll(active, { timeout: 10_000 }).toBe(`#${ids[0]}`);
    await context.close();
  });

  it('lists h2–h6 in the table of contents and highlights the section in view', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/eew');
    const toc = page.locator('nav[aria-label="目次"]');
    const ids = await toc
      .locator('a')
      .evaluateAll((anchors) => anchors.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const headings = await page
      .locator('.markdown :is(h2,h3,h4,h5,h6)[id]')
      .evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids).toEqual(headings);
    const last = ids[ids.length - 1];
    await page.evaluate((id) => document.getElementById(id)?.scrollIntoView(), last);
    await page.waitForFunction(
      (id) => document.querySelector('nav[aria-label="目次"] a[data-active]')?.getAttribute('href') === `#${id}`,
      last,
    );
    await context.close();
  });

  it('collapses and expands sidebar categories with a height-based ease-in-out animation', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/eew');
    const caret = page.locator('aside nav button[aria-label^="サイドバーのカテゴリ「電文データ」"]').first();
    expect(await caret.getAttribute('aria-expanded')).toBe('false');
    const region = page.locator(`[id="${await caret.getAttribute('aria-controls')}"]`);
    // A collapsed category renders none of its items; they are rendered when it first opens.
    expect(await region.locator('li').count()).toBe(0);
    // Record every transition the region is given: on a loaded machine the animation can end, and its inline style
    // be cleared, before the test reads it.
    await region.evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { transitionsSeen: string[] }).transitionsSeen = seen;
      new MutationObserver(() => {
        if ((element as HTMLElement).style.transition) seen.push((element as HTMLElement).style.transition);
      }).observe(element, { attributes: true, attributeFilter: ['style'] });
    });
    await caret.click();
    expect(await caret.getAttribute('aria-expanded')).toBe('true');
    expect(await region.locator('li').count()).toBeGreaterThan(0);
    const duration = Number(await region.getAttribute('data-duration'));
    expect(duration).toBeGreaterThan(40);
    expect(
      await page.evaluate(() => (window as unknown as { transitionsSeen: string[] }).transitionsSeen),
    ).toContainEqual(expect.stringContaining('ease-in-out'));
    // The end states, not the time they take (the bench measures time; CI checks behaviour).
    await region.waitFor({ state: 'visible' });
    await caret.click();
    await region.waitFor({ state: 'hidden' });
    // Opening it again animates to its full height once more (measured on the toggle, not on load).
    await caret.click();
    expect(Number(await region.getAttribute('data-duration'))).toBeGreaterThan(40);
    await region.waitFor({ state: 'visible' });
    await context.close();
  });

  it('uses a 1 ms collapse animation when reduced motion is preferred', async () => {
    const { page, context } = await openPage({ reducedMotion: 'reduce' });
    await visit(page, '/docs/eew');
    const caret = page.locator('aside nav button[aria-label^="サイドバーのカテゴリ「電文データ」"]').first();
    await caret.click();
    const region = page.locator(`[id="${await caret.getAttribute('aria-controls')}"]`);
    expect(await region.getAttribute('data-duration')).toBe('1');
    await context.close();
  });
});

describe('mobile sidebar', () => {
  it('opens with primary and secondary menus, locks scrolling, and closes on navigation and on desktop width', async () => {
    const { page, context } = await openPage({ viewport: { width: 400, height: 800 } });
    await visit(page, '/docs/eew');
    expect(await page.locator('aside nav').isVisible()).toBe(false);
    await page.locator('[data-mobile-menu-button]').click();
    const panel = page.locator('[data-mobile-sidebar]');
    await panel.waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked'))).toBe(true);
    expect(await panel.locator('[data-mobile-menu="secondary"]').isVisible()).toBe(true);
    await panel.getByRole('button', { name: '← メインメニューに戻る' }).click();
    const primary = panel.locator('[data-mobile-menu="primary"]');
    expect(await primary.locator('a').allTextContents()).toEqual(
      expect.arrayContaining(['Docs', 'API Reference', '電文データ', 'ファイル形式データ', 'EEW Client']),
    );
    await primary.getByRole('link', { name: 'EEW Client' }).click();
    await page.waitForURL('**/eewclient/');
    // The menu closes when the new page has rendered, which can come a moment after the URL changes.
    await panel.waitFor({ state: 'detached', timeout: 5_000 });
    expect(await panel.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-scroll-locked'))).toBe(false);
    await page.locator('[data-mobile-menu-button]').click();
    await panel.waitFor();
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.waitForFunction(() => !document.querySelector('[data-mobile-sidebar]'));
    await context.close();
  });
});
