/** The props of the JMA file-format pages (the index and one page per entry): what build/source.ts gives each page. */
import type { JmaFileCatalog, JmaFileEntry } from '../../../isomorphic/catalog-types';

export interface JmaFileIndexProps {
  catalog: JmaFileCatalog;
  /** The entries of data/disagreements.yaml that name the provider's list of JMA files, topics by id. */
  disagreementTopics: Record<string, string>;
}

/** A product's page: its entry, with what it refers to in the catalog resolved. */
export interface JmaFilePageProps {
  entry: JmaFileEntry;
  /** The entry's delivery class: its name and its section of the index. */
  deliveryClass: { name: string; href: string };
  /** The names of the entry's data formats, in the entry's order. */
  formatNames: string[];
  /** The entries of data/disagreements.yaml that name the provider's page of this file, topics by id. */
  disagreementTopics: Record<string, string>;
}

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    jmafile: JmaFilePageProps;
    'jmafile-index': JmaFileIndexProps;
  }
}
