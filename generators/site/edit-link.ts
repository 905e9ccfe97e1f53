import type { PageEditLink } from '../../isomorphic/page-data';
import { routeKey, type PageInfo } from '../../isomorphic/page-info';
import { siteModel } from './site-model';

/**
 * The link from a page to its source: `editUrl` from data/site.yaml followed by the page's source file, and
 * `#L<line>` when the page is one entry of a catalog file. No link when the site has no `editUrl`.
 */
export function editLinkOf(
  page: Pick<PageInfo, 'source' | 'sourceLine'>,
  editUrl: string | undefined,
): PageEditLink | undefined {
  if (!editUrl) return undefined;
  const file = page.source.replace(/^\/+/, '');
  const anchor = page.sourceLine ? `#L${page.sourceLine}` : '';
  const link: PageEditLink = { url: `${editUrl}${file.split('/').map(encodeURIComponent).join('/')}${anchor}`, file };
  if (page.sourceLine) link.line = page.sourceLine;
  return link;
}

/** The edit link of a registered page of the site; undefined for a URL no page source registered. */
export function editLinkForPath(urlPath: string): PageEditLink | undefined {
  const model = siteModel();
  const page = model.pages.get(routeKey(urlPath));
  return page ? editLinkOf(page, model.config.editUrl) : undefined;
}
