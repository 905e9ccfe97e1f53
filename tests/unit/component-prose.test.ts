import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';

/**
 * Fixed prose lives in MDX fragments (`pages/kinds/<kind>/_*.mdx`) or data, not in components: a component may hold
 * labels (table headings, captions, a badge) and a short connecting sentence, but not paragraphs. This counts, per
 * component, the characters of the JSX texts and string literals with Japanese in them that read as sentences (hold
 * a 。), so prose moved out cannot creep back in.
 */
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
/** Characters of sentence text a component may hold: the most a component has now (TelegramIndex, 511) and a little. */
export const sentenceLimit = 520;

/** The characters of Japanese sentence text (JSX text and string literals holding a 。) in one component's source. */
export function sentenceCharacters(source: string, fileName = 'component.tsx'): number {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) || ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (japanese.test(text) && text.includes('。')) count += text.length;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return count;
}

function components(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const file = path.join(directory, name);
    if (statSync(file).isDirectory()) return components(file);
    return name.endsWith('.tsx') ? [file] : [];
  });
}

describe('fixed prose in components', () => {
  it('counts the sentences of JSX text and string literals, not labels', () => {
    expect(sentenceCharacters('export const A = () => <p>見出し</p>;')).toBe(0);
    // Each text between elements is a piece: only the one holding the 。 is a sentence.
    expect(sentenceCharacters('export const A = () => <p>本文は <code>body</code> に入ります。</p>;')).toBe(6);
    expect(sentenceCharacters("export const a = '受け取り方を説明します。';")).toBe('受け取り方を説明します。'.length);
  });

  it(`leaves no component with more than ${sentenceLimit} characters of sentences`, () => {
    const over = [...components(path.join(repoRoot, 'pages')), ...components(path.join(repoRoot, 'renderer'))]
      .map((file) => ({
        file: path.relative(repoRoot, file),
        count: sentenceCharacters(readFileSync(file, 'utf8'), file),
      }))
      .filter(({ count }) => count > sentenceLimit)
      .map(
        ({ file, count }) => `${file}: ${count} characters of fixed sentences (move them to an MDX fragment or data)`,
      );
    expect(over).toEqual([]);
  });
});
