import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import type { DataPath, DataSource } from '../data/data-source';
import { splitRef, valueAtTokens, type SplitRef } from '../data/json-pointer';
import { sharedSchemaName } from '../../isomorphic/shared-schema-name';
import type { ApiParameter, FieldSchema, JsonType, RawApiShared, RawFieldSchema } from '../../isomorphic/api-types';

/** Patterns that mark a string as carrying a number (the `String<Integer>` / `String<Float>` notations). */
export const integerStringPattern = '^[0-9]+$';
const signedIntegerStringPattern = '^-?[0-9]+$';
const floatStringPattern = '^-?[0-9]+(\\.[0-9]+)?$';

const overridableKeys = [
  'description',
  'x-condition',
  'x-note',
  'x-source',
  'x-source-note',
  'x-disagreement',
  'x-time-zone',
] as const;

function deepCopy<T>(value: T): T {
  return structuredClone(value);
}

/** shared.yaml as the `$ref`s of field schemas lead into it: its file (refs are relative to the file they are in) and value. */
export type SharedDocument = DataSource<RawApiShared>;

/** `../shared.yaml` seen from `from`: the document part a `$ref` written in `from` needs (`''` inside shared.yaml). */
function sharedFileRef(from: string, shared: SharedDocument): string {
  const sharedFile = path.resolve(shared.file);
  if (path.resolve(from) === sharedFile) return '';
  return path
    .relative(path.dirname(path.resolve(from)), sharedFile)
    .split(path.sep)
    .join('/');
}

/**
 * The shared.yaml schema a `$ref` leads to (`../shared.yaml#/schemas/xmlReport` → `xmlReport`), followed as the
 * conversion schemas' references are (generators/data/json-pointer.ts): the document part relative to the file the
 * `$ref` is written in, the fragment a JSON pointer into that document. A reference that leads anywhere but to one
 * of shared.yaml's `schemas` is an issue at the `$ref`.
 */
function followSharedRef(ref: string, at: DataPath, source: DataSource, shared: SharedDocument, issues: DataIssue[]) {
  const expected = `${sharedFileRef(source.file, shared)}#/schemas/<name>`;
  const split = splitOrUndefined(ref);
  const name = schemaNameOf(split);
  const file = split && (split.file === '' ? source.file : path.join(path.dirname(source.file), split.file));
  if (!split || name === undefined || file === undefined || path.resolve(file) !== path.resolve(shared.file)) {
    issues.push(source.issue(at, `$ref "${ref}" must point to a schema of shared.yaml (${expected})`));
    return undefined;
  }
  if (valueAtTokens(shared.value, split.tokens) === undefined) {
    issues.push(source.issue(at, `$ref "${ref}" points nowhere: shared.yaml schemas defines no "${name}"`));
    return undefined;
  }
  return name;
}

/** A `$ref` taken apart, or undefined when its fragment is no JSON pointer. */
function splitOrUndefined(ref: string): SplitRef | undefined {
  try {
    return splitRef(ref);
  } catch {
    return undefined;
  }
}

/** The shared.yaml schema a `$ref` names by its fragment (`#/schemas/<name>`), whatever its document part. */
function schemaNameOf(split: SplitRef | undefined): string | undefined {
  return split?.tokens.length === 2 && split.tokens[0] === 'schemas' ? split.tokens[1] : undefined;
}

/** The name of the shared.yaml schema a `$ref` names, without checking the document part (see followSharedRef). */
function sharedRefName(ref: string): string | undefined {
  return schemaNameOf(splitOrUndefined(ref));
}

/**
 * Expands the `$ref`s of the shared.yaml `schemas` themselves.
 * References that lead nowhere and reference cycles become issues positioned in shared.yaml.
 */
export function resolveSharedSchemas(shared: SharedDocument, issues: DataIssue[]): Record<string, FieldSchema> {
  const raw = shared.value.schemas;
  const resolved: Record<string, FieldSchema> = {};
  const resolving = new Set<string>();
  const resolveName = (name: string, at: DataPath): FieldSchema | undefined => {
    if (resolved[name]) return resolved[name];
    if (resolving.has(name)) {
      issues.push(shared.issue(at, `shared schema "${name}" refers to itself`));
      return undefined;
    }
    resolving.add(name);
    const result = expand(raw[name], ['schemas', name], (ref, refAt) => {
      const target = followSharedRef(ref, refAt, shared, shared, issues);
      return target === undefined ? undefined : { name: target, schema: resolveName(target, refAt) };
    });
    resolving.delete(name);
    resolved[name] = result;
    return result;
  };
  for (const name of Object.keys(raw)) resolveName(name, ['schemas', name]);
  return resolved;
}

