import { listSchemaVersions, schemaPageUrl } from '../../../../../../../generators/page-sources/schema-pages';

export default function onBeforePrerenderStart(): string[] {
  return listSchemaVersions()
    .filter((listing) => listing.current)
    .map((listing) => schemaPageUrl(listing.name, listing.version, true));
}
