import { describe, expect, it } from 'vitest';
import { gitContentDates, japanDate, newestDate, sourceDate } from '../../generators/site/content-dates';
import { documentTitles } from '../../generators/site/document-title';
import { lastContentUpdate, lastUpdateLabel } from '../../generators/site/last-update';
import type { PageInfo } from '../../isomorphic/page-info';
import { tempTree } from '../support/temp-data';

describe('lastUpdate', () => {
  it('takes the newest commit of data/ and pages/ when it is later than the newest notice', () => {
    const gitDates = new Map([
      ['data/telegrams.yaml', '2026-03-02'],
      ['pages/index.mdx', '2026-05-20'],
    ]);
    expect(lastContentUpdate({ gitDates, noticeDates: ['2026-04-01', '2025-12-24'] })).toEqual({
      date: '2026-05-20',
      from: 'git',
    });
  });

  it('takes the newest dated notice when it is later than every commit', () => {
    const gitDates = new Map([['pages/index.mdx', '2026-01-05']]);
    expect(lastContentUpdate({ gitDates, noticeDates: ['2026-04-01', '2026-02-01'] })).toEqual({
      date: '2026-04-01',
      from: 'notice',
    });
  });

  it('falls back to the newest notice without git history, and to the build day without notices either', () => {
    expect(lastContentUpdate({ gitDates: null, noticeDates: ['2026-04-01'] })).toEqual({
      date: '2026-04-01',
      from: 'notice',
    });
    expect(lastContentUpdate({ gitDates: null, noticeDates: [], now: new Date('2026-07-01T16:30:00Z') })).toEqual({
      date: '2026-07-02',
      from: 'build',
    });
  });

  it('counts a commit in Japan time: 15:30 UTC on one day is the next day in JST', () => {
    expect(japanDate('2026-03-31T15:30:00Z')).toBe('2026-04-01');
    expect(japanDate('2026-03-31T23:59:00+09:00')).toBe('2026-03-31');
  });

  it('reads the dates of this repository from git, newest first, and finds no history outside one', () => {
    const dates = gitContentDates();
    expect(dates).not.toBeNull();
    expect(dates!.get('data/site.yaml')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sourceDate(dates!, 'data/schemas/eew-information')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(gitContentDates(tempTree({ 'data/a.yaml': 'a: 1\n' }))).toBeNull();
  });

  it('shows the date as the navbar did (no leading zeros) and picks the newest of several', () => {
    expect(lastUpdateLabel('2026-05-01')).toBe('2026/5/1');
    expect(newestDate(['2026-01-02', undefined, '2025-12-31'])).toBe('2026-01-02');
  });
});

describe('document titles', () => {
  const page = (path: string, title: string, searchCodes?: string[]): [string, PageInfo] => [
    path,
    { path, title, description: '', kind: 'telegram', source: 'x', searchCodes },
  ];

  it('adds the page code to a title several pages share, and gives the home page the tagline instead of the site name', () => {
    const pages = new Map([
      page('/', 'DMDATA.JP'),
      page('/docs/telegrams/et01120', '津波情報', ['et01120', 'VTSE51']),
      page('/docs/telegrams/et01121', '津波情報', ['et01121']),
      page('/docs/eew', 'EEWについて'),
    ]);
    expect(Object.fromEntries(documentTitles(pages, { title: 'DMDATA.JP', tagline: '防災情報の配信' }))).toEqual({
      '/': '防災情報の配信',
      '/docs/telegrams/et01120': '津波情報（et01120）',
      '/docs/telegrams/et01121': '津波情報（et01121）',
      '/docs/eew': 'EEWについて',
    });
  });
});
