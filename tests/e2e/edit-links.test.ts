import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../../generators/build/html-scan';
import { telegramCatalog } from '../../pages/kinds/telegrams/build/source';
import { loadSiteConfig } from '../../generators/site/site-config';
import { closeBrowser, openPage, visit } from '../support/browser';
import { distDir } from '../support/bytes';

afterAll(closeBrowser);

const editUrl = loadSiteConfig().value.editUrl ?? '';
const editLinkPattern = /<a [^>]*data-edit-link[^>]*>/g;
const hrefOf = (tag: string) => /href="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? '';
/** The data file line a telegram entry starts on, read from the source the build used. */
function telegramLine(code: string): number {
  const lines = readFileSync('data/telegrams.yaml', 'utf8').split('\n');
  return lines.findIndex((line) => new RegExp(`^\\s*- code: ${code}\\s*$`).test(line)) + 1;
}

describe('edit links in the build', () => {
  it('appear once on every built page but the 404 page and the search results page, each pointing into the repository', () => {
    const files = listHtmlFiles(distDir).filter((file) => !file.startsWith('pagefind/'));
    expect(files.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of files) {
      const tags = readFileSync(path.join(distDir, file), 'utf8').match(editLinkPattern) ?? [];
      if (file === '404.html' || file === 'search/index.html') {
        if (tags.length > 0) problems.push(`${file}: has an edit link`);
      } else if (tags.length !== 1) problems.push(`${file}: ${tags.length} edit links`);
      else if (!hrefOf(tags[0]).startsWith(editUrl)) problems.push(`${file}: ${hrefOf(tags[0])}`);
    }
    expect(problems).toEqual([]);
  });

  it('show the link after the body and before previous/next on a docs page, and follow client navigation', async () => {
    const { page, context, pageErrors } = await openPage();
    await visit(page, '/docs/eew');
    const link = page.locator('[data-edit-link]');
    await expect(link.textContent()).resolves.toBe('このページを編集');
    expect(await link.getAttribute('href')).toBe(`${editUrl}pages/docs/eew.mdx`);
    expect(await link.getAttribute('title')).toBe('pages/docs/eew.mdx を開く');
    const order = await page.evaluate(() => {
      const body = document.querySelector('[data-content-body]');
      const edit = document.querySelector('[data-edit-link]');
      const pager = document.querySelector('nav[aria-label="ドキュメントのナビゲーション"]');
      const follows = (a: Node | null, b: Node | null) =>
        !!a && !!b && (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return { afterBody: follows(body, edit), beforePager: follows(edit, pager) };
    });
    expect(order).toEqual({ afterBody: true, beforePager: true });

    await page.locator('a[rel="next"]').click();
    await page.waitForFunction((before) => location.pathname !== before, '/docs/eew');
    const nextPath = new URL(page.url()).pathname;
    await page.waitForFunction(
      (old) => document.querySelector('[data-edit-link]')?.getAttribute('href') !== old,
      `${editUrl}pages/docs/eew.mdx`,
    );
    const href = await page.locator('[data-edit-link]').getAttribute('href');
    expect(href?.startsWith(editUrl), `${nextPath}: ${href}`).toBe(true);
    expect(await page.locator('[data-edit-link]').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('land on the entry line for a telegram page, and on the MDX file for the home and price pages', async () => {
    const { page, context } = await openPage();
    const code = telegramCatalog().telegrams[0].code;
    await visit(page, `/docs/telegrams/${code}`);
    const telegramHref = await page.locator('[data-edit-link]').getAttribute('href');
    expect(telegramHref).toBe(`${editUrl}data/telegrams.yaml#L${telegramLine(code)}`);
    expect(telegramLine(code)).toBeGreaterThan(0);

    await visit(page, '/');
    expect(await page.locator('[data-edit-link]').getAttribute('href')).toBe(`${editUrl}pages/index.mdx`);
    await visit(page, '/price');
    expect(await page.locator('[data-edit-link]').getAttribute('href')).toBe(`${editUrl}pages/price.mdx`);
    expect(await page.locator('[data-edit-link]').isVisible()).toBe(true);
    await context.close();
  });
});
