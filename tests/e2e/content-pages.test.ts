import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../../generators/build/html-scan';
import { distDir } from '../support/bytes';

const pages = listHtmlFiles(distDir).filter((file) => !file.startsWith('pagefind/'));
const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
/** Visible text of the page body only (scripts, inline data and attributes removed). */
const bodyText = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/<[^>]+>/g, ' ');

const routes: Record<string, string[]> = {
  '/': [],
  '/contact': [],
  '/eewclient/': [],
  '/eewclient/guidline': [],
  '/legal': [],
  '/policy': [],
  '/price': [],
  '/terms': [],
  '/docs/manual': [],
  '/docs/eew': [],
  '/docs/parameter': [],
  '/docs/payment': [],
  '/docs/testing': [],
  '/docs/sample/javascript': [],
  '/docs/reference/': [],
  '/docs/reference/api/v2/': [],
  '/docs/reference/oauth2/v1': [],
  '/docs/reference/conversion/json/': [],
  '/docs/reference/conversion/json/component': [],
  '/docs/reference/conversion/json/errors': [],
};

function fileOf(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}/index.html`;
}

describe('built pages', () => {
  for (const route of Object.keys(routes)) {
    it(`${route} has a title, a description and a heading structure`, () => {
      const html = read(fileOf(route));
      expect(html).toMatch(/<title>[^<|]+ \| DMDATA\.JP<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect((html.match(/<h2 /g) ?? []).length, route).toBeGreaterThanOrEqual(2);
    });
  }

  it('contain no placeholder markers anywhere', () => {
    const markers = /\bTODO\b|\bFIXME\b|lorem ipsum|\blorem\b|ダミー|準備中|coming soon|近日公開|工事中|\bTBD\b/i;
    const offenders = pages
      .filter((file) => markers.test(bodyText(read(file))))
      .map((file) => `${file}: ${markers.exec(bodyText(read(file)))?.[0]}`);
    expect(offenders).toEqual([]);
  });

  it('state the forecasting licence on every page', () => {
    const missing = pages.filter((file) => !read(file).includes('予報業務許可（地震動）第237号'));
    expect(missing).toEqual([]);
  });

  it('have exactly one h1 and unique element ids on every page', () => {
    for (const file of pages) {
      const html = read(file).replace(/<script[\s\S]*?<\/script>/g, '');
      expect((html.match(/<h1[ >]/g) ?? []).length, file).toBe(1);
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
      expect(duplicates, file).toEqual([]);
    }
  });
});
