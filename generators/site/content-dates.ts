import { execFileSync } from 'node:child_process';
import { repoRoot } from '../data/data-source';

/** The folders whose files make the site's content: a change there is a change a visitor can see. */
export const contentFolders = ['data', 'pages'] as const;

/** The calendar date in Japan (JST, UTC+9) of an instant: `2026-05-01`. */
export function japanDate(instant: string | Date): string {
  const time = new Date(instant).getTime() + 9 * 60 * 60 * 1000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * For every file under data/ and pages/, the JST date of the newest commit that changed it, from one `git log`.
 * Null when there is no git history (a source archive, a copy without .git) or git is not installed.
 */
export function gitContentDates(root: string = repoRoot): Map<string, string> | null {
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames', '--', ...contentFolders], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
  const dates = new Map<string, string>();
  // Newest commit first: the first date seen for a file is its newest.
  for (const commit of log.split('\0').slice(1)) {
    const [date, ...files] = commit.trim().split('\n');
    const day = japanDate(date);
    for (const file of files) if (file && !dates.has(file)) dates.set(file, day);
  }
  return dates.size > 0 ? dates : null;
}

/** The newest date of the files at `source` (a file, or a folder's files). */
export function sourceDate(dates: Map<string, string>, source: string): string | undefined {
  const folder = source.endsWith('/') ? source : `${source}/`;
  let newest: string | undefined;
  for (const [file, date] of dates) {
    if ((file === source || file.startsWith(folder)) && (!newest || date > newest)) newest = date;
  }
  return newest;
}

/** The newest of some `YYYY-MM-DD` dates. */
export function newestDate(dates: Array<string | undefined>): string | undefined {
  return dates
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
}
