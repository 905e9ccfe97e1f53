import { createElement, type ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';
import { loadHighlighter } from '../../generators/highlight/highlighter';
import { routeKey } from '../../generators/site/page-info';
import { renderContentPage } from '../../generators/site/render-content';
import { siteModel } from '../../generators/site/shell-config';
import type { ContentPageData } from '../../renderer/page-data';

type MdxModule = { default: ComponentType; frontmatter: { title: string; description: string; toc?: boolean; showTitle?: boolean } };

const modules = import.meta.glob<MdxModule>(['/pages/**/*.mdx', '!/pages/_*/**']);

export async function data(pageContext: PageContextServer): Promise<ContentPageData> {
  const page = siteModel().pages.get(routeKey(pageContext.urlPathname));
  if (!page || page.kind !== 'mdx') throw new Error(`no hand-written page for ${pageContext.urlPathname}`);
  const load = modules[`/${page.source}`];
  if (!load) throw new Error(`MDX module ${page.source} is not bundled`);
  await loadHighlighter();
  const module = await load();
  return renderContentPage(createElement(module.default), {
    path: page.path,
    title: module.frontmatter.title,
    description: module.frontmatter.description,
    toc: module.frontmatter.toc,
    showTitle: module.frontmatter.showTitle,
  });
}
