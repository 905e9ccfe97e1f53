import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { documentLabel, isDatedNotice, revisionHistoryDateNote } from '../../generators/catalog/jma-documents';
import { loadJmaFileCatalog, type JmaFileCatalog } from '../../generators/catalog/jmafile';
import { loadTelegramCatalog, type TelegramCatalog } from '../../generators/catalog/telegrams';
import { feedEntryLimit, noticeEntryId, updatesAtomFeed } from '../../pages/kinds/updates/build/feed';
import {
  buildUpdatesTimeline,
  groupTimelineByYear,
  undatedTechnicalNotices,
} from '../../pages/kinds/updates/build/timeline';
import { UpdatesTimeline } from '../../pages/kinds/updates/UpdatesTimeline';
import { jmaFileUrl, telegramUrl } from '../../isomorphic/routes';

const telegrams = loadTelegramCatalog();
const jmaFiles = loadJmaFileCatalog();
const timeline = buildUpdatesTimeline(telegrams, jmaFiles);
const undated = undatedTechnicalNotices(telegrams, jmaFiles);

/** Every dated notice as the catalogs list it: the page URL and the notice's identity. */
function datedNotices(telegramCatalog: TelegramCatalog, jmaFileCatalog: JmaFileCatalog) {
  return [
    ...telegramCatalog.telegrams.map((entry) => ({ page: telegramUrl(entry.code), documents: entry.documents })),
    ...jmaFileCatalog.files.map((entry) => ({ page: jmaFileUrl(entry.code), documents: entry.documents })),
  ].flatMap(({ page, documents }) => documents.filter(isDatedNotice).map((document) => ({ page, document })));
}

