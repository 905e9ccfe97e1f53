import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';

/**
 * JSX joins the lines of a text with a space. Between two Japanese sentences or words that space is a stray gap
 * the reader sees ("区分と データ形式"), so a JSX text must not break its line between two Japanese characters.
 * (A space between Japanese and a Latin word, "電文は WebSocket", is the site's spelling and is allowed.)
 */
const japanese =
  '[\\u3001\\u3002\\u3005\\u300c-\\u300f\\u3041-\\u3096\\u30a1-\\u30fa\\u30fc\\u4e00-\\u9fff\\uff01-\\uff5e]';
/** A space after a Japanese character, with the text around it, in the compiled JSX. */
const spaceAfterJapanese = new RegExp(`([^"\\\\\\n]{0,10}${japanese}) (${japanese}[^"\\\\\\n]{0,9})`, 'gu');

/**
 * Each space esbuild's JSX transform put after a Japanese character where the source has a line break instead
 * (the source does not contain the text around it with a plain space).
 */
export function strayJapaneseSpaces(source: string, fileName: string): string[] {
  const compiled = transformSync(source, { loader: 'tsx', jsx: 'transform', charset: 'utf8' }).code;
  // The source with each line break and the indentation around it reduced to a bare "\n".
  const lines = source.replace(/\s*\n\s*/g, '\n');
  const found: string[] = [];
  for (const match of compiled.matchAll(spaceAfterJapanese)) {
    const [text, before, after] = match;
    if (!source.includes(text) && lines.includes(`${before}\n${after}`))
      found.push(`${fileName}: …${before}⏎${after}…`);
  }
  return found;
}

function tsxFiles(folder: string): string[] {
  return readdirSync(path.join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => path.join(folder, name));
}

describe('Japanese text in JSX', () => {
  it('finds a line break between two Japanese words of one JSX text, and nothing where JSX drops the break', () => {
    const broken = 'const a = (\n  <p>\n    このページでは区分と\n    データ形式を説明します。\n  </p>\n);\n';
    expect(strayJapaneseSpaces(broken, 'a.tsx')).toEqual(['a.tsx: …このページでは区分と⏎データ形式を説明しま…']);
    const fine =
      'const b = (\n  <p>\n    値が固定されたり、\n    <code>null</code> になったりします。API では\n    <code>format</code> を使います。\n  </p>\n);\n';
    expect(strayJapaneseSpaces(fine, 'b.tsx')).toEqual([]);
  });

  it('no component of pages/ or renderer/ puts a stray space into its Japanese text', () => {
    const found = [...tsxFiles('pages'), ...tsxFiles('renderer')].flatMap((file) =>
      strayJapaneseSpaces(readFileSync(path.join(repoRoot, file), 'utf8'), file),
    );
    expect(found).toEqual([]);
  });
});
