import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { codeBlockHast, loadHighlighter } from '../highlight/highlighter';

function fenceLanguage(code: Element): string | undefined {
  const classes = code.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

/** Replaces fenced code with shiki's highlighted markup at build time (`title="..."` in the fence meta is shown). */
export function rehypeCodeBlocks() {
  return async (tree: Root, file: { path?: string }) => {
    await loadHighlighter();
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'code',
      );
      if (!code) return;
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
      const title = /title="([^"]+)"/.exec(meta)?.[1];
      parent.children[index] = codeBlockHast(toString(code), fenceLanguage(code), {
        title,
        where: file.path ?? 'an MDX file',
      });
    });
  };
}
