import path from 'node:path';
import type { Root } from 'hast';
import type { VFile } from 'vfile';

/** A node of the tree as far as this plugin looks (hast plus the MDX JSX and expression nodes). */
interface Node {
  type: string;
  value?: unknown;
  tagName?: string;
  children?: Node[];
}

const blockTags = new Set([
  'p',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'pre',
  'blockquote',
  'div',
]);

function isBlock(node: Node): boolean {
  return (
    node.type === 'mdxJsxFlowElement' ||
    node.type === 'mdxFlowExpression' ||
    (node.type === 'element' && blockTags.has(node.tagName ?? ''))
  );
}

function strip(node: Node): void {
  if (!node.children) return;
  if (node.type === 'root' || node.children.some(isBlock))
    node.children = node.children.filter(
      (child) => !(child.type === 'text' && typeof child.value === 'string' && child.value.trim() === ''),
    );
  for (const child of node.children) strip(child);
}

/**
 * A prose fragment (an `.mdx` file whose name starts with `_`, rendered by a page kind's component, not a page of its
 * own) renders like the JSX it replaced: the line breaks Markdown keeps between blocks (paragraphs, list items,
 * components) are dropped, so the fragment adds no whitespace to the HTML. Pages keep them.
 */
export function rehypeFragmentWhitespace() {
  return (tree: Root, file: VFile) => {
    if (file.path && path.basename(file.path).startsWith('_')) strip(tree);
  };
}
