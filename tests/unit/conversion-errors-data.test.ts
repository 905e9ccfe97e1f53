import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { conversionErrorsFile, loadConversionErrors } from '../../generators/content/conversion-errors';
import { formatDeliveredAt, groupConversionErrorsBySchema, repeatedRecordIds } from '../../isomorphic/content-format';
import {
  ConversionErrorCauseTable,
  ConversionErrorRecordSections,
} from '../../pages/_components/ConversionErrorTables';
import { brokenCopies, lineColumnOf, positionOf } from '../support/data-error';
import { removeTempDirs, replaceAfter, replaceOnce } from '../support/temp-data';

const { original, loadBroken } = brokenCopies(conversionErrorsFile, loadConversionErrors);

afterAll(removeTempDirs);

describe('data/conversion-errors.yaml', () => {
  const log = loadConversionErrors();

  it('loads the causes and the records, newest first with unrecorded times last', () => {
    expect(log.causes.map((cause) => cause.id)).toEqual([
      'E1',
      'E2',
      'E3',
      'E4',
      'E5',
      'E6',
      'E7',
      'E8',
      'E9',
      'E10',
      'E11',
    ]);
    expect(log.records.length).toBeGreaterThanOrEqual(39);
    expect(log.records[0]).toEqual({
      id: '9ce6310',
      title: '噴火に関する火山観測報',
      schemaVersion: '1.0.0',
      deliveredAt: '2025-08-13T18:32:00+09:00',
      cause: 'E3',
    });
    expect(log.records.find((record) => record.id === '29a7bb3')?.reference).toEqual({
      title: '配信資料に関するお知らせ (2023/10/13)',
      url: 'https://dmdata.jp/docs/jma/notice/20231013a.pdf',
    });
    const firstUnrecorded = log.records.findIndex((record) => record.deliveredAt === null);
    expect(firstUnrecorded).toBeGreaterThan(0);
    expect(log.records.slice(firstUnrecorded).every((record) => record.deliveredAt === null)).toBe(true);
  });

  it('groups records by the schema of their cause, schemas in cause order', () => {
    const groups = groupConversionErrorsBySchema(log);
    expect(groups.map((group) => group.schema)).toEqual([
      'eew-information',
      'tsunami-information',
      'volcano-information',
      'weather-warning',
      'weather-information',
      'weather-impact-society',
      'weather-river-flood',
    ]);
    expect(groups.flatMap((group) => group.records)).toHaveLength(log.records.length);
    expect(groups.find((group) => group.schema === 'volcano-information')?.causes.map((cause) => cause.id)).toEqual([
      'E3',
      'E4',
    ]);
    expect(repeatedRecordIds(log.records)).toEqual(['5454ae2']);
    expect(formatDeliveredAt('2023-10-09T07:45:17+09:00')).toBe('2023/10/09 07:45:17');
  });

  it('reports a record id that is not 7 lowercase hex digits with file:line:column and field', () => {
    const text = replaceOnce(original, "id: '49309c0'", "id: '49309C0'");
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, "'49309C0'")} records[1].id: must match pattern "^[0-9a-f]{7}$"`,
    );
  });

  it('reports a record whose cause is not listed', () => {
    const text = replaceAfter(original, "id: '49309c0'", 'cause: E3', 'cause: E12');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, 'E12')} records[1].cause: cause "E12" is not in causes (E1, E2, E3, E4, E5, E6, E7, E8, E9, E10, E11)`,
    );
  });

  it('reports a schema version that has no schema file', () => {
    const text = replaceAfter(original, "id: '49309c0'", 'schemaVersion: 1.0.0', 'schemaVersion: 9.0.0');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '9.0.0')} records[1].schemaVersion: no JSON schema file data/schemas/volcano-information/9.0.0.schema.json`,
    );
  });

  it('reports a record newer than the one above it, and a dated record after the undated ones', () => {
    const newer = replaceOnce(original, '2025-08-03T13:33:12+09:00', '2025-09-03T13:33:12+09:00');
    const first = loadBroken(newer);
    expect(first.error.message).toBe(
      `${first.shown}:${lineColumnOf(newer, '2025-09-03')} records[1].deliveredAt: must not be newer than the record above (2025-08-13T18:32:00+09:00); newest first`,
    );

    const lastIndex = loadConversionErrors().records.length - 1;
    const lastId = "id: 'ea97624'";
    const dated = replaceAfter(original, lastId, 'deliveredAt: null', 'deliveredAt: 2020-01-01T00:00:00+09:00');
    const second = loadBroken(dated);
    expect(second.error.message).toBe(
      `${second.shown}:${lineColumnOf(dated, '2020-01-01T00')} records[${lastIndex}].deliveredAt: must come before the records without a delivery time (deliveredAt: null)`,
    );
  });

  it('reports a duplicate cause id, and the records whose cause is then missing', () => {
    const text = replaceOnce(original, '  - id: E11\n', '  - id: E10\n');
    const { error, shown } = loadBroken(text);
    const duplicate = positionOf(text, '  - id: E10\n', { occurrence: 1, shift: '  - id: '.length });
    expect(error.issues[0]).toEqual({
      file: shown,
      line: duplicate.line,
      column: duplicate.column,
      field: 'causes[10].id',
      message: 'duplicates causes[9].id',
    });
    const missing = error.issues.slice(1);
    expect(missing).toHaveLength(loadConversionErrors().records.filter((record) => record.cause === 'E11').length);
    expect(missing.every((issue) => issue.message.startsWith('cause "E11" is not in causes'))).toBe(true);
  });

  it('reports a cause that no record uses', () => {
    const text = replaceAfter(original, "id: '6cb0fa2'", 'cause: E8', 'cause: E3');
    const { error, shown } = loadBroken(text);
    expect(error.message).toBe(
      `${shown}:${lineColumnOf(text, '- id: E8', { shift: '- id: '.length })} causes[7].id: no record has cause E8; remove the cause or fix the records`,
    );
  });
});

describe('ConversionErrorTables', () => {
  const log = loadConversionErrors();

  it('renders one cause row per cause with the count, versions and titles derived from the records', () => {
    const html = renderToStaticMarkup(createElement(ConversionErrorCauseTable, { log }));
    expect(html.match(/<tr>/g)).toHaveLength(log.causes.length + 1);
    expect(html).toContain(
      '<tr><td>E1</td><td><code>eew-information</code>（<span><code>1.0.0</code></span>）</td>' +
        '<td>リアルタイム震度、緊急地震速報（予報）</td>',
    );
    expect(html).toContain('<td><code>MaxHeight</code> 要素がなかった</td><td>5</td></tr>');
    expect(html).toContain('<td>7</td></tr>');
  });

  it('renders a section per schema with every record, unrecorded times and remarks, and the repeated-id note', () => {
    const html = renderToStaticMarkup(createElement(ConversionErrorRecordSections, { log }));
    expect(html.match(/<h3 id="/g)).toHaveLength(7);
    expect(html).toContain(
      '<h3 id="weather-river-flood">weather-river-flood<a class="hash-link" href="#weather-river-flood"',
    );
    expect(html.match(/<tr><td><code>[0-9a-f]{7}<\/code><\/td>/g)).toHaveLength(log.records.length);
    expect(html.match(/<td>記録なし<\/td>/g)).toHaveLength(
      log.records.filter((record) => record.deliveredAt === null).length,
    );
    expect(html).toContain(
      '<td><code>203c587</code></td><td>リアルタイム震度</td><td><time dateTime="2023-01-16T13:52:54+09:00">2023/01/16 13:52:54</time></td>' +
        '<td>E1</td><td><a href="https://dmdata.jp/docs/jma/technical/567.pdf">配信資料に関する技術情報 第567号</a></td>',
    );
    expect(html.match(/<td>訓練配信<\/td>/g)).toHaveLength(log.records.filter((record) => record.training).length);
    expect(html).toContain('<p><code>5454ae2</code> は、2023/10/09と2022/10/20の記録に同じ値で載っています。');
  });
});
