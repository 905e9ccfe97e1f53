import { readerDateTime } from '../../isomorphic/reader-time';

/**
 * A date or time from the data as a reader reads it (`2026年5月28日 13:00（日本時間）`), with the ISO 8601 value kept
 * for machines in `<time datetime>`. Every page that shows a date-time value of the data goes through this.
 */
export function ReaderTime({ value }: { value: string }) {
  return <time dateTime={value}>{readerDateTime(value)}</time>;
}
