import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { routeKey, type PageInfo } from '../../isomorphic/page-info';
import { sourceDate } from '../site/content-dates';
import { listHtmlFiles, htmlFileToUrl } from './html-scan';
import { escapeHtml } from '../../isomorphic/escape-html';

export interface SitemapEntry {
  /** Absolute URL, as the page's canonical link. */
  loc: string;
  /** `YYYY-MM-DD`. */
  lastmod: string;
}

/** A sitemap (sitemaps.org 0.9) of the entries, in the order given. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `  <url>\n    <loc>${escapeHtml(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every page may be crawled; the sitemap's address. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * The sitemap entries of every page built into `distClient` (the not-found page and Pagefind's files aside), at the
 * URL of its canonical link. `lastmod` is the newest commit date of the page's source file (data/telegrams.yaml for a
 * telegram page, the .mdx file for a hand-written one), or `fallbackDate` without git history.
 */
export function sitemapEntries(options: {
  distClient: string;
  siteUrl: string;
  pages: Map<string, PageInfo>;
  gitDates: Map<string, string> | null;
  fallbackDate: string;
}): SitemapEntry[] {
  const files = listHtmlFiles(options.distClient).filter(
    (file) => !file.startsWith('pagefind/') && file !== '404.html',
  );
  return files
    .map((file) => {
      const url = htmlFileToUrl(file);
      const page = options.pages.get(routeKey(url));
      const lastmod = (page && options.gitDates && sourceDate(options.gitDates, page.source)) || options.fallbackDate;
      return { loc: `${options.siteUrl}${page?.path ?? url}`, lastmod };
    })
    .sort((a, b) => a.loc.localeCompare(b.loc));
}

/** Writes sitemap.xml and robots.txt into `distClient`; returns how many pages the sitemap lists. */
export function writeSitemap(options: Parameters<typeof sitemapEntries>[0]): number {
  const entries = sitemapEntries(options);
  writeFileSync(path.join(options.distClient, 'sitemap.xml'), sitemapXml(entries));
  writeFileSync(path.join(options.distClient, 'robots.txt'), robotsTxt(options.siteUrl));
  return entries.length;
}
