/** The props of the JMA file-format pages (the index and one page per entry): what build/source.ts gives each page. */
import type { JmaFileCatalog, JmaFileEntry } from '../../../isomorphic/catalog-types';

export interface JmaFileIndexProps {
  catalog: JmaFileCatalog;
}

export interface JmaFilePageProps {
  entry: JmaFileEntry;
  catalog: JmaFileCatalog;
}
