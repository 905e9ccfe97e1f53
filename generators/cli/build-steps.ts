import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentDataFiles } from '../content/content-data';
import { DataError, formatIssue, isDataError } from '../data/data-error';
import { findBrokenLinks } from '../build/check-links';
import { writeSearchFiles } from '../build/search-files';
import { isSearchResultsPage, SearchIndexer } from '../build/search-index';
import { stripInlineBodies } from '../build/strip-inline-body';
import { slimNavigationData } from '../build/navigation-data';
import { writeSitemap } from '../build/sitemap';
import { writeSocialCards } from '../build/social-cards';
import { loadServiceFacts } from '../content/service';
import { licenceLabel } from '../../isomorphic/content-format';
import { gitContentDates } from '../site/content-dates';
import { lastContentUpdate } from '../site/last-update';
import type { LlmsSite } from '../build/llms-txt';
import { apiDocuments } from '../../pages/kinds/api/build/source';
import type { PrerenderedPage } from '../build/markdown-outputs';
import type { IndexablePage } from '../../isomorphic/page-data';
import { routeKey } from '../../isomorphic/page-info';
import { pageSources } from '../site/page-sources';
import { loadSiteModel, type SiteModel } from '../site/site-model';
import { loadSchemaCatalog } from '../schemas/load';

/**
 * Output folder (`dist/`, or DMDATA_OUT_DIR for a side-by-side build), relative to the project folder the build runs
 * in, as Vite resolves its `outDir` (generators/site/vite-config.ts), even when DMDATA_REPO_ROOT reads data elsewhere.
 */
export const distRoot = path.resolve(process.env.DMDATA_OUT_DIR ?? 'dist');
export const distClient = path.join(distRoot, 'client');

/** A build step failure that is reported as its message alone (no stack trace). */
export class BuildStepError extends Error {}

/**
 * Validates every data file (site config, sidebar, catalogs, schemas, API, content data); problems come back
 * as positioned messages, all of them at once where the files allow it.
 */
export async function validateData(): Promise<SiteModel> {
  try {
    const model = loadSiteModel();
    const issues = [];
    for (const check of [
      ...pageSources().map((source) => source.validate),
      ...contentDataFiles.map((entry) => async () => void entry.load()),
    ]) {
      try {
        await check?.();
      } catch (error) {
        if (!isDataError(error)) throw error;
        issues.push(...error.issues);
      }
    }
    if (issues.length > 0) throw new DataError(issues);
    return model;
  } catch (error) {
    throw asBuildStepError(error);
  }
}

/** A data error becomes its positioned messages, one per line; other errors stay as they are. */
function asBuildStepError(error: unknown): unknown {
  if (!isDataError(error)) return error;
  return new BuildStepError(
    `Invalid data (${error.issues.length} problem${error.issues.length === 1 ? '' : 's'}):\n${error.issues.map((issue) => `  ${formatIssue(issue)}`).join('\n')}`,
  );
}

/**
 * The schema catalog with every check, the strict compile and the examples included: the part of the validation
 * that shapes no page, which the build runs in a worker thread while Vike renders (see `strictChecksVariable`).
 */
export async function checkSchemasStrictly(): Promise<void> {
  try {
    await loadSchemaCatalog();
  } catch (error) {
    throw asBuildStepError(error);
  }
}

export function cleanDist(): void {
  rmSync(distRoot, { recursive: true, force: true });
}

export async function writeArtifacts(): Promise<number> {
  let count = 0;
  for (const source of pageSources()) {
    for (const artifact of (await source.artifacts?.()) ?? []) {
      const file = path.join(distClient, artifact.path);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, artifact.content);
      count += 1;
    }
  }
  return count;
}

/** sitemap.xml (every built page, with the date of its source's newest commit) and robots.txt naming it. */
export function writeSearchEngineFiles(model: SiteModel): number {
  const gitDates = gitContentDates();
  return writeSitemap({
    distClient,
    siteUrl: model.config.url,
    pages: model.pages,
    gitDates,
    fallbackDate: lastContentUpdate({ gitDates }).date,
  });
}

/** The Open Graph images, one per page kind (isomorphic/social-card.ts). */
export function writeSocialCardImages(model: SiteModel): number {
  return writeSocialCards(distClient, {
    siteName: model.config.title,
    footnote: licenceLabel(loadServiceFacts()),
    host: new URL(model.config.url).host,
  });
}

export function checkLinks(): void {
  const broken = findBrokenLinks(distClient);
  if (broken.length > 0) {
    const lines = broken.map((link) => `  page ${link.page}: ${link.href} — ${link.reason}`);
    throw new BuildStepError(`Broken internal links (${broken.length}):\n${lines.join('\n')}`);
  }
}

export function checkRequiredFiles(): void {
  for (const required of ['404.html', 'index.html']) {
    if (!existsSync(path.join(distClient, required)))
      throw new BuildStepError(`dist/client/${required} was not generated`);
  }
}

/**
 * Opens the search index. `add` feeds it one prerendered page (the build script calls it as Vike hands over each
 * page) and passes the page on to `alsoTo` (the Markdown outputs); `finish` ends the index once the build has
 * written every page.
 */
export async function startSearchIndex(
  model: SiteModel,
  alsoTo?: (url: string, html: string) => void,
): Promise<{ add: (page: IndexablePage) => void; finish: () => Promise<number> }> {
  const canonical = (url: string) => model.pages.get(routeKey(url))?.path ?? url;
  const indexer = await SearchIndexer.open(canonical, model.pages);
  return {
    add: ({ url, html }) => {
      indexer.add(url, html, url);
      if (!isSearchResultsPage(url)) alsoTo?.(url, html);
    },
    finish: () => {
      writeSearchFiles(distClient, model.shell);
      return indexer.finish(distClient);
    },
  };
}

/** Removes the duplicate body HTML from each page's inline hydration data; returns bytes saved. */
export function slimInlineData(): number {
  return stripInlineBodies(distClient);
}

/** Cuts each client navigation's page data to what the client reads; returns bytes saved. */
export function slimNavigationPageData(): number {
  return slimNavigationData(distClient);
}

/** A prerendered page with what the Markdown outputs need from its site-model page (title, description, search kind). */
export function prerenderedPage(model: SiteModel, url: string, html: string): PrerenderedPage {
  const page = model.pages.get(routeKey(url));
  if (!page) throw new BuildStepError(`markdown: ${url} was prerendered but is no registered page`);
  return { path: page.path, title: page.title, description: page.description, searchKind: page.searchKind, html };
}

/** The site's name, summary and URL for llms.txt, from data/site.yaml. */
export function llmsSite(model: SiteModel): LlmsSite {
  return {
    title: model.config.title,
    tagline: model.config.tagline,
    url: model.config.url.replace(/\/+$/, ''),
    documents: apiDocuments,
  };
}
