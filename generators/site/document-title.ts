import { routeKey, type PageInfo } from './page-info';

/** The part of a page's URL that tells it apart from a page with the same title (its code: `et01120`). */
function pageCode(page: PageInfo): string {
  return page.searchCodes?.[0] ?? page.path.replace(/\/$/, '').split('/').pop() ?? page.path;
}

const cache = new WeakMap<Map<string, PageInfo>, Map<string, string>>();

/** The site's name and its tagline (data/site.yaml). */
export interface SiteNaming {
  title: string;
  tagline?: string;
}

/**
 * The `<title>` text (before ` | {site name}`) of every page. A page titled with the site's name (the home page) gets
 * the tagline instead, so the name is not doubled; a title that several pages share gets the page's code
 * (`津波情報（et01120）`), so that every page of the site has a title of its own.
 */
export function documentTitles(pages: Map<string, PageInfo>, site: SiteNaming): Map<string, string> {
  const cached = cache.get(pages);
  if (cached) return cached;
  const count = new Map<string, number>();
  for (const page of pages.values()) count.set(page.title, (count.get(page.title) ?? 0) + 1);
  const titles = new Map<string, string>();
  for (const [key, page] of pages) {
    if (page.title === site.title && site.tagline) titles.set(key, site.tagline);
    else titles.set(key, (count.get(page.title) ?? 0) > 1 ? `${page.title}（${pageCode(page)}）` : page.title);
  }
  cache.set(pages, titles);
  return titles;
}

/** The `<title>` text of one page (its own title unless documentTitles changes it). */
export function documentTitleOf(pages: Map<string, PageInfo>, site: SiteNaming, path: string, title: string): string {
  return documentTitles(pages, site).get(routeKey(path)) ?? title;
}
