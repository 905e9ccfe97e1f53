import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentPageData, TocEntry } from '../../isomorphic/page-data';
import { decodeHtml } from '../../isomorphic/escape-html';
import type { PageInfo } from '../../isomorphic/page-info';
import { documentTitleOf } from './document-title';
import { editLinkOf } from './edit-link';
import { breakIdentifiers } from './identifier-breaks';
import { siteModel } from './site-model';
import { labelTableCells } from './table-cell-labels';

function plainText(html: string): string {
  const text = html.replace(/<a class="hash-link"[\s\S]*?<\/a>/g, '').replace(/<[^>]+>/g, '');
  return decodeHtml(text).trim();
}

/** Table of contents from the rendered headings, limited to the configured levels. */
export function extractToc(html: string, levels = siteModel().config.tableOfContents): TocEntry[] {
  const toc: TocEntry[] = [];
  const pattern = /<h([2-6])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;
  for (const match of html.matchAll(pattern)) {
    const level = Number(match[1]);
    if (level < levels.minHeadingLevel || level > levels.maxHeadingLevel) continue;
    toc.push({ id: match[2], text: plainText(match[3]), level });
  }
  return toc;
}

/**
 * Renders a page body (MDX or generated React) to static HTML at build time, with its TOC and, from the page's
 * `source` (and `sourceLine`), the link to edit it.
 */
export function renderContentPage(
  body: ReactElement,
  meta: Pick<PageInfo, 'path' | 'title' | 'description' | 'source' | 'sourceLine'> & {
    toc?: boolean;
    showTitle?: boolean;
  },
): ContentPageData {
  // Every content table and inline identifier, MDX or generated, gets the same treatment for narrow columns.
  const html = labelTableCells(breakIdentifiers(renderToStaticMarkup(body)));
  const edit = editLinkOf(meta, siteModel().config.editUrl);
  return {
    path: meta.path,
    title: meta.title,
    documentTitle: documentTitleOf(siteModel().pages, siteModel().config, meta.path, meta.title),
    description: meta.description,
    layout: meta.path.startsWith('/docs/') ? 'docs' : 'page',
    html,
    toc: meta.toc === false ? [] : extractToc(html),
    showTitle: meta.showTitle ?? true,
    ...(edit ? { edit } : {}),
  };
}
