import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { interfaceClasses } from './interface-elements';

/**
 * A page's `<article>` tree made ready for Markdown (generators/build/page-markdown.ts): interface-only elements
 * removed, shiki blocks as plain code with their language, admonitions as blockquotes, fact lists as
 * `**term**: value` items, table captions before their tables, table cells on one line, drawings as their
 * description, every link and image absolute.
 */

/**
 * Elements that are interface, not content: matched by tag, by a class of the base layer (renderer/styles/), or by
 * the data attribute a component sets for it (components style themselves with CSS modules, whose class names are
 * hashed): the schema tables' "→ 詳細" links, the table filter and the "try it" panel's note that it needs JavaScript
 * (its button and form are left out by tag).
 */
const interfaceAttributes = ['dataDetailLink', 'dataTableFilter', 'dataTryItNeedsScript'];
const interfaceTags = new Set([
  'button',
  'form',
  'input',
  'select',
  'textarea',
  'output',
  'datalist',
  'script',
  'style',
  'template',
  'noscript',
]);

function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function isInterface(node: Element): boolean {
  if (interfaceTags.has(node.tagName) || (node.properties.hidden !== undefined && node.properties.hidden !== false))
    return true;
  const classes = classesOf(node);
  return (
    interfaceClasses.some((name) => classes.includes(name)) ||
    interfaceAttributes.some((name) => node.properties[name] !== undefined)
  );
}

function element(tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element {
  return { type: 'element', tagName, properties, children };
}

function text(value: string): ElementContent {
  return { type: 'text', value };
}

/** A shiki block (`div.code-block[data-lang]`, optional title, highlighted `<pre>`) as a plain `<pre><code class="language-…">`. */
function plainCodeBlock(block: Element): ElementContent[] {
  const language = String(block.properties.dataLang ?? '');
  let title: string | null = null;
  let code = '';
  const visit = (node: Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (classesOf(child).includes('code-block-title')) title = toString(child);
      else if (child.tagName === 'pre') code = toString(child);
      else visit(child);
    }
  };
  visit(block);
  const pre = element('pre', [
    element('code', [text(code.replace(/\n$/, ''))], language ? { className: [`language-${language}`] } : {}),
  ]);
  return title ? [element('p', [element('em', [text(title)])]), pre] : [pre];
}

/** An admonition (`aside.admonition`, first child its title) as a blockquote whose first line is the title in bold. */
function admonitionQuote(aside: Element): Element {
  const children = aside.children.map((child) =>
    child.type === 'element' && classesOf(child).includes('admonition-title')
      ? element('p', [element('strong', child.children)])
      : child,
  );
  return element('blockquote', children);
}

/** A table caption, which Markdown tables cannot hold, becomes a bold paragraph just before the table. */
function captionFirst(table: Element): ElementContent[] {
  const caption = table.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'caption',
  );
  if (!caption) return [table];
  const rest = { ...table, children: table.children.filter((child) => child !== caption) };
  return [element('p', [element('strong', caption.children)]), rest];
}

/** A drawing (inline SVG) is replaced by its accessible description, or left out when it has none. */
function drawingText(svg: Element): ElementContent[] {
  const described = svg.children.find(
    (child): child is Element => child.type === 'element' && (child.tagName === 'desc' || child.tagName === 'title'),
  );
  return described ? [element('p', [text(toString(described))])] : [];
}

const blockTags = new Set([
  'div',
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'section',
  'blockquote',
  'aside',
  'pre',
  'table',
  'figure',
  'details',
  'summary',
]);

/**
 * A table cell's content on one line, as a Markdown table needs: each block inside it (the extra notes under a
 * field's description, the items of a list of allowed values) becomes a run of inline content, and the runs are
 * separated by `<br>` (see `cellBreaksAsHtml`).
 */
