import type { ContentPageData } from '../../isomorphic/page-data';
import type { SitePage } from '../../isomorphic/page-info';
import type { HeadLink } from '../../isomorphic/head-link';
import type { PageView } from '../../isomorphic/page-kind-props';
import { siteModel, type SiteModel } from './site-model';

/** A page's data: what every content page returns, and the head links its source asks for (if any). */
export type SitePageData = ContentPageData & { headLinks?: HeadLink[] };

/** The view of a generated page from its page source: the component that renders it and exactly its props. */
export async function generatedPageView(page: SitePage, model: SiteModel = siteModel()): Promise<PageView> {
  const source = model.sourceOfKind.get(page.kind);
  if (!source?.view) throw new Error(`page kind "${page.kind}" of ${page.path} has no page source that gives its view`);
  return source.view(page);
}