type SharedLookup = (ref: string, at: DataPath) => { name: string; schema: FieldSchema | undefined } | undefined;

/** Returns a copy of `raw` with every `$ref` replaced by the (copied) shared schema and its sibling keys. */
function expand(raw: RawFieldSchema, at: DataPath, lookup: SharedLookup): FieldSchema {
  if (raw.$ref !== undefined) {
    const target = lookup(raw.$ref, [...at, '$ref']);
    const base = target?.schema;
    const result: FieldSchema = base ? deepCopy(base) : { description: raw.description ?? '' };
    for (const key of overridableKeys) {
      const value = raw[key];
      if (value !== undefined) Object.assign(result, { [key]: value });
    }
    if (base && target) result[sharedSchemaName] = target.name;
    return result;
  }
  const { $ref: _unused, properties, items, ...rest } = raw;
  const result: FieldSchema = { ...rest, description: raw.description ?? '' };
  if (properties) {
    result.properties = {};
    for (const [key, child] of Object.entries(properties)) {
      result.properties[key] = expand(child, [...at, 'properties', key], lookup);
    }
  }
  if (items) result.items = expand(items, [...at, 'items'], lookup);
  return result;
}

/** Expands a field schema of an endpoint or oauth2.yaml against the already resolved shared schemas. */
export function resolveFieldSchema(
  raw: RawFieldSchema,
  at: DataPath,
  resolvedShared: Record<string, FieldSchema>,
  shared: SharedDocument,
  source: DataSource,
  issues: DataIssue[],
): FieldSchema {
  return expand(raw, at, (ref, refAt) => {
    const name = followSharedRef(ref, refAt, source, shared, issues);
    return name === undefined ? undefined : { name, schema: resolvedShared[name] };
  });
}

/**
 * Checks what the meta schema cannot: every `required` name exists in `properties`, every
 * property that is not required says when it appears (`x-condition`), either where it is used
 * or in the shared schema it refers to, and every date or date-time field says in which time zone its
 * values are given (`x-time-zone`; a `$ref` field takes its part's, which is checked in shared.yaml).
 */
export function checkFieldConditions(
  raw: RawFieldSchema,
  at: DataPath,
  sharedRaw: Record<string, RawFieldSchema>,
  source: DataSource,
  issues: DataIssue[],
): void {
  if ((raw.format === 'date-time' || raw.format === 'date') && raw['x-time-zone'] === undefined) {
    issues.push(
      source.issue(
        at,
        `a ${raw.format} field needs an x-time-zone (utc or jst as the provider's examples and real documents show its values, unpublished when neither does)`,
      ),
    );
  }
  if (raw.properties) {
    const required = new Set(raw.required ?? []);
    for (const name of required) {
      if (!(name in raw.properties)) {
        issues.push(source.issue([...at, 'required'], `required field "${name}" is not defined in properties`));
      }
    }
    for (const [name, child] of Object.entries(raw.properties)) {
      const childAt = [...at, 'properties', name];
      if (!required.has(name) && !hasCondition(child, sharedRaw)) {
        issues.push(source.issue(childAt, `optional field "${name}" needs an x-condition (when it appears)`, true));
      }
      checkFieldConditions(child, childAt, sharedRaw, source, issues);
    }
  }
  if (raw.items) checkFieldConditions(raw.items, [...at, 'items'], sharedRaw, source, issues);
}

function hasCondition(field: RawFieldSchema, sharedRaw: Record<string, RawFieldSchema>): boolean {
  if (field['x-condition']) return true;
  if (field.$ref === undefined) return false;
  const name = sharedRefName(field.$ref);
  const target = name === undefined ? undefined : sharedRaw[name];
  return target ? hasCondition(target, sharedRaw) : true; // a $ref that leads nowhere is reported elsewhere
}