function inlineCellContent(children: ElementContent[]): ElementContent[] {
  const runs: ElementContent[][] = [[]];
  const collect = (nodes: ElementContent[], prefix: string | null) => {
    let first = true;
    for (const node of nodes) {
      if (node.type === 'element' && blockTags.has(node.tagName)) {
        if (runs[runs.length - 1].length > 0) runs.push([]);
        collect(node.children, node.tagName === 'li' ? '・' : null);
        runs.push([]);
        continue;
      }
      if (node.type === 'element' && node.tagName === 'br') {
        runs.push([]);
        continue;
      }
      if (first && prefix) runs[runs.length - 1].push(text(prefix));
      first = false;
      runs[runs.length - 1].push(node);
    }
  };
  collect(children, null);
  const filled = runs.filter((run) => run.some((node) => node.type !== 'text' || node.value.trim() !== ''));
  return filled.flatMap((run, index) => (index === 0 ? run : [element('br', []), ...run]));
}

/** A definition list (the facts of a telegram, an endpoint…) as a list of `**term**: description` items. */
function definitionItems(list: Element): Element {
  const items: Element[] = [];
  const pairs: Element[] = [];
  const gather = (nodes: ElementContent[]) => {
    for (const node of nodes) {
      if (node.type !== 'element') continue;
      if (node.tagName === 'dt' || node.tagName === 'dd') pairs.push(node);
      else gather(node.children);
    }
  };
  gather(list.children);
  for (const node of pairs) {
    if (node.tagName === 'dt') items.push(element('li', [element('strong', node.children), text(': ')]));
    else if (items.length > 0) items[items.length - 1].children.push(...inlineCellContent(node.children));
    else items.push(element('li', node.children));
  }
  return element('ul', items);
}

/** The only properties the conversion reads; the rest (ids, data attributes, ARIA) would only be copied around. */
const keptProperties = new Set(['href', 'src', 'alt', 'title', 'className', 'colSpan', 'rowSpan', 'align', 'start']);

function absolute(url: string, base: URL): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return new URL(url, base).href;
}

/** Rewrites the tree in place (see the top of the file); `base` is the page's absolute URL. */
export function prepareArticle(parent: Root | Element, base: URL): void {
  const next: Array<RootContent | ElementContent> = [];
  for (const child of parent.children) {
    if (child.type === 'comment') continue;
    delete child.position;
    if (child.type !== 'element') {
      next.push(child);
      continue;
    }
    // Line-break hints in long identifiers (generators/site/identifier-breaks.ts) are for narrow columns only.
    if (isInterface(child) || child.tagName === 'wbr') continue;
    const classes = classesOf(child);
    const statusBadge = child.properties.dataStatusBadge !== undefined;
    // A note that sits on a line of its own under the text it qualifies (DisagreementNote).
    const lineOfItsOwn = child.properties.dataDisagreement !== undefined;
    if (classes.includes('code-block')) {
      next.push(...plainCodeBlock(child));
      continue;
    }
    if (child.tagName === 'svg') {
      next.push(...drawingText(child));
      continue;
    }
    for (const name of Object.keys(child.properties)) if (!keptProperties.has(name)) delete child.properties[name];
    for (const name of ['href', 'src'] as const) {
      const value = child.properties[name];
      if (typeof value === 'string' && value !== '') child.properties[name] = absolute(value, base);
    }
    prepareArticle(child, base);
    if (child.tagName === 'td' || child.tagName === 'th') child.children = inlineCellContent(child.children);
    if (statusBadge) next.push(text(' '), ...child.children);
    else if (lineOfItsOwn) next.push(element('br', []), ...child.children);
    else if (child.tagName === 'figcaption')
      // A drawing's caption: its title, facts, what the document lacks and the map's attribution are lines.
      next.push(...child.children.map((part) => (part.type === 'element' ? element('p', [part]) : part)));
    else if (child.tagName === 'dl') next.push(definitionItems(child));
    else if (child.tagName === 'aside' && classes.includes('admonition')) next.push(admonitionQuote(child));
    else if (child.tagName === 'table') next.push(...captionFirst(child));
    else if (child.tagName === 'summary') next.push(element('p', [element('strong', child.children)]));
    else next.push(child);
  }
  parent.children = next;
}
