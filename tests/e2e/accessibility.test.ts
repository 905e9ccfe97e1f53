import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, sharedPage, visit } from '../support/browser';

async function violations(page: Page) {
  // axe.run in the page (the builder's "legacy mode") checks the page and its same-origin frames; the default
  // (runPartial, then finishRun in a blank page) is only needed for cross-origin frames, which the site has none of.
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((url) => new URL(url, origin).origin !== origin);
  expect(foreignFrames, 'cross-origin frames').toEqual([]);
  // One axe run: the WCAG 2.1 A/AA tags, plus the label-in-name check (WCAG 2.5.3), which axe marks experimental and
  // leaves out of the tags unless it is enabled by name. Every rule runs on every node as before; `resultTypes`
  // only makes axe describe (selector, XPath, HTML) one node per passing rule instead of every one of them, which
  // took about half of the run on a page of thousands of code tokens. The violations are all described.
  const result = await new AxeBuilder({ page: page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    .setLegacyMode()
    .analyze();
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

const pageKinds: {
  name: string;
  path: string;
  prepare?: (page: Page) => Promise<void>;
  viewport?: { width: number; height: number };
}[] = [
  // One page of every kind; the code-block themes (shiki light/dark) are on the API, schema and sample pages.
  { name: 'home', path: '/' },
  { name: 'docs page', path: '/docs/eew' },
  { name: 'docs page with code blocks', path: '/docs/sample/javascript' },
  { name: 'docs page of rules with sources and the error table', path: '/docs/reliability' },
  { name: 'telegram index', path: '/docs/telegrams/' },
  { name: 'telegram page', path: '/docs/telegrams/et01310' },
  { name: 'JMA file page', path: '/docs/jmafile/jf03090' },
  { name: 'schema page', path: '/docs/reference/conversion/json/schema/eew-information' },
  { name: 'API endpoint page', path: '/docs/reference/api/v2/telegram.list' },
  { name: 'price page', path: '/price' },
  { name: 'EEW Client page', path: '/eewclient/' },
  { name: 'not-found page', path: '/no/such/page' },
  {
    name: 'search results page',
    path: `/search?q=${encodeURIComponent('震度')}`,
    prepare: async (page) => {
      await page.waitForSelector('[data-search-page] [data-search-results][data-search-query] [data-search-result]', {
        timeout: 15_000,
      });
    },
  },
  {
    name: 'search dialog open',
    path: '/docs/manual',
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      await page.fill('[data-search-input]', '震度');
      await page.waitForSelector('[data-search-result]', { timeout: 15_000 });
    },
  },
  {
    name: 'mobile menu open',
    path: '/docs/eew',
    viewport: { width: 400, height: 800 },
    prepare: async (page) => {
      await page.locator('[data-mobile-menu-button]').click();
      await page.waitForSelector('[data-mobile-sidebar]');
    },
  },
];

afterAll(closeBrowser);

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const kind of pageKinds) {
      it(`${kind.name} in ${theme} mode has no violations`, async () => {
        // One page per theme and window size (tests/support/browser.ts sharedPage), its theme saved before every
        // document; what a kind's preparation opens (a dialog, a menu) ends with its document.
        const { page } = await sharedPage(kind.viewport ? { viewport: kind.viewport } : {}, {
          key: theme,
          prepare: (opened) => opened.addInitScript((value) => localStorage.setItem('theme', value), theme),
        });
        await visit(page, kind.path);
        await kind.prepare?.(page);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await violations(page)).toEqual([]);
        // axe over a schema or endpoint page with hundreds of fields takes tens of seconds on a busy machine.
      }, 180_000);
    }
  }
});
