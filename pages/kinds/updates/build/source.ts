import { loadSiteConfig } from '../../../../generators/site/site-config';
import type { PageInfo } from '../../../../isomorphic/page-info';
import type { PageSource } from '../../../../generators/site/page-source';
import { jmaFileCatalog } from '../../jmafile/build/source';
import { telegramCatalog } from '../../telegrams/build/source';
import { updatesAtomFeed } from './feed';
import {
  buildUpdatesTimeline,
  undatedTechnicalNotices,
  type TimelineNotice,
  type UndatedTimelineNotice,
} from './timeline';
import { dataCache } from '../../../../generators/data/data-cache';
import {
  classAnchor,
  jmaFileIndexPath,
  telegramIndexPath,
  updatesFeedArtifactPath,
  updatesFeedUrl,
  updatesPath,
} from '../../../../isomorphic/routes';

export const updatesTitle = '配信資料の更新情報';

const description =
  '気象庁が出した配信資料に関する技術情報とお知らせを新しい順に並べ、それぞれが関係する電文とファイル形式データのページへつなぎます。Atom フィードでも購読できます。';

/** Every dated notice of data/telegrams.yaml and data/jmafile.yaml, newest first (computed once per data generation). */
export const updatesTimeline: () => TimelineNotice[] = dataCache(
  () => buildUpdatesTimeline(telegramCatalog(), jmaFileCatalog()),
  [],
);

/** The technical notices both catalogs cite by number only, with no date anywhere (listed after the dated ones). */
export const updatesUndated: () => UndatedTimelineNotice[] = dataCache(
  () => undatedTechnicalNotices(telegramCatalog(), jmaFileCatalog()),
  [],
);

/** The feed document for the site's catalogs. */
export function updatesFeed(notices: TimelineNotice[] = updatesTimeline()): string {
  const site = loadSiteConfig().value;
  return updatesAtomFeed(notices, {
    siteUrl: site.url.replace(/\/$/, ''),
    siteTitle: site.title,
    pagePath: updatesPath,
    feedPath: updatesFeedUrl,
    title: updatesTitle,
    subtitle: '気象庁の配信資料に関する技術情報・お知らせのうち、新しいもの 50 件です。',
  });
}

/** Delivery classes of both catalogs that at least one notice concerns, in catalog order, each with its section's URL. */
function classesWithNotices() {
  const used = new Set(
    [...updatesTimeline(), ...updatesUndated()].flatMap((notice) => notice.classes.map((item) => item.api)),
  );
  return [
    ...telegramCatalog().classes.map((item) => ({
      api: item.api,
      name: item.name,
      url: `${telegramIndexPath}#${classAnchor(item.api)}`,
    })),
    ...jmaFileCatalog().classes.map((item) => ({
      api: item.api,
      name: item.name,
      url: `${jmaFileIndexPath}#${classAnchor(item.api)}`,
    })),
  ].filter((item) => used.has(item.api));
}

export const updatesPageSource: PageSource<'updates'> = {
  name: 'updates',
  searchKinds: { updates: 'manual' },
  listPages(): PageInfo<'updates'>[] {
    return [{ path: updatesPath, title: updatesTitle, description, kind: 'updates', source: 'data/telegrams.yaml' }];
  },
  async view() {
    return {
      view: 'updates',
      props: {
        notices: updatesTimeline(),
        undated: updatesUndated(),
        classes: classesWithNotices(),
        feedUrl: updatesFeedUrl,
      },
      headLinks: [
        { rel: 'alternate', type: 'application/atom+xml', href: updatesFeedUrl, title: `${updatesTitle}（Atom）` },
      ],
    };
  },
  async validate() {
    updatesTimeline();
    updatesUndated();
  },
  async artifacts() {
    return [{ path: updatesFeedArtifactPath, content: updatesFeed() }];
  },
};
