import type { TimelineNotice } from './timeline';
import { escapeHtml } from '../../../../isomorphic/escape-html';

/** How many notices the feed carries (the newest ones). */
export const feedEntryLimit = 50;

/** Authority and date of the feed's tag: URIs (RFC 4151); fixed, so an entry keeps its id from build to build. */
const tagPrefix = 'tag:dmdata.jp,2026:';

export interface UpdatesFeedOptions {
  /** Site origin without a trailing slash (`https://dmdata.jp`). */
  siteUrl: string;
  siteTitle: string;
  /** Path of the timeline page (`/docs/updates/`) and of the feed (`/docs/updates/atom.xml`). */
  pagePath: string;
  feedPath: string;
  title: string;
  subtitle: string;
}

/** RFC 3339 time of a notice: its date at midnight, Japan time (JMA dates its documents in JST). */
export function noticeTime(date: string): string {
  return `${date}T00:00:00+09:00`;
}

/** The entry id: a tag: URI built from the technical notice number, or from the notice's file name (+ key suffix). */
export function noticeEntryId(notice: TimelineNotice): string {
  return `${tagPrefix}jma/${notice.key.replace(/^(technical|notice)-/, '$1/')}`;
}

/** The summary as HTML: which telegram and JMA file pages list the notice, with links. */
function summaryHtml(notice: TimelineNotice, siteUrl: string): string {
  const groups: Array<[string, TimelineNotice['pages']]> = [
    ['電文', notice.pages.filter((page) => page.catalog === 'telegram')],
    ['ファイル形式データ', notice.pages.filter((page) => page.catalog === 'jmafile')],
  ];
  const lists = groups
    .filter(([, pages]) => pages.length > 0)
    .map(
      ([label, pages]) =>
        `<p>${label}: ${pages.map((page) => `<a href="${escapeHtml(siteUrl + page.url)}">${escapeHtml(page.title)}（${page.code}）</a>`).join('、')}</p>`,
    );
  const dateNote =
    notice.dateSource === 'revision-history'
      ? '<p>提供元は発行日を示していないため、日付は提供元の更新履歴でこの号を反映した日です。</p>'
      : '';
  return `<p>この資料が関係する配信データです。</p>${lists.join('')}${dateNote}`;
}

/**
 * Where a reader lands from an entry: the notice's row on the timeline page (its id is the notice key). The PDF on
 * the provider's host is the entry's `related` link.
 */
export function noticeRowUrl(
  notice: TimelineNotice,
  options: Pick<UpdatesFeedOptions, 'siteUrl' | 'pagePath'>,
): string {
  return `${options.siteUrl}${options.pagePath}#${notice.key}`;
}

function entryXml(notice: TimelineNotice, options: UpdatesFeedOptions): string {
  const updated = noticeTime(notice.date);
  return [
    '  <entry>',
    `    <id>${escapeHtml(noticeEntryId(notice))}</id>`,
    `    <title>${escapeHtml(notice.label)}</title>`,
    `    <updated>${updated}</updated>`,
    `    <published>${updated}</published>`,
    `    <link rel="alternate" type="text/html" href="${escapeHtml(noticeRowUrl(notice, options))}"/>`,
    `    <link rel="related" type="application/pdf" title="気象庁の資料（PDF）" href="${escapeHtml(notice.url)}"/>`,
    ...notice.classes.map((item) => `    <category term="${escapeHtml(item.api)}" label="${escapeHtml(item.name)}"/>`),
    `    <summary type="html">${escapeHtml(summaryHtml(notice, options.siteUrl))}</summary>`,
    '  </entry>',
  ].join('\n');
}

/**
 * An Atom 1.0 document of the newest notices (`notices` newest first). The feed's `updated` is the newest notice's
 * date, so two builds of the same data write the same bytes.
 */
export function updatesAtomFeed(notices: TimelineNotice[], options: UpdatesFeedOptions): string {
  const entries = notices.slice(0, feedEntryLimit);
  const updated = entries.length > 0 ? noticeTime(entries[0].date) : noticeTime('2000-01-01');
  const pageUrl = `${options.siteUrl}${options.pagePath}`;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja">',
    `  <id>${escapeHtml(pageUrl)}</id>`,
    `  <title>${escapeHtml(`${options.title} | ${options.siteTitle}`)}</title>`,
    `  <subtitle>${escapeHtml(options.subtitle)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(options.siteUrl + options.feedPath)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(pageUrl)}"/>`,
    `  <author><name>${escapeHtml(options.siteTitle)}</name><uri>${escapeHtml(options.siteUrl)}</uri></author>`,
    ...entries.map((notice) => entryXml(notice, options)),
    '</feed>',
    '',
  ].join('\n');
}
