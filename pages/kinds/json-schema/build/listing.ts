import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { DataError } from '../../../../generators/data/data-error';
import { DataSource, relativeToRepo } from '../../../../generators/data/data-source';
import { loadSchemaCatalog } from '../../../../generators/schemas/load';
import {
  schemaDir,
  type JsonSchemaObject,
  type SchemaCatalog,
} from '../../../../generators/schemas/schema-catalog-model';
import { compareVersions } from '../../../../isomorphic/schema-version';
import { dataCache } from '../../../../generators/data/data-cache';

/** The schema versions under data/schemas/, listed synchronously for the page list, and the checked catalog. */

/** A schema version as listed (read synchronously; the full, checked catalog comes from `schemaCatalog()`). */
export interface SchemaListing {
  name: string;
  version: string;
  current: boolean;
  /** Path relative to the repository root. */
  file: string;
  description: string;
}

/** Reads one schema file for the listing; a broken file is a DataError naming its position. */
function readListedSchema(file: string): JsonSchemaObject {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // DataSource reports the syntax error with line and column.
    value = DataSource.read(file).value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DataError([
      { file: relativeToRepo(file), line: 1, column: 1, field: '', message: 'the file must contain a JSON object' },
    ]);
  }
  const schema = value as JsonSchemaObject;
  if (typeof schema.description !== 'string' || schema.description.trim() === '') {
    throw new DataError([
      DataSource.read(file).issue(['description'], 'a schema needs a Japanese "description" (shown on its page)'),
    ]);
  }
  return schema;
}

/** Every schema version under `dir`, sorted by name then version (oldest first); the highest version is current. */
export function listSchemaVersions(dir: string = schemaDir): SchemaListing[] {
  const listings: SchemaListing[] = [];
  for (const name of readdirSync(dir).sort()) {
    const folder = path.join(dir, name);
    if (!statSync(folder).isDirectory()) continue;
    const versions = readdirSync(folder)
      .map((file) => /^(\d+\.\d+\.\d+)\.schema\.json$/.exec(file)?.[1])
      .filter((version): version is string => !!version)
      .sort(compareVersions);
    for (const version of versions) {
      const file = path.join(folder, `${version}.schema.json`);
      const schema = readListedSchema(file);
      listings.push({
        name,
        version,
        current: version === versions[versions.length - 1],
        file: relativeToRepo(file),
        description: schema.description as string,
      });
    }
  }
  return listings;
}

/** The checked schema catalog (loaded once per process and again when data/ changes). */
export const schemaCatalog: () => Promise<SchemaCatalog> = dataCache(() => loadSchemaCatalog(), ['data/schemas/']);
