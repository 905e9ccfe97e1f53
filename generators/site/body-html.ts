import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml, type Options } from 'hast-util-to-html';
import type { TocEntry } from '../../isomorphic/page-data';
import type { ShellConfig } from '../../isomorphic/site-types';
import { breakIdentifiers } from './identifier-breaks';
import { labelTableCells } from './table-cell-labels';

/**
 * The one HTML pipeline of a page body: React renders it (MDX or a page kind's component), the body is parsed once
 * into a hast tree (parse5, the parser of the browser's rules), the steps below change or read the tree, and it is
 * written out once. No step reads or rewrites markup as a string.
 *
 * 1. `breakIdentifiers` (identifier-breaks.ts): `<wbr>` at the seams of long identifiers;
 * 2. `labelTableCells` (table-cell-labels.ts): `data-label` on body cells, `data-cards` on tables;
 * 3. `tableOfContents`: the headings the TOC lists.
 *
 * The output is the parsed tree, so the browser builds the same document from it as from React's markup. Written
 * like React writes it where the serializer lets us choose: named references for `&` `<` `"` (`&#x27;` for `'`), no
 * `/` on void elements. It differs in spelling only: `"` `'` `>` in text and `<` `>` in attribute values are left as
 * they are, and a boolean attribute has no value (`hidden`, not `hidden=""`).
 */

/** How a page body is written out (hast-util-to-html). */
const bodyHtmlOptions: Options = {
  characterReferences: { useNamedReferences: true },
  // `accept=".json,application/json"` as written, not with a space after the comma.
  tightCommaSeparatedLists: true,
};

/** A page body as the pipeline reads it: an HTML fragment, parsed as the browser parses `innerHTML`. */
export function parseBody(html: string): Root {
  return fromHtml(html, { fragment: true });
}

export function serializeBody(tree: Root): string {
  return toHtml(tree, bodyHtmlOptions);
}

const headingLevels = new Map([
  ['h2', 2],
  ['h3', 3],
  ['h4', 4],
  ['h5', 5],
  ['h6', 6],
]);

const isHashLink = (node: Element) =>
  node.tagName === 'a' && Array.isArray(node.properties.className) && node.properties.className.includes('hash-link');

/** The text of a node as a reader sees it, without the `#` links of headings. */
function textOf(node: RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || isHashLink(node)) return '';
  return node.children.map(textOf).join('');
}

/**
 * Table of contents from the body's headings (h2–h6 with an id), limited to the configured levels, as the browser
 * reads it on a client navigation (renderer/docs/toc-from-html.ts).
 */
export function tableOfContents(tree: Root | Element, levels: ShellConfig['tableOfContents']): TocEntry[] {
  const toc: TocEntry[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const level = headingLevels.get(child.tagName);
      const id = child.properties.id;
      if (level !== undefined && typeof id === 'string' && id !== '') {
        if (level >= levels.minHeadingLevel && level <= levels.maxHeadingLevel)
          toc.push({ id, text: textOf(child).trim(), level });
        continue;
      }
      walk(child);
    }
  };
  walk(tree);
  return toc;
}

interface ProcessedBody {
  html: string;
  toc: TocEntry[];
}

/** React's markup of a page body → the served body and its table of contents, in one parse. */
export function processBody(html: string, levels: ShellConfig['tableOfContents'] | null): ProcessedBody {
  const tree = parseBody(html);
  breakIdentifiers(tree);
  labelTableCells(tree);
  return { html: serializeBody(tree), toc: levels ? tableOfContents(tree, levels) : [] };
}
