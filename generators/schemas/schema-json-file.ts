import { readFileSync } from 'node:fs';
import { DataError, type DataIssue } from '../data/data-error';
import { DataSource, pointerToDataPath, relativeToRepo } from '../data/data-source';
import { lineColumn } from '../../isomorphic/text-position';
import { isSchemaObject, type JsonSchemaObject } from './schema-node';

/** Reading the schema and example files as JSON that keeps its positions, and issues at a JSON pointer. */

/**
 * A copy of a schema made bottom-up: `rewrite` gets each object node's copy, its children already rewritten, and
 * the original node. The values of `const` and `enum` are data, copied as they are.
 */
export function rewriteSchema(
  node: unknown,
  rewrite: (copy: JsonSchemaObject, original: JsonSchemaObject) => JsonSchemaObject,
): unknown {
  if (Array.isArray(node)) return node.map((child) => rewriteSchema(child, rewrite));
  if (!isSchemaObject(node)) return node;
  const copy: JsonSchemaObject = {};
  for (const [key, value] of Object.entries(node))
    copy[key] = key === 'const' || key === 'enum' ? value : rewriteSchema(value, rewrite);
  return rewrite(copy, node);
}

/** JSON.parse's error message names the offset (`at position N`) or the line and column. */
function jsonSyntaxIssue(file: string, text: string, error: unknown): DataIssue {
  const message = error instanceof Error ? error.message : String(error);
  const shown = relativeToRepo(file);
  const named = /line (\d+) column (\d+)/.exec(message);
  const position = /position (\d+)/.exec(message);
  const where = named
    ? { line: Number(named[1]), column: Number(named[2]) }
    : position
      ? lineColumn(text, Number(position[1]))
      : lineColumn(text, text.length);
  return { file: shown, ...where, field: '', message: `invalid JSON: ${message.split('\n')[0]}` };
}

/**
 * Reads a JSON file strictly (JSON.parse), then keeps its positions (DataSource) for later issues. DataSource.parse
 * reuses the parsed file while its text is unchanged (the dev server reloads the catalog on each data edit).
 */
export function readJsonFile(file: string, issues: DataIssue[]): DataSource<JsonSchemaObject> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    issues.push({
      file: relativeToRepo(file),
      line: 1,
      column: 1,
      field: '',
      message: 'file not found or not readable',
    });
    return null;
  }
  try {
    JSON.parse(text);
  } catch (error) {
    issues.push(jsonSyntaxIssue(file, text, error));
    return null;
  }
  let source: DataSource<JsonSchemaObject>;
  try {
    source = DataSource.parse<JsonSchemaObject>(file, text);
  } catch (error) {
    // Valid JSON that YAML refuses: a key written twice.
    if (error instanceof DataError) issues.push(...error.issues);
    else throw error;
    return null;
  }
  if (!isSchemaObject(source.value)) {
    issues.push(source.issue([], 'the file must contain a JSON object'));
    return null;
  }
  return source;
}

/** An issue at a JSON pointer of a file, with the pointer repeated in the message. */
export function issueAt(source: DataSource, pointer: string, message: string, preferKey = false): DataIssue {
  return source.issue(pointerToDataPath(pointer), `${message} (at ${pointer || '/'})`, preferKey);
}
