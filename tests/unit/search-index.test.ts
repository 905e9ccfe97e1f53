import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledThemes, type ThemeRegistration } from 'shiki';
import { describe, expect, it } from 'vitest';
import { htmlForIndex, SearchIndexer, searchExcludeSelectors } from '../../generators/build/search-index';
import { codeBackgrounds, highlightThemes } from '../../generators/highlight/highlighter';
import { contrastRatio, minimumContrast, themeWithContrast, withContrast } from '../../generators/highlight/theme-contrast';
import type { SitePage } from '../../isomorphic/page-info';
import { siteModel } from '../../generators/site/site-model';
import { toSearchHit } from '../../renderer/search/search-hits';
import { searchKinds } from '../../isomorphic/search-kinds';
import { everydayQueries, generatedQueries } from '../search/query-set';

const telegramPage: SitePage = {
  path: '/docs/telegrams/et01310',
  title: '震度速報',
  description: '震度 3 以上の揺れを速報します。',
  kind: 'telegrams',
  searchKind: 'telegram',
  source: 'data/telegrams.yaml',
  searchCodes: ['et01310', 'VXSE51'],
};
const html = '<html><body><nav>menu</nav><article data-pagefind-body="true"><h1>震度速報</h1><p>本文</p></article></body></html>';

