import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { Element, Root, RootContent } from 'hast';
import type { ContentPageData } from '../../isomorphic/page-data';

/** Every `*.pageContext.json` under `dir` (Vike's page data for client navigation), relative to `dir`. */
function pageDataFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.pageContext.json'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Elements laid out as blocks by default: whitespace between two of them is never shown. */
const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'div',
  'dl',
  'fieldset',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
]);

const isBlock = (node: RootContent | undefined) =>
  node === undefined || (node.type === 'element' && blockElements.has(node.tagName));

/**
 * Drops the whitespace-only text between two block elements (or a block and the edge of its parent): the line
 * breaks MDX writes between paragraphs, which nothing shows. Kept inside `<pre>` and next to anything inline.
 */
function dropBlockWhitespace(parent: Root | Element): void {
  if (parent.type === 'element' && parent.tagName === 'pre') return;
  parent.children = parent.children.filter(
    (child, index, siblings) =>
      !(
        child.type === 'text' &&
        child.value.trim() === '' &&
        isBlock(siblings[index - 1]) &&
        isBlock(siblings[index + 1])
      ),
  );
  for (const child of parent.children) if (child.type === 'element') dropBlockWhitespace(child);
}

/**
 * The body HTML written as compactly as HTML allows, with the same rendering once parsed (the client inserts it
 * with `innerHTML`): no whitespace between blocks, optional end tags left out, attribute values unquoted where
 * they can be.
 */
export function compactBodyHtml(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  dropBlockWhitespace(tree);
  return toHtml(tree, {
    omitOptionalTags: true,
    preferUnquoted: true,
    collapseEmptyAttributes: true,
    quote: "'",
  });
}

/**
 * What a client navigation downloads, cut to what the client reads: the body in compact HTML, and without the
 * table of contents (the client reads it from the body's headings, renderer/docs/toc-from-html.ts), the meta
 * description (only the server renders the head) and a document title equal to the title (the client falls back
 * to the title). The prerendered pages and their inline hydration data keep every field.
 */
export function slimPageData(data: ContentPageData): Partial<ContentPageData> {
  const { toc, description: _description, documentTitle, ...rest } = data;
  return {
    ...rest,
    html: compactBodyHtml(data.html),
    ...(documentTitle !== data.title ? { documentTitle } : {}),
    // An empty TOC stays: the page asked for none (front matter `toc: false`), which its headings cannot tell.
    ...(toc.length === 0 ? { toc } : {}),
  };
}

/** Slims the page data of every client navigation in `distDir` (see {@link slimPageData}); returns bytes saved. */
export function slimNavigationData(distDir: string): number {
  let saved = 0;
  for (const file of pageDataFiles(distDir)) {
    const full = path.join(distDir, file);
    const text = readFileSync(full, 'utf8');
    const context = JSON.parse(text) as { data?: ContentPageData };
    // Vike's serialiser marks special values with a leading `!` in strings; a body starting with one is left as is.
    if (!context.data || typeof context.data.html !== 'string' || context.data.html.startsWith('!')) continue;
    const slimmed = JSON.stringify({ ...context, data: slimPageData(context.data) });
    saved += text.length - slimmed.length;
    writeFileSync(full, slimmed);
  }
  return saved;
}
