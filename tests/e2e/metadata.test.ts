import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlFileToUrl, listHtmlFiles } from '../../generators/build/html-scan';
import { updatesTimeline } from '../../pages/kinds/updates/build/source';
import { routeKey } from '../../isomorphic/page-info';
import { siteModel } from '../../generators/site/site-model';
import { distDir } from '../support/bytes';

const htmlFiles = listHtmlFiles(distDir).filter((file) => !file.startsWith('pagefind/'));
const pageFiles = htmlFiles.filter((file) => file !== '404.html');
const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
const documentOf = (file: string) => new JSDOM(read(file)).window.document;
/** The head of a built page, parsed alone (the bodies of the largest pages take seconds to parse). */
const headOf = (file: string) => {
  const html = read(file);
  return new JSDOM(html.slice(0, html.indexOf('</head>') + '</head>'.length)).window.document;
};
const siteUrl = siteModel().config.url;

/** One built page of every kind: home, hand-written page, docs page, telegram, JMA file, API, schema, index pages. */
const pagesOfEveryKind = [
  'index.html',
  'price/index.html',
  'eewclient/index.html',
  'legal/index.html',
  'docs/manual/index.html',
  'docs/telegrams/index.html',
  'docs/telegrams/et01120/index.html',
  'docs/jmafile/jf03130/index.html',
  'docs/reference/api/v2/telegram.list/index.html',
  'docs/reference/conversion/json/schema/eew-information/index.html',
  'docs/updates/index.html',
];

function meta(document: Document, attribute: 'property' | 'name', key: string): string | null {
  return document.querySelector(`meta[${attribute}="${key}"]`)?.getAttribute('content') ?? null;
}

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('metadata for search engines and shared links', () => {
  it('sitemap.xml parses and lists exactly the built pages, each at its canonical URL with a lastmod date', () => {
    const xml = new JSDOM(read('sitemap.xml'), { contentType: 'application/xml' }).window.document;
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...xml.getElementsByTagName('url')];
    const listed = urls.map((url) => url.getElementsByTagName('loc')[0].textContent);
    for (const url of urls) expect(url.getElementsByTagName('lastmod')[0].textContent).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const canonicals = pageFiles.map((file) =>
      headOf(file).querySelector('link[rel="canonical"]')!.getAttribute('href')!,
    );
    expect([...listed].sort()).toEqual([...canonicals].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.map((url) => routeKey(url.slice(siteUrl.length))).sort()).toEqual(
      pageFiles.map((file) => routeKey(htmlFileToUrl(file))).sort(),
    );
  });

  it('robots.txt names the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('every page has a title of its own, and the home page does not repeat the site name', () => {
    const titles = new Map<string, string[]>();
    for (const file of pageFiles) {
      const title = headOf(file).title;
      titles.set(title, [...(titles.get(title) ?? []), file]);
    }
    expect([...titles].filter(([, files]) => files.length > 1)).toEqual([]);
    const home = headOf('index.html').title;
    expect(home.split('DMDATA.JP').length - 1).toBe(1);
  });

  for (const file of pagesOfEveryKind) {
    it(`${file}: Open Graph, Twitter and JSON-LD data are present and valid`, () => {
      const document = documentOf(file);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical).toBe(`${siteUrl}${siteModel().pages.get(routeKey(htmlFileToUrl(file)))!.path}`);
      expect(meta(document, 'property', 'og:url')).toBe(canonical);
      expect(meta(document, 'property', 'og:type')).toBe(file === 'index.html' ? 'website' : 'article');
      expect(meta(document, 'property', 'og:locale')).toBe('ja_JP');
      expect(meta(document, 'property', 'og:site_name')).toBe('DMDATA.JP');
      expect(meta(document, 'property', 'og:title')).toBe(document.title);
      expect(meta(document, 'property', 'og:description')).toBe(meta(document, 'name', 'description'));
      expect(meta(document, 'name', 'twitter:card')).toBe('summary_large_image');
      const image = meta(document, 'property', 'og:image')!;
      expect(image.startsWith(`${siteUrl}/`)).toBe(true);
      const size = pngSize(path.join(distDir, image.slice(siteUrl.length)));
      expect(size).toEqual({
        width: Number(meta(document, 'property', 'og:image:width')),
        height: Number(meta(document, 'property', 'og:image:height')),
      });
      expect(size).toEqual({ width: 1200, height: 630 });

      const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent),
      );
      if (file === 'index.html') {
        expect(jsonLd).toHaveLength(1);
        expect(jsonLd[0]).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'DMDATA.JP',
          url: `${siteUrl}/`,
        });
      } else if (file.startsWith('docs/')) {
        expect(jsonLd).toHaveLength(1);
        const [list] = jsonLd;
        expect(list['@type']).toBe('BreadcrumbList');
        const items = list.itemListElement as Array<{ '@type': string; position: number; name: string; item: string }>;
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0].item).toBe(`${siteUrl}/`);
        expect(items.at(-1)!.item).toBe(canonical);
        for (const item of items) {
          expect(item['@type']).toBe('ListItem');
          expect(item.name.length).toBeGreaterThan(0);
          expect(item.item.startsWith(`${siteUrl}/`)).toBe(true);
        }
        const visible = [...document.querySelectorAll('nav[aria-label="パンくずリストのナビゲーション"] li')]
          .slice(1)
          .map((li) => li.textContent);
        expect(items.at(-1)!.name).toBe(visible.at(-1));
      } else {
        expect(jsonLd).toEqual([]);
      }
    });
  }

  it('the navbar lastUpdate is computed: not older than the newest dated notice', () => {
    const newestNotice = updatesTimeline()
      .map((notice) => notice.date)
      .sort()
      .at(-1)!;
    const time = documentOf('index.html').querySelector('.navbar-last-update time');
    expect(time).not.toBeNull();
    const date = time!.getAttribute('datetime')!;
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(date >= newestNotice).toBe(true);
    const [year, month, day] = date.split('-').map(Number);
    expect(time!.textContent).toBe(`${year}/${month}/${day}`);
  });
});
