import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { SitePage } from '../../isomorphic/page-info';
import type { SitePageData } from '../../generators/site/generated-page';
import type { PageRendering } from '../../generators/site/page-rendering';
import { inBuildContext } from '../_components/site-content';
import { pageElement } from '../page-kinds';

type MdxModule = {
  default: ComponentType;
  frontmatter: { title: string; description: string; toc?: boolean; showTitle?: boolean };
};

const mdxModules = import.meta.glob<MdxModule>(['/pages/**/*.mdx', '!/pages/_*/**'], { eager: true });

/**
 * The build code this hook renders with. `npm run build` passes it in `pageContextInit` (generators/cli/build.ts),
 * so the server bundle holds no build code; the dev server loads it through its module runner (the copy the live
 * data plugin validates and refreshes), a branch the production bundle leaves out.
 */
async function pageRendering(pageContext: PageContextServer): Promise<PageRendering> {
  const given = (pageContext as PageContextServer & { pageRendering?: PageRendering }).pageRendering;
  if (given) return given;
  if (import.meta.env.DEV) return (await import('../../generators/site/page-rendering')).pageRendering;
  throw new Error('pages are rendered by `npm run build`, which passes the build code in pageContextInit');
}

/** A hand-written page: its MDX module, bundled by Vite, rendered with its front matter. */
async function renderHandwrittenPage(rendering: PageRendering, page: SitePage): Promise<SitePageData> {
  const module = mdxModules[`/${page.source}`];
  if (!module) throw new Error(`MDX module ${page.source} is not bundled`);
  await rendering.ready();
  const body = inBuildContext(createElement(module.default), rendering.helpers, rendering.siteContent());
  return rendering.contentPage(renderToStaticMarkup(body), {
    ...page,
    title: module.frontmatter.title,
    description: module.frontmatter.description,
    toc: module.frontmatter.toc,
    showTitle: module.frontmatter.showTitle,
  });
}

/** A generated page: its page source gives its view, the view's component (pages/page-kinds.ts) renders it. */
async function renderGeneratedPage(rendering: PageRendering, page: SitePage): Promise<SitePageData> {
  const [view] = await Promise.all([rendering.view(page), rendering.ready()]);
  const body: ReactElement = inBuildContext(pageElement(view), rendering.helpers);
  const data = rendering.contentPage(renderToStaticMarkup(body), page);
  return view.headLinks ? { ...data, headLinks: view.headLinks } : data;
}

/** The data of any page of the site: hand-written pages from their MDX, generated ones from their page source. */
export async function data(pageContext: PageContextServer): Promise<SitePageData> {
  const rendering = await pageRendering(pageContext);
  const page = rendering.page(pageContext.urlPathname);
  // Only in the dev server, whose route takes every URL (the build prerenders listed URLs only).
  if (!page) throw render(404, `no page at ${pageContext.urlPathname} in the site model`);
  return rendering.isHandwritten(page) ? renderHandwrittenPage(rendering, page) : renderGeneratedPage(rendering, page);
}
