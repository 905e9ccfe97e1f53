import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { JSDOM } from 'jsdom';
import { afterAll, describe, expect, it } from 'vitest';
import { loadJmaFileCatalog } from '../../generators/catalog/jmafile';
import { loadTelegramCatalog } from '../../generators/catalog/telegrams';
import { feedEntryLimit, noticeEntryId, noticeTime } from '../../pages/kinds/updates/build/feed';
import { buildUpdatesTimeline, undatedTechnicalNotices } from '../../pages/kinds/updates/build/timeline';
import { baseUrl, closeBrowser, openPage, visit } from '../support/browser';
import { distDir } from '../support/bytes';

afterAll(closeBrowser);

const telegrams = loadTelegramCatalog();
const jmaFiles = loadJmaFileCatalog();
const timeline = buildUpdatesTimeline(telegrams, jmaFiles);
const undated = undatedTechnicalNotices(telegrams, jmaFiles);
const rowCount = timeline.length + undated.length;
const rows = '#updates-tables tbody tr';
const visibleRows = `${rows}:not([hidden])`;

describe('/docs/updates/', () => {
  it('lists every notice in year sections without JavaScript, and advertises the feed in its head', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/docs/updates/`);
    expect(await page.locator('h1').textContent()).toBe('配信資料の更新情報');
    expect(await page.locator(rows).count()).toBe(rowCount);
    expect(await page.locator(`${rows}:first-child`).first().getAttribute('id')).toBe(timeline[0].key);
    const sections = await page.locator('#updates-tables h2').allTextContents();
    expect(sections).toEqual([
      ...new Set(timeline.map((notice) => `${notice.date.slice(0, 4)}年`)),
      '日付の記載がない技術情報',
    ]);
    // The undated technical notices come last; a date from the provider's revision history says so beside it.
    expect(await page.locator(`${rows}:last-child`).last().getAttribute('id')).toBe(undated[undated.length - 1].key);
    expect(await page.locator('[id="technical-677"] td').first().textContent()).toBe(
      '2026/03/31（提供元の更新履歴の日付）',
    );
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    expect(await feedLink.getAttribute('href')).toBe('/docs/updates/atom.xml');
    // Every telegram class filter value is written into the HTML, so the page reads complete without the script.
    expect(await page.locator('#updates-tables-suggestions option').count()).toBeGreaterThan(10);
    await context.close();
  });

  it('narrows the rows to one delivery class with the filter box', async () => {
    const { page, context } = await openPage();
    await visit(page, '/docs/updates/');
    expect(await page.locator(visibleRows).count()).toBe(rowCount);
    const input = page.getByLabel('表を絞り込む');
    await input.fill('telegram.earthquake');
    const expected = [...timeline, ...undated].filter((notice) =>
      notice.classes.some((item) => item.api === 'telegram.earthquake'),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await page.locator(visibleRows).count()).toBe(expected.length);
    expect(await page.locator(visibleRows).evaluateAll((elements) => elements.map((element) => element.id))).toEqual(
      expected.map((notice) => notice.key),
    );
    expect(await page.locator('#updates-tables-count').textContent()).toBe(
      `${rowCount} 件中 ${expected.length} 件を表示`,
    );
    expect(await page.locator('#updates-tables [data-filter-group]:not([hidden])').count()).toBeLessThan(
      await page.locator('#updates-tables [data-filter-group]').count(),
    );
    await input.fill('jmafile.srf-rrp');
    const rainfall = [...timeline, ...undated].filter((notice) =>
      notice.classes.some((item) => item.api === 'jmafile.srf-rrp'),
    );
    expect(await page.locator(visibleRows).count()).toBe(rainfall.length);
    await input.fill('');
    expect(await page.locator(visibleRows).count()).toBe(rowCount);
    await context.close();
  });

  it('is in the docs sidebar', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/docs/updates/`);
    const link = page.locator('nav a[href="/docs/updates/"]').first();
    expect(await link.textContent()).toBe('配信資料の更新情報');
    await context.close();
  });
});

