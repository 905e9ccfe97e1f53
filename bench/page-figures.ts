import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { resolveStaticFile } from '../generators/cli/static-server';
import { navigateByLink } from '../tests/support/client-navigation';

/** Deterministic figures of one page load: what was downloaded (gzip level 9) and how big the DOM is. */
export interface PageFigures {
  jsBytes: number;
  cssBytes: number;
  htmlBytes: number;
  jsonBytes: number;
  requests: number;
  scriptRequests: number;
  domElements: number;
  /** Elements outside the page's `<article>` (navbar, sidebar, breadcrumbs, TOC, footer). */
  domOutsideArticle: number;
}

export function gzipSizeOfUrl(root: string, urlPath: string): number {
  const file = resolveStaticFile(root, urlPath) ?? path.join(root, '404.html');
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Counts the elements of the document, and those outside its `<article>`. */
export const countElements = () => {
  const all = document.getElementsByTagName('*').length;
  const article = document.querySelector('article');
  const inside = article ? article.getElementsByTagName('*').length + 1 : 0;
  return { all, outside: all - inside };
};

/**
 * Loads the page in Chromium (desktop width; the layout hides nothing then), waits for the network to settle,
 * and sums what was requested. The script-free variant is served by the static-floor server.
 */
export async function measurePage(browser: Browser, origin: string, root: string, route: string): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const urls: { path: string; document: boolean }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) throw new Error(`request left 127.0.0.1: ${request.url()}`);
    urls.push({ path: url.pathname, document: request.resourceType() === 'document' });
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const dom = await page.evaluate(countElements);
  await context.close();
  const figures: PageFigures = {
    jsBytes: 0,
    cssBytes: 0,
    htmlBytes: 0,
    jsonBytes: 0,
    requests: urls.length,
    scriptRequests: 0,
    domElements: dom.all,
    domOutsideArticle: dom.outside,
  };
  for (const { path: url, document } of urls) {
    const bytes = gzipSizeOfUrl(root, url);
    if (document) figures.htmlBytes += bytes;
    else if (url.endsWith('.js')) {
      figures.jsBytes += bytes;
      figures.scriptRequests += 1;
    } else if (url.endsWith('.css')) figures.cssBytes += bytes;
    else if (url.endsWith('.json')) figures.jsonBytes += bytes;
  }
  return figures;
}

/** JS + JSON (gzip) that a client-side navigation from `from` to `to` downloads. */
export async function measureNavigation(
  browser: Browser,
  origin: string,
  root: string,
  from: string,
  to: string,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}${from}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  await navigateByLink(page, to);
  await context.close();
  return urls
    .filter((url) => url.endsWith('.js') || url.endsWith('.json'))
    .reduce((sum, url) => sum + gzipSizeOfUrl(root, url), 0);
}
