import { inspect } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import $RefParser, { type FileInfo, type ParserOptions } from '@apidevtools/json-schema-ref-parser';
import { type DataIssue } from '../data/data-error';
import { DataSource } from '../data/data-source';
import { type JsonSchemaObject, schemaId, schemaIdBase } from './schema-catalog-model';
import { type LoadedSchemaFile } from './schema-discovery';
import { isSchemaObject } from './schema-node';
import { pointerOf } from '../data/json-pointer';
import { issueAt, rewriteSchema } from './schema-json-file';

/**
 * The identity of a schema file (`$schema`, and an `$id` matching its place) and its `$ref`s: every reference is
 * collected with its position and resolved with json-schema-ref-parser; one that does not resolve is an issue.
 */

const draft2020 = 'https://json-schema.org/draft/2020-12/schema';

export function checkIdentity(source: DataSource<JsonSchemaObject>, expectedId: string): DataIssue[] {
  const issues: DataIssue[] = [];
  const schema = source.value;
  if (schema.$schema !== draft2020) issues.push(issueAt(source, '/$schema', `"$schema" must be "${draft2020}"`));
  if (schema.$id !== expectedId) {
    issues.push(
      issueAt(
        source,
        '/$id',
        `"$id" must be "${expectedId}" to match the file location, found ${JSON.stringify(schema.$id)}`,
      ),
    );
  }
  return issues;
}

export interface RefLocation {
  source: DataSource<JsonSchemaObject>;
  pointer: string;
  value: string;
  /** The absolute URL the reference points to (document URL and fragment). */
  target: URL;
}

export function collectRefs(source: DataSource<JsonSchemaObject>, baseId: string): RefLocation[] {
  const found: RefLocation[] = [];
  const walk = (node: unknown, parts: Array<string | number>): void => {
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, [...parts, index]));
    else if (isSchemaObject(node)) {
      for (const [key, child] of Object.entries(node)) {
        if (key === '$ref' && typeof child === 'string') {
          let target: URL;
          try {
            target = new URL(child, baseId);
          } catch {
            target = new URL('invalid:ref');
          }
          found.push({ source, pointer: pointerOf([...parts, key]), value: child, target });
        } else if (!['const', 'enum', 'examples', 'default'].includes(key)) walk(child, [...parts, key]);
      }
    }
  };
  walk(source.value, []);
  return found;
}

export function documentUrl(url: URL): string {
  return `${url.protocol}//${url.host}${url.pathname}`;
}

/** Maps `https://dmdata.jp/schemas/...` to the local file under `dir`. */
function localPathOf(url: string, dir: string): string | null {
  return url.startsWith(schemaIdBase) ? path.join(dir, url.slice(schemaIdBase.length)) : null;
}

/** Keywords that may stand beside `$ref` without changing what it validates. */
const annotationKeywords = new Set([
  '$ref',
  'description',
  'title',
  '$comment',
  'x-condition',
  'x-note',
  'examples',
  'deprecated',
]);

/**
 * ref-parser treats a `$ref` with sibling keywords as an "extended" reference and merges the target into the
 * referring document, which breaks the target's own `#/...` references. `{ "$ref": X, "required": [...] }`
 * is rewritten to the equivalent `{ "allOf": [{ "$ref": X }], "required": [...] }` before bundling.
 */
function wrapExtendedRefs(schema: unknown): unknown {
  return rewriteSchema(schema, wrapExtendedRef);
}

function wrapExtendedRef(out: JsonSchemaObject): JsonSchemaObject {
  if (typeof out.$ref === 'string' && Object.keys(out).some((key) => !annotationKeywords.has(key))) {
    const ref = out.$ref;
    delete out.$ref;
    out.allOf = [{ $ref: ref }, ...(Array.isArray(out.allOf) ? (out.allOf as JsonSchemaObject[]) : [])];
  }
  return out;
}

/** ref-parser options: `https://dmdata.jp/schemas/...` is read from `dir` (never from the network). */
export function refParserOptions(dir: string, missingFiles: Set<string>, continueOnError: boolean): ParserOptions {
  return {
    continueOnError,
    resolve: {
      http: false,
      file: false,
      dmdataSchemas: {
        order: 1,
        canRead: (file: FileInfo) => file.url.startsWith(schemaIdBase),
        read: (file: FileInfo) => {
          const document = documentUrl(new URL(file.url));
          const local = localPathOf(document, dir);
          if (!local || !existsSync(local)) {
            missingFiles.add(document);
            throw new Error(`no schema file for ${file.url}`);
          }
          return JSON.stringify(wrapExtendedRefs(JSON.parse(readFileSync(local, 'utf8'))));
        },
      },
    },
  };
}

interface RefParserProblem {
  name?: string;
  message?: string;
  source?: string;
  targetRef?: string;
  path?: Array<string | number> | null;
}

function problemsOf(error: unknown): RefParserProblem[] {
  if (error && typeof error === 'object' && 'errors' in error && Array.isArray(error.errors)) {
    return (error as { errors: RefParserProblem[] }).errors;
  }
  return [error as RefParserProblem];
}

/**
 * Bundles `entryPath` with ref-parser; each reported problem is traced back to the `$ref` node(s) that
 * cause it, in whichever file of the catalog they are written.
 */
export async function brokenRefIssues(
  entry: LoadedSchemaFile,
  dir: string,
  allRefs: RefLocation[],
): Promise<DataIssue[]> {
  const missingFiles = new Set<string>();
  try {
    await $RefParser.bundle(schemaId(entry.name, entry.version), refParserOptions(dir, missingFiles, true));
    return [];
  } catch (error) {
    const issues: DataIssue[] = [];
    for (const problem of problemsOf(error)) {
      let located: RefLocation[] = [];
      if (problem.name === 'MissingPointerError' && problem.source) {
        const document = problem.source.startsWith(schemaIdBase) ? problem.source : entry.source.value.$id;
        const fragment = (problem.targetRef ?? '').replace(/^[^#]*#/, '#');
        located = allRefs.filter(
          (ref) => documentUrl(ref.target) === document && decodeURIComponent(ref.target.hash) === fragment,
        );
        for (const ref of located) {
          issues.push(
            issueAt(
              ref.source,
              ref.pointer,
              `broken $ref "${ref.value}": ${fragment} does not exist in ${problem.source}`,
            ),
          );
        }
      } else if (missingFiles.size > 0) {
        located = allRefs.filter((ref) => missingFiles.has(documentUrl(ref.target)));
        for (const ref of located) {
          issues.push(
            issueAt(
              ref.source,
              ref.pointer,
              `broken $ref "${ref.value}": ${documentUrl(ref.target)} has no schema file`,
            ),
          );
        }
      }
      if (located.length === 0) {
        const pointer = problem.path ? pointerOf([...problem.path, '$ref']) : '';
        issues.push(
          issueAt(
            entry.source,
            pointer,
            `cannot resolve $ref: ${(problem.message ?? inspect(problem)).split('\n')[0]}`,
          ),
        );
      }
    }
    return issues;
  }
}
