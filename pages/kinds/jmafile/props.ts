/** The props of the JMA file-format pages (the index and one page per entry): what build/source.ts gives each page. */
import type { JmaFileCatalog, JmaFileEntry } from '../../../isomorphic/catalog-types';

export interface JmaFileIndexProps {
  catalog: JmaFileCatalog;
}

/** A product's page: its entry, with what it refers to in the catalog resolved. */
export interface JmaFilePageProps {
  entry: JmaFileEntry;
  /** The entry's delivery class: its name and its section of the index. */
  deliveryClass: { name: string; href: string };
  /** The names of the entry's data formats, in the entry's order. */
  formatNames: string[];
}

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    jmafile: JmaFilePageProps;
    'jmafile-index': JmaFileIndexProps;
  }
}
