import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Element, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastText } from 'hast-util-to-string';
import type { Root as MdastRoot, Nodes as MdastNodes } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import { EXIT, SKIP, visit } from 'unist-util-visit';
import { afterAll, describe, expect, it } from 'vitest';
import { listHtmlFiles } from '../../generators/build/html-scan';
import { apiDocuments } from '../../pages/kinds/api/build/source';
import { siteModel } from '../../generators/site/site-model';
import { markdownPathOf } from '../../isomorphic/markdown-path';
import { baseUrl, closeBrowser, openPage, visit as visitPage } from '../support/browser';
import { distDir } from '../support/bytes';
import { markdownBodyTree } from '../support/markdown-tree';

/**
 * The Markdown outputs on the build: every page's `.md` beside its HTML, its headings and tables kept, every link
 * absolute; `/llms.txt` lists each page once; the page announces its Markdown and links to it beside the edit link.
 */

afterAll(closeBrowser);

const siteUrl = siteModel().config.url.replace(/\/+$/, '');
const pages = [...siteModel().pages.values()];

function markdownOf(urlPath: string): string {
  return readFileSync(path.join(distDir, markdownPathOf(urlPath)), 'utf8');
}

/** The article of a built page, as a tree. */
function articleOf(urlPath: string): HastRoot {
  const html = readFileSync(path.join(distDir, urlPath, 'index.html'), 'utf8');
  return fromHtml(html.slice(html.indexOf('<article'), html.lastIndexOf('</article>') + '</article>'.length), {
    fragment: true,
  });
}

/** Text without whitespace: the Markdown may space a badge or a line break differently from the rendered HTML. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** `level text` of each heading of the article, without the `#` heading anchors. */
function htmlHeadings(tree: HastRoot): string[] {
  const found: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (!headingTags.has(node.tagName)) return;
    const text = hastText({
      ...node,
      children: node.children.filter(
        (child) => !(child.type === 'element' && String(child.properties.className ?? '').includes('hash-link')),
      ),
    });
    found.push(`${node.tagName.slice(1)} ${squeeze(text)}`);
  });
  return found;
}

function markdownHeadings(tree: MdastRoot): string[] {
  const found: string[] = [];
  visit(tree, 'heading', (node) => void found.push(`${node.depth} ${squeeze(mdastText(node))}`));
  return found;
}

/** The cells of each table's first row, joined; tables inside tables are not counted (Markdown cannot nest them). */
function htmlTables(tree: HastRoot): string[] {
  const found: string[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'table') return;
    let first: Element | undefined;
    visit(node, 'element', (row: Element) => {
      if (row.tagName !== 'tr') return;
      first = row;
      return EXIT;
    });
    const cells = (first?.children ?? []).filter((cell): cell is Element => cell.type === 'element');
    found.push(cells.map((cell) => squeeze(hastText(cell))).join(' | '));
    return SKIP;
  });
  return found;
}

function markdownTables(tree: MdastRoot): string[] {
  const found: string[] = [];
  visit(
    tree,
    'table',
    (node) => void found.push(node.children[0].children.map((cell) => squeeze(mdastText(cell))).join(' | ')),
  );
  return found;
}

function linkTargets(tree: MdastRoot): string[] {
  const targets: string[] = [];
  visit(tree, (node: MdastNodes) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') targets.push(node.url);
  });
  return targets;
}

