import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ContentPageData, TocEntry } from '../../isomorphic/page-data';
import type { PageInfo } from '../../isomorphic/page-info';
import { documentTitleOf } from './document-title';
import { editLinkOf } from './edit-link';
import { breakIdentifiers } from './identifier-breaks';
import { siteModel } from './site-model';
import { labelTableCells } from './table-cell-labels';

type Parse5Node = DefaultTreeAdapterMap['node'];
type Parse5Element = DefaultTreeAdapterMap['element'];

const headingLevels = new Map([
  ['h2', 2],
  ['h3', 3],
  ['h4', 4],
  ['h5', 5],
  ['h6', 6],
]);

const attributeOf = (element: Parse5Element, name: string) =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

const isHashLink = (node: Parse5Node) =>
  node.nodeName === 'a' && (attributeOf(node, 'class') ?? '').split(/\s+/).includes('hash-link');

/** The text of a node as a reader sees it, without the `#` links of headings. */
function textOf(node: Parse5Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  if (!('childNodes' in node) || isHashLink(node)) return '';
  return node.childNodes.map(textOf).join('');
}

/**
 * Table of contents from the rendered headings (h2–h6 with an id), limited to the configured levels; read from
 * the body parsed by parse5 (the HTML parser of hast and jsdom), as the browser reads it on a client navigation
 * (renderer/docs/toc-from-html.ts).
 */
export function extractToc(html: string, levels = siteModel().config.tableOfContents): TocEntry[] {
  const toc: TocEntry[] = [];
  const walk = (node: Parse5Node) => {
    const level = headingLevels.get(node.nodeName);
    if (level !== undefined) {
      const id = attributeOf(node as Parse5Element, 'id');
      if (id && level >= levels.minHeadingLevel && level <= levels.maxHeadingLevel)
        toc.push({ id, text: textOf(node).trim(), level });
      if (id) return;
    }
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(html));
  return toc;
}

/** What a content page's data is made from besides its body: its place in the site model and its front matter. */
export type ContentPageMeta = Pick<PageInfo, 'path' | 'title' | 'description' | 'source' | 'sourceLine'> & {
  toc?: boolean;
  showTitle?: boolean;
};

/**
 * A page's data from its body rendered to static HTML at build time (MDX or generated React): the HTML with every
 * table and identifier treated alike, its TOC and, from the page's `source` (and `sourceLine`), the link to edit it.
 */
export function contentPageData(rendered: string, meta: ContentPageMeta): ContentPageData {
  // Every content table and inline identifier, MDX or generated, gets the same treatment for narrow columns.
  const html = labelTableCells(breakIdentifiers(rendered));
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

/** Renders a page body (MDX or generated React) to static HTML and makes the page's data of it (`contentPageData`). */
export function renderContentPage(body: ReactElement, meta: ContentPageMeta): ContentPageData {
  return contentPageData(renderToStaticMarkup(body), meta);
}
