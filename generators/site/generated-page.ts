import type { ContentPageData } from '../../isomorphic/page-data';
import type { SitePage } from '../../isomorphic/page-info';
import type { HeadLink } from '../../isomorphic/head-link';
import { loadHighlighter } from '../highlight/highlighter';
import { renderContentPage } from './render-content';
import { siteModel, type SiteModel } from './site-model';

/** A page's data: what every content page returns, and the head links its source asks for (if any). */
export type SitePageData = ContentPageData & { headLinks?: HeadLink[] };

/** Renders a generated page: its source makes the React body, which becomes static HTML with the highlighter ready. */
export async function renderGeneratedPage(page: SitePage, model: SiteModel = siteModel()): Promise<SitePageData> {
  const source = model.sourceOfKind.get(page.kind);
  if (!source?.render) throw new Error(`page kind "${page.kind}" of ${page.path} has no page source that renders it`);
  const [{ body, headLinks }] = await Promise.all([source.render(page), loadHighlighter()]);
  const data = renderContentPage(body, page);
  return headLinks ? { ...data, headLinks } : data;
}
