import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Nodes as MdastNodes } from 'mdast';
import { afterAll, describe, expect, it } from 'vitest';
import { siteModel } from '../../generators/site/site-model';
import { markdownPathOf } from '../../isomorphic/markdown-path';
import { baseUrl, closeBrowser, connectBrowser } from '../support/browser';
import { distDir } from '../support/bytes';
import { markdownBodyTree } from '../support/markdown-tree';

/**
 * Block boundaries survive in the Markdown. In Chromium (1280 px, the page's CSS), each page's article is walked
 * text node by text node; where one text ends and the next starts with no whitespace between them but a box
 * boundary in the layout (an element on the way from one to the other whose computed `display` is not `inline`:
 * a block, a table cell, a flex item, an inline-block button, or a `<br>`), the two words are separate on screen.
 * The pair (the word before + the word after, no space) must then not appear in the page's Markdown more often than
 * in the article's text with a line break at each boundary (where it occurs anyway, it is the page's own text): if
 * it does, the Markdown glued two blocks into one word ("アカウント作成ログイン", "`eew.forecast`WebSocket").
 * (`innerText` is not the reference: it puts no break between two inline-block buttons.)
 */

afterAll(closeBrowser);

// BOUNDARY_PAGES=/,/price limits the run to those pages (to look at one page's boundaries with BOUNDARY_LOG=1).
const only = process.env.BOUNDARY_PAGES?.split(',');
const pages = [...siteModel().pages.values()].filter((page) => !only || only.includes(page.path));

interface Boundary {
  /** The word before the boundary + the word after it, as it reads when glued. */
  glued: string;
}

interface ArticleText {
  boundaries: Boundary[];
  /** The article's text as the Markdown keeps it, with a line break at each boundary. */
  rendered: string;
  /** The text of parts the page does not show (folded examples, hidden panels), one part a line. */
  hidden: string;
}

/** Runs in the page: the article's boundaries (see the top of the file) and its rendered text. */
function measureArticle(): ArticleText {
  // The elements the Markdown leaves out (generators/build/markdown-article.ts) and drawings (replaced there by
  // their description).
  const dropped =
    'button,form,input,select,textarea,output,datalist,script,style,template,noscript,svg,[hidden],' +
    '.hash-link,.code-copy,.visually-hidden,[data-detail-link],[data-table-filter]';
  const article = document.querySelector('article')!;
  let kept = '';
  // Text of parts the page holds but does not show at this width: the Markdown carries it, and it is the page's own.
  let hidden = '';
  const offsets: number[] = [];
  let previous: Text | null = null;
  let lineBreak = false;
  const displays = new Map<Element, boolean>();
  const boxed = (element: Element) => {
    let box = displays.get(element);
    if (box === undefined) {
      const display = getComputedStyle(element).display;
      box = display !== 'inline' && display !== 'contents';
      displays.set(element, box);
    }
    return box;
  };
  const ancestors = (node: Node): Element[] => {
    const found: Element[] = [];
    for (let element = node.parentElement; element && element !== article; element = element.parentElement)
      found.push(element);
    return found;
  };
  /** A box boundary between two text nodes: an element around one of them but not both that is not inline. */
  const separated = (from: Node, to: Node): boolean => {
    const [before, after] = [ancestors(from), ancestors(to)];
    const shared = new Set(before.filter((element) => after.includes(element)));
    return [...before, ...after].some((element) => !shared.has(element) && boxed(element));
  };
  const take = (node: Text) => {
    const text = node.data;
    if (text === '') return;
    if (/^\s+$/.test(text)) {
      kept += ' ';
      return;
    }
    if (previous && !/\s$/.test(kept) && !/^\s/.test(text) && (lineBreak || separated(previous, node)))
      offsets.push(kept.length);
    kept += text;
    previous = node;
    lineBreak = false;
  };
  const walk = (element: Element) => {
    for (const child of element.childNodes) {
      if (child instanceof Text) take(child);
      else if (child instanceof Element && !child.matches(dropped)) {
        if (!child.checkVisibility()) hidden += `${child.textContent ?? ''}\n`;
        else if (child.tagName === 'BR') lineBreak = true;
        else walk(child);
      }
    }
  };
  walk(article);
  // The word on each side stops at whitespace and at the neighbouring boundaries (10 characters at most).
  const boundaries = offsets.map((offset, index) => {
    const start = Math.max(offsets[index - 1] ?? 0, offset - 10);
    const end = Math.min(offsets[index + 1] ?? kept.length, offset + 10);
    const before = /\S*$/.exec(kept.slice(start, offset))![0];
    const after = /^\S*/.exec(kept.slice(offset, end))![0];
    return { glued: before + after };
  });
  // The same text with a line break at each boundary: where the pair occurs without one, it is the page's own text.
  let rendered = '';
  let from = 0;
  for (const offset of offsets) {
    rendered += `${kept.slice(from, offset)}\n`;
    from = offset;
  }
  return { boundaries, rendered: rendered + kept.slice(from), hidden };
}

