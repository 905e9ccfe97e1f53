import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes as MdastNodes } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { prepareArticle } from './markdown-article';

/**
 * A prerendered page as Markdown: the page's `<article>` (the same HTML a visitor reads, built from the data files
 * and MDX) turned into GitHub-flavoured Markdown. Interface-only parts (heading anchors, copy buttons, table
 * filters, the validator's form, screen-reader notes) are left out; code blocks keep their language; every link
 * and image is made absolute with the site's URL, so the text works wherever it is pasted.
 */

export interface PageMarkdownInput {
  /** The whole prerendered document. */
  html: string;
  /** The page's URL path as linked (`/docs/telegrams/`). */
  path: string;
  /** `https://dmdata.jp` (data/site.yaml `url`). */
  siteUrl: string;
  title: string;
  description: string;
}

/** The page's `<article>`, from the parsed document; a page without one is a build error. */
function articleOf(html: string, path: string): Root {
  const find = (node: Root | Element): Element | undefined => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const found = child.tagName === 'article' ? child : find(child);
      if (found) return found;
    }
    return undefined;
  };
  const article = find(fromHtml(html));
  if (!article) throw new Error(`markdown: ${path} has no <article>`);
  return { type: 'root', children: [article] };
}

/** YAML front matter value: a JSON string is valid YAML and escapes whatever the text holds. */
function frontMatterValue(value: string): string {
  return JSON.stringify(value);
}

/**
 * Line breaks inside table cells as `<br>`, which GitHub-flavoured Markdown allows there (a Markdown hard break
 * would end the row).
 */
function cellBreaksAsHtml(node: MdastNodes, inCell = false): void {
  if (!('children' in node)) return;
  const cell = inCell || node.type === 'tableCell';
  node.children = node.children.map((child) =>
    cell && child.type === 'break' ? { type: 'html', value: '<br>' } : child,
  );
  for (const child of node.children) cellBreaksAsHtml(child, cell);
}

/** The page as Markdown: front matter (title, description, the page's URL), then the article. */
export function pageMarkdown(input: PageMarkdownInput): string {
  const pageUrl = new URL(input.path, input.siteUrl);
  const tree = articleOf(input.html, input.path);
  prepareArticle(tree, pageUrl);
  const mdast = toMdast(tree);
  cellBreaksAsHtml(mdast);
  const body = toMarkdown(mdast, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    bullet: '-',
    fences: true,
    rule: '-',
  }).trim();
  const front = [
    `title: ${frontMatterValue(input.title)}`,
    `description: ${frontMatterValue(input.description)}`,
    `url: ${pageUrl.href}`,
  ];
  return `---\n${front.join('\n')}\n---\n\n${body}\n`;
}
