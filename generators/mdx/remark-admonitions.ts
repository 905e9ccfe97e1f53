import type { Root } from 'mdast';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-to-hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

/** Admonition kinds and their default Japanese titles. */
export const admonitionTitles = {
  note: '注記',
  tip: 'ヒント',
  info: '情報',
  caution: '注意',
  danger: '危険',
} as const;

export type AdmonitionKind = keyof typeof admonitionTitles;

/**
 * Turns `:::info[タイトル]` container directives into `<aside class="admonition admonition-info">` with a title.
 * Unknown container names stop the build, so a typo never renders as plain text.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'containerDirective') return;
      const kind = node.name as AdmonitionKind;
      if (!(kind in admonitionTitles)) {
        file.fail(`unknown admonition ":::${node.name}" (use ${Object.keys(admonitionTitles).join(', ')})`, {
          place: node.position,
        });
      }
      let title: string = admonitionTitles[kind];
      const first = node.children[0];
      if (
        first &&
        first.type === 'paragraph' &&
        first.data &&
        (first.data as { directiveLabel?: boolean }).directiveLabel
      ) {
        title = first.children.map((child) => ('value' in child ? child.value : '')).join('');
        node.children.shift();
      }
      node.data = {
        hName: 'aside',
        hProperties: { className: ['admonition', `admonition-${kind}`] },
      };
      node.children.unshift({
        type: 'paragraph',
        data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
        children: [{ type: 'text', value: title }],
      });
    });
  };
}
