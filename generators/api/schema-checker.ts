import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { DataIssue } from '../data/data-error';
import type { DataPath, DataSource } from '../data/data-source';
import { pointerOf } from '../data/json-pointer';
import { ajvIssues, createAjv } from '../data/validate';
import type { FieldSchema } from '../../isomorphic/api-types';

/** A compiled schema, or why ajv rejected it. */
type Compiled = { validate: ValidateFunction } | { reason: string };

/**
 * Compiled schemas by their JSON text, so each schema is compiled once per build. The ajv keeps no schema by `$id`
 * (`addUsedSchema: false`): an edited schema that keeps its `$id` compiles again without a clash. Made on first use.
 */
let schemas: { ajv: ReturnType<typeof createAjv>; compiled: Map<string, Compiled> } | undefined;

function compiledSchemas() {
  schemas ??= { ajv: createAjv({ addUsedSchema: false }), compiled: new Map<string, Compiled>() };
  return schemas;
}

/**
 * Compiles the response/message schemas of the catalog (once each) with the project's ajv
 * and checks example values against them, reporting failures at the example's position.
 */
export class SchemaChecker {
  /** Compiles `schema`; a schema ajv rejects becomes an issue at `schemaAt`. */
  compile(schema: FieldSchema, schemaAt: DataPath, source: DataSource, issues: DataIssue[]): ValidateFunction | null {
    const { ajv, compiled } = compiledSchemas();
    const key = JSON.stringify(schema);
    let result = compiled.get(key);
    if (!result) {
      try {
        result = { validate: ajv.compile(schema) };
      } catch (error) {
        result = { reason: error instanceof Error ? error.message : String(error) };
      }
      compiled.set(key, result);
    }
    if ('validate' in result) return result.validate;
    issues.push(source.issue(schemaAt, `schema is not valid JSON Schema: ${result.reason}`));
    return null;
  }

  /**
   * Validates `value` (found at `valueAt` in `source`) against `schema` (written at `schemaAt`).
   * Each mismatch becomes an issue at the exact failing field of the example.
   */
  check(
    schema: FieldSchema,
    schemaAt: DataPath,
    value: unknown,
    valueAt: DataPath,
    label: string,
    source: DataSource,
    issues: DataIssue[],
  ): void {
    const validate = this.compile(schema, schemaAt, source, issues);
    if (!validate || validate(value)) return;
    const prefix = pointerOf(valueAt);
    const shifted: ErrorObject[] = (validate.errors ?? []).map((error) => ({
      ...error,
      instancePath: prefix + error.instancePath,
    }));
    for (const issue of ajvIssues(source, shifted)) {
      issues.push({ ...issue, message: `${label}: ${issue.message}` });
    }
  }
}
