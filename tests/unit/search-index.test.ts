import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundledThemes } from 'shiki';
import { describe, expect, it } from 'vitest';
import {
  htmlForIndex,
  SearchIndexer,
  searchExcludeSelectors,
  searchIndexLanguage,
} from '../../generators/build/search-index';
import { codeBackgrounds, highlightThemes } from '../../generators/highlight/highlighter';
import {
  contrastRatio,
  minimumContrast,
  themeWithContrast,
  withContrast,
} from '../../generators/highlight/theme-contrast';
import type { SitePage } from '../../isomorphic/page-info';
import { siteModel } from '../../generators/site/site-model';
import { toSearchHit } from '../../renderer/search/search-hits';
import { searchKinds } from '../../isomorphic/search-kinds';
import { searchPagesPath, type SearchPages } from '../../isomorphic/search-pages';
import { indexWordSeparator } from '../../isomorphic/search-text';
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
const html =
  '<html><head></head><body><nav>menu</nav><article data-pagefind-body="true"><h1>震度速報</h1><p>本文</p></article></body></html>';

describe('search index markup', () => {
  it('tags the indexed region with the page kind filter and the codes metadata, splits its text into words, and leaves the rest alone', () => {
    // The page is parsed and written out again: `html` is written as hast-util-to-html writes it.
    const out = htmlForIndex(html, telegramPage, 'docs/telegrams/et01310/index.html');
    expect(out).toContain(
      '<article data-pagefind-body="true"><span data-pagefind-filter="kind:telegram" data-pagefind-meta="description[data-description], codes:et01310 VXSE51" data-description="震度 3 以上\u2009の\u2009揺れ\u2009を\u2009速報\u2009し\u2009ます\u2009。"></span><h1>',
    );
    expect(
      out
        .replace(/<span data-pagefind-filter[^>]*><\/span>/, '')
        .split('\u2009')
        .join(''),
    ).toBe(html);
    expect(out).toContain('<nav>menu</nav>');
  });

  it('names the contract classes on the index page of each catalog (searched as the names metadata)', () => {
    const index = htmlForIndex(
      html,
      { ...telegramPage, path: '/docs/telegrams/', kind: 'telegrams-index', searchCodes: undefined },
      'docs/telegrams/index.html',
    );
    expect(index).toContain('data-pagefind-meta="description[data-description], names[data-names]"');
    expect(/data-names="([^"]*)"/.exec(index)?.[1]).toContain('地震\u2009・\u2009津波\u2009関連');
    expect(htmlForIndex(html, telegramPage, 'x.html')).not.toContain('data-names');
  });

  it("indexes the other names of a page's subject (front matter searchAliases) as the aliases metadata", () => {
    const out = htmlForIndex(
      html,
      { ...telegramPage, kind: 'mdx', searchCodes: undefined, searchAliases: ['緊急地震速報', 'EEW'] },
      'docs/eew/index.html',
    );
    expect(out).toContain('data-pagefind-meta="description[data-description], aliases[data-aliases]"');
    expect(out).toContain('data-aliases="緊急\u2009地震\u2009速報 , EEW"');
    expect(siteModel().pages.get('/docs/eew')?.searchAliases).toEqual(['緊急地震速報', 'EEW']);
  });

  it('omits the codes metadata for a page without codes, and fails for a page it does not know or without an indexed region', () => {
    expect(
      htmlForIndex(
        html,
        { ...telegramPage, kind: 'mdx', searchKind: 'manual', searchCodes: undefined, description: 'a "quoted" & <b>' },
        'x.html',
      ),
    ).toContain(
      '<span data-pagefind-filter="kind:manual" data-pagefind-meta="description[data-description]" data-description="a &#x22;\u2009quoted\u2009&#x22; &#x26; <\u2009b\u2009>"></span>',
    );
    expect(() => htmlForIndex(html, undefined, 'stray.html')).toThrow(/stray\.html is not a registered page/);
    expect(() => htmlForIndex('<html><body><p>x</p></body></html>', telegramPage, 'bare.html')).toThrow(
      /bare\.html has no data-pagefind-body/,
    );
  });

  it('the indexer fed during prerendering checks that every prerendered page (but 404.html and /search) was added once', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
    try {
      mkdirSync(path.join(dist, 'docs/telegrams/et01310'), { recursive: true });
      writeFileSync(path.join(dist, 'docs/telegrams/et01310/index.html'), html);
      mkdirSync(path.join(dist, 'docs/other'), { recursive: true });
      writeFileSync(path.join(dist, 'docs/other/index.html'), html);
      writeFileSync(path.join(dist, '404.html'), html);
      mkdirSync(path.join(dist, 'search'), { recursive: true });
      writeFileSync(path.join(dist, 'search/index.html'), '<html><body><form role="search"></form></body></html>');
      const pages = new Map([['/docs/telegrams/et01310', telegramPage]]);
      const canonical = (url: string) => url.replace(/\/$/, '');
      const missing = await SearchIndexer.open(canonical, pages);
      missing.add('/docs/telegrams/et01310', html, 'et01310');
      await expect(missing.finish(dist)).rejects.toThrow(
        /1 prerendered pages were not indexed \(docs\/other\/index\.html\)/,
      );
      rmSync(path.join(dist, 'docs/other'), { recursive: true });
      const twice = await SearchIndexer.open(canonical, pages);
      twice.add('/docs/telegrams/et01310', html, 'et01310');
      twice.add('/docs/telegrams/et01310/', html, 'et01310 again');
      await expect(twice.finish(dist)).rejects.toThrow(/et01310 again was added twice/);
      const complete = await SearchIndexer.open(canonical, pages);
      complete.add('/docs/telegrams/et01310', html, 'et01310');
      complete.add('/search', '<html><body><form role="search"></form></body></html>', 'search page');
      expect(await complete.finish(dist)).toBe(1);
      // One index, in a language Pagefind does not split on its own (the build splits the text).
      expect(
        Object.keys(JSON.parse(readFileSync(path.join(dist, 'pagefind/pagefind-entry.json'), 'utf8')).languages),
      ).toEqual([searchIndexLanguage]);
      // Beside it, what the browser ranks by, under the id Pagefind gives the page (its fragment's name).
      const facts = JSON.parse(readFileSync(path.join(dist, searchPagesPath.slice(1)), 'utf8')) as SearchPages;
      const fragments = readdirSync(path.join(dist, 'pagefind/fragment')).map((file) =>
        file.replace(/\.pf_fragment$/, ''),
      );
      expect(Object.keys(facts)).toEqual(fragments);
      expect(Object.values(facts)).toEqual([
        ['/docs/telegrams/et01310', ['震度', '速報'].join(indexWordSeparator), null, 'telegram'],
      ]);
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
  it('shows titles, headings and excerpts as the page writes them', () => {
    const hit = toSearchHit({
      url: '/docs/a',
      excerpt: '',
      meta: { title: '震源\u2009・\u2009震度\u2009に関する\u2009情報' },
      sub_results: [
        {
          url: '/docs/a#b',
          title: '地上\u200948\u2009時間\u2009予想図',
          excerpt: '震源 ・ <mark>震度</mark> に関する 情報 を 伝え ます 。 震度 3 以上',
          locations: [1],
        },
      ],
    });
    expect(hit).toEqual({
      url: '/docs/a#b',
      title: '震源・震度に関する情報',
      section: '地上48時間予想図',
      excerpt: [
        { text: '震源・', mark: false },
        { text: '震度', mark: true },
        { text: 'に関する情報を伝えます。震度 3 以上', mark: false },
      ],
      aliases: [],
      kind: null,
    });
    expect(
      toSearchHit({
        url: '/docs/eew',
        excerpt: 'x',
        meta: { title: 'EEW\u2009について', aliases: '緊急\u2009地震\u2009速報 , EEW' },
        sub_results: [],
      }).aliases,
    ).toEqual(['緊急地震速報', 'EEW']);
  });

  const sub = (url: string, title: string, scores: number[]) => ({
    url,
    title,
    excerpt: title,
    weighted_locations: scores.map((score, location) => ({ weight: 1, balanced_score: score, location })),
  });

  it('links to the best-matching section with the page title and the section heading', () => {
    const hit = toSearchHit({
      url: '/docs/a',
      excerpt: 'page',
      meta: { title: 'A' },
      sub_results: [sub('/docs/a', 'A', [1]), sub('/docs/a#x', 'X', [2, 3]), sub('/docs/a#y', 'Y', [4])],
    });
    expect(hit).toEqual({
      url: '/docs/a#x',
      title: 'A',
      section: 'X',
      excerpt: [{ text: 'X', mark: false }],
      aliases: [],
      kind: null,
    });
  });

  it('links to the page itself when the best match is above the first heading', () => {
    const hit = toSearchHit({
      url: '/docs/a',
      excerpt: 'page',
      meta: { title: 'A' },
      sub_results: [sub('/docs/a', 'A', [9]), sub('/docs/a#x', 'X', [2])],
    });
    expect(hit).toMatchObject({ url: '/docs/a', section: null });
  });
});

describe('query set', () => {
  it('derives queries from every telegram, JMA file, endpoint and schema, and has at least 40 everyday queries', () => {
    const generated = generatedQueries();
    const groups = new Set(generated.map((query) => query.group));
    expect([...groups].sort()).toEqual([
      'api-endpoint',
      'contract-class',
      'data-type-code',
      'jmafile-code',
      'jmafile-title',
      'schema-name',
      'telegram-code',
      'telegram-title',
    ]);
    expect(generated.find((query) => query.query === 'VXSE53')?.expect).toContain('/docs/telegrams/et01330');
    expect(generated.find((query) => query.query === '地震・津波関連')?.expect).toEqual(
      expect.arrayContaining(['/docs/telegrams', '/price', '/docs/telegrams/et01310']),
    );
    expect(everydayQueries().length).toBeGreaterThanOrEqual(120);
  });

  it('expects only pages the site has', () => {
    const pages = siteModel().pages;
    const unknown = [...generatedQueries(), ...everydayQueries()].flatMap((query) =>
      query.expect.filter((page) => !pages.has(page)).map((page) => `${query.query} → ${page}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('code block colours', () => {
  it('keeps the code background in step with --code-bg of the stylesheet', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../../renderer/styles/theme.css'), 'utf8');
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
      const theme = themeWithContrast((await bundledThemes[highlightThemes[mode]]()).default, codeBackgrounds[mode]);
      const colours = ((theme as { tokenColors?: { settings?: { foreground?: string } }[] }).tokenColors ?? []).flatMap(
        (rule) => (rule.settings?.foreground ? [rule.settings.foreground] : []),
      );
      expect(colours.length).toBeGreaterThan(10);
      expect(
        colours.filter(
          (colour) => /^#[0-9a-f]{6}$/i.test(colour) && contrastRatio(colour, codeBackgrounds[mode]) < minimumContrast,
        ),
      ).toEqual([]);
    });
  }
});
