import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createLinter, loadTextlintrc } from 'textlint';
import ts from 'typescript';
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
 * - the text components write themselves (`pages/**\/*.tsx`, `renderer/**\/*.tsx`, `isomorphic/labels.ts`, the
 *   "try it" panel's `renderer/content/try-it/try-it-labels.ts`): JSX text
 *   and string literals with Japanese in them, each at its line and column.
 *
 * The examples in `data/schemas/*\/examples/` are JMA's own text (real telegrams) and the meta schemas
 * (`data/meta/`) describe this repository's files; neither is published prose, so neither is linted.
 *
 * `tests/tools/textlint-density.ts` measures the built Markdown, which holds all of these.
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

/** The site's prose files: the MDX pages, the YAML data files, the JSON schemas and the components' own text. */
export function proseFiles(): string[] {
  return [
    ...filesUnder(path.join(root, 'pages'), (file) => file.endsWith('.mdx')),
    ...filesUnder(path.join(root, 'data'), (file) => file.endsWith('.yaml') || file.endsWith('.schema.json')),
    ...filesUnder(path.join(root, 'pages'), (file) => file.endsWith('.tsx')),
    ...filesUnder(path.join(root, 'renderer'), (file) => file.endsWith('.tsx')),
    path.join(root, 'isomorphic/labels.ts'),
    // The captions, table cells and legends of the drawings of documents (issue 36).
    path.join(root, 'isomorphic/figures/document-figure.ts'),
    path.join(root, 'isomorphic/figures/figure-tree.ts'),
    path.join(root, 'renderer/content/try-it/try-it-labels.ts'),
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

/** One run of Japanese text in a source file, and where each of its characters is in that file. */
interface Piece {
  text: string;
  sourceOffset: (index: number) => number;
  /** Linted as a heading (no sentence-end rules); by default when the text has no 。. */
  label?: boolean;
}

/**
 * Characters of Markdown per textlint run of one file's pieces. textlint's sentence splitter copies everything in
 * front of a paragraph for each paragraph it splits, so the cost of one document grows with the square of its
 * length: data/schemas/weather-commentary/1.0.0.schema.json as one document took 9 s of CPU, in runs of this size
 * under 2 s. Every rule of the configuration looks at one paragraph or sentence at most (no-mix-dearu-desumasu
 * has its preferred style set, so it counts nothing across the document), so where a run ends changes no finding.
 */
const runLength = 2_000;

/**
 * The pieces of one file linted as Markdown (a few runs of `runLength` characters, not one per piece), each a block
 * of its own: a piece with a 。 as a paragraph, a label (no 。) as a heading, so the sentence-end rules leave names
 * alone while the term and spacing rules still apply. Each finding is put back at its line and column in the file.
 */
async function lintPieces(linter: Linter, file: string, source: string, pieces: Piece[]): Promise<ProseFinding[]> {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let at = source.indexOf('\n'); at >= 0; at = source.indexOf('\n', at + 1)) lines.addNewLine(at + 1);
  const relative = path.relative(root, file);
  const runs: Array<{ text: string; parts: Array<{ piece: Piece; start: number; label: boolean }> }> = [];
  for (const piece of pieces) {
    let current = runs.at(-1);
    if (!current || current.text.length >= runLength) runs.push((current = { text: '', parts: [] }));
    const label = piece.label ?? !piece.text.includes('。');
    current.parts.push({ piece, start: current.text.length, label });
    // A label goes in as a heading: `# ` shifts it by two characters.
    current.text += `${label ? `# ${piece.text.replace(/\n/g, ' ')}` : piece.text.replace(/\n+$/, '')}\n\n`;
  }
  const findings: ProseFinding[] = [];
  for (const { text, parts } of runs) {
    const result = await linter.lintText(text, 'prose.md');
    for (const message of result.messages) {
      let part = parts[0];
      for (const candidate of parts) if (candidate.start <= message.index) part = candidate;
      const index = Math.max(0, message.index - part.start - (part.label ? 2 : 0));
      const position = lines.linePos(part.piece.sourceOffset(index));
      findings.push({
        where: `${relative}:${position.line}:${position.col}`,
        rule: message.ruleId,
        message: message.message,
      });
    }
  }
  return findings;
}

/**
 * `{{caveat:name}}` stands for a whole sentence (a fact's caveat, linted where data/service-facts.yaml writes it): it
 * is linted as a short sentence of its own, so the text around it reads as it will on the page. Findings after the
 * token in the same string are off by the difference in length.
 */
function withCaveatSentences(text: string): string {
  return text.replace(/\{\{caveat:[^}]*\}\}/g, '但し書きです。');
}

async function lintData(linter: Linter, file: string): Promise<ProseFinding[]> {
  const source = readFileSync(file, 'utf8');
  const document = parseDocument(source, { keepSourceTokens: false });
  const pieces: Piece[] = [];
  visit(document, {
    Scalar(key, node) {
      // Keys are names in the data's own schema, not prose.
      if (key === 'key') return;
      if (isScalar(node) && typeof node.value === 'string' && japanese.test(node.value) && node.range)
        pieces.push({
          text: withCaveatSentences(node.value),
          sourceOffset: (index) => sourceOffset(source, node, index),
        });
    },
  });
  return lintPieces(linter, file, source, pieces);
}

/**
 * The text a component writes itself (`.tsx` under pages/ and renderer/, and isomorphic/labels.ts): the children of
 * each JSX element as the sentence a reader sees (text lines joined as JSX joins them, with a space; an element or
 * expression in between stands as `0`, which the spacing rules take as a number), each template literal with `0` for
 * its substitutions, and each other string literal with Japanese in it. Code and comments are not prose. A piece is a
 * paragraph when it ends with 。 and a label otherwise (a fragment such as a button's text or a table heading).
 */
function codePieces(source: string, file: string): Piece[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const pieces: Piece[] = [];
  const add = (text: string, offsets: number[]) => {
    // A line of a code sample (`// url は …`) is code, not prose.
    if (!japanese.test(text) || text.trimStart().startsWith('//')) return;
    pieces.push({
      text,
      sourceOffset: (index) => offsets[Math.min(index, offsets.length - 1)],
      label: !text.trimEnd().endsWith('。'),
    });
  };
  const visitNode = (node: ts.Node): void => {
    if (ts.isJsxElement(node) || ts.isJsxFragment(node)) {
      let text = '';
      const offsets: number[] = [];
      const push = (part: string, at: (index: number) => number) => {
        for (let index = 0; index < part.length; index += 1) offsets.push(at(index));
        text += part;
      };
      for (const child of node.children) {
        if (ts.isJsxText(child)) {
          const raw = source.slice(child.pos, child.end);
          const lines = raw.split('\n');
          let lineStart = child.pos;
          const kept: Array<{ text: string; at: number }> = [];
          lines.forEach((line, index) => {
            let from = 0;
            let to = line.length;
            if (index > 0) while (from < to && /\s/.test(line[from])) from += 1;
            if (index < lines.length - 1) while (to > from && /\s/.test(line[to - 1])) to -= 1;
            if (to > from && (lines.length === 1 || line.trim() !== ''))
              kept.push({ text: line.slice(from, to), at: lineStart + from });
            lineStart += line.length + 1;
          });
          kept.forEach((line, index) => {
            if (index > 0) push(' ', () => line.at);
            push(line.text, (position) => line.at + position);
          });
        } else if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteral(child.expression)) {
          const literal = child.expression;
          push(literal.text, (position) => literal.getStart(tree) + 1 + position);
        } else {
          push('0', () => child.getStart(tree));
          visitNode(child);
        }
      }
      add(text, offsets);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      let text = node.head.text;
      const offsets = [...node.head.text].map((_, index) => node.head.getStart(tree) + 2 + index);
      for (const span of node.templateSpans) {
        text += '0';
        offsets.push(span.expression.getStart(tree));
        const literal = span.literal;
        for (let index = 0; index < literal.text.length; index += 1) offsets.push(literal.getStart(tree) + 1 + index);
        text += literal.text;
        visitNode(span.expression);
      }
      add(text, offsets);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const start = node.getStart(tree) + 1;
      add(
        node.text,
        [...node.text].map((_, index) => start + index),
      );
      return;
    }
    ts.forEachChild(node, visitNode);
  };
  visitNode(tree);
  return pieces;
}

async function lintCode(linter: Linter, file: string): Promise<ProseFinding[]> {
  const source = readFileSync(file, 'utf8');
  return lintPieces(linter, file, source, codePieces(source, file));
}

/** Every finding of the project's configuration over the site's prose. */
export async function lintProse(files = proseFiles()): Promise<ProseFinding[]> {
  const descriptor = await loadTextlintrc({ configFilePath: path.join(root, '.textlintrc.yml') });
  const linter = createLinter({ descriptor });
  const findings: ProseFinding[] = [];
  for (const file of files) {
    const lint = file.endsWith('.mdx') ? lintMdx : /\.tsx?$/.test(file) ? lintCode : lintData;
    findings.push(...(await lint(linter, file)));
  }
  return findings;
}
