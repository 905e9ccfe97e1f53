import type { FieldSchema } from '../../isomorphic/api-types';
import type { ApiFieldLevel, ApiFieldRow, ApiFieldTables } from '../../isomorphic/api-views';
import { valueText } from '../../isomorphic/schema-views';
import { rangeText } from '../schemas/value-facts';
import { typeNotationOf } from './field-schema';

/**
 * The field tables of the API pages, worked out from a loaded field schema (data/api, its `$ref`s expanded): one
 * table per object level, each row in words (type notation, when it appears, allowed values, bounds). The page
 * sources pass the result as props; pages/kinds/api/FieldTables.tsx renders it.
 */

/** The object reached through `items` of (nested) arrays, and how many array steps it took. */
function objectBehind(schema: FieldSchema): { object: FieldSchema; arrays: number } | undefined {
  let current: FieldSchema | undefined = schema;
  let arrays = 0;
  while (current) {
    if (current.properties) return { object: current, arrays };
    current = current.items;
    arrays += 1;
  }
  return undefined;
}

function constraintsOf(field: FieldSchema): string[] {
  const out: string[] = [];
  const items = rangeText(field.minItems, field.maxItems, ' 個');
  if (items) out.push(`要素数: ${items}`);
  const value = rangeText(field.minimum, field.maximum, '');
  if (value) out.push(`値の範囲: ${value}`);
  const length = rangeText(field.minLength, field.maxLength, ' 文字');
  if (length) out.push(`文字数: ${length}`);
  return out;
}

function rowOf(name: string, field: FieldSchema, required: boolean): ApiFieldRow {
  const values = field.enum ?? field.items?.enum;
  return {
    name,
    type: typeNotationOf(field),
    condition: field['x-condition'] || (required ? '常に出現' : '—'),
    description: field.description,
    values: values?.map(valueText),
    constraints: constraintsOf(field),
    note: field['x-note'],
    disagreement: field['x-disagreement'],
    hasTable: objectBehind(field) !== undefined,
  };
}

function levelOf(object: FieldSchema, displayPath: string, idPath: string[]): ApiFieldLevel {
  const required = new Set(object.required ?? []);
  return {
    displayPath,
    idPath,
    description: object.description,
    rows: Object.entries(object.properties ?? {}).map(([name, field]) => rowOf(name, field, required.has(name))),
  };
}

/** The tables of a schema: every object level, depth first (a parent table is followed by its children's tables). */
export function apiFieldTables(schema: FieldSchema): ApiFieldTables {
  const levels: ApiFieldLevel[] = [];
  const visit = (object: FieldSchema, displayPath: string, idPath: string[]) => {
    levels.push(levelOf(object, displayPath, idPath));
    for (const [name, field] of Object.entries(object.properties ?? {})) {
      const inner = objectBehind(field);
      if (!inner) continue;
      const path = `${displayPath === '' ? '' : `${displayPath}.`}${name}${'[]'.repeat(inner.arrays)}`;
      visit(inner.object, path, [...idPath, name]);
    }
  };
  const root = objectBehind(schema);
  if (root) visit(root.object, '[]'.repeat(root.arrays), []);
  return { type: typeNotationOf(schema), description: schema.description, levels };
}
