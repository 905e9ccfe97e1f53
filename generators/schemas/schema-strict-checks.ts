import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { type DataIssue } from '../data/data-error';
import { DataSource, pointerToDataPath } from '../data/data-source';
import { createAjv } from '../data/validate';
import { type JsonSchemaObject } from './schema-catalog-model';
import { type LoadedExample } from './schema-discovery';
import { isSchemaObject } from './schema-node';
import { pointerOf } from '../data/json-pointer';
import { issueAt } from './schema-json-file';
import { type RefLocation, documentUrl } from './schema-refs';

/**
 * The strict checks of the schema files: each schema (and the components) compiled by ajv in strict mode, each
 * problem pointed at its node, and each example validated against the schema version it names.
 */

/** Finds the schema location named in an ajv error message (`at "…#/a/b"`), or the first node with an unknown keyword. */
function strictErrorPointer(message: string, schema: JsonSchemaObject): string {
  const at = /at "[^"#]*#([^"]*)"/.exec(message);
  if (at) return decodeURI(at[1]);
  const keyword = /unknown keyword: "([^"]+)"/.exec(message);
  if (keyword) {
    const search = (node: unknown, parts: Array<string | number>): string | null => {
      if (Array.isArray(node)) {
        for (let i = 0; i < node.length; i++) {
          const hit = search(node[i], [...parts, i]);
          if (hit !== null) return hit;
        }
      } else if (isSchemaObject(node)) {
        for (const [key, child] of Object.entries(node)) {
          if (key === keyword[1]) return pointerOf([...parts, key]);
          if (['const', 'enum'].includes(key)) continue;
          const hit = search(child, [...parts, key]);
          if (hit !== null) return hit;
        }
      }
      return null;
    };
    return search(schema, []) ?? '';
  }
  return '';
}

export function metaSchemaIssues(
  source: DataSource<JsonSchemaObject>,
  errors: ErrorObject[] | null | undefined,
): DataIssue[] {
  return (errors ?? []).map((error) =>
    issueAt(source, error.instancePath, `invalid schema: ${error.message ?? 'invalid'}`),
  );
}

/**
 * The `$defs` that compiling the schema itself does not reach (through the file's `$ref`s to its own
 * `#/$defs/Name`, as `collectRefs` found them: from the schema outside `$defs`, then from each def reached): ajv
 * compiles every subschema it reaches, with every strict check, so only these need a compile of their own.
 * Compiling each def separately compiled the reached ones again (~1.5 s of the schema checks).
 */
function defsOutsideRoot(schema: JsonSchemaObject, id: string, refs: RefLocation[]): string[] {
  const defs = isSchemaObject(schema.$defs) ? schema.$defs : {};
  /** Defs referred to, by the def holding the `$ref` (null: outside `$defs`). */
  const referred = new Map<string | null, string[]>();
  for (const ref of refs) {
    const def = documentUrl(ref.target) === id ? /^#\/\$defs\/([^/]+)$/.exec(ref.target.hash)?.[1] : undefined;
    if (def === undefined) continue;
    const [top, holder] = pointerToDataPath(ref.pointer);
    const from = top === '$defs' ? String(holder) : null;
    referred.set(from, [...(referred.get(from) ?? []), decodeURIComponent(def)]);
  }
  const reached = new Set<string>();
  const queue = [...(referred.get(null) ?? [])];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    queue.push(...(referred.get(name) ?? []));
  }
  return Object.keys(defs).filter((name) => !reached.has(name));
}

/** The strict compile of a schema file and of each `$defs` entry that compile does not reach; `refs`: the file's `$ref`s. */
export function compileIssues(
  ajv: ReturnType<typeof createAjv>,
  source: DataSource<JsonSchemaObject>,
  id: string,
  refs: RefLocation[],
): DataIssue[] {
  const schema = source.value;
  const targets = [id, ...defsOutsideRoot(schema, id, refs).map((def) => `${id}#/$defs/${encodeURIComponent(def)}`)];
  for (const target of targets) {
    try {
      ajv.getSchema(target);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return [issueAt(source, strictErrorPointer(message, schema), `schema does not compile (ajv strict): ${message}`)];
    }
  }
  return [];
}

export function exampleIssues(example: LoadedExample, validate: ValidateFunction): DataIssue[] {
  if (validate(example.source.value)) return [];
  const issues: DataIssue[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    if (['if', 'anyOf', 'oneOf', 'not'].includes(error.keyword) && (validate.errors?.length ?? 0) > 1) continue;
    let pointer = error.instancePath;
    let message = error.message ?? 'invalid value';
    let preferKey = false;
    if (error.keyword === 'required') {
      message = `required field "${(error.params as { missingProperty: string }).missingProperty}" is missing`;
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const params = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
      const extra = params.additionalProperty ?? params.unevaluatedProperty ?? '';
      pointer = `${pointer}${pointerOf([extra])}`;
      message = `unknown field "${extra}"`;
      preferKey = true;
    } else if (error.keyword === 'enum') {
      message = `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    } else if (error.keyword === 'const') {
      message = `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}`;
    }
    const issue = issueAt(example.source, pointer, `example does not validate: ${message}`, preferKey);
    const key = `${issue.line}:${issue.column}:${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}
