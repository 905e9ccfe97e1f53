import { apiPageSource } from '../page-sources/api-pages';
import { handwrittenPageSource } from '../page-sources/handwritten-pages';
import { jmaFilePageSource } from '../page-sources/jmafile-pages';
import { schemaPageSource } from '../page-sources/schema-pages';
import { telegramPageSource } from '../page-sources/telegram-pages';
import { updatesPageSource } from '../page-sources/updates-pages';
import type { KindOf, PageSource } from './page-source';

/** Every page source of the site. A new kind of generated page registers here once. */
const sitePageSources = [handwrittenPageSource, telegramPageSource, jmaFilePageSource, updatesPageSource, apiPageSource, schemaPageSource] as const;

/** Every kind of page the site makes: the union of the kinds its page sources declare. */
export type PageKind = KindOf<(typeof sitePageSources)[number]>;

export function pageSources(): PageSource[] {
  return [...sitePageSources] as PageSource[];
}
