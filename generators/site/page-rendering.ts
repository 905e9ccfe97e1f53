import type { ContentPageData } from '../../isomorphic/page-data';
import { routeKey, type SitePage } from '../../isomorphic/page-info';
import type { PageView } from '../../isomorphic/page-kind-props';
import type { RenderHelpers, SiteContent } from '../../isomorphic/site-content';
import { handwrittenKind } from '../../pages/kinds/handwritten/build/source';
import { loadHighlighter } from '../highlight/highlighter';
import { generatedPageView } from './generated-page';
import { contentPageData, type ContentPageMeta } from './render-content';
import { renderHelpers, siteContent } from './site-content';
import { siteModel } from './site-model';

/**
 * What the route's `+data` hook (pages/site-pages/+data.ts) needs of the build code to render a page: the page of
 * the site model at a URL, the view of a generated page, the highlighter, the data of MDX pages, and the step from
 * the rendered body to the page's data. `npm run build` passes this object to Vike's prerender API in
 * `pageContextInit` (generators/cli/build.ts), so the pages use the build script's own modules and the server
 * bundle holds none of them; the dev server's `+data` imports it through Vite's module runner.
 */
export interface PageRendering {
  /** The page of the site model at a URL path; undefined when there is none. */
  page(urlPathname: string): SitePage | undefined;
  /** Whether the page is a hand-written MDX page (`pages/**\/*.mdx`) rather than a generated one. */
  isHandwritten(page: SitePage): boolean;
  /** A generated page's view: its component's name, exactly its props, and the head links its source asks for. */
  view(page: SitePage): Promise<PageView>;
  /** Loads the highlighter `helpers.codeBlockHtml` uses; await it before rendering. */
  ready(): Promise<void>;
  helpers: RenderHelpers;
  /** The data the components of MDX pages read. */
  siteContent(): SiteContent;
  /** The page's data from its body rendered to static HTML. */
  contentPage(html: string, meta: ContentPageMeta): ContentPageData;
}

export const pageRendering: PageRendering = {
  page: (urlPathname) => siteModel().pages.get(routeKey(urlPathname)),
  isHandwritten: (page) => page.kind === handwrittenKind,
  view: (page) => generatedPageView(page),
  ready: async () => void (await loadHighlighter()),
  helpers: renderHelpers,
  siteContent,
  contentPage: contentPageData,
};
