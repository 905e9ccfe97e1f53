import { listSchemaVersions } from './listing';
import { dataCache } from '../../../../generators/data/data-cache';
import type { SchemaVersions } from '../../../../isomorphic/schema-views';

/** Versions per schema name (oldest first), from the schema listing of data/schemas. */
export const schemaVersions: () => Map<string, string[]> = dataCache(() => {
  const versions = new Map<string, string[]>();
  for (const listing of listSchemaVersions())
    versions.set(listing.name, [...(versions.get(listing.name) ?? []), listing.version]);
  return versions;
}, ['data/schemas/']);

/** {@link schemaVersions} as a plain record, for page props. */
export function schemaVersionsRecord(): SchemaVersions {
  return Object.fromEntries(schemaVersions());
}
