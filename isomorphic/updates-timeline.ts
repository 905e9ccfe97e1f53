/**
 * The timeline of JMA's notices (/docs/updates/) as its page renders it: the notices the page source collects from
 * both catalogs (pages/kinds/updates/build/timeline.ts), and their grouping by year.
 */
import type { DatedJmaNotice } from './jma-documents';

/** A telegram or JMA file page that lists a notice. */
export interface AffectedPage {
  catalog: 'telegram' | 'jmafile';
  code: string;
  title: string;
  /** Page on this site. */
  url: string;
  /** Delivery class API name (`telegram.earthquake`, `jmafile.srf-rrp`). */
  classApi: string;
  className: string;
}

/** One dated technical notice or notice, once, with every page that lists it. */
export interface TimelineNotice {
  /** Stable key, also the row anchor: `technical-627`, `notice-20250624c`. */
  key: string;
  kind: DatedJmaNotice['kind'];
  number?: number;
  date: string;
  /** Set when `date` comes from the provider's revision history, the only date it gives for the notice. */
  dateSource?: 'revision-history';
  title?: string;
  /** `配信資料に関する技術情報 第627号 2024/07/17`. */
  heading: string;
  /** Heading and subject, as the pages show it. */
  label: string;
  url: string;
  /** Telegram pages first, then JMA file pages, each by code. */
  pages: AffectedPage[];
  /** Delivery classes of `pages`, in first-seen order. */
  classes: Array<{ api: string; name: string }>;
}

/** A technical notice the provider cites by number only: no date on any page, nor in a revision history. */
export type UndatedTimelineNotice = Omit<TimelineNotice, 'date' | 'dateSource'>;

export interface TimelineYear {
  year: string;
  notices: TimelineNotice[];
}

/** A delivery class a notice concerns, with where it is described (`/docs/telegrams/#telegram-earthquake`). */
export interface UpdatesClass {
  api: string;
  name: string;
  url: string;
}

/** The props of /docs/updates/. */
export interface UpdatesTimelineProps {
  notices: TimelineNotice[];
  undated: UndatedTimelineNotice[];
  classes: UpdatesClass[];
  feedUrl: string;
}

/** Notices grouped by year of their date, newest year first (the order within a year is kept). */
export function groupTimelineByYear(notices: TimelineNotice[]): TimelineYear[] {
  const years: TimelineYear[] = [];
  for (const notice of notices) {
    const year = notice.date.slice(0, 4);
    const last = years[years.length - 1];
    if (last?.year === year) last.notices.push(notice);
    else years.push({ year, notices: [notice] });
  }
  return years;
}
