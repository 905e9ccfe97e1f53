import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import type { DataIssue } from '../data/data-error';
import type { DataPath, DataSource } from '../data/data-source';
import { ajvIssues, createAjv } from '../data/validate';
import type { FieldSchema } from './types';

function toPointer(dataPath: DataPath): string {
  return dataPath.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/**
 * Compiles the response/message schemas of the catalog (once each) with the project's ajv
 * and checks example values against them, reporting failures at the example's position.
 */
export class SchemaChecker {
  private readonly ajv = createAjv();
  private readonly compiled = new Map<FieldSchema, ValidateFunction | null>();

  /** Compiles `schema`; a schema ajv rejects becomes an issue at `schemaAt`. */
  compile(schema: FieldSchema, schemaAt: DataPath, source: DataSource, issues: DataIssue[]): ValidateFunction | null {
    if (this.compiled.has(schema)) return this.compiled.get(schema) ?? null;
    let validate: ValidateFunction | null = null;
    try {
      validate = this.ajv.compile(schema);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      issues.push(source.issue(schemaAt, `schema is not valid JSON Schema: ${reason}`));
    }
    this.compiled.set(schema, validate);
    return validate;
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
    const prefix = toPointer(valueAt);
    const shifted: ErrorObject[] = (validate.errors ?? []).map((error) => ({
      ...error,
      instancePath: prefix + error.instancePath,
    }));
    for (const issue of ajvIssues(source, shifted)) {
      issues.push({ ...issue, message: `${label}: ${issue.message}` });
    }
  }
}
