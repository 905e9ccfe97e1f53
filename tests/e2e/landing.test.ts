import { afterAll, describe, expect, it } from 'vitest';
import { loadEewClient } from '../../generators/content/eewclient';
import { loadPriceList } from '../../generators/content/price';
import { formatYen } from '../../isomorphic/content-format';
import { loadServiceFacts } from '../../generators/content/service';
import { closeBrowser, sharedPage, visit } from '../support/browser';

afterAll(closeBrowser);

// Each test opens its page by a navigation in one page per window size (tests/support/browser.ts sharedPage): they
// load and measure, and store nothing.

/** The first screen a visitor sees: a phone held upright and a laptop. */
const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

const facts = loadServiceFacts();
const plans = loadPriceList().individual.plans;

describe('the front door', () => {
  for (const screen of screens) {
    for (const path of ['/', '/eewclient/']) {
      it(`${path} at ${screen.viewport.width} px: the hero's h1 and the sign-up / sign-in buttons are in the first screen`, async () => {
        const { page, pageErrors } = await sharedPage({ viewport: screen.viewport });
        await visit(page, path);
        const inFirstScreen = async (selector: string) => {
          const box = await page.locator(selector).first().boundingBox();
          expect(box, selector).not.toBeNull();
          expect(box!.y, selector).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height, selector).toBeLessThanOrEqual(screen.viewport.height);
          expect(box!.x + box!.width, selector).toBeLessThanOrEqual(screen.viewport.width);
        };
        expect(await page.locator('h1').count()).toBe(1);
        await inFirstScreen('[data-landing-hero] h1');
        await inFirstScreen(`[data-landing-hero] a[href="${facts.account.signup}"]`);
        await inFirstScreen(`[data-landing-hero] a[href="${facts.account.signin}"]`);
        expect(await page.locator(`[data-landing-hero] a[href="${facts.account.signup}"]`).textContent()).toBe(
          'アカウント作成',
        );
        expect(pageErrors).toEqual([]);
      });
    }
  }

  for (const path of ['/', '/price']) {
    it(`${path} at 390 px: every individual plan's monthly price is on screen without sideways scrolling`, async () => {
      const { page } = await sharedPage({ viewport: { width: 390, height: 844 } });
      await visit(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const prices = page.locator('[data-plan-card] [data-plan-price]');
      expect(await prices.count()).toBe(plans.length);
      for (const [index, plan] of plans.entries()) {
        const price = prices.nth(index);
        await price.scrollIntoViewIfNeeded();
        expect((await price.textContent())?.replace(/\s/g, '')).toBe(`${formatYen(plan.monthlyMaxPrice)}円/月`);
        const box = await price.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
        const fontSize = await price
          .locator('span')
          .first()
          .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(fontSize, 'the monthly price is the largest text of its card').toBeGreaterThanOrEqual(28);
      }
    });
  }

  it('/ at 390 px: no number in the hero is split from its unit at a line end (1 秒未満, 440円)', async () => {
    const { page } = await sharedPage({ viewport: { width: 390, height: 844 } });
    await visit(page, '/');
    const split = await page.evaluate(() => {
      const lead = document.querySelector('[data-landing-hero] h1 + p')!;
      const text = lead.textContent ?? '';
      // The top of each character of the lead, in reading order.
      const tops: number[] = [];
      const walker = document.createTreeWalker(lead, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < (node.textContent ?? '').length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          tops.push(range.getClientRects()[0]?.top ?? Number.NaN);
        }
      }
      const found: string[] = [];
      for (const match of text.matchAll(/\d[\s\u00a0]?[^\s\d,]/gu)) {
        const first = tops[match.index];
        const last = tops[match.index + match[0].length - 1];
        if (Math.abs(first - last) > 2) found.push(match[0]);
      }
      return { found, numbers: text.match(/\d+/g)?.length ?? 0 };
    });
    expect(split.numbers).toBeGreaterThan(0);
    expect(split.found).toEqual([]);
  });

  for (const screen of screens) {
    it(`/ at ${screen.viewport.width} px: the largest contentful element is text or SVG, not an image file`, async () => {
      const { page } = await sharedPage({ viewport: screen.viewport });
      await visit(page, '/');
      const tag = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
              resolve(entries.at(-1)?.element?.tagName.toLowerCase() ?? 'none');
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(['img', 'image', 'video', 'none']).not.toContain(tag);
    });
  }

  it('/eewclient/ offers one download button per build of the stable version, with the version and its date', async () => {
    const client = loadEewClient();
    const release = client.releases.find((entry) => entry.version === client.stableVersion)!;
    const { page } = await sharedPage({ viewport: { width: 390, height: 844 } });
    await visit(page, '/eewclient/');
    const group = page.locator(`[data-eewclient-downloads="${client.stableVersion}"]`);
    expect(await group.locator('a[data-download-target]').count()).toBe(client.downloads.length);
    expect(await group.textContent()).toContain(`v${client.stableVersion}`);
    expect(await group.locator('time').getAttribute('datetime')).toBe(release.date);
    for (const download of client.downloads) {
      const button = group.locator(`a[data-download-target="${download.target}"]`);
      expect(await button.getAttribute('href')).toContain(`v${client.stableVersion}-${download.target}`);
      const box = await button.boundingBox();
      expect(box!.height, 'a button, not a file name wrapping over lines').toBeLessThan(90);
    }
  });

  it('the home page shows the trust signals and the payment methods from the data', async () => {
    const { page } = await sharedPage();
    await visit(page, '/');
    const signals = (await page.locator('[data-trust-signals]').textContent()) ?? '';
    expect(signals).toContain(facts.licence.number);
    expect(signals).toContain(facts.receivingSites.map((site) => site.city).join('・'));
    const [year, month] = facts.serviceStart.split('-');
    expect(signals).toContain(`${year}年${Number(month)}月`);
    const badges = await page.locator('[data-payment-badges] li').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(await page.locator('[data-delivery-diagram] title').textContent()).toContain(facts.receivingSites[0].city);
  });
});
