import { listSchemaVersions } from './schema-listing';
import { dataCache } from '../data/data-cache';
import { schemaPageUrl } from '../../isomorphic/routes';

/** Versions per schema name (oldest first), from the schema listing of data/schemas. */
export const schemaVersions: () => Map<string, string[]> = dataCache(() => {
  const versions = new Map<string, string[]>();
  for (const listing of listSchemaVersions())
    versions.set(listing.name, [...(versions.get(listing.name) ?? []), listing.version]);
  return versions;
}, ['data/schemas/']);

/** The page documenting a schema version: the current one at …/schema/<name>, older ones under …/schema/legacy/. */
export function schemaPagePath(name: string, version: string): string {
  const versions = schemaVersions().get(name) ?? [];
  return schemaPageUrl(name, version, version === versions[versions.length - 1]);
}
