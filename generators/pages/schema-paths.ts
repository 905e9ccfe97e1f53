import { listSchemaVersions, schemaPageUrl } from './schema-pages';

let cached: Map<string, string[]> | null = null;

/** Versions per schema name (oldest first), from the schema listing of data/schemas. */
export function schemaVersions(): Map<string, string[]> {
  if (!cached) {
    cached = new Map();
    for (const listing of listSchemaVersions()) cached.set(listing.name, [...(cached.get(listing.name) ?? []), listing.version]);
  }
  return cached;
}

/** The page documenting a schema version: the current one at …/schema/<name>, older ones under …/schema/legacy/. */
export function schemaPagePath(name: string, version: string): string {
  const versions = schemaVersions().get(name) ?? [];
  return schemaPageUrl(name, version, version === versions[versions.length - 1]);
}
