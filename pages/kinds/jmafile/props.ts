/** The props of the JMA file-format pages (the index and one page per entry): what build/source.ts gives each page. */
import type { JmaFileCatalog, JmaFileEntry } from '../../../isomorphic/catalog-types';

export interface JmaFileIndexProps {
  catalog: JmaFileCatalog;
  /** The entries of data/disagreements.yaml that name the provider's list of JMA files, topics by id. */
  disagreementTopics: Record<string, string>;
}

export interface JmaFilePageProps {
  entry: JmaFileEntry;
  catalog: JmaFileCatalog;
  /** The entries of data/disagreements.yaml that name the provider's page of this file, topics by id. */
  disagreementTopics: Record<string, string>;
}
