import { updatesTimeline } from '../../pages/kinds/updates/build/source';
import { gitContentDates, japanDate, newestDate } from './content-dates';

export interface LastUpdate {
  /** `YYYY-MM-DD` (JST). */
  date: string;
  /** Where the date comes from. */
  from: 'git' | 'notice' | 'build';
}

/**
 * The date of the newest change to the site's content: the newest commit that touched data/ or pages/ (JST), or the
 * newest dated JMA notice of /docs/updates/, whichever is later. Without git history the notice decides; with neither,
 * the day of the build.
 */
export function lastContentUpdate(
  options: { gitDates?: Map<string, string> | null; noticeDates?: string[]; now?: Date } = {},
): LastUpdate {
  const gitDates = options.gitDates === undefined ? gitContentDates() : options.gitDates;
  const noticeDates = options.noticeDates ?? updatesTimeline().map((notice) => notice.date);
  const commit = gitDates ? newestDate([...gitDates.values()]) : undefined;
  const notice = newestDate(noticeDates);
  const newest = newestDate([commit, notice]);
  if (newest) return { date: newest, from: newest === commit ? 'git' : 'notice' };
  return { date: japanDate(options.now ?? new Date()), from: 'build' };
}

/** `2026/5/1` from `2026-05-01`: the navbar's format. */
export function lastUpdateLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}/${month}/${day}`;
}
