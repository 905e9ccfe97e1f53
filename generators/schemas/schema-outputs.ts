import path from 'node:path';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { compile as compileTypeScript } from 'json-schema-to-typescript';
import { DataError } from '../data/data-error';
import { type JsonSchemaObject, type SchemaEntry, bundledSchemaId, schemaId } from './schema-catalog-model';
import { rewriteSchema } from './schema-json-file';
import { refParserOptions } from './schema-refs';

/** What the build publishes from a schema: the bundled schema and its TypeScript types. */

/** One self-contained schema (ref-parser bundle) with `$id` `https://dmdata.jp/schemas/<name>/<version>.json`. */
export async function bundleSchema(entry: SchemaEntry): Promise<JsonSchemaObject> {
  const dir = path.dirname(path.dirname(entry.path));
  const missingFiles = new Set<string>();
  let bundled: JsonSchemaObject;
  try {
    const options = refParserOptions(dir, missingFiles, false);
    bundled = await $RefParser.bundle<JsonSchemaObject>(schemaId(entry.name, entry.version), options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new DataError([
      {
        file: entry.file,
        line: 1,
        column: 1,
        field: '',
        message: `cannot bundle the schema: ${message.split('\n')[0]}`,
      },
    ]);
  }
  return { ...bundled, $id: bundledSchemaId(entry.name, entry.version) };
}

/** TypeScript name of the root type, e.g. `EewInformation`, `Forecast2WeekTemperature`, `TsunamiInformationV1_0_0` (legacy). */
export function schemaTypeName(entry: Pick<SchemaEntry, 'name' | 'version' | 'current'>): string {
  // Same spelling as json-schema-to-typescript gives it: each word and each letter after a digit upper-cased.
  const base = entry.name
    .split('-')
    .map((word) => word.replace(/^[a-z]|(?<=\d)[a-z]/g, (letter) => letter.toUpperCase()))
    .join('');
  return entry.current ? base : `${base}V${entry.version.replace(/\./g, '_')}`;
}

/**
 * Prepares a bundled schema for json-schema-to-typescript: `x-condition` (出現条件) and `x-note` are added to
 * `description` so that they end up in the JSDoc, and 2020-12 tuples are rewritten in the form it reads.
 */
function toTypeScriptDialect(schema: unknown): unknown {
  return rewriteSchema(schema, typeScriptDialectNode);
}

function typeScriptDialectNode(out: JsonSchemaObject, node: JsonSchemaObject): JsonSchemaObject {
  const extra = [
    typeof node['x-condition'] === 'string' ? `出現条件: ${node['x-condition']}` : '',
    typeof node['x-note'] === 'string' ? node['x-note'] : '',
  ].filter(Boolean);
  if (extra.length > 0)
    out.description = [typeof node.description === 'string' ? node.description : '', ...extra]
      .filter(Boolean)
      .join('\n\n');
  // json-schema-to-typescript reads tuples in the draft-07 form (`items: [...]`, `additionalItems`).
  if (Array.isArray(out.prefixItems)) {
    const rest = out.items;
    out.items = out.prefixItems;
    delete out.prefixItems;
    if (rest === false) out.additionalItems = false;
    else if (rest !== undefined) out.additionalItems = rest;
  }
  return out;
}

function typeBanner(entry: SchemaEntry): string {
  return [
    '/* eslint-disable */',
    '/**',
    ` * DMDATA.JP の JSON 変換フォーマット ${entry.name} v${entry.version} の型定義です。`,
    ` * ${entry.file} から自動生成しています。直接編集せず、スキーマを直してから生成し直してください。`,
    ' */',
  ].join('\n');
}

/** `.d.ts` source for the bundled schema (json-schema-to-typescript); the root type is `schemaTypeName(entry)`. */
export async function schemaToTypeScript(entry: SchemaEntry): Promise<string> {
  const bundled = await bundleSchema(entry);
  const annotated = toTypeScriptDialect({ ...bundled, title: schemaTypeName(entry) }) as JsonSchemaObject;
  return compileTypeScript(annotated, schemaTypeName(entry), {
    bannerComment: typeBanner(entry),
    additionalProperties: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    format: false,
    cwd: path.dirname(entry.path),
  });
}
