import { createHash } from 'node:crypto';
import {
  documentHeading,
  documentLabel,
  isDatedNotice,
  isUndatedTechnicalNotice,
  type DatedJmaNotice,
  type JmaTechnicalNotice,
} from '../../../../generators/catalog/jma-documents';
import { type JmaFileCatalog } from '../../../../generators/catalog/jmafile';
import { type TelegramCatalog } from '../../../../generators/catalog/telegrams';
import { jmaFileUrl, telegramUrl } from '../../../../isomorphic/routes';
import type { AffectedPage, TimelineNotice, UndatedTimelineNotice } from '../../../../isomorphic/updates-timeline';

export type { TimelineNotice, UndatedTimelineNotice } from '../../../../isomorphic/updates-timeline';
export { groupTimelineByYear } from '../../../../isomorphic/updates-timeline';

/** The URL's file name without `.pdf` (`20250624c`), or the whole URL when it has no such name. */
function fileStem(url: string): string {
  return /\/([^/#?]+?)(?:\.pdf)?(?:[#?].*)?$/.exec(url)?.[1] ?? url;
}

function compareNotices(a: TimelineNotice, b: TimelineNotice): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.kind !== b.kind) return a.kind === 'technical' ? -1 : 1;
  if (a.number !== undefined && b.number !== undefined && a.number !== b.number) return b.number - a.number;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

type ListedNotice = DatedJmaNotice | JmaTechnicalNotice;

/**
 * The notices `accept` picks from both catalogs, once each with every page that lists it (unsorted, keyed). A technical
 * notice is one item per number; a notice one item per URL, date and subject (the provider links a few PDFs under more
 * than one subject, and each stays listed). The same technical notice must carry the same date, subject and URL on
 * every page; a difference is an Error naming both.
 */
function collectNotices(
  telegrams: TelegramCatalog,
  jmaFiles: JmaFileCatalog,
  accept: (document: { kind?: string; date?: string }) => boolean,
) {
  const items = new Map<string, UndatedTimelineNotice & { date?: string; dateSource?: 'revision-history' }>();
  const telegramClasses = new Map(telegrams.classes.map((item) => [item.api, item.name]));
  const jmaFileClasses = new Map(jmaFiles.classes.map((item) => [item.api, item.name]));
  const sources: Array<{ page: AffectedPage; documents: ReadonlyArray<{ kind?: string; date?: string }> }> = [
    ...[...telegrams.telegrams]
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .map((entry) => ({
        page: {
          catalog: 'telegram' as const,
          code: entry.code,
          title: entry.title,
          url: telegramUrl(entry.code),
          classApi: entry.class,
          className: telegramClasses.get(entry.class) ?? entry.class,
        },
        documents: entry.documents,
      })),
    ...[...jmaFiles.files]
      .sort((a, b) => (a.code < b.code ? -1 : 1))
      .map((entry) => ({
        page: {
          catalog: 'jmafile' as const,
          code: entry.code,
          title: entry.title,
          url: jmaFileUrl(entry.code),
          classApi: entry.class,
          className: jmaFileClasses.get(entry.class) ?? entry.class,
        },
        documents: entry.documents,
      })),
  ];
  const conflicts: string[] = [];
  for (const { page, documents } of sources) {
    for (const listed of documents) {
      if (!accept(listed)) continue;
      const document = listed as ListedNotice;
      const dateSource = document.kind === 'technical' ? document.dateSource : undefined;
      const identity =
        document.kind === 'technical'
          ? `technical:${document.number}`
          : `notice:${document.url}|${document.date}|${document.title ?? ''}`;
      let item = items.get(identity);
      if (!item) {
        item = {
          key: identity,
          kind: document.kind,
          ...(document.kind === 'technical' ? { number: document.number } : {}),
          ...(document.date ? { date: document.date } : {}),
          ...(dateSource ? { dateSource } : {}),
          ...(document.title ? { title: document.title } : {}),
          heading: documentHeading(document),
          label: documentLabel(document),
          url: document.url,
          pages: [],
          classes: [],
        };
        items.set(identity, item);
      } else if (
        item.date !== document.date ||
        item.dateSource !== dateSource ||
        item.title !== document.title ||
        item.url.split('#')[0] !== document.url.split('#')[0]
      ) {
        conflicts.push(
          `${item.heading}: "${item.label}" <${item.url}> vs "${documentLabel(document)}" <${document.url}> on ${page.url}`,
        );
      }
      if (!item.pages.some((known) => known.url === page.url)) item.pages.push(page);
      if (!item.classes.some((known) => known.api === page.classApi))
        item.classes.push({ api: page.classApi, name: page.className });
    }
  }
  if (conflicts.length > 0) throw new Error(`the same notice is recorded differently:\n${conflicts.join('\n')}`);
  // Keys: readable and unique. A notice PDF listed under several subjects gets a short hash of its subject.
  const perUrl = new Map<string, number>();
  for (const item of items.values()) if (item.kind === 'notice') perUrl.set(item.url, (perUrl.get(item.url) ?? 0) + 1);
  for (const item of items.values()) {
    if (item.kind === 'technical') item.key = `technical-${item.number}`;
    else {
      const shared = (perUrl.get(item.url) ?? 0) > 1;
      const hash = createHash('sha1')
        .update(`${item.date}|${item.title ?? ''}`)
        .digest('hex')
        .slice(0, 8);
      item.key = `notice-${fileStem(item.url)}${shared ? `-${hash}` : ''}`;
    }
  }
  return [...items.values()];
}

/** Every dated notice of both catalogs (a date from a revision history included), newest first. */
export function buildUpdatesTimeline(telegrams: TelegramCatalog, jmaFiles: JmaFileCatalog): TimelineNotice[] {
  return (collectNotices(telegrams, jmaFiles, isDatedNotice) as TimelineNotice[]).sort(compareNotices);
}

/** The technical notices both catalogs list with no date at all, by number (newest first). */
export function undatedTechnicalNotices(telegrams: TelegramCatalog, jmaFiles: JmaFileCatalog): UndatedTimelineNotice[] {
  return collectNotices(telegrams, jmaFiles, isUndatedTechnicalNotice).sort(
    (a, b) => (b.number ?? 0) - (a.number ?? 0),
  );
}
