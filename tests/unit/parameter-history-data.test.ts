import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isDataError } from '../../generators/data/data-error';
import { relativeToRepo } from '../../generators/data/data-source';
import {
  formatJstDateTime,
  loadParameterHistory,
  parameterHistoryFile,
} from '../../generators/content/parameter-history';
import { ParameterHistoryTable } from '../../pages/_components/ParameterHistoryTable';

const original = readFileSync(parameterHistoryFile, 'utf8');

/** Writes `text` as a broken copy outside the repository and returns its path. */
function writeCopy(text: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'parameter-history-')), 'parameter-history.yaml');
  writeFileSync(file, text);
  return file;
}

/** 1-based line and column of the first `needle` in `text`. */
function positionOf(text: string, needle: string): string {
  const before = text.slice(0, text.indexOf(needle)).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (isDataError(error)) return error.message;
    throw error;
  }
  throw new Error('expected a DataError');
}

describe('data/parameter-history.yaml', () => {
  it('loads, newest first, with the first distribution at the end', () => {
    const { entries } = loadParameterHistory();
    expect(entries[0]).toMatchObject({ date: '2026-06-23', parameter: 'earthquake', change: 'update' });
    expect(entries.at(-1)).toEqual({ date: '2020-09-29', change: 'published' });
    expect(entries.find((entry) => entry.change === 'station-added')?.stations).toEqual(['横浜鶴見区大黒ふ頭']);
  });

  it('formats JST effective times the way the table shows them', () => {
    expect(formatJstDateTime('2026-07-23T12:00:00+09:00')).toBe('2026年07月23日12時');
    expect(formatJstDateTime('2026-07-23T12:30:00+09:00')).toBe('2026年07月23日12時30分');
  });

  it('renders one table row per entry, describing each change', () => {
    const html = renderToStaticMarkup(createElement(ParameterHistoryTable));
    expect(html.match(/<tr>/g)).toHaveLength(loadParameterHistory().entries.length + 1);
    expect(html).toContain(
      '<td><time dateTime="2026-06-23">2026/06/23</time></td><td>津波観測点（Parameter Tsunami）</td>' +
        '<td>データを更新（収録: 2026年07月23日12時適用分、2026年03月12日12時適用分）</td>',
    );
    expect(html).toContain('観測点を追加: 横浜鶴見区大黒ふ頭。長周期地震動に関する観測情報で使われる観測点です。');
  });

  it('reports an unknown change kind with file:line:column and field', () => {
    const text = original.replace('    change: update\n', '    change: updated\n');
    const file = writeCopy(text);
    const at = positionOf(text, 'updated');
    expect(messageOf(() => loadParameterHistory(file))).toBe(
      `${relativeToRepo(file)}:${at} entries[0].change: must be one of "update", "station-added", "published"`,
    );
  });

  it('reports an update without effective times at the entry', () => {
    const text = original.replace(
      '    effectiveTimes: [2026-07-23T12:00:00+09:00, 2026-03-12T12:00:00+09:00]\n',
      '',
    );
    const file = writeCopy(text);
    const at = positionOf(text, 'date: 2026-06-23');
    expect(messageOf(() => loadParameterHistory(file))).toBe(
      `${relativeToRepo(file)}:${at} entries[0].effectiveTimes: required field "effectiveTimes" is missing`,
    );
  });

  it('reports an entry older than the one below it', () => {
    const text = original.replace('date: 2025-06-24', 'date: 2027-01-01');
    const file = writeCopy(text);
    const at = positionOf(text, '2027-01-01');
    expect(messageOf(() => loadParameterHistory(file))).toBe(
      `${relativeToRepo(file)}:${at} entries[6].date: must not be newer than the entry above (2025-10-20); newest first`,
    );
  });
});
