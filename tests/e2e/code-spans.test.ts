import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InlineCode } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { htmlFileToUrl, listHtmlFiles } from '../../generators/build/html-scan';
import { markdownPathOf } from '../../isomorphic/markdown-path';
import { distDir } from '../support/bytes';
import { markdownTree } from '../support/markdown-tree';

/**
 * A copied identifier carries nothing but itself: no `<code>` of the built site starts or ends with a blank (a
 * copied `jmafile.list?type=` value would carry it), and in the Markdown copies every code span is one value, not
 * several run together (`` `A ``B` ``).
 */

const blank = /^\s|\s$/;

type HtmlNode = DefaultTreeAdapterMap['node'];

/** The text of a node as the page shows it: its text nodes, in order (no comments, no <template> content). */
function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/**
 * The `<code>` texts of a page that start or end with a blank (a code block's own trailing newline aside). The page
 * is read by parse5, the HTML parser hast and jsdom use, and its tree walked as parse5 builds it (turning it into a
 * hast tree first doubled the time of this scan over the whole build).
 */
export function blankCodeSpans(html: string): string[] {
  const found: string[] = [];
  const walk = (node: HtmlNode) => {
    if (!('childNodes' in node)) return;
    for (const child of node.childNodes) {
      if (child.nodeName === 'code') {
        const text = textOf(child);
        const inBlock = node.nodeName === 'pre';
        if (blank.test(inBlock ? text.replace(/\n$/, '') : text)) found.push(JSON.stringify(text));
      }
      walk(child);
    }
  };
  walk(parse(html));
  return found;
}

/**
 * The code spans of a Markdown text that start or end with a blank, or hold a backtick run (spans run together).
 * The front matter and the body are read apart (no code span crosses the front matter's closing `---`): the body's
 * tree is the one the other Markdown scans read (tests/support/markdown-tree.ts).
 */
export function brokenMarkdownCodeSpans(markdown: string): string[] {
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(markdown)?.[0] ?? '';
  const trees = [
    fromMarkdown(frontMatter, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
    markdownTree(markdown.slice(frontMatter.length)),
  ];
  const found: string[] = [];
  for (const tree of trees)
    visit(tree, 'inlineCode', (node: InlineCode) => {
      if (blank.test(node.value) || node.value.includes('``')) found.push(JSON.stringify(node.value));
    });
  return found;
}

describe('code spans carry no blank', () => {
  it('the checks find a seeded blank and a seeded run of spans', () => {
    expect(blankCodeSpans('<p><code>VPZU52 </code></p>')).toEqual(['"VPZU52 "']);
    expect(blankCodeSpans('<pre><code>line\n</code></pre><p><code>ok</code></p>')).toEqual([]);
    expect(brokenMarkdownCodeSpans('| a | `tar ``tar.gz` |\n|---|---|\n')).toHaveLength(1);
    expect(brokenMarkdownCodeSpans('`tar`、`tar.gz`')).toEqual([]);
  });

  const files = listHtmlFiles(distDir);

  it('no <code> of a built page starts or ends with a blank', () => {
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) =>
      blankCodeSpans(readFileSync(path.join(distDir, file), 'utf8')).map((text) => `${file}: ${text}`),
    );
    expect(findings).toEqual([]);
  });

  it('no code span of a Markdown copy starts or ends with a blank or runs several values together', () => {
    const markdownFiles = files
      .map((file) => markdownPathOf(htmlFileToUrl(file)).replace(/^\//, ''))
      .filter((file) => existsSync(path.join(distDir, file)));
    expect(markdownFiles.length).toBeGreaterThan(100);
    const findings = markdownFiles.flatMap((file) =>
      brokenMarkdownCodeSpans(readFileSync(path.join(distDir, file), 'utf8')).map((text) => `${file}: ${text}`),
    );
    expect(findings).toEqual([]);
  });
});
