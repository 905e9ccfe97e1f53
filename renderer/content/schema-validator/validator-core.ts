import type { ErrorObject } from 'ajv/dist/2020.js';
import { compareVersions } from '../../../isomorphic/schema-version';
import { lineColumn } from '../../../isomorphic/text-position';
import { jsonErrorOffset } from './json-syntax';
import { validatorLabels as text } from './validator-labels';

/**
 * The JSON validator's logic without the DOM: reading the document, choosing the published schema from
 * `_schema.type` / `_schema.version`, and turning ajv's errors into Japanese messages that point at the
 * field's documentation. Everything runs in the browser; nothing is sent anywhere.
 */

/** A schema version the site publishes (from the validator page's data). */
export interface KnownSchema {
  name: string;
  version: string;
  current: boolean;
  /** The schema page. */
  page: string;
  /** The bundled schema (`/schemas/<name>/<version>.json`). */
  schema: string;
  /** Field paths documented with an anchor on the page (`/schemas/<name>/<version>.fields.json`). */
  fields: string;
}

export const maxDocumentBytes = 10 * 1024 * 1024;

export type ParseResult = { ok: true; value: unknown } | { ok: false; message: string };

/** The position of a syntax error, found by our own scanner (engines word JSON.parse errors differently). */
function syntaxPosition(source: string): { line: number; column: number } | undefined {
  const offset = jsonErrorOffset(source);
  return offset === undefined ? undefined : lineColumn(source, offset);
}

export function parseDocument(source: string): ParseResult {
  if (source.trim() === '') return { ok: false, message: text.empty };
  try {
    return { ok: true, value: JSON.parse(source) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const where = syntaxPosition(source);
    return { ok: false, message: where ? text.notJsonAt(where.line, where.column, detail) : text.notJson(detail) };
  }
}

const versionPattern = /^\d+\.\d+\.\d+$/;

export type SchemaChoice =
  | {
      kind: 'found';
      schema: KnownSchema;
      declared: string;
      /** The declared version has no page: an older one of the same major version. */ older: boolean;
    }
  | { kind: 'problem'; message: string };

/**
 * The published schema for a document: its own `_schema.version`, or, for an older version of the same
 * major version that has no page of its own (e.g. earthquake-information 1.0.0, extended by 1.1.0), the
 * oldest documented version above it.
 */
export function chooseSchema(document: unknown, known: KnownSchema[]): SchemaChoice {
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    return { kind: 'problem', message: text.notObject };
  const declared = (document as { _schema?: unknown })._schema;
  if (typeof declared !== 'object' || declared === null) return { kind: 'problem', message: text.noSchema };
  const { type, version } = declared as { type?: unknown; version?: unknown };
  if (typeof type !== 'string' || typeof version !== 'string') return { kind: 'problem', message: text.noSchema };
  const ofType = known.filter((schema) => schema.name === type).sort((a, b) => compareVersions(a.version, b.version));
  if (ofType.length === 0)
    return {
      kind: 'problem',
      message: text.unknownType(type, [...new Set(known.map((schema) => schema.name))].sort()),
    };
  const exact = ofType.find((schema) => schema.version === version);
  if (exact) return { kind: 'found', schema: exact, declared: version, older: false };
  const major = version.split('.')[0];
  const later = versionPattern.test(version)
    ? ofType.find((schema) => schema.version.split('.')[0] === major && compareVersions(schema.version, version) > 0)
    : undefined;
  if (later) return { kind: 'found', schema: later, declared: version, older: true };
  return {
    kind: 'problem',
    message: text.unknownVersion(
      type,
      version,
      ofType.map((schema) => schema.version),
    ),
  };
}

// ------------------------------------------------------------------ errors

export interface ValidationIssue {
  /** JSON pointer of the value (`/body/earthquake/hypocenter`), `` for the whole document. */
  pointer: string;
  message: string;
  /** Link to the documentation of the field (the nearest documented one on the schema page). */
  href?: string;
  /** The field path the link leads to (`body.earthquake.hypocenter`). */
  field?: string;
}

function decodePointer(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** `/body/items/0/code` → `body.items[].code` (the path the schema page uses in its field anchors). */
export function fieldPath(pointer: string): string {
  let path = '';
  for (const part of decodePointer(pointer)) path += /^\d+$/.test(part) ? '[]' : path === '' ? part : `.${part}`;
  return path;
}

/** The nearest documented field at or above `path`. */
export function documentedField(path: string, fields: ReadonlySet<string>): string | undefined {
  let candidate = path;
  while (candidate !== '') {
    if (fields.has(candidate)) return candidate;
    const cut = Math.max(candidate.lastIndexOf('.'), candidate.endsWith('[]') ? candidate.length - 2 : -1);
    candidate = cut > 0 ? candidate.slice(0, cut) : '';
  }
  return undefined;
}

function listValues(values: unknown): string {
  return (Array.isArray(values) ? values : [values]).map((value) => JSON.stringify(value)).join('、');
}

/** One Japanese sentence for one ajv error. */
export function errorMessage(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return text.required(String(params.missingProperty));
    case 'additionalProperties':
      return text.unknownProperty(String(params.additionalProperty));
    case 'unevaluatedProperties':
      return text.unknownProperty(String(params.unevaluatedProperty));
    case 'type':
      return text.type(String(params.type));
    case 'enum':
      return text.enum(listValues(params.allowedValues));
    case 'const':
      return text.const(JSON.stringify(params.allowedValue));
    case 'pattern':
      return text.pattern(String(params.pattern));
    case 'format':
      return text.format(String(params.format));
    case 'minItems':
      return text.minItems(Number(params.limit));
    case 'maxItems':
      return text.maxItems(Number(params.limit));
    case 'minLength':
      return text.minLength(Number(params.limit));
    case 'maxLength':
      return text.maxLength(Number(params.limit));
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return text.range(String(params.comparison), Number(params.limit));
    case 'oneOf':
    case 'anyOf':
      return text.noVariant;
    case 'not':
      return text.not;
    case 'false schema':
      return text.forbidden;
    default:
      return text.other(error.keyword, error.message ?? '');
  }
}

/** Where ajv reports a property error on the object, the pointer of the property itself. */
export function issuePointer(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const property = params.additionalProperty ?? params.unevaluatedProperty ?? params.missingProperty;
  return typeof property === 'string'
    ? `${error.instancePath}/${property.replace(/~/g, '~0').replace(/\//g, '~1')}`
    : error.instancePath;
}

/**
 * ajv's errors as places and messages: `if` (which only says a `then` failed, reported on its own) is left out,
 * and the same message at the same place is listed once. The validator and the "try it" panel both list these.
 */
export function distinctIssues(errors: readonly ErrorObject[]): Array<{ pointer: string; message: string }> {
  const seen = new Set<string>();
  const issues: Array<{ pointer: string; message: string }> = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const pointer = issuePointer(error);
    const message = errorMessage(error);
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push({ pointer, message });
  }
  return issues;
}

/** ajv's errors as issues (distinctIssues), each linked to its documented field, or else to the schema page. */
export function validationIssues(errors: ErrorObject[], page: string, fields: ReadonlySet<string>): ValidationIssue[] {
  return distinctIssues(errors).map(({ pointer, message }) => {
    const field = documentedField(fieldPath(pointer), fields);
    return { pointer, message, field, href: field ? `${page}#field-${field}` : page };
  });
}
