import path from 'node:path';
import { repoRoot } from '../data/data-source';

/**
 * What the schema catalog is made of: where the schema files live, their `$id`s, and the loaded catalog's shape
 * (read and checked by `loadSchemaCatalog` in load.ts).
 */

export const schemaDir = path.join(repoRoot, 'data/schemas');
export const schemaIdBase = 'https://dmdata.jp/schemas/';
export const componentsFileName = 'components.schema.json';

import type { JsonSchemaObject, SchemaEntry, SchemaExample } from '../../isomorphic/schema-views';

export type { JsonSchemaObject, SchemaEntry, SchemaExample };

export interface SchemaComponents {
  file: string;
  path: string;
  schema: JsonSchemaObject;
}

export interface SchemaCatalog {
  dir: string;
  components: SchemaComponents;
  /** Sorted by name, then by version (oldest first). */
  entries: SchemaEntry[];
}

export function schemaId(name: string, version: string): string {
  return `${schemaIdBase}${name}/${version}.schema.json`;
}

export const componentsId = `${schemaIdBase}${componentsFileName}`;

/** `$id` of the self-contained schema produced by `bundleSchema`. */
export function bundledSchemaId(name: string, version: string): string {
  return `${schemaIdBase}${name}/${version}.json`;
}

export const versionPattern = /^(\d+)\.(\d+)\.(\d+)$/;
export const schemaFilePattern = /^(\d+\.\d+\.\d+)\.schema\.json$/;
export const namePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The entry of `name` for `version`, or the current entry when that version has no schema file. */
export function entryForVersion(
  catalog: Pick<SchemaCatalog, 'entries'>,
  name: string,
  version?: string,
): SchemaEntry | undefined {
  const ofName = catalog.entries.filter((entry) => entry.name === name);
  return ofName.find((entry) => entry.version === version) ?? ofName.find((entry) => entry.current);
}
