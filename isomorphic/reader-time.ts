/**
 * Dates and times as a Japanese reader reads them. Data keeps ISO 8601 values (`2026-05-28T13:00+09:00`,
 * `2025-11-04T01:00:00Z`); a page shows them through this one formatter, in Japan time and saying so
 * (`2026年5月28日 13:00（日本時間）`), and keeps the value itself in `<time datetime>` (pages/_components/ReaderTime.tsx).
 */

const isoDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The words after a time in Japan time. */
export const japanTimeLabel = '（日本時間）';

/** True for an ISO 8601 date-time with its offset (`…T13:00+09:00`, `…T04:00:00.000Z`). */
export function isIsoDateTime(value: string): boolean {
  return isoDateTime.test(value);
}

/** `2026-05-28` → `2026年5月28日`. */
function dateWords(year: number, month: number, day: number): string {
  return `${year}年${month}月${day}日`;
}

/**
 * `2026-05-28T13:00+09:00` → `2026年5月28日 13:00（日本時間）`; a value in another offset is moved to Japan time
 * first (`2025-11-04T01:00:00Z` → `2025年11月4日 10:00（日本時間）`); seconds appear only when they are not zero. A
 * date alone (`2026-05-28`) becomes `2026年5月28日`. Anything else is not a date: it throws, so a bad value in the
 * data stops the build instead of reaching a page.
 */
export function readerDateTime(value: string): string {
  const date = isoDate.exec(value);
  if (date) return dateWords(Number(date[1]), Number(date[2]), Number(date[3]));
  const time = isoDateTime.exec(value);
  if (!time) throw new Error(`not an ISO 8601 date or date-time with an offset: "${value}"`);
  const [, year, month, day, hour, minute, second = '00', offset] = time;
  const offsetMinutes =
    offset === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4)));
  // The same instant as a wall-clock time at +09:00, computed in UTC so the machine's own zone does not matter.
  const japan = new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)) +
      (9 * 60 - offsetMinutes) * 60_000,
  );
  const pad = (part: number) => String(part).padStart(2, '0');
  const seconds = second === '00' ? '' : `:${second}`;
  return `${dateWords(japan.getUTCFullYear(), japan.getUTCMonth() + 1, japan.getUTCDate())} ${pad(japan.getUTCHours())}:${pad(japan.getUTCMinutes())}${seconds}${japanTimeLabel}`;
}
