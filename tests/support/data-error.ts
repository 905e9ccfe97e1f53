import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDataError, type DataError } from '../../generators/data/data-error';
import { relativeToRepo, repoRoot } from '../../generators/data/data-source';
import { tempDataFile } from './temp-data';

/**
 * What bad-input tests need to check a DataError: catching it, and computing the `file:line:column` its
 * message must show from the broken text itself (so a test never hard-codes a line of a real data file).
 */

/** Runs `run` and returns the DataError it throws; any other error is rethrown, no error fails the test. */
export function catchDataError(run: () => unknown): DataError {
  try {
    run();
  } catch (error) {
    if (isDataError(error)) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

/** `catchDataError` for loaders that return a promise. */
export async function catchDataErrorAsync(run: () => Promise<unknown>): Promise<DataError> {
  try {
    await run();
  } catch (error) {
    if (isDataError(error)) return error;
    throw error;
  }
  throw new Error('expected a DataError');
}

/** A broken copy that was loaded: where it was written, how messages name it, and the DataError. */
export interface BrokenLoad {
  file: string;
  /** The file as DataError messages show it (`relativeToRepo`). */
  shown: string;
  error: DataError;
}

/** Writes `text` to a temp `data/<name>`, runs `load` on that file and returns the DataError it throws. */
export function loadBrokenCopy(name: string, text: string, load: (file: string) => unknown): BrokenLoad {
  const file = tempDataFile(name, text);
  return { file, shown: relativeToRepo(file), error: catchDataError(() => load(file)) };
}

/** A real data file under test: its text, and `loadBroken(text)` to load an edited copy of it. */
export interface BrokenCopies {
  original: string;
  loadBroken: (text: string) => BrokenLoad;
}

/** `original` is the text of `realFile` (below data/ or a fixture's data/); copies keep its name below a temp data/. */
export function brokenCopies(realFile: string, load: (file: string) => unknown): BrokenCopies {
  // Below the last `data/` of its path: data/ itself or a fixture's (tests/fixtures/data/).
  const parts = path.relative(repoRoot, realFile).split(path.sep);
  const dataAt = parts.lastIndexOf('data');
  if (dataAt < 0) throw new Error(`test setup: ${realFile} is not below a data/ folder`);
  const name = parts.slice(dataAt + 1).join('/');
  return { original: readFileSync(realFile, 'utf8'), loadBroken: (text) => loadBrokenCopy(name, text, load) };
}

export interface Position {
  line: number;
  column: number;
}

export interface NeedleOptions {
  /** Which occurrence of the needle (0-based); the first by default. */
  occurrence?: number;
  /** Characters to move right from the needle's first character (e.g. past `key: ` to the value). */
  shift?: number;
}

/** 1-based line and column of `needle` in `text` (fails loudly if it is not there). */
export function positionOf(text: string, needle: string, options: NeedleOptions = {}): Position {
  let index = -1;
  for (let i = 0; i <= (options.occurrence ?? 0); i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`test setup: occurrence ${i} of "${needle}" not found`);
  }
  const before = text.slice(0, index + (options.shift ?? 0)).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** `line:column` of `needle` in `text`, as DataError messages write it. */
export function lineColumnOf(text: string, needle: string, options: NeedleOptions = {}): string {
  const { line, column } = positionOf(text, needle, options);
  return `${line}:${column}`;
}

/** `file:line:column` of `needle` in the file on disk, with the file as DataError messages show it. */
export function locationOf(file: string, needle: string, options: NeedleOptions = {}): string {
  return `${relativeToRepo(file)}:${lineColumnOf(readFileSync(file, 'utf8'), needle, options)}`;
}

/** 1-based line of the first line containing `needle` in `text`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  if (index < 0) throw new Error(`test setup: "${needle}" not found`);
  return index + 1;
}
