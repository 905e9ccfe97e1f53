import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';

/**
 * A prose fragment (an `.mdx` file whose name starts with `_`, rendered by a page kind's component, not a page of its
 * own) renders like the JSX it replaced: the line breaks Markdown keeps between blocks (paragraphs, list items) are
 * dropped, so the fragment's HTML has no whitespace the component's had not. Pages keep them.
 */
export function rehypeFragmentWhitespace() {
  return (tree: Root, file: VFile) => {
    if (!file.path || !path.basename(file.path).startsWith('_')) return;
    const strip = (node: Root | Element) => {
      const blocks = node.children.some((child) => child.type === 'element' && blockTags.has(child.tagName));
      if (blocks || node.type === 'root')
        node.children = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''));
      for (const child of node.children) if (child.type === 'element') strip(child);
    };
    strip(tree);
  };
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
