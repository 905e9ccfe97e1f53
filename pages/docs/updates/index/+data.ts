import { createElement } from 'react';
import type { PageContextServer } from 'vike/types';
import { jmaFileCatalog } from '../../../../generators/pages/jmafile-pages';
import { telegramCatalog } from '../../../../generators/pages/telegram-pages';
import { updatesFeedUrl, updatesTimeline, updatesTitle, updatesUndated } from '../../../../generators/pages/updates-pages';
import { pageFor, renderGeneratedPage } from '../../../../generators/site/generated-page';
import type { HeadLink } from '../../../../renderer/head-links';
import { classAnchor } from '../../../_components/reference/ClassTable';
import { UpdatesTimeline, type UpdatesClass } from '../UpdatesTimeline';

/** Delivery classes of both catalogs that at least one notice concerns, in catalog order. */
function classesWithNotices(): UpdatesClass[] {
  const used = new Set([...updatesTimeline(), ...updatesUndated()].flatMap((notice) => notice.classes.map((item) => item.api)));
  return [
    ...telegramCatalog().classes.map((item) => ({ api: item.api as string, name: item.name, url: `/docs/telegrams/#${classAnchor(item.api)}` })),
    ...jmaFileCatalog().classes.map((item) => ({ api: item.api as string, name: item.name, url: `/docs/jmafile/#${classAnchor(item.api)}` })),
  ].filter((item) => used.has(item.api));
}

export async function data(pageContext: PageContextServer) {
  const page = await renderGeneratedPage(
    pageFor(pageContext.urlPathname),
    createElement(UpdatesTimeline, { notices: updatesTimeline(), undated: updatesUndated(), classes: classesWithNotices(), feedUrl: updatesFeedUrl }),
  );
  const headLinks: HeadLink[] = [{ rel: 'alternate', type: 'application/atom+xml', href: updatesFeedUrl, title: `${updatesTitle}（Atom）` }];
  return { ...page, headLinks };
}
