import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import colorNames from 'color-name';
import postcss, { type AtRule, type Declaration, type Root } from 'postcss';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';

/**
 * Rules for every stylesheet of the site (the base layer in renderer/styles/ and each component's CSS module):
 * - a colour is written only in the theme blocks (`html[data-theme='light']`, `html[data-theme='dark']`, and
 *   `html[data-theme]` for the few that are the same in both), and everything else reads it through a custom
 *   property, so both colour modes follow one edit;
 * - a media query never writes a width: it names one of the custom media of isomorphic/breakpoint.ts
 *   (`@media (--phone)`), so each breakpoint is written once for the CSS and the components.
 */

const stylesheetFolders = ['renderer', 'pages'];

/** Every `.css` file of the site's source, relative to the repository. */
function stylesheets(): string[] {
  return stylesheetFolders.flatMap((folder) =>
    readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name))),
  );
}

const themeBlock = /^html\[data-theme(?:=(['"])(light|dark)\1)?\]$/;

function inThemeBlock(declaration: Declaration): boolean {
  const parent = declaration.parent;
  return parent?.type === 'rule' && themeBlock.test((parent as { selector: string }).selector.trim());
}

/** Keywords that are not a colour of their own. */
const allowedColourWords = new Set(['transparent', 'currentcolor', 'inherit', 'initial', 'unset', 'revert']);
const namedColours = new Set(Object.keys(colorNames));
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const hexColour = /#[0-9a-f]{3,8}\b/i;

/** The colour literal a declaration's value writes (hex, colour function or named colour), or null. */
export function colourLiteralIn(value: string): string | null {
  // Strings ('Segoe UI', content: '▸') and url(…) (data: URIs) hold no colour of the page.
  const bare = value.replace(/(['"])(?:\\.|(?!\1).)*\1/g, "''").replace(/url\([^)]*\)/gi, 'url()');
  const hex = bare.match(hexColour);
  if (hex) return hex[0];
  const fn = bare.match(colourFunction);
  if (fn) return fn[0];
  for (const word of bare.match(/(?<![\w-])[a-z]+(?![\w(-])/gi) ?? []) {
    const lower = word.toLowerCase();
    if (namedColours.has(lower) && !allowedColourWords.has(lower)) return word;
  }
  return null;
}

/** `file:line:column property: value` for every colour written outside the theme blocks. */
export function colourLiteralsOutsideTheme(root: Root, file: string): string[] {
  const found: string[] = [];
  root.walkDecls((declaration) => {
    if (inThemeBlock(declaration)) return;
    const literal = colourLiteralIn(declaration.value);
    if (literal)
      found.push(
        `${file}:${declaration.source?.start?.line}:${declaration.source?.start?.column} ${declaration.prop}: ${declaration.value} — colour ${literal}`,
      );
  });
  return found;
}

/** `file:line @media …` for every media query that writes a length instead of naming a custom media. */
export function mediaQueriesWithLengths(root: Root, file: string): string[] {
  const found: string[] = [];
  root.walkAtRules('media', (rule: AtRule) => {
    if (/\d(?:\.\d+)?\s*(?:px|em|rem|vw|ch)\b/i.test(rule.params))
      found.push(`${file}:${rule.source?.start?.line} @media ${rule.params}`);
  });
  return found;
}

function parsed(file: string): Root {
  return postcss.parse(readFileSync(path.join(repoRoot, file), 'utf8'), { from: file });
}

describe('stylesheets', () => {
  it('finds the stylesheets of the base layer and of the components', () => {
    const files = stylesheets();
    expect(files.filter((file) => file.startsWith(`renderer${path.sep}styles${path.sep}`)).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.module.css')).length).toBeGreaterThan(30);
  });

  it('writes colours only in the theme blocks', () => {
    expect(stylesheets().flatMap((file) => colourLiteralsOutsideTheme(parsed(file), file))).toEqual([]);
  });

  it('writes no width in a media query (breakpoints are custom media from isomorphic/breakpoint.ts)', () => {
    expect(stylesheets().flatMap((file) => mediaQueriesWithLengths(parsed(file), file))).toEqual([]);
  });

  it('recognises every way of writing a colour, and only those', () => {
    const sample = postcss.parse(
      [
        "html[data-theme='dark'] { --bg: #1b1b1d; --shadow: 0 1px 2px rgba(0, 0, 0, 0.5); }",
        '.a { color: #FFF; }',
        '.b { background: rgb(0 0 0 / 50%); }',
        '.c { border: 1px solid hsl(120deg 50% 50%); }',
        '.d { --link: Crimson; }',
        '.e { color: var(--text); border-color: currentColor; background: transparent; white-space: nowrap; }',
        ".f { font-family: 'Red Hat', sans-serif; mask: url(\"data:image/svg+xml,%3Csvg fill='black'%3E\"); content: 'white'; }",
        '.g { color: var(--red-strong); grid-area: tan-column; }',
      ].join('\n'),
      { from: 'sample.css' },
    );
    expect(
      colourLiteralsOutsideTheme(sample, 'sample.css').map(
        (line) => `${line.split(':')[1]} ${line.split(' — colour ')[1]}`,
      ),
    ).toEqual(['2 #FFF', '3 rgb(', '4 hsl(', '5 Crimson']);
  });

  it('recognises a media query that writes a width', () => {
    const sample = postcss.parse(
      '@media (max-width: 600px) {}\n@media (--phone) {}\n@media (prefers-reduced-motion: reduce) {}\n@media (width >= 62.25em) {}',
      { from: 'sample.css' },
    );
    expect(mediaQueriesWithLengths(sample, 'sample.css')).toEqual([
      'sample.css:1 @media (max-width: 600px)',
      'sample.css:4 @media (width >= 62.25em)',
    ]);
  });
});
