import type { PageContext } from 'vike/types';
import { labels } from '../isomorphic/labels';
import type { ClientPageData } from '../isomorphic/page-data';

/**
 * `{document title} | {site title}` (see ClientPageData.documentTitle: unique on every page); the not-found page has
 * its own title; the crash page sets `Page Error`.
 */
export function pageTitle(pageContext: PageContext, siteTitle: string): string {
  const data = pageContext.data as ClientPageData | undefined;
  const title = pageContext.is404 || !data?.title ? labels.notFound.title : (data.documentTitle ?? data.title);
  if (pageContext.abortStatusCode && !pageContext.is404) return labels.crash.title;
  return `${title} | ${siteTitle}`;
}

export function pageDescription(pageContext: PageContext, fallback: string): string {
  const data = pageContext.data as ClientPageData | undefined;
  return data?.description ?? fallback;
}
