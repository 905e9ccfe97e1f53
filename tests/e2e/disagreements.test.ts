import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastText } from 'hast-util-to-string';
import { describe, expect, it } from 'vitest';
import { loadDisagreements } from '../../generators/content/disagreements';
import { siteModel } from '../../generators/site/site-model';
import { markdownPathOf } from '../../isomorphic/markdown-path';
import { apiRouteBase, disagreementsPath, disagreementUrl } from '../../isomorphic/routes';
import { distDir } from '../support/bytes';

/**
 * The provider's disagreements are decided in the open (issue 34): every entry of data/disagreements.yaml is a
 * section of /docs/disagreements and is linked from at least one other built page; every note on a page
 * (`data-disagreement`) links to an entry that exists; the API reference pages carry no `出典` remark (citations
 * stay in data/api, disagreements are notes).
 */

interface Note {
  page: string;
  id: string;
  href: string | undefined;
}

/** The notes of one page's HTML: each element with `data-disagreement`, and the link inside it. */
export function notesOf(page: string, html: string): Note[] {
  return [...html.matchAll(/<span[^>]*data-disagreement="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({
    page,
    id: match[1],
    href: /<a href="([^"]*)"/.exec(match[2])?.[1],
  }));
}

/** What is wrong with the notes of the built pages against the entries and the list page's anchors. */
export function noteProblems(notes: Note[], ids: string[], listHtml: string): string[] {
  const problems: string[] = [];
  for (const note of notes) {
    if (!ids.includes(note.id)) problems.push(`${note.page}: a note names "${note.id}", which is no entry`);
    if (note.href !== disagreementUrl(note.id)) {
      problems.push(`${note.page}: the note of "${note.id}" links to ${note.href ?? 'nothing'}`);
    }
  }
  for (const id of ids) {
    if (!listHtml.includes(`id="${id}"`)) problems.push(`${disagreementsPath}: no section with id "${id}"`);
    if (!notes.some((note) => note.id === id && note.page !== disagreementsPath)) {
      problems.push(`no page links to the entry "${id}"`);
    }
  }
  return problems;
}

/** `出典` remarks in a page's article text or Markdown copy, as `page: excerpt`. */
export function sourceRemarks(page: string, text: string): string[] {
  return [...text.matchAll(/.{0,20}出典.{0,40}/g)].map((match) => `${page}: ${match[0]}`);
}

function articleText(html: string): string {
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>') + '</article>'.length);
  return hastText(fromHtml(article, { fragment: true }));
}

const pages = [...siteModel().pages.values()].map((page) => ({
  path: page.path,
  html: readFileSync(path.join(distDir, page.path, 'index.html'), 'utf8'),
}));
const ids = loadDisagreements().disagreements.map((entry) => entry.id);
const listHtml = pages.find((page) => page.path === disagreementsPath)?.html ?? '';

describe('disagreements on the built pages', () => {
  it('has a section for every entry, a page linking to each, and no note without an entry', () => {
    expect(listHtml).not.toBe('');
    const notes = pages.flatMap((page) => notesOf(page.path, page.html));
    expect(noteProblems(notes, ids, listHtml)).toEqual([]);
  });

  it('reports a note to a missing entry, a wrong link and an entry no page links to', () => {
    const html = `<span class="n" data-disagreement="card-brands"><span>x</span><a href="${disagreementUrl('card-brands')}">t</a></span>`;
    const good = notesOf('/legal', html);
    expect(good).toEqual([{ page: '/legal', id: 'card-brands', href: '/docs/disagreements#card-brands' }]);
    const list = '<h2 id="card-brands"></h2><h2 id="error-401-message"></h2>';
    expect(noteProblems(good, ['card-brands', 'error-401-message'], list)).toEqual([
      'no page links to the entry "error-401-message"',
    ]);
    expect(noteProblems([{ page: '/x', id: 'nope', href: '/docs/disagreements#card' }], [], '')).toEqual([
      '/x: a note names "nope", which is no entry',
      '/x: the note of "nope" links to /docs/disagreements#card',
    ]);
  });

  it('leaves no 出典 remark on the API reference pages or their Markdown copies', () => {
    const remarks = pages
      .filter((page) => page.path.startsWith(`${apiRouteBase}/`))
      .flatMap((page) => [
        ...sourceRemarks(page.path, articleText(page.html)),
        ...sourceRemarks(`${page.path}.md`, readFileSync(path.join(distDir, markdownPathOf(page.path)), 'utf8')),
      ]);
    expect(remarks).toEqual([]);
    expect(sourceRemarks('/a', '説明です。出典: docs/reference/api/v2/index.md')).toHaveLength(1);
  });
});
