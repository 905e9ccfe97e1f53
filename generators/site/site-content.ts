import type { SiteContent } from '../../isomorphic/site-content';
import { schemaVersionsRecord } from '../page-sources/schema-paths';
import { telegramCatalog } from '../page-sources/telegram-pages';

/** What the components of MDX pages read (isomorphic/site-content.ts), from the validated data. */
export function siteContent(): SiteContent {
  return { telegrams: telegramCatalog(), schemaVersions: schemaVersionsRecord() };
}
