import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';
import { isScalar, LineCounter, parseDocument, visit, type Scalar } from 'yaml';

/**
 * The site's prose through textlint (`.textlintrc.yml`: ja-technical-writing, ja-spacing, prh with `prh.yml`), where
 * a maintainer edits it:
 *
 * - every hand-written page, `pages/**\/*.mdx`, as Markdown (imports and components are Markdown HTML to textlint);
 * - every string with Japanese in it in `data/**\/*.yaml` and in the JSON schemas `data/schemas/**\/*.schema.json`
 *   (descriptions, conditions, names): a string with a 。 is linted as a paragraph, a label (no 。) as a heading, so
 *   the sentence-end rules leave names alone while the term and spacing rules still apply. Each finding is put back
 *   at the line and column of the YAML or JSON source (JSON is read with the YAML parser, which keeps positions).
 *
 * The examples in `data/schemas/*\/examples/` are JMA's own text (real telegrams) and the meta schemas
 * (`data/meta/`) describe this repository's files; neither is published prose, so neither is linted.
 * Text that components write (`pages/**\/*.tsx`) is not covered here; `tests/tools/textlint-density.ts` measures the
 * built Markdown, which includes it.
 */

export interface ProseFinding {
  /** `path:line:column` from the repository root. */
  where: string;
  rule: string;
  message: string;
}

const root = path.resolve(import.meta.dirname, '../..');
const japanese = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

function filesUnder(directory: string, keep: (file: string) => boolean): string[] {
  return readdirSync(directory)
    .flatMap((name) => {
      const file = path.join(directory, name);
      if (statSync(file).isDirectory()) return name === 'meta' || name === 'examples' ? [] : filesUnder(file, keep);
      return keep(file) ? [file] : [];
    })
    .sort();
}

/** The site's prose files: the MDX pages, the YAML data files and the JSON schemas. */
export function proseFiles(): string[] {
  return [
    ...filesUnder(path.join(root, 'pages'), (file) => file.endsWith('.mdx')),
    ...filesUnder(path.join(root, 'data'), (file) => file.endsWith('.yaml') || file.endsWith('.schema.json')),
  ];
}

/** Offset in the source of the character at `offset` of the scalar's value. */
function sourceOffset(source: string, scalar: Scalar, offset: number): number {
  const [start, end] = scalar.range!;
  const segment = source.slice(start, end);
  const value = String(scalar.value);
  if (scalar.type === 'PLAIN' && segment === value) return start + offset;
  if ((scalar.type === 'QUOTE_DOUBLE' || scalar.type === 'QUOTE_SINGLE') && segment.slice(1, -1) === value)
    return start + 1 + offset;
  // Escapes, folding or a block scalar: find the text at the finding in the source (a few characters of it).
  for (const length of [12, 6, 3, 1]) {
    const piece = value.slice(offset, offset + length).split('\n')[0];
    if (piece.length < Math.min(length, 1)) break;
    const found = segment.indexOf(piece);
    if (found >= 0 && segment.indexOf(piece, found + 1) < 0) return start + found;
  }
  return start;
}

type Linter = ReturnType<typeof createLinter>;

/**
 * The attribute lines of a component tag written over several lines (`<LandingHero` … `/>`) with the syntax turned
 * into spaces: a string or fragment value with Japanese in it (`title="…"`, `lead={<>…</>}`) stays where it is, as a
 * heading when it has no 。 (a label, such as the title) and as a line of a paragraph otherwise; every other line
 * (objects, elements, the closing `/>`) becomes spaces. Left as they were, the quotes and braces of the attributes
 * made the splitter read the whole tag as one sentence.
 */
function componentAttributes(text: string): string {
  let inside = false;
  return text
    .split('\n')
    .map((line) => {
      if (!inside) {
        inside = /^<[A-Z][\w.]*\s*$/.test(line);
        return line;
      }
      if (/^\s*\/?>\s*$/.test(line)) inside = false;
      const match = /^(\s*\w+=(?:"|\{<>))(.*)(?:"|<\/>\})\s*$/.exec(line);
      const value = match?.[2] ?? '';
      if (!match || !japanese.test(value)) return ' '.repeat(line.length);
      const before = match[1].length;
      const start = value.includes('。') ? ' '.repeat(before) : `#${' '.repeat(before - 1)}`;
      return `${start}${value}`.padEnd(line.length);
    })
    .join('\n');
}