describe('the updates timeline', () => {
  it('holds every dated notice of both catalogs, linking the document and every page that lists it', () => {
    const listed = datedNotices(telegrams, jmaFiles);
    expect(listed.length).toBeGreaterThan(400);
    for (const { page, document } of listed) {
      const item = timeline.find(
        (candidate) =>
          candidate.label === documentLabel(document) && candidate.url.split('#')[0] === document.url.split('#')[0],
      );
      expect(item, `${page} ${documentLabel(document)}`).toBeDefined();
      expect(item!.date).toBe(document.date);
      expect(item!.pages.map((listedPage) => listedPage.url)).toContain(page);
    }
    // Nothing else: each item's pages list it.
    for (const item of timeline) {
      for (const page of item.pages) {
        expect(
          listed.some((entry) => entry.page === page.url && documentLabel(entry.document) === item.label),
          `${item.key} ${page.url}`,
        ).toBe(true);
      }
    }
  });

  it('lists a technical notice once however many pages cite it, newest first, with unique keys', () => {
    const tech627 = timeline.filter((item) => item.kind === 'technical' && item.number === 627);
    expect(tech627).toHaveLength(1);
    expect(tech627[0]).toMatchObject({
      date: '2024-07-17',
      url: 'https://dmdata.jp/docs/jma/technical/627.pdf',
      key: 'technical-627',
    });
    expect(tech627[0].pages.map((page) => page.code)).toEqual(
      expect.arrayContaining(['ew09030', 'ew09040', 'ew09020']),
    );
    expect(tech627[0].classes.map((item) => item.api)).toEqual(expect.arrayContaining(['eew.forecast', 'eew.warning']));
    const dates = timeline.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(timeline.map((item) => item.key)).size).toBe(timeline.length);
  });

  it('keeps the notices the provider links under one PDF with several subjects apart', () => {
    const shared = timeline.filter((item) => item.url === 'https://dmdata.jp/docs/jma/notice/20260414d.pdf');
    expect(shared.length).toBeGreaterThan(1);
    for (const item of shared) expect(item.key).toMatch(/^notice-20260414d-[0-9a-f]{8}$/);
  });

  it('groups by year, newest year first', () => {
    const years = groupTimelineByYear(timeline);
    expect(years.map((year) => year.year)).toEqual([...new Set(timeline.map((item) => item.date.slice(0, 4)))]);
    expect(years.flatMap((year) => year.notices)).toEqual(timeline);
  });

  it('refuses a technical notice recorded with two different dates', () => {
    const copy = JSON.parse(JSON.stringify(telegrams)) as TelegramCatalog;
    const entry = copy.telegrams.find((candidate) => candidate.code === 'ew09040')!;
    const document = entry.documents.find((candidate) => candidate.kind === 'technical' && candidate.number === 627)!;
    if (document.kind === 'technical') document.date = '2024-07-18';
    expect(() => buildUpdatesTimeline(copy, jmaFiles)).toThrow(
      /第627号 2024\/07\/17.*vs.*第627号 2024\/07\/18.*\/docs\/telegrams\/ew09040/,
    );
  });

  it('covers every technical notice of both catalogs: dated (from a revision history where that is the only date), or in the undated list', () => {
    const cited = new Set(
      [...telegrams.telegrams, ...jmaFiles.files].flatMap((entry) =>
        entry.documents.flatMap((document) => (document.kind === 'technical' ? [document.number] : [])),
      ),
    );
    const listed = [...timeline, ...undated]
      .filter((notice) => notice.kind === 'technical')
      .map((notice) => notice.number);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...cited].sort((a, b) => a - b)).toEqual([...listed].sort((a, b) => (a ?? 0) - (b ?? 0)));
    // The provider's pages cite 第127号 and 第504号 by number only; 第629号 only in jf04100's revision history.
    expect(undated.map((notice) => notice.number)).toEqual(expect.arrayContaining([504, 127]));
    expect(timeline.find((notice) => notice.key === 'technical-629')).toMatchObject({
      date: '2024-08-21',
      dateSource: 'revision-history',
    });
  });

  it('takes a revision-history date from a line of that history that names the notice, and says so in its heading', () => {
    const fromHistory = timeline.filter((notice) => notice.dateSource === 'revision-history');
    expect(fromHistory.map((notice) => notice.number)).toEqual(expect.arrayContaining([677, 672, 663, 654, 631, 629]));
    for (const notice of fromHistory) {
      const line = jmaFiles.history.find(
        (entry) => entry.date === notice.date && new RegExp(`第${notice.number}号`).test(entry.change),
      );
      expect(
        line,
        `${notice.heading}: no line of data/jmafile.yaml history on ${notice.date} names 第${notice.number}号`,
      ).toBeDefined();
      expect(notice.heading).toContain(revisionHistoryDateNote);
    }
  });

  it('renders one row per notice in year sections, each row with its document and page links', () => {
    const html = renderToStaticMarkup(
      createElement(UpdatesTimeline, {
        notices: timeline,
        undated: [],
        classes: [],
        feedUrl: '/docs/updates/atom.xml',
      }),
    );
    expect(html.match(/<tr id="/g)).toHaveLength(timeline.length);
    const newest = timeline[0];
    const row = html.slice(html.indexOf(`<tr id="${newest.key}"`));
    const rowHtml = row.slice(0, row.indexOf('</tr>'));
    expect(rowHtml).toContain(`href="${newest.url}"`);
    for (const page of newest.pages) expect(rowHtml).toContain(`href="${page.url}"`);
    for (const item of newest.classes) expect(rowHtml).toContain(item.api);
    expect(html).toContain(`<h2 id="year-${newest.date.slice(0, 4)}">`);
  });

  it('marks a date taken from a revision history beside the date, and lists undated technical notices last', () => {
    const html = renderToStaticMarkup(
      createElement(UpdatesTimeline, { notices: timeline, undated, classes: [], feedUrl: '/docs/updates/atom.xml' }),
    );
    expect(html.match(/<tr id="/g)).toHaveLength(timeline.length + undated.length);
    const rowOf = (key: string) => {
      const row = html.slice(html.indexOf(`<tr id="${key}"`));
      return row.slice(0, row.indexOf('</tr>'));
    };
    expect(rowOf('technical-677')).toContain(revisionHistoryDateNote);
    expect(rowOf('technical-627')).not.toContain(revisionHistoryDateNote);
    const undatedSection = html.slice(html.indexOf('<h2 id="undated">'));
    for (const notice of undated) expect(undatedSection).toContain(`<tr id="${notice.key}"`);
    // No date column there: the row starts with the document, linked on its number.
    expect(rowOf('technical-504')).not.toContain('<time');
    expect(rowOf('technical-504')).toMatch(
      /<td><a href="https:\/\/dmdata\.jp\/docs\/jma\/technical\/504\.pdf"[^>]*>技術情報 第504号<\/a><\/td>/,
    );
  });
});

describe('the Atom feed document', () => {
  const options = {
    siteUrl: 'https://dmdata.jp',
    siteTitle: 'DMDATA.JP',
    pagePath: '/docs/updates/',
    feedPath: '/docs/updates/atom.xml',
    title: '配信資料の更新情報',
    subtitle: '試験用の説明です。',
  };

  it('is the same for the same data and takes its updated time from the newest notice', () => {
    const feed = updatesAtomFeed(timeline, options);
    expect(updatesAtomFeed(buildUpdatesTimeline(telegrams, jmaFiles), options)).toBe(feed);
    expect(feed).toContain(`<updated>${timeline[0].date}T00:00:00+09:00</updated>`);
    expect(feed.match(/<entry>/g)).toHaveLength(feedEntryLimit);
  });

  it('escapes markup in titles and gives ids as tag: URIs', () => {
    const item = { ...timeline[0], label: 'A & B <c>' };
    const feed = updatesAtomFeed([item], options);
    expect(feed).toContain('<title>A &amp; B &lt;c&gt;</title>');
    expect(noticeEntryId(timeline.find((candidate) => candidate.key === 'technical-627')!)).toBe(
      'tag:dmdata.jp,2026:jma/technical/627',
    );
  });
});
