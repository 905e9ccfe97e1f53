import { createElement, type ComponentType } from 'react';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { routeKey, type SitePage } from '../../isomorphic/page-info';
import { loadHighlighter } from '../../generators/highlight/highlighter';
import { generatedPageView, type SitePageData } from '../../generators/site/generated-page';
import { handwrittenKind } from '../kinds/handwritten/build/source';
import { renderContentPage } from '../../generators/site/render-content';
import { siteModel } from '../../generators/site/site-model';
import { renderHelpers, siteContent } from '../../generators/site/site-content';
import { inBuildContext } from '../_components/site-content';
import { pageElement } from '../page-kinds';

type MdxModule = {
  default: ComponentType;
  frontmatter: { title: string; description: string; toc?: boolean; showTitle?: boolean };
};

const mdxModules = import.meta.glob<MdxModule>(['/pages/**/*.mdx', '!/pages/_*/**'], { eager: true });

/** A hand-written page: its MDX module, bundled by Vite, rendered with its front matter. */
async function renderHandwrittenPage(page: SitePage): Promise<SitePageData> {
  const module = mdxModules[`/${page.source}`];
  if (!module) throw new Error(`MDX module ${page.source} is not bundled`);
  await loadHighlighter();
  const body = inBuildContext(createElement(module.default), renderHelpers, siteContent());
  return renderContentPage(body, {
    ...page,
    title: module.frontmatter.title,
    description: module.frontmatter.description,
    toc: module.frontmatter.toc,
    showTitle: module.frontmatter.showTitle,
  });
}

/** A generated page: its page source gives its view, the view's component (pages/page-kinds.ts) renders it. */
async function renderGeneratedPage(page: SitePage): Promise<SitePageData> {
  const [view] = await Promise.all([generatedPageView(page), loadHighlighter()]);
  const data = renderContentPage(inBuildContext(pageElement(view), renderHelpers), page);
  return view.headLinks ? { ...data, headLinks: view.headLinks } : data;
}

/** The data of any page of the site: hand-written pages from their MDX, generated ones from their page source. */
export async function data(pageContext: PageContextServer): Promise<SitePageData> {
  const page = siteModel().pages.get(routeKey(pageContext.urlPathname));
  // Only in the dev server, whose route takes every URL (the build prerenders listed URLs only).
  if (!page) throw render(404, `no page at ${pageContext.urlPathname} in the site model`);
  return page.kind === handwrittenKind ? renderHandwrittenPage(page) : renderGeneratedPage(page);
}
