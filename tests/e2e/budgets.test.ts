import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { listHtmlFiles } from '../../generators/build/html-scan';
import { closeBrowser, openPage, visit } from '../support/browser';
import { distDir, gzipSizeOf, kilobytes } from '../support/bytes';
import { navigateByLink } from '../support/client-navigation';

afterAll(closeBrowser);

/**
 * First-load JavaScript: the brief's budget with React 19, whose client (react-dom-client alone is ~63 KB gzip)
 * and Vike's client router (~27 KB) take ~95 KB of it (docs/architecture.md, "Budgets and the bench"); the bench prints the figure
 * for every page kind.
 */
const firstLoadBudget = 112 * 1024;
/** Script requests before the page is interactive: entry, page entry, router, React + shell, shell styles + content. */
const scriptRequestBudget = 6;
/**
 * JavaScript + page data (JSON) that one client-side navigation between two docs pages downloads: at most what the
 * provider's Docusaurus site downloads from /docs/manual to /docs/telegrams/ (10.1 KB gzip). This site: 8,286 bytes
 * since each index row's filter text holds only the words the row does not show (10,374 bytes before).
 */
const docsNavigationBudget = 10.1 * 1024;
/** JavaScript per client-side navigation of any kind (page data excluded; large reference pages carry big data). */
const navigationBudget = 25 * 1024;
const cssBudget = 25 * 1024;
/** Elements outside the page's <article> (navbar, sidebar, breadcrumbs, pager, TOC, footer): the provider's
 *  Docusaurus site has 186–365 on the same pages. */
const outsideArticleBudget = 365;

/** JS a page loads before it is interactive: entry scripts, module preloads and inline scripts. */
function firstLoadJs(html: string): { files: string[]; inlineBytes: number } {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*href="([^"]+)"[^>]*rel="modulepreload"/g)) files.add(match[1]);
  // Data blocks (the page data JSON, JSON-LD for search engines) are not run.
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((match) => match[1])
    .join('');
  return { files: [...files], inlineBytes: gzipSync(inline, { level: 9 }).length };
}

function stylesheets(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
}

const pages = listHtmlFiles(distDir).filter((file) => !file.startsWith('pagefind/'));

