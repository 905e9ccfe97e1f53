import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Writes `content` to `<new temp dir>/data/<name>` and returns its path, so messages end in `data/<name>:L:C`
 * as they do for the real file.
 */
export function tempDataFile(name: string, content: string): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'dmdata-')), 'data');
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

/** The real file's text with one exact substring replaced (fails loudly if the substring is absent). */
export function editedCopy(realFile: string, from: string, to: string): string {
  const text = readFileSync(realFile, 'utf8');
  if (!text.includes(from)) throw new Error(`test setup: "${from}" not found in ${realFile}`);
  return text.replace(from, to);
}

/** 1-based line of the first line containing `needle` in `text`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`test setup: "${needle}" not found`);
  return index + 1;
}
