import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { loadConversionErrors } from '../../generators/content/conversion-errors';
import { formatDeliveredAt, groupConversionErrorsBySchema, repeatedRecordIds } from '../../isomorphic/content-format';
import {
  ConversionErrorCauseTable,
  ConversionErrorRecordSections,
} from '../../pages/_components/ConversionErrorTables';
import { brokenCopies, lineColumnOf, positionOf } from '../support/data-error';
import { removeTempDirs, replaceAfter, replaceOnce } from '../support/temp-data';

/** The loader and the tables are checked on a small file of the tests' own (test ids, titles and times). */
const fixtureFile = path.join(repoRoot, 'tests/fixtures/data/conversion-errors.yaml');
const { original, loadBroken } = brokenCopies(fixtureFile, loadConversionErrors);

afterAll(removeTempDirs);

describe('data/conversion-errors.yaml', () => {
  it('loads with every check, and the tables show every cause and every record', () => {
    const log = loadConversionErrors();
    expect(log.records.length).toBeGreaterThan(0);
    const causes = renderToStaticMarkup(createElement(ConversionErrorCauseTable, { log }));
    expect(causes.match(/<tr>/g)).toHaveLength(log.causes.length + 1);
    const records = renderToStaticMarkup(createElement(ConversionErrorRecordSections, { log }));
    expect(records.match(/<tr><td><code>[0-9a-f]{7}<\/code><\/td>/g)).toHaveLength(log.records.length);
  });
});

describe('the conversion error loader (tests/fixtures/data/conversion-errors.yaml)', () => {
  const log = loadConversionErrors(fixtureFile);

  it('loads the causes and the records, newest first with unrecorded times last', () => {
    expect(log.causes.map((cause) => cause.id)).toEqual(['E1', 'E2', 'E3']);
    expect(log.records.map((record) => record.id)).toEqual([
      'aaaaaa1',
      'bbbbbb2',
      'ccccccc',
      'ccccccc',
      'ddddddd',
      'eeeeee5',
    ]);
    expect(log.records[0]).toEqual({
      id: 'aaaaaa1',
      title: 'テスト電文（火山）',
      schemaVersion: '1.0.0',
      deliveredAt: '2025-02-01T10:00:00+09:00',
      cause: 'E3',
    });
    expect(log.records[1].reference).toEqual({ title: 'テスト資料', url: 'https://example.test/notice.pdf' });
  });

  it('groups records by the schema of their cause, schemas in cause order', () => {
    const groups = groupConversionErrorsBySchema(log);
    expect(groups.map((group) => group.schema)).toEqual([
      'eew-information',
      'tsunami-information',
      'volcano-information',
    ]);
    expect(groups.map((group) => group.records.length)).toEqual([2, 2, 2]);
    expect(groups[2].causes.map((cause) => cause.id)).toEqual(['E3']);
    expect(repeatedRecordIds(log.records)).toEqual(['ccccccc']);
    expect(formatDeliveredAt('2023-10-09T07:45:17+09:00')).toBe('2023/10/09 07:45:17');
  });

  it('reports a record id that is not 7 lowercase hex digits with file:line:column and field', () => {
    const text = replaceOnce(original, "id: 'bbbbbb2'", "id: 'BBBBBB2'");
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, "'BBBBBB2'")} records[1].id: must match pattern "^[0-9a-f]{7}$"`,
    );
  });

  it('reports a record whose cause is not listed', () => {
    const text = replaceAfter(original, "id: 'bbbbbb2'", 'cause: E3', 'cause: E4');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'E4')} records[1].cause: cause "E4" is not in causes (E1, E2, E3)`,
    );
  });

  it('reports a schema version that has no schema file', () => {
    const text = replaceAfter(original, "id: 'bbbbbb2'", 'schemaVersion: 1.0.0', 'schemaVersion: 9.0.0');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '9.0.0')} records[1].schemaVersion: no JSON schema file data/schemas/volcano-information/9.0.0.schema.json`,
    );
  });

  it('reports a record newer than the one above it, and a dated record after the undated ones', () => {
    const newer = replaceOnce(original, '2025-01-15T09:30:00+09:00', '2025-03-15T09:30:00+09:00');
    const first = loadBroken(newer);
    expect(first.error.message).toBe(
      `${first.shown}:${lineColumnOf(newer, '2025-03-15')} records[1].deliveredAt: must not be newer than the record above (2025-02-01T10:00:00+09:00); newest first`,
    );

    const dated = replaceAfter(
      original,
      "id: 'eeeeee5'",
      'deliveredAt: null',
      'deliveredAt: 2020-01-01T00:00:00+09:00',
    );
    const second = loadBroken(dated);
    expect(second.error.message).toBe(
      `${second.shown}:${lineColumnOf(dated, '2020-01-01T00')} records[5].deliveredAt: must come before the records without a delivery time (deliveredAt: null)`,
    );
  });

  it('reports a duplicate cause id, and the records whose cause is then missing', () => {
    const text = replaceOnce(original, '  - id: E3\n', '  - id: E2\n');
    const { error, shown } = loadBroken(text);
    const duplicate = positionOf(text, '  - id: E2\n', { occurrence: 1, shift: '  - id: '.length });
    expect(error.issues[0]).toEqual({
      file: shown,
      line: duplicate.line,
      column: duplicate.column,
      field: 'causes[2].id',
      message: 'duplicates causes[1].id',
    });
    const missing = error.issues.slice(1);
    expect(missing.map((issue) => issue.field)).toEqual(['records[0].cause', 'records[1].cause']);
    expect(missing.every((issue) => issue.message.startsWith('cause "E3" is not in causes'))).toBe(true);
  });

  it('reports a cause that no record uses', () => {
    const moved = replaceAfter(original, "id: 'ddddddd'", 'cause: E1', 'cause: E2');
    const text = replaceAfter(moved, "id: 'eeeeee5'", 'cause: E1', 'cause: E2');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '- id: E1', { shift: '- id: '.length })} causes[0].id: no record has cause E1; remove the cause or fix the records`,
    );
  });
});