function typesOf(schema: FieldSchema): JsonType[] {
  if (!schema.type) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

const integerPatterns = new Set([integerStringPattern, signedIntegerStringPattern, '^[0-9]$']);

function stringNotation(schema: FieldSchema): string {
  if (schema.format === 'date-time') return 'ISO8601Time';
  if (schema.pattern && integerPatterns.has(schema.pattern)) return 'String<Integer>';
  if (schema.pattern === floatStringPattern) return 'String<Float>';
  return 'String';
}

/**
 * The reference's type notation of a field (`Integer|String<Integer>`, `Array<String>|Null`,
 * `ISO8601Time` ...), derived from its JSON Schema so that pages show the provider's notation.
 */
export function typeNotationOf(schema: FieldSchema): string {
  const parts: string[] = [];
  for (const type of typesOf(schema)) {
    if (type === 'string') parts.push(typesOf(schema).includes('integer') ? 'String<Integer>' : stringNotation(schema));
    else if (type === 'integer') parts.push('Integer');
    else if (type === 'number') parts.push('Float');
    else if (type === 'boolean') parts.push('Boolean');
    else if (type === 'object') parts.push('Object');
    else if (type === 'array') parts.push(`Array<${schema.items ? typeNotationOf(schema.items) : 'Object'}>`);
    else if (type === 'null') parts.push('Null');
  }
  return parts.join('|');
}

function withEnum(schema: FieldSchema, parameter: ApiParameter): FieldSchema {
  if (parameter.allowedValues) schema.enum = parameter.allowedValues.map((allowed) => allowed.value);
  return schema;
}

/** The JSON Schema of one parameter value, used to check defaults and examples and for OpenAPI. */
export function parameterSchema(parameter: ApiParameter): FieldSchema {
  const description = parameter.description;
  const limits = parameter.limits ?? {};
  switch (parameter.type) {
    case 'Integer':
      return { type: 'integer', description, ...pick(limits, 'minimum', 'maximum') };
    case 'Float':
      return { type: 'number', description, ...pick(limits, 'minimum', 'maximum') };
    case 'Boolean':
      return { type: 'boolean', description };
    case 'ISO8601Time':
      return { type: 'string', format: 'date-time', description };
    case 'String<Integer>':
      return { type: 'string', pattern: integerStringPattern, description };
    case 'Array<String>': {
      const items = withEnum({ type: 'string', description: `${parameter.name} の要素です。` }, parameter);
      return { type: 'array', description, items, ...pick(limits, 'minItems', 'maxItems') };
    }
    case 'String':
      return withEnum({ type: 'string', description }, parameter);
  }
}

function pick<T extends object, K extends keyof T>(value: T, ...keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

/** The request body schema built from an endpoint's `body` parameters. */
export function requestBodySchema(parameters: ApiParameter[]): FieldSchema | undefined {
  const body = parameters.filter((parameter) => parameter.in === 'body');
  if (body.length === 0) return undefined;
  const properties: Record<string, FieldSchema> = {};
  for (const parameter of body) {
    properties[parameter.name] = parameterSchema(parameter);
    if (!parameter.required) properties[parameter.name]['x-condition'] = '省略できます。';
  }
  return {
    type: 'object',
    description: 'リクエストボディの JSON です。',
    additionalProperties: false,
    required: body.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    properties,
  };
}

/**
 * Puts the sentence of data/api/shared.yaml `timeZones` after the description of every field that names its time
 * zone (`x-time-zone`), in place, so that pages, the OpenAPI and AsyncAPI documents and the stand-in all say it: the
 * rule is written once in shared.yaml, each field only names it.
 */
export function addTimeZoneTexts(value: unknown, timeZones: Record<string, { text: string }>): void {
  if (Array.isArray(value)) {
    for (const item of value) addTimeZoneTexts(item, timeZones);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const field = value as { description?: unknown; 'x-time-zone'?: unknown };
  const zone = typeof field['x-time-zone'] === 'string' ? timeZones[field['x-time-zone']] : undefined;
  if (zone && typeof field.description === 'string' && !field.description.endsWith(zone.text)) {
    field.description = `${field.description}${zone.text}`;
  }
  for (const child of Object.values(value)) addTimeZoneTexts(child, timeZones);
}
