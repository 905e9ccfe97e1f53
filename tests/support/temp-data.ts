import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Temporary copies of data files and folders for bad-input tests: each test breaks its own copy, never the
 * repository. Every folder made here is remembered so a test file can delete them with `removeTempDirs`.
 */

const createdDirs: string[] = [];

/** A new empty folder under the OS temp dir, or under `parent` (made if missing). */
export function tempDir(parent = os.tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'dmdata-'));
  createdDirs.push(dir);
  return dir;
}

/** Deletes every folder made by this module so far (for `afterAll` / `afterEach`). */
export function removeTempDirs(): void {
  for (const dir of createdDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes `files` (paths relative to `dir`) below `dir`, creating folders as needed, and returns `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return dir;
}

/** A new temp folder holding `files`. */
export function tempTree(files: Record<string, string>): string {
  return writeFiles(tempDir(), files);
}

/**
 * Writes `content` to `<new temp dir>/data/<name>` and returns its path, so messages end in `data/<name>:L:C`
 * as they do for the real file.
 */
export function tempDataFile(name: string, content: string): string {
  return path.join(tempTree({ [`data/${name}`]: content }), 'data', name);
}

/** `text` with `from` replaced by `to`; `from` must occur exactly once in it (a test setup error otherwise). */
export function replaceOnce(text: string, from: string, to: string, where = 'the text'): string {
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`test setup: "${from}" occurs ${count} times in ${where}, expected once`);
  return text.replace(from, to);
}

/** `text` with the first occurrence of `from` replaced by `to` (fails loudly if `from` is absent). */
export function replaceFirst(text: string, from: string, to: string, where = 'the text'): string {
  if (!text.includes(from)) throw new Error(`test setup: "${from}" not found in ${where}`);
  return text.replace(from, to);
}

/**
 * `text` with `from` replaced by `to` inside `block` (e.g. one entry of a list): `block` must occur once in
 * `text`, and `from` once in `block`.
 */
export function replaceInside(text: string, block: string, from: string, to: string): string {
  return replaceOnce(text, block, replaceOnce(block, from, to, 'the block'));
}

/** `text` with the first `from` after (the start of) the first `anchor` replaced by `to`; both must be there. */
export function replaceAfter(text: string, anchor: string, from: string, to: string): string {
  const start = text.indexOf(anchor);
  if (start < 0) throw new Error(`test setup: anchor "${anchor}" not found`);
  const index = text.indexOf(from, start);
  if (index < 0) throw new Error(`test setup: "${from}" not found after "${anchor}"`);
  return `${text.slice(0, index)}${to}${text.slice(index + from.length)}`;
}

/** One replacement in a file of a copied folder (`file` relative to the folder). */
export interface FileEdit {
  file: string;
  from: string;
  to: string;
}

export interface CopyChanges {
  /** Copy only these entries (files or folders) of the source folder; all of it by default. */
  only?: string[];
  /** Replacements applied in order, each `from` occurring exactly once in its file. */
  edits?: FileEdit[];
  /** Files added to (or replacing files in) the copy, paths relative to it. */
  files?: Record<string, string>;
}

/** A temp copy of the folder `source` with `changes` applied; returns the copy's path. */
export function tempCopyOf(source: string, changes: CopyChanges = {}): string {
  const dir = tempDir();
  for (const entry of changes.only ?? ['.'])
    cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  for (const edit of changes.edits ?? []) {
    rewriteFile(path.join(dir, edit.file), (text) => replaceOnce(text, edit.from, edit.to, edit.file));
  }
  return writeFiles(dir, changes.files ?? {});
}

/** Rewrites `file` in place with `edit` and returns the new text. */
export function rewriteFile(file: string, edit: (text: string) => string): string {
  const text = edit(readFileSync(file, 'utf8'));
  writeFileSync(file, text);
  return text;
}