describe('ConversionErrorTables (tests/fixtures/data/conversion-errors.yaml)', () => {
  const log = loadConversionErrors(fixtureFile);

  it('renders one cause row per cause with the count, versions and titles derived from the records', () => {
    const html = renderToStaticMarkup(createElement(ConversionErrorCauseTable, { log }));
    expect(html.match(/<tr>/g)).toHaveLength(log.causes.length + 1);
    expect(html).toContain(
      '<tr><td>E1</td><td><code>eew-information</code>（<span><code>1.0.0</code></span>）</td>' +
        '<td>テスト電文（予報）、テスト電文（速報）</td>',
    );
    expect(html).toContain('<td><code>TestElement</code> 要素がなかった</td><td>2</td></tr>');
  });

  it('renders a section per schema with every record, unrecorded times and remarks, and the repeated-id note', () => {
    const html = renderToStaticMarkup(createElement(ConversionErrorRecordSections, { log }));
    expect(html.match(/<h3 id="/g)).toHaveLength(3);
    expect(html).toContain(
      '<h3 id="volcano-information">volcano-information<a class="hash-link" href="#volcano-information"',
    );
    expect(html.match(/<tr><td><code>[0-9a-f]{7}<\/code><\/td>/g)).toHaveLength(6);
    expect(html.match(/<td>記録なし<\/td>/g)).toHaveLength(2);
    expect(html).toContain(
      '<td><code>bbbbbb2</code></td><td>テスト電文（火山）</td><td><time dateTime="2025-01-15T09:30:00+09:00" data-time-zone="unpublished">2025/01/15 09:30:00</time></td>' +
        '<td>E3</td><td><a href="https://example.test/notice.pdf">テスト資料</a></td>',
    );
    expect(html.match(/<td>訓練配信<\/td>/g)).toHaveLength(2);
    expect(html).toContain('<p><code>ccccccc</code> は、2024/12/24と2024/06/01の記録に同じ値で載っています。');
  });
});
