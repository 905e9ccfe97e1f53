import { splitRef, valueAtTokens } from '../data/json-pointer';
import { isSchemaObject, type JsonSchemaObject, type JsonValue } from './schema-node';

/**
 * What changed between two versions of a conversion format, computed from the bundled schema files (every
 * `$ref` inside the document): the field paths each version defines, with their types, value lists and
 * whether they are required, compared path by path. Nothing here is written by hand.
 */

import type { FieldChange, FieldFacts, VersionChanges } from '../../isomorphic/schema-views';

export type { FieldChange, FieldFacts, VersionChanges };

export type FieldMap = Map<string, FieldFacts>;

/** A JSON object (the values of a parsed schema file are JSON). */
const isObject = (value: unknown): value is { [key: string]: JsonValue } => isSchemaObject(value);

function resolveRef(root: JsonSchemaObject, ref: string): JsonValue | undefined {
  if (!ref.startsWith('#')) return undefined;
  return valueAtTokens(root, splitRef(ref).tokens) as JsonValue | undefined;
}

function show(value: JsonValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

interface Collected {
  types: Set<string>;
  values?: Set<string>;
  /** A branch defined the field without a value list: the list does not hold everywhere. */
  unrestricted: boolean;
  required: boolean;
}

/** Flattens one bundled schema into field path → facts. */
export function flattenSchema(root: JsonSchemaObject): FieldMap {
  const collected = new Map<string, Collected>();

  const entry = (path: string): Collected => {
    let found = collected.get(path);
    if (!found) {
      found = { types: new Set(), unrestricted: false, required: false };
      collected.set(path, found);
    }
    return found;
  };

  /** `conditional`: reached through if/then/else, where properties and `required` hold only sometimes. */
  const walk = (node: JsonValue, path: string, conditional: boolean, seen: Set<JsonValue>): void => {
    if (!isObject(node) || seen.has(node)) return;
    const inner = new Set(seen).add(node);
    if (typeof node.$ref === 'string') walk(resolveRef(root, node.$ref) ?? null, path, conditional, inner);
    const facts = path === '' ? undefined : entry(path);
    if (facts) {
      const types = Array.isArray(node.type) ? node.type : typeof node.type === 'string' ? [node.type] : [];
      for (const type of types) facts.types.add(typeof type === 'string' ? type : JSON.stringify(type));
      const values = 'const' in node ? [node.const] : Array.isArray(node.enum) ? node.enum : undefined;
      if (values) {
        facts.values ??= new Set();
        for (const value of values) facts.values.add(show(value));
        if (values.some((value) => value === null)) facts.types.add('null');
        else if (values.every((value) => typeof value === 'string')) facts.types.add('string');
      } else if (types.length > 0 && !conditional) facts.unrestricted = true;
    }
    const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
    if (isObject(node.properties)) {
      for (const [name, child] of Object.entries(node.properties)) {
        if (child === false) continue;
        const childPath = path === '' ? name : `${path}.${name}`;
        if (child !== true || !conditional) entry(childPath);
        if (required.has(name) && !conditional) entry(childPath).required = true;
        walk(child, childPath, conditional, inner);
      }
    }
    if (isObject(node.items)) walk(node.items, `${path}[]`, conditional, inner);
    if (Array.isArray(node.prefixItems))
      node.prefixItems.forEach((item, index) => walk(item, `${path}[${index}]`, conditional, inner));
    for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
      const list = node[keyword];
      if (Array.isArray(list)) for (const branch of list) walk(branch, path, conditional || keyword !== 'allOf', inner);
    }
    for (const keyword of ['then', 'else'] as const) walk(node[keyword] ?? null, path, true, inner);
  };

  walk(root as JsonValue, '', false, new Set());
  const fields: FieldMap = new Map();
  for (const [path, found] of collected) {
    if (found.types.size === 0 && !found.values) continue;
    fields.set(path, {
      types: [...found.types].sort(),
      values: found.values && !found.unrestricted ? [...found.values].sort() : undefined,
      required: found.required,
    });
  }
  return fields;
}

function isBelow(path: string, parent: string): boolean {
  return path.startsWith(`${parent}.`) || path.startsWith(`${parent}[`);
}

function sameList(a: string[] | undefined, b: string[] | undefined): boolean {
  return (a ?? []).join('\u0000') === (b ?? []).join('\u0000') && (a === undefined) === (b === undefined);
}

/** Paths present on one side only, keeping the topmost (a new object counts its new children). */
function onlyIn(mine: FieldMap, other: FieldMap, kind: 'added' | 'removed'): FieldChange[] {
  const paths = [...mine.keys()].filter((path) => !other.has(path)).sort();
  const changes: FieldChange[] = [];
  for (const path of paths) {
    const top = changes.find((change) => isBelow(path, change.path));
    if (top && (top.kind === 'added' || top.kind === 'removed')) top.children += 1;
    else changes.push({ kind, path, facts: mine.get(path)!, children: 0 });
  }
  return changes;
}

/** The changes from `before` to `after`, in path order. `_schema.version` (always different) is left out. */
export function compareFieldMaps(before: FieldMap, after: FieldMap): FieldChange[] {
  const changes: FieldChange[] = [...onlyIn(after, before, 'added'), ...onlyIn(before, after, 'removed')];
  for (const [path, old] of before) {
    const now = after.get(path);
    if (!now || path === '_schema.version') continue;
    if (!sameList(old.types, now.types)) changes.push({ kind: 'type', path, before: old.types, after: now.types });
    if (!sameList(old.values, now.values)) {
      const oldValues = new Set(old.values ?? []);
      const newValues = new Set(now.values ?? []);
      changes.push({
        kind: 'values',
        path,
        added: [...newValues].filter((value) => !oldValues.has(value)),
        removed: [...oldValues].filter((value) => !newValues.has(value)),
        before: old.values,
        after: now.values,
      });
    }
    if (old.required !== now.required) changes.push({ kind: 'required', path, required: now.required });
  }
  const order = (change: FieldChange) => change.path;
  return changes.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

/** Changes between each pair of consecutive versions (`schemas` sorted oldest first). */
export function versionChanges(schemas: Array<{ version: string; schema: JsonSchemaObject }>): VersionChanges[] {
  const maps = schemas.map(({ version, schema }) => ({ version, fields: flattenSchema(schema) }));
  return maps.slice(1).map((next, index) => ({
    from: maps[index].version,
    to: next.version,
    changes: compareFieldMaps(maps[index].fields, next.fields),
  }));
}