describe('budgets measured on the build', () => {
  it(`first-load JavaScript ≤ ${firstLoadBudget / 1024} KB gzip on every page (${pages.length} pages)`, () => {
    const over: string[] = [];
    let largest = { file: '', bytes: 0 };
    for (const file of pages) {
      const html = readFileSync(path.join(distDir, file), 'utf8');
      const { files, inlineBytes } = firstLoadJs(html);
      expect(files.every((src) => src.startsWith('/'))).toBe(true);
      const bytes = files.reduce((sum, src) => sum + gzipSizeOf(src), inlineBytes);
      if (bytes > largest.bytes) largest = { file, bytes };
      if (bytes > firstLoadBudget) over.push(`${file}: ${kilobytes(bytes)} KB`);
    }
    console.log(`largest first-load JS: ${largest.file} ${kilobytes(largest.bytes)} KB gzip`);
    expect(over).toEqual([]);
  });

  it(`at most ${scriptRequestBudget} script requests before the page is interactive, on every page`, () => {
    const over: string[] = [];
    for (const file of pages) {
      const { files } = firstLoadJs(readFileSync(path.join(distDir, file), 'utf8'));
      if (files.length > scriptRequestBudget) over.push(`${file}: ${files.length}`);
    }
    expect(over).toEqual([]);
  });

  it(`elements outside the article: ≤ ${outsideArticleBudget} on every page, the longest tables of contents included`, () => {
    /** Elements of the page's body (scripts aside), and of its <article>. */
    const counts = (html: string) => {
      const found = { body: 0, article: 0 };
      const walk = (node: Root | Element, inBody: boolean, inArticle: boolean) => {
        for (const child of node.children) {
          if (child.type !== 'element' || child.tagName === 'script') continue;
          const body = inBody || child.tagName === 'body';
          const article = inArticle || child.tagName === 'article';
          if (body) found.body += 1;
          if (article) found.article += 1;
          walk(child, body, article);
        }
      };
      walk(fromHtml(html), false, false);
      return found;
    };
    const over: string[] = [];
    let largest = { file: '', outside: 0 };
    for (const file of pages) {
      const { body, article } = counts(readFileSync(path.join(distDir, file), 'utf8'));
      const outside = body - article;
      if (outside > largest.outside) largest = { file, outside };
      if (outside > outsideArticleBudget) over.push(`${file}: ${outside}`);
    }
    console.log(`most elements outside the article: ${largest.file} ${largest.outside}`);
    expect(over).toEqual([]);
  });

  it('the sidebar renders no items of collapsed categories, and each collapsed category links to its index page', () => {
    const html = readFileSync(path.join(distDir, 'docs/manual/index.html'), 'utf8');
    const sidebar = html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    // On /docs/manual only マニュアル is open: no telegram or JMA file page is listed, but their indexes are.
    expect(sidebar).toContain('href="/docs/telegrams/"');
    expect(sidebar).toContain('href="/docs/jmafile/"');
    expect(sidebar).not.toMatch(/href="\/docs\/telegrams\/[a-z]/);
    expect(sidebar).not.toMatch(/href="\/docs\/jmafile\/[a-z]/);
    expect(sidebar).toContain('href="/docs/eew"');
  });

  it('CSS ≤ 25 KB gzip on every page, and no web fonts', () => {
    for (const file of pages) {
      const html = readFileSync(path.join(distDir, file), 'utf8');
      const bytes = stylesheets(html).reduce((sum, href) => sum + gzipSizeOf(href), 0);
      expect(bytes, file).toBeLessThanOrEqual(cssBudget);
      for (const href of stylesheets(html)) {
        expect(readFileSync(path.join(distDir, href), 'utf8')).not.toMatch(/@font-face|\.woff2?\b|\.ttf\b|\.otf\b/);
      }
    }
  });

  it('the static analysis matches what the browser actually loads, and no request leaves the site', async () => {
    for (const route of ['/', '/docs/eew', '/docs/manual', '/no/such/page']) {
      const session = await openPage();
      session.page.on('request', (request) => expect(request.resourceType()).not.toBe('font'));
      // The moment the page becomes interactive: the shell marks <html data-hydrated> (renderer/+onHydrationEnd.ts).
      await session.page.addInitScript(() => {
        // Runs before the document has an element: watch the document for the attribute.
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute('data-hydrated')) return;
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      });
      await visit(session.page, route);
      await session.page.waitForLoadState('networkidle');
      // What a visitor loads first: every script requested before the page is interactive. Work a page defers to
      // the browser's idle time or the visitor's first interaction (widgets, the 404 page's suggestions) comes later.
      const loaded = await session.page.evaluate(() => {
        const hydratedAt = (window as unknown as { hydratedAt: number }).hydratedAt;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= hydratedAt)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js'));
      });
      expect(loaded.length, route).toBeGreaterThan(0);
      const file = route === '/no/such/page' ? '404.html' : path.join(route.slice(1), 'index.html');
      const declared = new Set(firstLoadJs(readFileSync(path.join(distDir, file), 'utf8')).files);
      const undeclared = [...new Set(loaded)].filter((src) => !declared.has(src));
      const undeclaredBytes = undeclared.reduce((sum, src) => sum + gzipSizeOf(src), 0);
      const total = [...declared].reduce((sum, src) => sum + gzipSizeOf(src), 0) + undeclaredBytes;
      expect(total, route).toBeLessThanOrEqual(firstLoadBudget);
      expect(session.foreignRequests, route).toEqual([]);
      await session.context.close();
    }
  });

  it('each client-side navigation loads ≤ 25 KB gzip of JavaScript (page data excluded)', async () => {
    const tour = [
      '/',
      '/docs/manual',
      '/docs/eew',
      '/docs/telegrams/',
      '/docs/telegrams/et01330',
      '/docs/jmafile/jf03130',
      '/docs/reference/conversion/json/schema/forecast-prefecture',
      '/docs/reference/api/v2/socket.start',
      '/price',
      '/docs/manual',
    ];
    let largestNavigation = 0;
    const { page, context, foreignRequests } = await openPage();
    await visit(page, tour[0]);
    await page.waitForLoadState('networkidle');
    for (const next of tour.slice(1)) {
      const loaded: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('.js')) loaded.push(url.pathname);
      };
      page.on('request', onRequest);
      await navigateByLink(page, next);
      page.off('request', onRequest);
      const bytes = loaded.reduce((sum, src) => sum + gzipSizeOf(src), 0);
      largestNavigation = Math.max(largestNavigation, bytes);
      expect(bytes, `navigation to ${next}: ${loaded.join(', ')}`).toBeLessThanOrEqual(navigationBudget);
    }
    console.log(
      `largest client-side navigation JS: ${kilobytes(largestNavigation)} KB gzip over ${tour.length - 1} navigations`,
    );
    expect(foreignRequests).toEqual([]);
    await context.close();
  });

  it(`a client-side navigation between two docs pages downloads ≤ ${docsNavigationBudget / 1024} KB of JavaScript + page data`, async () => {
    const { page, context } = await openPage();
    for (const [from, to] of [
      ['/docs/manual', '/docs/eew'],
      ['/docs/manual', '/docs/telegrams/'],
      ['/docs/telegrams/et01330', '/docs/telegrams/et01110'],
      ['/docs/eew', '/docs/jmafile/jf03130'],
    ]) {
      await visit(page, from);
      await page.waitForLoadState('networkidle');
      const loaded: string[] = [];
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('.js') || url.pathname.endsWith('.json')) loaded.push(url.pathname);
      };
      page.on('request', onRequest);
      await navigateByLink(page, to);
      page.off('request', onRequest);
      const bytes = loaded.reduce((sum, src) => sum + gzipSizeOf(src), 0);
      console.log(`docs navigation ${from} → ${to}: ${bytes} bytes gzip`);
      expect(bytes, `${from} → ${to}: ${loaded.join(', ')}`).toBeLessThanOrEqual(docsNavigationBudget);
    }
    await context.close();
  });
});
