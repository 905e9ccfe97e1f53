import { CatalogIndex } from './CatalogIndex';
import type { PageKindViews } from '../page-kind-views';

/** The default index of a catalog (build/catalog-source.ts), for a catalog without an index component of its own. */
export const views = { 'catalog-index': CatalogIndex } satisfies PageKindViews<'catalog-index'>;
