import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { headingAnchor, HeadingSlugger } from '../../isomorphic/headings';

/** Gives h2–h6 a stable id (Japanese kept) and a `#` anchor link titled `{見出し} への直接リンク`. */
export function rehypeHeadings() {
  return (tree: Root) => {
    const slugger = new HeadingSlugger();
    visit(tree, 'element', (node: Element) => {
      if (!/^h[2-6]$/.test(node.tagName)) return;
      const text = toString(node).trim();
      const id = typeof node.properties.id === 'string' ? slugger.claim(node.properties.id) : slugger.slug(text);
      node.properties.id = id;
      node.children.push(headingAnchor(id, text));
    });
  };
}