describe('Markdown outputs in the build', () => {
  it('has a Markdown file for every page, and none for the 404 page or the search results page', () => {
    expect(pages.length).toBeGreaterThan(200);
    // The results page (/search) lists other pages' results: an interface, not content.
    const htmlPages = listHtmlFiles(distDir).filter(
      (file) => file !== '404.html' && file !== 'search/index.html' && !file.startsWith('pagefind/'),
    );
    expect(htmlPages.length).toBe(pages.length);
    const missing = pages
      .filter((page) => !existsSync(path.join(distDir, markdownPathOf(page.path))))
      .map((page) => page.path);
    expect(missing).toEqual([]);
    expect(existsSync(path.join(distDir, '404.md'))).toBe(false);
    expect(existsSync(path.join(distDir, markdownPathOf('/search')))).toBe(false);
  });

  it('keeps every heading and every table of the page, with its header row', () => {
    const problems: string[] = [];
    let tables = 0;
    for (const page of pages) {
      const article = articleOf(page.path);
      const markdown = markdownBodyTree(markdownOf(page.path));
      const [wantHeadings, gotHeadings] = [htmlHeadings(article), markdownHeadings(markdown)];
      if (JSON.stringify(wantHeadings) !== JSON.stringify(gotHeadings))
        problems.push(
          `${page.path}: headings ${JSON.stringify(wantHeadings.filter((h) => !gotHeadings.includes(h)).slice(0, 3))} lost or changed`,
        );
      const [wantTables, gotTables] = [htmlTables(article), markdownTables(markdown)];
      tables += gotTables.length;
      if (JSON.stringify(wantTables) !== JSON.stringify(gotTables))
        problems.push(`${page.path}: ${wantTables.length} tables in HTML, ${gotTables.length} in Markdown`);
    }
    expect(problems).toEqual([]);
    expect(tables).toBeGreaterThan(500);
  });

  it('makes every link and image absolute, internal ones on the site URL', () => {
    const problems: string[] = [];
    let internal = 0;
    for (const page of pages) {
      for (const target of linkTargets(markdownBodyTree(markdownOf(page.path)))) {
        if (!/^(https?:|mailto:)/.test(target)) problems.push(`${page.path}: ${target}`);
        if (target.startsWith(`${siteUrl}/`)) internal += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(internal).toBeGreaterThan(1000);
  });

  it('starts each file with its title, description and URL, and keeps code languages', () => {
    const text = markdownOf('/docs/reference/api/v2/telegram.list');
    expect(text).toMatch(
      /^---\ntitle: "Telegram List v2"\ndescription: ".+"\nurl: https:\/\/dmdata\.jp\/docs\/reference\/api\/v2\/telegram\.list\n---\n\n# Telegram List v2\n/,
    );
    expect(text).toMatch(/\n```http\nGET https:\/\/api\.dmdata\.jp\/v2\/telegram\n```\n/);
    expect(text).not.toMatch(/コピー|への直接リンク/);
  });

  it('lists every page once in /llms.txt, linking its Markdown, and puts every page in /llms-full.txt', () => {
    const llms = readFileSync(path.join(distDir, 'llms.txt'), 'utf8');
    expect(llms).toMatch(/^# DMDATA\.JP\n\n> .+\n/);
    const allLinks = [...llms.matchAll(/^- \[[^\]]*\]\(([^)]+)\): .+$/gm)].map((match) => match[1]);
    // Besides the pages, the machine-readable API documents (OpenAPI, AsyncAPI), each once and built.
    const documents = allLinks.filter((link) => link.endsWith('.json'));
    expect(documents.map((link) => link.slice(siteUrl.length))).toEqual(apiDocuments.map((document) => document.path));
    const links = allLinks.filter((link) => !link.endsWith('.json'));
    expect(links.length).toBe(pages.length);
    expect(new Set(links).size).toBe(links.length);
    const unresolved = allLinks.filter(
      (link) => !link.startsWith(`${siteUrl}/`) || !existsSync(path.join(distDir, link.slice(siteUrl.length))),
    );
    expect(unresolved).toEqual([]);
    const full = readFileSync(path.join(distDir, 'llms-full.txt'), 'utf8');
    const urls = [...full.matchAll(/^url: (\S+)$/gm)].map((match) => match[1]);
    expect(urls.sort()).toEqual(pages.map((page) => `${siteUrl}${page.path}`).sort());
  });
});

describe('Markdown on the page', () => {
  it('is announced in the head and opened by the link beside the edit link, as text/markdown', async () => {
    const { page, context, pageErrors } = await openPage();
    await visitPage(page, '/docs/telegrams/');
    expect(await page.locator('head link[rel="alternate"][type="text/markdown"]').getAttribute('href')).toBe(
      '/docs/telegrams/index.md',
    );
    const link = page.locator('[data-markdown-link]');
    expect(await link.textContent()).toBe('Markdown');
    const sameRow = await page.evaluate(() => {
      const edit = document.querySelector('[data-edit-link]')!.getBoundingClientRect();
      const markdown = document.querySelector('[data-markdown-link]')!.getBoundingClientRect();
      return (
        Math.abs(edit.top + edit.height / 2 - (markdown.top + markdown.height / 2)) < 4 && markdown.left > edit.right
      );
    });
    expect(sameRow).toBe(true);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/docs/telegrams/index.md')),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    await page.waitForURL(`${baseUrl()}/docs/telegrams/index.md`);
    expect(await page.locator('body').textContent()).toContain('# 配信データ（電文）');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
