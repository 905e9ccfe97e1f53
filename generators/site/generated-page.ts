import type { ReactElement } from 'react';
import { loadHighlighter } from '../highlight/highlighter';
import type { ContentPageData } from '../../isomorphic/page-data';
import { routeKey, type PageInfo } from '../../isomorphic/page-info';
import { renderContentPage } from './render-content';
import { siteModel } from './site-model';

/** The registered page for a URL, or an error naming the URL (prerender only asks for registered URLs). */
export function pageFor(urlPathname: string): PageInfo {
  const page = siteModel().pages.get(routeKey(urlPathname));
  if (!page) throw new Error(`no page registered for ${urlPathname}`);
  return page;
}

/** Renders a generated page's React body to static HTML with the highlighter ready. */
export async function renderGeneratedPage(page: PageInfo, body: ReactElement, options: { showTitle?: boolean } = {}): Promise<ContentPageData> {
  await loadHighlighter();
  return renderContentPage(body, { path: page.path, title: page.title, description: page.description, showTitle: options.showTitle });
}
