import { describe, expect, it } from 'vitest';
import { isIsoDateTime, readerDateTime } from '../../isomorphic/reader-time';

describe('readerDateTime, the one formatter of dates and times for readers', () => {
  it('shows a Japan time in words and says so', () => {
    expect(readerDateTime('2026-05-28T13:00+09:00')).toBe('2026年5月28日 13:00（日本時間）');
    expect(readerDateTime('2026-07-23T12:00:00+09:00')).toBe('2026年7月23日 12:00（日本時間）');
    expect(readerDateTime('2025-11-04T10:00:05+09:00')).toBe('2025年11月4日 10:00:05（日本時間）');
  });

  it('moves a time given in another offset to Japan time, across a day and a year', () => {
    expect(readerDateTime('2025-11-04T01:00:00Z')).toBe('2025年11月4日 10:00（日本時間）');
    expect(readerDateTime('2025-12-31T20:30:00.000Z')).toBe('2026年1月1日 05:30（日本時間）');
    expect(readerDateTime('2026-03-01T00:00-05:00')).toBe('2026年3月1日 14:00（日本時間）');
  });

  it('shows a date alone without a time, and refuses what is not a date', () => {
    expect(readerDateTime('2026-05-28')).toBe('2026年5月28日');
    expect(() => readerDateTime('2026-05-28T13:00')).toThrow(/not an ISO 8601/);
    expect(() => readerDateTime('2028年頃')).toThrow(/not an ISO 8601/);
    expect(isIsoDateTime('2026-05-28T13:00+09:00')).toBe(true);
    expect(isIsoDateTime('2026-05-28')).toBe(false);
  });
});