/**
 * MDX as plain Markdown for textlint, every character at its offset: `import`/`export` lines, component lines
 * (`<AccountActions … />`, whose attributes are code) and the `:::` lines
 * that close an admonition become spaces, and an admonition's opening line (`:::caution[題名]`) a heading holding
 * its title, so the title is linted as one and the syntax is not taken for a sentence. A component tag written over
 * several lines keeps only its Japanese attribute values (`componentAttributes`).
 */
export function markdownOfMdx(text: string): string {
  return componentAttributes(text)
    .replace(/^(?:import |export |<[A-Z]).*$/gm, (line) => ' '.repeat(line.length))
    .replace(/^:::[a-z]*(?:\[(.*)\])?[ \t]*$/gm, (line, title?: string) =>
      title ? `#${' '.repeat(line.indexOf('['))}${title} `.padEnd(line.length) : ' '.repeat(line.length),
    );
}

async function lintMdx(linter: Linter, file: string): Promise<ProseFinding[]> {
  const text = readFileSync(file, 'utf8');
  const result = await linter.lintText(markdownOfMdx(text), file.replace(/\.mdx$/, '.md'));
  const relative = path.relative(root, file);
  // The position from the finding's offset: some rules report a `loc` column counted from their paragraph.
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines.addNewLine(at + 1);
  return result.messages.map((message) => {
    const position = lines.linePos(message.range[0]);
    return { where: `${relative}:${position.line}:${position.col}`, rule: message.ruleId, message: message.message };
  });
}

async function lintData(linter: Linter, file: string): Promise<ProseFinding[]> {
  const source = readFileSync(file, 'utf8');
  const lines = new LineCounter();
  const document = parseDocument(source, { lineCounter: lines, keepSourceTokens: false });
  const scalars: Scalar[] = [];
  visit(document, {
    Scalar(key, node) {
      // Keys are names in the data's own schema, not prose.
      if (key === 'key') return;
      if (isScalar(node) && typeof node.value === 'string' && japanese.test(node.value) && node.range)
        scalars.push(node);
    },
  });
  // One Markdown document per file (one textlint run, not one per string): each string a block of its own.
  const parts: Array<{ scalar: Scalar; start: number; label: boolean }> = [];
  let text = '';
  for (const scalar of scalars) {
    const value = String(scalar.value);
    const label = !value.includes('。');
    parts.push({ scalar, start: text.length, label });
    // A label goes in as a heading: `# ` shifts it by two characters.
    text += `${label ? `# ${value.replace(/\n/g, ' ')}` : value.replace(/\n+$/, '')}\n\n`;
  }
  const relative = path.relative(root, file);
  const result = await linter.lintText(text, 'prose.md');
  return result.messages.map((message) => {
    let part = parts[0];
    for (const candidate of parts) if (candidate.start <= message.index) part = candidate;
    const index = Math.max(0, message.index - part.start - (part.label ? 2 : 0));
    const position = lines.linePos(sourceOffset(source, part.scalar, index));
    return { where: `${relative}:${position.line}:${position.col}`, rule: message.ruleId, message: message.message };
  });
}

/** Every finding of the project's configuration over the site's prose. */
export async function lintProse(files = proseFiles()): Promise<ProseFinding[]> {
  const descriptor = await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.yml') });
  const linter = createLinter({ descriptor });
  const findings: ProseFinding[] = [];
  for (const file of files) findings.push(...(await (file.endsWith('.mdx') ? lintMdx : lintData)(linter, file)));
  return findings;
}

/** Findings not yet rewritten, per file and rule (tests/unit/prose-baseline.json). */
export type ProseBaseline = Record<string, Record<string, number>>;

export const proseBaselineFile = path.join(root, 'tests/unit/prose-baseline.json');

/** The findings counted per file and rule. */
export function proseCounts(findings: ProseFinding[]): ProseBaseline {
  const counts: ProseBaseline = {};
  for (const finding of findings) {
    const file = finding.where.split(':')[0];
    counts[file] ??= {};
    counts[file][finding.rule] = (counts[file][finding.rule] ?? 0) + 1;
  }
  return counts;
}
