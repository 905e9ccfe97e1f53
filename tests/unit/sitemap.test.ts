import { afterAll, describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml } from '../../generators/build/sitemap';
import type { PageInfo } from '../../isomorphic/page-info';
import { removeTempDirs, tempTree } from '../support/temp-data';

afterAll(removeTempDirs);

const page = (path: string, source: string): [string, PageInfo] => [
  path === '/' ? '/' : path.replace(/\/$/, ''),
  { path, title: path, description: '', kind: 'mdx', source },
];

describe('sitemap.xml and robots.txt', () => {
  const dist = tempTree({
    'index.html': '',
    'price/index.html': '',
    'docs/telegrams/index.html': '',
    'docs/telegrams/et01120/index.html': '',
    '404.html': '',
    'pagefind/fragment/x.html': '',
  });
  const pages = new Map([
    page('/', 'pages/index.mdx'),
    page('/price', 'pages/price.mdx'),
    page('/docs/telegrams/', 'data/telegrams.yaml'),
    page('/docs/telegrams/et01120', 'data/telegrams.yaml'),
  ]);
  const gitDates = new Map([
    ['pages/index.mdx', '2026-05-01'],
    ['data/telegrams.yaml', '2026-06-02'],
  ]);

  it('lists every built page but the not-found page and Pagefind, at its linked URL, dated by its source', () => {
    const entries = sitemapEntries({
      distClient: dist,
      siteUrl: 'https://dmdata.jp',
      pages,
      gitDates,
      fallbackDate: '2026-01-09',
    });
    expect(entries).toEqual([
      { loc: 'https://dmdata.jp/', lastmod: '2026-05-01' },
      { loc: 'https://dmdata.jp/docs/telegrams/', lastmod: '2026-06-02' },
      { loc: 'https://dmdata.jp/docs/telegrams/et01120', lastmod: '2026-06-02' },
      // No commit for pages/price.mdx: the site's last update.
      { loc: 'https://dmdata.jp/price', lastmod: '2026-01-09' },
    ]);
  });

  it('dates every page with the fallback when there is no git history', () => {
    const entries = sitemapEntries({
      distClient: dist,
      siteUrl: 'https://dmdata.jp',
      pages,
      gitDates: null,
      fallbackDate: '2026-01-09',
    });
    expect(new Set(entries.map((entry) => entry.lastmod))).toEqual(new Set(['2026-01-09']));
  });

  it('writes the sitemaps.org format with escaped URLs, and a robots.txt naming it', () => {
    const xml = sitemapXml([{ loc: 'https://dmdata.jp/a?b=1&c=2', lastmod: '2026-01-09' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url>\n    <loc>https://dmdata.jp/a?b=1&amp;c=2</loc>\n    <lastmod>2026-01-09</lastmod>\n  </url>\n</urlset>\n',
    );
    expect(robotsTxt('https://dmdata.jp')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://dmdata.jp/sitemap.xml\n');
  });
});
