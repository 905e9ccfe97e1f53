import type { HeadLink } from './head-link';
import { searchPagePath } from './search-path';
import { escapeHtml } from './escape-html';

/** What the site's search covers: the results page's meta description and the OpenSearch description (server side only). */
export const searchDescription =
  'DMDATA.JP のドキュメント、電文・ファイル形式の説明、API リファレンス、JSON スキーマを検索します。';

/** Where the build writes the OpenSearch description (a browser adds the site's search from it). */
export const openSearchPath = '/opensearch.xml';

/** `<link rel="search">` of every page, naming the site's search for the browser's address bar. */
export function openSearchHeadLink(siteTitle: string): HeadLink {
  return { rel: 'search', type: 'application/opensearchdescription+xml', href: openSearchPath, title: siteTitle };
}

/**
 * The OpenSearch 1.1 description: the address bar sends the typed words to the results page
 * (`/search?q={searchTerms}`) of the site at `siteUrl`.
 */
export function openSearchDescription(site: { title: string; url: string; description: string }): string {
  const origin = site.url.replace(/\/+$/, '');
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${escapeHtml(site.title)}</ShortName>
  <Description>${escapeHtml(site.description)}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>ja</Language>
  <Image type="image/svg+xml" width="16" height="16">${escapeHtml(`${origin}/img/favicon.svg`)}</Image>
  <Url type="text/html" method="get" template="${escapeHtml(`${origin}${searchPagePath}?q={searchTerms}`)}"/>
  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeHtml(`${origin}${openSearchPath}`)}"/>
</OpenSearchDescription>
`;
}
