import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { DataError, type DataIssue } from './data-error';
import { pointerTokens } from './json-pointer';

/**
 * Repository root; every file name in an error message is relative to it. Builds and tests run from the
 * root (npm scripts), and this code is also bundled into the prerender build, so the working directory is
 * the reliable anchor, not this file's location. `DMDATA_REPO_ROOT` overrides it for tests.
 */
export const repoRoot = path.resolve(process.env.DMDATA_REPO_ROOT ?? process.cwd());

/** A file's path for messages: relative to the repository, or absolute when it lies outside it. */
export function relativeToRepo(file: string): string {
  const absolute = path.resolve(file);
  const relative = path.relative(repoRoot, absolute);
  return (relative.startsWith('..') ? absolute : relative).split(path.sep).join('/');
}

/** A path inside a document, as keys and indexes: `['telegrams', 3, 'class']`. */
export type DataPath = ReadonlyArray<string | number>;

export function formatDataPath(dataPath: DataPath): string {
  let out = '';
  for (const part of dataPath) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${part}` : part;
  }
  return out;
}

/** Converts a JSON pointer (`/telegrams/3/class`) into a data path. */
export function pointerToDataPath(pointer: string): Array<string | number> {
  return pointerTokens(pointer).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Parsed files by name, with the text they were parsed from: a file is parsed once per text, and again when its
 * text changed (an edit under data/ while the dev server runs).
 */
const parsed = new Map<string, { text: string; source: unknown }>();

/** Number of keys in all the objects of a parsed JSON value. */
function countKeys(value: unknown): number {
  if (Array.isArray(value)) {
    let count = 0;
    for (const item of value) count += countKeys(item);
    return count;
  }
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  for (const key in value) count += 1 + countKeys((value as Record<string, unknown>)[key]);
  return count;
}

/**
 * JSON.parse of `text`, or undefined when the text is not JSON or an object names a key twice (JSON.parse keeps the
 * last one silently). Every string of valid JSON is matched in turn by the pattern below (outside strings JSON has
 * no `"`), and a string followed by `:` is a key: when the text has more keys than the parsed value, one repeats.
 */
function parseJsonWithoutDuplicateKeys(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  let keys = 0;
  for (const match of text.matchAll(/"(?:[^"\\]|\\.)*"(\s*:)?/g)) if (match[1] !== undefined) keys += 1;
  return keys === countKeys(value) ? value : undefined;
}

/**
 * A parsed YAML or JSON file that remembers where every value stands, so that
 * any later check can report `file:line:column`.
 */
export class DataSource<T = unknown> {
  readonly file: string;
  readonly value: T;
  private tree: { document: Document; lines: LineCounter } | string;

  private constructor(file: string, tree: { document: Document; lines: LineCounter } | string, value: T) {
    this.file = file;
    this.tree = tree;
    this.value = value;
  }

  /**
   * Parses text (YAML 1.2, so JSON too). Syntax errors become a DataError with their position. A `.json` file is
   * read with JSON.parse and the duplicate-key count below (all of data/: ~0.08 s, against ~0.9 s through the YAML
   * parser); its YAML tree, which only positions need, is built on the first `position()` call.
   */
  static parse<T = unknown>(file: string, text: string): DataSource<T> {
    const known = parsed.get(file);
    if (known?.text === text) return known.source as DataSource<T>;
    const shown = relativeToRepo(file);
    if (file.endsWith('.json')) {
      const value = parseJsonWithoutDuplicateKeys(text);
      if (value !== undefined) {
        const source = new DataSource<T>(shown, text, value as T);
        parsed.set(file, { text, source });
        return source;
      }
      // Not JSON, or a key written twice: the YAML parser below says where.
    }
    const lines = new LineCounter();
    const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    if (document.errors.length > 0) {
      throw new DataError(
        document.errors.map((error) => {
          const pos = lines.linePos(error.pos[0]);
          return {
            file: shown,
            line: pos.line,
            column: pos.col,
            field: '',
            message: `syntax error: ${error.message.split('\n')[0]}`,
          };
        }),
      );
    }
    const source = new DataSource<T>(shown, { document, lines }, document.toJS({ maxAliasCount: 100 }) as T);
    parsed.set(file, { text, source });
    return source;
  }

  static read<T = unknown>(file: string): DataSource<T> {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new DataError([
        { file: relativeToRepo(file), line: 1, column: 1, field: '', message: 'file not found or not readable' },
      ]);
    }
    return DataSource.parse<T>(file, text);
  }

  /** The YAML tree with positions; a JSON file's is parsed on first use. */
  private positioned(): { document: Document; lines: LineCounter } {
    if (typeof this.tree === 'string') {
      const lines = new LineCounter();
      this.tree = { document: parseDocument(this.tree, { lineCounter: lines, prettyErrors: false }), lines };
    }
    return this.tree;
  }

  /** The node at `dataPath`, or the deepest existing ancestor when the path does not exist. */
  private nodeAt(dataPath: DataPath, preferKey: boolean): Node | null {
    let node: unknown = this.positioned().document.contents;
    let found: Node | null = (node as Node) ?? null;
    for (let i = 0; i < dataPath.length; i++) {
      const part = dataPath[i];
      const last = i === dataPath.length - 1;
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(part));
        if (!pair) return found;
        if (last && preferKey && pair.key) return pair.key as Node;
        node = pair.value;
      } else if (isSeq(node) && typeof part === 'number') {
        node = node.items[part];
      } else {
        return found;
      }
      if (node && typeof node === 'object' && 'range' in node) found = node as Node;
      else return found;
    }
    return found;
  }

  /** Line and column (1-based) of the value at `dataPath`; of its key when `preferKey`. */
  position(dataPath: DataPath, preferKey = false): { line: number; column: number } {
    const node = this.nodeAt(dataPath, preferKey);
    const offset = node?.range?.[0] ?? 0;
    const pos = this.positioned().lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  }

  issue(dataPath: DataPath, message: string, preferKey = false): DataIssue {
    const { line, column } = this.position(dataPath, preferKey);
    return { file: this.file, line, column, field: formatDataPath(dataPath), message };
  }
}
