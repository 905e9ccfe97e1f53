import type { SidebarEntry } from '../../isomorphic/site-types';
import { apiPageSource } from '../page-sources/api-pages';
import { jmaFilePageSource } from '../page-sources/jmafile-pages';
import { schemaPageSource } from '../page-sources/schema-pages';
import { telegramPageSource } from '../page-sources/telegram-pages';
import { updatesPageSource } from '../page-sources/updates-pages';
import { listHandwrittenPages } from './handwritten-pages';
import type { PageInfo } from '../../isomorphic/page-info';

/**
 * A source of pages: hand-written MDX, or a catalog whose entries each become a page.
 * `sidebar` fills the `generated: <name>` placeholder of data/sidebar.yaml.
 */
export interface PageSource {
  name: string;
  listPages(): PageInfo[];
  sidebar?(pages: ReadonlyMap<string, PageInfo>): SidebarEntry[];
  /** Checks that `listPages` does not already make (e.g. async schema compilation); throws DataError. */
  validate?(): Promise<void>;
  /** Machine-readable files written next to the pages (downloads, catalogs), paths relative to dist/client. */
  artifacts?(): Promise<BuildArtifact[]>;
}

export interface BuildArtifact {
  path: string;
  content: string;
}

export const handwrittenPageSource: PageSource = {
  name: 'mdx',
  listPages: () => listHandwrittenPages(),
};

/** Every page source of the site. A new kind of generated page registers here once. */
export function pageSources(): PageSource[] {
  return [handwrittenPageSource, telegramPageSource, jmaFilePageSource, updatesPageSource, apiPageSource, schemaPageSource];
}
