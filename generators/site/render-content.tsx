import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentPageData } from '../../isomorphic/page-data';
import type { PageInfo } from '../../isomorphic/page-info';
import { processBody } from './body-html';
import { documentTitleOf } from './document-title';
import { editLinkOf } from './edit-link';
import { siteModel } from './site-model';

/** What a content page's data is made from besides its body: its place in the site model and its front matter. */
export type ContentPageMeta = Pick<PageInfo, 'path' | 'title' | 'description' | 'source' | 'sourceLine'> & {
  toc?: boolean;
  showTitle?: boolean;
};

/**
 * A page's data from its body rendered to static HTML at build time (MDX or generated React), through the body
 * pipeline (body-html.ts: identifier breaks, table cell labels, the TOC, in one parse), with, from the page's
 * `source` (and `sourceLine`), the link to edit it.
 */
export function contentPageData(rendered: string, meta: ContentPageMeta): ContentPageData {
  // Every content table and inline identifier, MDX or generated, gets the same treatment for narrow columns.
  const { html, toc } = processBody(rendered, meta.toc === false ? null : siteModel().config.tableOfContents);
  const edit = editLinkOf(meta, siteModel().config.editUrl);
  return {
    path: meta.path,
    title: meta.title,
    documentTitle: documentTitleOf(siteModel().pages, siteModel().config, meta.path, meta.title),
    description: meta.description,
    layout: meta.path.startsWith('/docs/') ? 'docs' : 'page',
    html,
    toc,
    showTitle: meta.showTitle ?? true,
    ...(edit ? { edit } : {}),
  };
}

/** Renders a page body (MDX or generated React) to static HTML and makes the page's data of it (`contentPageData`). */
export function renderContentPage(body: ReactElement, meta: ContentPageMeta): ContentPageData {
  return contentPageData(renderToStaticMarkup(body), meta);
}
