import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { loadParameterHistory, parameterHistoryFile } from '../../generators/content/parameter-history';
import { readerDateTime } from '../../isomorphic/reader-time';
import { ParameterHistoryTable } from '../../pages/_components/ParameterHistoryTable';
import { renderBuildTime } from '../support/render-build-time';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceFirst, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(parameterHistoryFile, loadParameterHistory);

afterAll(removeTempDirs);

describe('data/parameter-history.yaml', () => {
  it('loads, newest first, with the first distribution at the end', () => {
    const { entries } = loadParameterHistory();
    expect(entries[0]).toMatchObject({ date: '2026-06-23', parameter: 'earthquake', change: 'update' });
    expect(entries.at(-1)).toEqual({ date: '2020-09-29', change: 'published' });
    expect(entries.find((entry) => entry.change === 'station-added')?.stations).toEqual(['横浜鶴見区大黒ふ頭']);
  });

  it('formats effective times with the shared formatter, in Japan time and saying so', () => {
    expect(readerDateTime('2026-07-23T12:00:00+09:00')).toBe('2026年7月23日 12:00（日本時間）');
    expect(readerDateTime('2026-07-23T12:30:00+09:00')).toBe('2026年7月23日 12:30（日本時間）');
  });

  it('renders one table row per entry, describing each change', () => {
    const html = renderBuildTime(createElement(ParameterHistoryTable), { mdx: true });
    expect(html.match(/<tr>/g)).toHaveLength(loadParameterHistory().entries.length + 1);
    expect(html).toContain(
      '<td><time dateTime="2026-06-23">2026/06/23</time></td><td>津波観測点（Parameter Tsunami）</td>' +
        '<td>データを更新（収録: <span><time dateTime="2026-07-23T12:00:00+09:00">2026年7月23日 12:00（日本時間）</time>適用分</span>' +
        '<span>、<time dateTime="2026-03-12T12:00:00+09:00">2026年3月12日 12:00（日本時間）</time>適用分</span>）</td>',
    );
    expect(html).toContain('観測点を追加: 横浜鶴見区大黒ふ頭。長周期地震動に関する観測情報で使われる観測点です。');
  });

  it('reports an unknown change kind with file:line:column and field', () => {
    const text = replaceFirst(original, '    change: update\n', '    change: updated\n');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'updated')} entries[0].change: must be one of "update", "station-added", "published"`,
    );
  });

  it('reports an update without effective times at the entry', () => {
    const text = replaceFirst(
      original,
      '    effectiveTimes: [2026-07-23T12:00:00+09:00, 2026-03-12T12:00:00+09:00]\n',
      '',
    );
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'date: 2026-06-23')} entries[0].effectiveTimes: required field "effectiveTimes" is missing`,
    );
  });

  it('reports an entry older than the one below it', () => {
    const text = replaceOnce(original, 'date: 2025-06-24', 'date: 2027-01-01');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '2027-01-01')} entries[6].date: must not be newer than the entry above (2025-10-20); newest first`,
    );
  });
});
