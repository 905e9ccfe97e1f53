import { readdirSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { searchKindFilter } from '../../isomorphic/search-kinds';
import { routeKey, type SitePage } from '../../isomorphic/page-info';
import { searchPagePath } from '../../isomorphic/search-path';
import { searchPagesPath, type SearchPages } from '../../isomorphic/search-pages';
import { jmaFileCatalog } from '../../pages/kinds/jmafile/build/source';
import { telegramCatalog } from '../../pages/kinds/telegrams/build/source';
import { siteModel } from '../site/site-model';
import { htmlFileToUrl, listHtmlFiles } from './html-scan';
import { segmentText, segmentTree } from './search-segments';
import { listSchemaVersions } from '../../pages/kinds/json-schema/build/listing';
import { schemaPageUrl } from '../../isomorphic/routes';
import { loadSearchWords } from '../content/search-synonyms';
import { interfaceClasses } from './interface-elements';

/**
 * Parts of the indexed region that are interface, not content: heading anchors (`#`), copy buttons, the
 * screen-reader-only “(external link)” notes, “→ 詳細” jump links of schema tables and the endpoint pages' “try it”
 * panel.
 */
export const searchExcludeSelectors = [
  ...interfaceClasses.map((name) => `.${name}`),
  '[data-detail-link]',
  '[data-try-it]',
  // A drawing's map and legend are pictures: their labels (震度1 … 震度7, 震央) read as a run of words in an
  // excerpt. The caption and the table beside them say the same in sentences and stay indexed.
  '[data-figure-part="map"]',
  '[data-figure-part="legend"]',
];

/** Pagefind metadata field holding a page's codes (data type codes, page codes, endpoint ids). */
export const searchCodesMeta = 'codes';

/** Pagefind metadata field holding the page's description (its meta description, a one-sentence summary). */
export const searchDescriptionMeta = 'description';

/** Pagefind metadata field holding other names of a page's subject (`PageInfo.searchAliases`), comma-separated. */
export const searchAliasesMeta = 'aliases';

/** Pagefind metadata field holding names a customer types for what a page lists (contract class names). */
export const searchNamesMeta = 'names';

/**
 * The contract classes a visitor signs up for (地震・津波関連, 雷ナウキャスト …) are listed, with their data, on
 * the index page of their catalog: a class name typed finds that index.
 */
export function searchNamesOf(page: SitePage): string[] {
  if (page.kind === 'telegrams-index') return telegramCatalog().classes.map((item) => item.name);
  if (page.kind === 'jmafile-index') return jmaFileCatalog().classes.map((item) => item.name);
  return [];
}

/** Pagefind metadata field holding the Japanese names of the information a schema page's format carries. */
export const searchInformationMeta = 'information';

/** The Japanese names of the information a page's format carries (schema pages), or none. */
export function searchInformationOf(page: SitePage): string[] {
  return page.kind === 'json-schema' ? (schemaInformationNames().get(routeKey(page.path)) ?? []) : [];
}

let informationNames: Map<string, string[]> | null = null;

/**
 * A schema page is titled by its English id (earthquake-information); visitors ask for the information it
 * converts (震度速報の JSON). The current version's page of each schema is indexed with the Japanese titles of
 * the telegrams converted to it (data/telegrams.yaml `schema`), so the information's name finds its format. They
 * weigh little (`metaWeights.information`): the telegram's own page stays first for its name, and a query that asks
 * for a format (data/search.yaml `kinds`) moves the schema page first.
 */
function schemaInformationNames(): Map<string, string[]> {
  if (informationNames) return informationNames;
  const titles = new Map<string, string[]>();
  for (const telegram of telegramCatalog().telegrams) {
    if (!telegram.schema) continue;
    const list = titles.get(telegram.schema.name) ?? [];
    if (!list.includes(telegram.title)) list.push(telegram.title);
    titles.set(telegram.schema.name, list);
  }
  informationNames = new Map(
    listSchemaVersions()
      .filter((listing) => listing.current)
      .map((listing) => [
        routeKey(schemaPageUrl(listing.name, listing.version, listing.current)),
        titles.get(listing.name) ?? [],
      ]),
  );
  return informationNames;
}

/**
 * The page as Pagefind reads it: an empty element inside the indexed region carries the page's search kind
 * (filter), its description and its codes (metadata: searchable, weighted by the dialog's `metaWeights`), and
 * the text of the indexed region is split into words as the browser splits a query (`segmentTree`). The page is
 * parsed once (hast), changed as a tree and written out for Pagefind; the served HTML is unchanged.
 */
export function htmlForIndex(
  html: string,
  page: SitePage | undefined,
  file: string,
  pageWords: ReadonlyMap<string, string[]> = new Map(),
): string {
  if (!page) throw new Error(`search index: ${file} is not a registered page`);
  const tree = fromHtml(html);
  const body = indexedRegion(tree);
  if (!body) throw new Error(`search index: ${file} has no data-pagefind-body element`);
  const codes = [...new Set(page.searchCodes ?? [])].join(' ');
  const names = searchNamesOf(page).map(segmentText).join(' ');
  const information = searchInformationOf(page).map(segmentText).join(' ');
  const aliases = [...(page.searchAliases ?? []), ...(pageWords.get(routeKey(page.path)) ?? [])]
    .map(segmentText)
    .join(' , ');
  // Pagefind allows one inline `key:value` per attribute, as its last item; the description and the names are read from attributes.
  const meta = [
    `${searchDescriptionMeta}[data-description]`,
    ...(names ? [`${searchNamesMeta}[data-names]`] : []),
    ...(aliases ? [`${searchAliasesMeta}[data-aliases]`] : []),
    ...(information ? [`${searchInformationMeta}[data-information]`] : []),
    ...(codes ? [`${searchCodesMeta}:${codes}`] : []),
  ].join(', ');
  segmentTree(body);
  body.children.unshift({
    type: 'element',
    tagName: 'span',
    properties: {
      dataPagefindFilter: `${searchKindFilter}:${page.searchKind}`,
      dataPagefindMeta: meta,
      dataDescription: segmentText(page.description),
      ...(names ? { dataNames: names } : {}),
      ...(aliases ? { dataAliases: aliases } : {}),
      ...(information ? { dataInformation: information } : {}),
    },
    children: [],
  });
  return toHtml(tree);
}

/** The first element marked `data-pagefind-body`: the part of the page Pagefind indexes. */
function indexedRegion(node: Root | Element): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (child.properties.dataPagefindBody !== undefined) return child;
    const found = indexedRegion(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * Language of the index: one Pagefind neither splits (it splits `ja`, `zh` and `th` with its own dictionary) nor
 * stems, since the build splits the text itself (generators/build/search-segments.ts). The browser reads the
 * only index there is whatever the page's language, and splits queries by the page's `lang="ja"`.
 */
export const searchIndexLanguage = 'und';

/**
 * The Pagefind index of the site (only `data-pagefind-body` content is indexed, minus `searchExcludeSelectors`),
 * its Japanese text split into words as the browser splits queries. Pages are added as they come (`add` returns at once; Pagefind works in its own
 * process); `finish` waits for them, checks that every prerendered page (but 404.html and the search results page) was added exactly once,
 * and writes the index to `<distDir>/pagefind`. Each page is tagged with its kind and codes from its `PageInfo`.
 */
export class SearchIndexer {
  private readonly pending: Promise<void>[] = [];
  private readonly problems: string[] = [];
  private readonly added = new Set<string>();

  private constructor(
    private readonly index: pagefind.PagefindIndex,
    private readonly canonicalPath: (url: string) => string,
    private readonly pages: ReadonlyMap<string, SitePage>,
    /** Words visitors type for a page that its text does not hold (data/search.yaml `pages`), by route key. */
    private readonly pageWords: ReadonlyMap<string, string[]>,
  ) {}

  static async open(
    canonicalPath: (url: string) => string,
    pages: ReadonlyMap<string, SitePage> = siteModel().pages,
  ): Promise<SearchIndexer> {
    const { index, errors } = await pagefind.createIndex({
      forceLanguage: searchIndexLanguage,
      excludeSelectors: searchExcludeSelectors,
    });
    if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
    // Checked against every page of the site (an indexer may be opened for a few pages, as in the tests).
    const pageWords = loadSearchWords(undefined, new Set(siteModel().pages.keys())).pages;
    return new SearchIndexer(index, canonicalPath, pages, pageWords);
  }

  /** Adds one page; `label` names it in errors (its file or URL). Problems are reported by `finish`. */
  add(url: string, html: string, label: string): void {
    const canonical = this.canonicalPath(url);
    if (isSearchResultsPage(canonical)) return;
    try {
      const content = htmlForIndex(html, this.pages.get(routeKey(canonical)), label, this.pageWords);
      if (this.added.has(canonical)) throw new Error(`search index: ${label} was added twice`);
      this.added.add(canonical);
      this.pending.push(
        this.index.addHTMLFile({ url: canonical, content }).then((result) => {
          if (result.errors.length > 0) this.problems.push(`pagefind: ${label}: ${result.errors.join('; ')}`);
        }),
      );
    } catch (error) {
      this.problems.push(error instanceof Error ? error.message : String(error));
    }
  }

  async finish(distDir: string): Promise<number> {
    try {
      await Promise.all(this.pending);
      const missing = listHtmlFiles(distDir)
        .filter(
          (file) =>
            file !== '404.html' &&
            !file.startsWith('pagefind/') &&
            !isSearchResultsPage(this.canonicalPath(htmlFileToUrl(file))),
        )
        .filter((file) => !this.added.has(this.canonicalPath(htmlFileToUrl(file))));
      if (missing.length > 0)
        this.problems.push(
          `search index: ${missing.length} prerendered pages were not indexed (${missing.slice(0, 5).join(', ')})`,
        );
      if (this.problems.length > 0) throw new Error(this.problems.join('\n'));
      // The bundle comes back in memory and is written here, each write awaited: with writeFiles the Pagefind
      // process writes the files itself, and under heavy load a build once ended with pagefind.js cut off at 32 KB.
      const bundle = await this.index.getFiles();
      if (bundle.errors.length > 0) throw new Error(`pagefind: ${bundle.errors.join('; ')}`);
      const outDir = path.join(distDir, 'pagefind');
      await Promise.all(
        bundle.files.map(async (file) => {
          const target = path.join(outDir, file.path);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, file.content);
        }),
      );
      await writeFile(path.join(distDir, searchPagesPath), JSON.stringify(searchPageFacts(bundle.files)));
    } finally {
      await pagefind.close();
    }
    assertSearchBundle(path.join(distDir, 'pagefind'));
    return this.added.size;
  }
}

/** A fragment file of Pagefind's bundle: gzip of `pagefind_dcd` + the page's JSON (or the signed JSON alone). */
interface PagefindFragment {
  url: string;
  meta?: Record<string, string>;
  filters?: Record<string, string[]>;
}

function readFragment(content: Uint8Array): PagefindFragment {
  const signature = 'pagefind_dcd';
  const bytes = Buffer.from(content);
  const plain = bytes.subarray(0, signature.length).toString() === signature ? bytes : gunzipSync(bytes);
  if (plain.subarray(0, signature.length).toString() !== signature)
    throw new Error('search index: a Pagefind fragment has no pagefind_dcd signature');
  return JSON.parse(plain.subarray(signature.length).toString('utf8')) as PagefindFragment;
}

/**
 * The facts the browser ranks by (title, aliases, kind) of every page in the bundle, by page id (the fragment's
 * hash, which Pagefind gives as a result's `id`): ranking the first results needs no page data of the results it
 * does not show (renderer/search/site-search.ts).
 */
export function searchPageFacts(files: { path: string; content: Uint8Array }[]): SearchPages {
  const pages: SearchPages = {};
  // In the order of the ids, so two builds of the same pages write the same file (Pagefind hands the fragments over
  // in the order it finished them).
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const match = /^fragment\/(.+)\.pf_fragment$/.exec(file.path.split(path.sep).join('/'));
    if (!match) continue;
    const fragment = readFragment(file.content);
    pages[match[1]] = [
      fragment.url,
      fragment.meta?.title ?? null,
      fragment.meta?.aliases ?? null,
      fragment.filters?.[searchKindFilter]?.[0] ?? null,
    ];
  }
  if (Object.keys(pages).length === 0) throw new Error('search index: the Pagefind bundle has no page fragments');
  return pages;
}

/** The search results page lists other pages' results; it is no content page (not indexed, no Markdown version). */
export function isSearchResultsPage(canonicalPath: string): boolean {
  return routeKey(canonicalPath) === searchPagePath;
}

/** The browser bundle must be complete: its script, and a non-empty WebAssembly module. */
function assertSearchBundle(dir: string): void {
  const files = readdirSync(dir);
  const wasm = files.filter((file) => /^wasm\..+\.pagefind$/.test(file));
  if (
    !files.includes('pagefind.js') ||
    wasm.length === 0 ||
    wasm.some((file) => statSync(path.join(dir, file)).size === 0)
  ) {
    throw new Error(`pagefind wrote an incomplete bundle in ${dir} (${files.join(', ')})`);
  }
}
