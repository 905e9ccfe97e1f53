import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { repoRoot } from '../../generators/data/data-source';
import { createAjv } from '../../generators/data/validate';
import { loadSchemaCatalog } from '../../generators/schemas/load';
import {
  entryForVersion,
  schemaId,
  type SchemaCatalog,
  type SchemaEntry,
} from '../../generators/schemas/schema-catalog-model';
import { isJsonObject, type JsonObject } from './json';

/**
 * Documents the schema tests validate: the hand-made examples in data/schemas and the real documents
 * produced by the service in `../shared/samples/<schema-name>/*.json` (outside the repository; CI always
 * has them, so their absence is a failure, never a skip).
 */
export const samplesDir = path.resolve(repoRoot, '../shared/samples');

export interface CheckedDocument {
  label: string;
  entry: SchemaEntry;
  document: JsonObject;
}

/** One ajv holding the components and every schema, so that each format compiles with its references (errors carry their schema node). */
export function validatorsFor(catalog: SchemaCatalog): Map<SchemaEntry, ValidateFunction> {
  const ajv = createAjv({ verbose: true });
  ajv.addSchema(catalog.components.schema);
  for (const entry of catalog.entries) ajv.addSchema(entry.schema);
  return new Map(catalog.entries.map((entry) => [entry, ajv.getSchema(schemaId(entry.name, entry.version))!]));
}

export interface LoadedCatalog {
  catalog: SchemaCatalog;
  validators: Map<SchemaEntry, ValidateFunction>;
}

let repositoryCatalog: Promise<LoadedCatalog> | undefined;

/** The catalog of data/schemas with its validators, loaded once per test file. */
export function loadRepositoryCatalog(): Promise<LoadedCatalog> {
  repositoryCatalog ??= loadSchemaCatalog().then((catalog) => ({ catalog, validators: validatorsFor(catalog) }));
  return repositoryCatalog;
}

/** Every real sample, paired with the schema of its `_schema.version` (or the current one). Throws when the folder is missing. */
export function readSamples(catalog: SchemaCatalog): CheckedDocument[] {
  if (!existsSync(samplesDir)) {
    throw new Error(
      `${samplesDir} is missing: the schema tests need the real sample documents (shared/samples beside the repository)`,
    );
  }
  const documents: CheckedDocument[] = [];
  for (const name of readdirSync(samplesDir).sort()) {
    const folder = path.join(samplesDir, name);
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const document = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as JsonObject;
      const declared = isJsonObject(document._schema) ? document._schema : {};
      const version = typeof declared.version === 'string' ? declared.version : undefined;
      const entry = entryForVersion(catalog, name, version);
      if (!entry) throw new Error(`sample ${name}/${file}: no schema named ${name} in data/schemas`);
      documents.push({ label: `sample ${name}/${file}`, entry, document });
    }
  }
  return documents;
}

export function examplesOf(catalog: SchemaCatalog): CheckedDocument[] {
  return catalog.entries.flatMap((entry) =>
    entry.examples.map((example) => ({ label: example.file, entry, document: example.document as JsonObject })),
  );
}

export function errorText(validate: ValidateFunction): string {
  return JSON.stringify(validate.errors?.slice(0, 5), null, 1);
}