/**
 * The Markdown's text as read: blocks, table cells and `<br>` apart, inline code and link text as written. A fenced
 * code block is a block of its own that nothing can glue to, and the page may fold it away (an example's JSON under
 * "JSON N 行を表示"), so its text is not counted: a pair inside folded JSON is no glued boundary.
 */
function markdownText(node: MdastNodes): string {
  switch (node.type) {
    case 'code':
      return '\n';
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'html':
      return /^<br\s*\/?>$/i.test(node.value) ? '\n' : node.value;
    case 'break':
      return '\n';
    case 'image':
      return node.alt ?? '';
    case 'tableRow':
      return node.children.map(markdownText).join('\t');
    case 'paragraph':
    case 'heading':
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'link':
    case 'linkReference':
    case 'tableCell':
      return node.children.map(markdownText).join('');
    default:
      return 'children' in node ? (node.children as MdastNodes[]).map(markdownText).join('\n') : '';
  }
}

function occurrences(text: string, part: string): number {
  let count = 0;
  for (let at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) count += 1;
  return count;
}

/** Each glued pair of one page, with how many of its boundaries the Markdown glued. */
function gluedPairs(article: ArticleText, markdown: string): Map<string, number> {
  const text = markdownText(markdownBodyTree(markdown));
  const perPair = new Map<string, number>();
  for (const { glued } of article.boundaries) perPair.set(glued, (perPair.get(glued) ?? 0) + 1);
  const found = new Map<string, number>();
  for (const [glued, boundaries] of perPair) {
    const own = occurrences(article.rendered, glued) + occurrences(article.hidden, glued);
    const extra = occurrences(text, glued) - own;
    if (extra > 0) found.set(glued, Math.min(extra, boundaries));
  }
  return found;
}

describe('Markdown keeps the block boundaries of the page', () => {
  it('glues no two blocks of any page into one word', { timeout: 900_000 }, async () => {
    const browser = await connectBrowser();
    // The article is prerendered: its layout needs the CSS, not the client.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    const problems: string[] = [];
    let boundaries = 0;
    let glued = 0;
    const gluedPages = new Set<string>();
    for (const { path: urlPath } of pages) {
      await page.goto(`${baseUrl()}${urlPath}`, { waitUntil: 'load' });
      const article = await page.evaluate(measureArticle);
      boundaries += article.boundaries.length;
      const markdown = readFileSync(path.join(distDir, markdownPathOf(urlPath)), 'utf8');
      if (process.env.BOUNDARY_LOG)
        console.log(urlPath, article.boundaries.length, only ? article.boundaries.map((b) => b.glued) : '');
      for (const [pair, count] of gluedPairs(article, markdown)) {
        glued += count;
        gluedPages.add(urlPath);
        problems.push(`${urlPath}: ${JSON.stringify(pair)}${count > 1 ? ` ×${count}` : ''}`);
      }
    }
    await context.close();
    console.log(`${boundaries} block boundaries, ${glued} glued on ${gluedPages.size} pages`);
    if (!only) expect(boundaries).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  });
});
