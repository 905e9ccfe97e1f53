import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { inject } from 'vitest';

/**
 * The mdast tree (CommonMark + GFM, as micromark reads it) of a Markdown text, parsed once per text for the whole
 * e2e run. micromark reads the site's Markdown copies (≈3.7 MB) at about 200 KB/s, and three test files read every
 * copy (tests/e2e/markdown.test.ts twice): each tree is kept in memory for the file and, under the SHA-256 of its
 * text, in the run's own folder (made empty by tests/support/e2e-global-setup.ts) for the other files.
 */

const inMemory = new Map<string, Root>();

export function markdownTree(text: string): Root {
  const key = createHash('sha256').update(text).digest('hex');
  const kept = inMemory.get(key);
  if (kept) return kept;
  const file = path.join(inject('markdownTreeDir'), `${key}.json`);
  let tree: Root;
  try {
    tree = JSON.parse(readFileSync(file, 'utf8')) as Root;
  } catch {
    tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    // Written whole, then renamed: a file running beside this one never reads half a tree.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(tree));
    renameSync(partial, file);
  }
  inMemory.set(key, tree);
  return tree;
}

/** A Markdown copy without its front matter (title, description, URL), as a tree. */
export function markdownBodyTree(text: string): Root {
  return markdownTree(text.replace(/^---\n[\s\S]*?\n---\n/, ''));
}
