import path from 'node:path';
import { createElement } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { loadParameterHistory } from '../../generators/content/parameter-history';
import { readerDateTime } from '../../isomorphic/reader-time';
import { ParameterHistoryTable } from '../../pages/_components/ParameterHistoryTable';
import { renderBuildTime } from '../support/render-build-time';
import { brokenCopies, lineColumnOf } from '../support/data-error';
import { removeTempDirs, replaceOnce } from '../support/temp-data';

/** The loader and the table are checked on a small file of the tests' own (test dates and a test station). */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/parameter-history.yaml');
const { original, loadBroken } = brokenCopies(fixtureFile, loadParameterHistory);

afterAll(removeTempDirs);

describe('data/parameter-history.yaml', () => {
  it('loads with every check, newest first, with the first distribution at the end', () => {
    const { entries } = loadParameterHistory();
    expect(entries.at(-1)?.change).toBe('published');
    const html = renderBuildTime(createElement(ParameterHistoryTable), { mdx: true });
    expect(html.match(/<tr>/g)).toHaveLength(entries.length + 1);
  });
});

describe('the parameter history loader and table (tests/fixtures/data/parameter-history.yaml)', () => {
  const history = loadParameterHistory(fixtureFile);

  it('loads the entries in their order', () => {
    expect(history.entries.map((entry) => [entry.date, entry.change])).toEqual([
      ['2025-05-20', 'update'],
      ['2025-01-10', 'station-added'],
      ['2024-12-02', 'update'],
      ['2024-11-01', 'published'],
    ]);
    expect(history.entries[1].stations).toEqual(['テスト観測点']);
  });

  it('formats effective times with the shared formatter, in Japan time and saying so', () => {
    expect(readerDateTime('2026-07-23T12:00:00+09:00')).toBe('2026年7月23日 12:00（日本時間）');
    expect(readerDateTime('2026-07-23T12:30:00+09:00')).toBe('2026年7月23日 12:30（日本時間）');
  });

  it('renders one table row per entry, describing each change', () => {
    const html = renderBuildTime(createElement(ParameterHistoryTable), { content: { parameterHistory: history } });
    expect(html.match(/<tr>/g)).toHaveLength(history.entries.length + 1);
    expect(html).toContain(
      '<td><time dateTime="2025-05-20">2025/05/20</time></td><td>津波観測点（Parameter Tsunami）</td>' +
        '<td>データを更新（収録: <span><time dateTime="2025-06-19T12:00:00+09:00">2025年6月19日 12:00（日本時間）</time>適用分</span>' +
        '<span>、<time dateTime="2025-01-16T12:30:00+09:00">2025年1月16日 12:30（日本時間）</time>適用分</span>）</td>',
    );
    expect(html).toContain(
      '<td>震度観測点（Parameter Earthquake）</td><td>観測点を追加: テスト観測点。テスト用の補足です。</td>',
    );
    expect(html).toContain(
      '<td><time dateTime="2024-11-01">2024/11/01</time></td><td>—</td><td>パラメータの配布を開始</td>',
    );
  });

  it('reports an unknown change kind with file:line:column and field', () => {
    const text = replaceOnce(
      original,
      'parameter: tsunami\n    change: update\n',
      'parameter: tsunami\n    change: updated\n',
    );
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'updated')} entries[0].change: must be one of "update", "station-added", "published"`,
    );
  });

  it('reports an update without effective times at the entry', () => {
    const text = replaceOnce(original, '    effectiveTimes: [2025-01-16T12:30:00+09:00]\n', '');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'date: 2024-12-02')} entries[2].effectiveTimes: required field "effectiveTimes" is missing`,
    );
  });

  it('reports an entry older than the one below it', () => {
    const text = replaceOnce(original, 'date: 2024-12-02', 'date: 2027-01-01');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '2027-01-01')} entries[2].date: must not be newer than the entry above (2025-01-10); newest first`,
    );
  });
});