describe('search index markup', () => {
  it('tags the indexed region with the page kind filter and the codes metadata, and leaves the rest alone', () => {
    const out = htmlForIndex(html, telegramPage, 'docs/telegrams/et01310/index.html');
    expect(out).toContain(
      '<article data-pagefind-body="true"><span data-pagefind-filter="kind:telegram" data-pagefind-meta="description[data-description], codes:et01310 VXSE51" data-description="震度 3 以上の揺れを速報します。"></span><h1>',
    );
    expect(out.replace(/<span data-pagefind-filter[^>]*><\/span>/, '')).toBe(html);
  });

  it('omits the codes metadata for a page without codes, and fails for a page it does not know or without an indexed region', () => {
    expect(htmlForIndex(html, { ...telegramPage, kind: 'mdx', searchKind: 'manual', searchCodes: undefined, description: 'a "quoted" & <b>' }, 'x.html')).toContain(
      '<span data-pagefind-filter="kind:manual" data-pagefind-meta="description[data-description]" data-description="a &quot;quoted&quot; &amp; &lt;b>"></span>',
    );
    expect(() => htmlForIndex(html, undefined, 'stray.html')).toThrow(/stray\.html is not a registered page/);
    expect(() => htmlForIndex('<html><body><p>x</p></body></html>', telegramPage, 'bare.html')).toThrow(/bare\.html has no data-pagefind-body/);
  });

  it('the indexer fed during prerendering checks that every prerendered page (but 404.html) was added once', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    try {
      mkdirSync(path.join(dist, 'docs/telegrams/et01310'), { recursive: true });
      writeFileSync(path.join(dist, 'docs/telegrams/et01310/index.html'), html);
      mkdirSync(path.join(dist, 'docs/other'), { recursive: true });
      writeFileSync(path.join(dist, 'docs/other/index.html'), html);
      writeFileSync(path.join(dist, '404.html'), html);
      const pages = new Map([['/docs/telegrams/et01310', telegramPage]]);
      const canonical = (url: string) => url.replace(/\/$/, '');
      const missing = await SearchIndexer.open(canonical, pages);
      missing.add('/docs/telegrams/et01310', html, 'et01310');
      await expect(missing.finish(dist)).rejects.toThrow(/1 prerendered pages were not indexed \(docs\/other\/index\.html\)/);
      rmSync(path.join(dist, 'docs/other'), { recursive: true });
      const twice = await SearchIndexer.open(canonical, pages);
      twice.add('/docs/telegrams/et01310', html, 'et01310');
      twice.add('/docs/telegrams/et01310/', html, 'et01310 again');
      await expect(twice.finish(dist)).rejects.toThrow(/et01310 again was added twice/);
      const complete = await SearchIndexer.open(canonical, pages);
      complete.add('/docs/telegrams/et01310', html, 'et01310');
      expect(await complete.finish(dist)).toBe(1);
      expect(readFileSync(path.join(dist, 'pagefind/pagefind-entry.json'), 'utf8')).toContain('"ja"');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('gives every page of the site the search kind its source declares, and every search kind has pages', () => {
    const pages = [...siteModel().pages.values()];
    expect(new Set(pages.map((page) => page.searchKind))).toEqual(new Set(searchKinds));
    expect(siteModel().pages.get('/docs/telegrams/et01310')?.searchKind).toBe('telegram');
    expect(siteModel().pages.get('/docs/updates')?.searchKind).toBe('manual');
    expect(siteModel().pages.get('/docs/reference/conversion/json/component')?.searchKind).toBe('schema');
  });

  it('codes of generated pages come from the data: telegram page and data type codes, JMA file codes, endpoint ids', () => {
    const pages = siteModel().pages;
    expect(pages.get('/docs/telegrams/et01310')?.searchCodes).toEqual(expect.arrayContaining(['et01310', 'VXSE51']));
    expect(pages.get('/docs/jmafile/jf03090')?.searchCodes).toEqual(['jf03090']);
    expect(pages.get('/docs/reference/api/v2/socket.start')?.searchCodes).toEqual(['socket.start']);
  });

  it('excludes heading anchors and other interface text from the index', () => {
    expect(searchExcludeSelectors).toEqual(expect.arrayContaining(['.hash-link', '.code-copy', '.visually-hidden']));
  });
});

describe('search hits', () => {
  const sub = (url: string, title: string, scores: number[]) => ({ url, title, excerpt: title, weighted_locations: scores.map((score, location) => ({ weight: 1, balanced_score: score, location })) });

  it('links to the best-matching section with the page title and the section heading', () => {
    const hit = toSearchHit({ url: '/docs/a', excerpt: 'page', meta: { title: 'A' }, sub_results: [sub('/docs/a', 'A', [1]), sub('/docs/a#x', 'X', [2, 3]), sub('/docs/a#y', 'Y', [4])] });
    expect(hit).toEqual({ url: '/docs/a#x', title: 'A', section: 'X', excerpt: 'X' });
  });

  it('links to the page itself when the best match is above the first heading', () => {
    const hit = toSearchHit({ url: '/docs/a', excerpt: 'page', meta: { title: 'A' }, sub_results: [sub('/docs/a', 'A', [9]), sub('/docs/a#x', 'X', [2])] });
    expect(hit).toMatchObject({ url: '/docs/a', section: null });
  });
});

describe('query set', () => {
  it('derives queries from every telegram, JMA file, endpoint and schema, and has at least 40 everyday queries', () => {
    const generated = generatedQueries();
    const groups = new Set(generated.map((query) => query.group));
    expect([...groups].sort()).toEqual(['api-endpoint', 'data-type-code', 'jmafile-code', 'jmafile-title', 'schema-name', 'telegram-code', 'telegram-title']);
    expect(generated.find((query) => query.query === 'VXSE53')?.expect).toContain('/docs/telegrams/et01330');
    expect(everydayQueries().length).toBeGreaterThanOrEqual(40);
  });

  it('expects only pages the site has', () => {
    const pages = siteModel().pages;
    const unknown = [...generatedQueries(), ...everydayQueries()].flatMap((query) => query.expect.filter((page) => !pages.has(page)).map((page) => `${query.query} → ${page}`));
    expect(unknown).toEqual([]);
  });
});

describe('code block colours', () => {
  it('keeps the code background in step with --code-bg of the stylesheet', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../renderer/styles/base.css'), 'utf8');
    const values = [...css.matchAll(/--code-bg:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1].toLowerCase());
    expect(values).toEqual([codeBackgrounds.light, codeBackgrounds.dark]);
  });

  it('raises a colour below AA just enough, and leaves others as they are', () => {
    expect(contrastRatio('#D73A49', codeBackgrounds.light)).toBeLessThan(minimumContrast);
    const fixed = withContrast('#D73A49', codeBackgrounds.light);
    expect(contrastRatio(fixed, codeBackgrounds.light)).toBeGreaterThanOrEqual(minimumContrast);
    expect(contrastRatio(fixed, codeBackgrounds.light)).toBeLessThan(5.2);
    expect(withContrast('#24292E', codeBackgrounds.light)).toBe('#24292E');
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`every token colour of the ${mode} theme meets AA on the code background`, async () => {
      const theme = themeWithContrast((await bundledThemes[highlightThemes[mode]]()).default as ThemeRegistration, codeBackgrounds[mode]);
      const colours = ((theme as { tokenColors?: { settings?: { foreground?: string } }[] }).tokenColors ?? []).flatMap((rule) => (rule.settings?.foreground ? [rule.settings.foreground] : []));
      expect(colours.length).toBeGreaterThan(10);
      expect(colours.filter((colour) => /^#[0-9a-f]{6}$/i.test(colour) && contrastRatio(colour, codeBackgrounds[mode]) < minimumContrast)).toEqual([]);
    });
  }
});