describe('/docs/updates/atom.xml', () => {
  const xml = readFileSync(path.join(distDir, 'docs/updates/atom.xml'), 'utf8');
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(xml, 'application/xml');
  const atom = 'http://www.w3.org/2005/Atom';
  const entries = [...doc.getElementsByTagNameNS(atom, 'entry')];
  const child = (element: Element, name: string) =>
    [...element.children].find((node) => node.localName === name && node.namespaceURI === atom);

  it('is well-formed Atom with the feed-level id, title, updated and self/alternate links', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const feed = doc.documentElement;
    expect(feed.localName).toBe('feed');
    expect(feed.namespaceURI).toBe(atom);
    expect(child(feed, 'id')?.textContent).toBe('https://dmdata.jp/docs/updates/');
    expect(child(feed, 'title')?.textContent).toBe('配信資料の更新情報 | DMDATA.JP');
    expect(child(feed, 'updated')?.textContent).toBe(noticeTime(timeline[0].date));
    const links = [...feed.children]
      .filter((node) => node.localName === 'link')
      .map((node) => [node.getAttribute('rel'), node.getAttribute('href')]);
    expect(links).toEqual([
      ['self', 'https://dmdata.jp/docs/updates/atom.xml'],
      ['alternate', 'https://dmdata.jp/docs/updates/'],
    ]);
  });

  it('carries the 50 newest notices of the catalogs, newest first, each with a unique stable id and its links', () => {
    expect(entries).toHaveLength(feedEntryLimit);
    const ids = entries.map((entry) => child(entry, 'id')?.textContent);
    expect(new Set(ids).size).toBe(entries.length);
    const updated = entries.map((entry) => child(entry, 'updated')?.textContent ?? '');
    expect(updated).toEqual([...updated].sort().reverse());
    entries.forEach((entry, index) => {
      const notice = timeline[index];
      expect(child(entry, 'id')?.textContent).toBe(noticeEntryId(notice));
      expect(child(entry, 'title')?.textContent).toBe(notice.label);
      expect(child(entry, 'updated')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+09:00$/);
      expect(child(entry, 'updated')?.textContent).toBe(noticeTime(notice.date));
      const links = [...entry.children].filter((node) => node.localName === 'link');
      const alternates = links.filter((node) => node.getAttribute('rel') === 'alternate');
      expect(alternates.map((node) => [node.getAttribute('type'), node.getAttribute('href')])).toEqual([
        ['text/html', `https://dmdata.jp/docs/updates/#${notice.key}`],
      ]);
      const related = links.filter((node) => node.getAttribute('rel') === 'related');
      expect(related.map((node) => [node.getAttribute('type'), node.getAttribute('href')])).toEqual([
        ['application/pdf', notice.url],
      ]);
      const summary = new JSDOM(child(entry, 'summary')?.textContent ?? '').window.document;
      const pageLinks = [...summary.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'));
      expect(pageLinks).toEqual(notice.pages.map((page) => `https://dmdata.jp${page.url}`));
    });
  });

  it("opens, in a feed reader, the notice's row on /docs/updates/ (entry.link as @rowanmanning/feed-parser reads it)", async () => {
    const feed = parseFeed(xml);
    expect(feed.items).toHaveLength(feedEntryLimit);
    const html = readFileSync(path.join(distDir, 'docs/updates/index.html'), 'utf8');
    const rowIds = new Set(
      [...new JSDOM(html).window.document.querySelectorAll('#updates-tables tbody tr[id]')].map((row) => row.id),
    );
    feed.items.forEach((item, index) => {
      const link = new URL(item.url ?? '');
      expect(`${link.origin}${link.pathname}`, item.title ?? '').toBe('https://dmdata.jp/docs/updates/');
      expect(link.hash.slice(1)).toBe(timeline[index].key);
      expect(rowIds.has(link.hash.slice(1)), `${item.url}: no row with that id`).toBe(true);
    });
    // The reader lands on the row: it is the :target, on screen.
    const { page, context } = await openPage();
    const key = timeline[Math.min(20, timeline.length - 1)].key;
    await visit(page, `/docs/updates/#${key}`);
    const row = page.locator(`[id="${key}"]`);
    expect(await row.evaluate((element) => element.matches(':target'))).toBe(true);
    const box = await row.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, JSON.stringify(box)).toBe(true);
    await context.close();
  });

  it('has ids that name the document, not the position in the feed', () => {
    const ids = entries.map((entry) => child(entry, 'id')?.textContent ?? '');
    for (const id of ids) expect(id).toMatch(/^tag:dmdata\.jp,2026:jma\/(technical\/\d+|notice\/[\w-]+)$/);
    const technical = timeline.slice(0, feedEntryLimit).filter((notice) => notice.kind === 'technical');
    expect(technical.length).toBeGreaterThan(0);
    for (const notice of technical) expect(ids).toContain(`tag:dmdata.jp,2026:jma/technical/${notice.number}`);
  });
});
