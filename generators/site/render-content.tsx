import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentPageData } from '../../isomorphic/page-data';
import type { PageInfo } from '../../isomorphic/page-info';
import { processBody } from './body-html';
import { documentTitleOf } from './document-title';
import { editLinkOf } from './edit-link';
import { siteModel } from './site-model';

/**
 * Renders a page body (MDX or generated React) to static HTML at build time, through the body pipeline
 * (body-html.ts: identifier breaks, table cell labels, the TOC), with, from the page's `source` (and `sourceLine`),
 * the link to edit it.
 */
export function renderContentPage(
  body: ReactElement,
  meta: Pick<PageInfo, 'path' | 'title' | 'description' | 'source' | 'sourceLine'> & {
    toc?: boolean;
    showTitle?: boolean;
  },
): ContentPageData {
  // Every content table and inline identifier, MDX or generated, gets the same treatment for narrow columns.
  const { html, toc } = processBody(
    renderToStaticMarkup(body),
    meta.toc === false ? null : siteModel().config.tableOfContents,
  );
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
