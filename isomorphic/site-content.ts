import type { TelegramCatalog } from './catalog-types';
import type { SchemaVersions } from './page-props';

/**
 * The data the components of hand-written (MDX) pages read: given by the build to the route's `+data` hook, which
 * renders an MDX page inside `SiteContentContext` (pages/_components/site-content.ts). The components only render it.
 */
export interface SiteContent {
  telegrams: TelegramCatalog;
  schemaVersions: SchemaVersions;
}
