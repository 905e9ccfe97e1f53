import { describe, expect, it } from 'vitest';
import { apiFieldTables } from '../../generators/api/field-tables';
import type { FieldSchema } from '../../isomorphic/api-types';

/** A response like telegram.list's: a root object, an array of objects and an object inside them. */
const response: FieldSchema = {
  type: 'object',
  description: '応答です。',
  required: ['status', 'items'],
  properties: {
    status: { type: 'string', description: '処理結果です。', enum: ['ok', 'error'] },
    items: {
      type: 'array',
      description: '電文のリストです。',
      minItems: 0,
      maxItems: 100,
      items: {
        type: 'object',
        description: '電文 1 件です。',
        required: ['id'],
        properties: {
          id: { type: ['integer', 'string'], pattern: '^[0-9]+$', description: 'ID です。' },
          head: {
            type: 'object',
            description: 'ヘッダーです。',
            'x-condition': '電文が XML のとき。',
            properties: {
              type: { type: 'string', description: 'データ種類コードです。', minLength: 4, maxLength: 4 },
            },
          },
        },
      },
    },
    classifications: {
      type: 'array',
      description: '配信区分です。',
      'x-note': '補足の文です。',
      'x-source': 'docs/reference/api/v2/telegram.list.md',
      'x-disagreement': 'gd-list-json-only',
      items: { type: 'string', description: '配信区分の名前です。', enum: ['telegram.earthquake', 1, true] },
    },
    limit: { type: 'integer', description: '件数です。', minimum: 1, maximum: 1 },
  },
};

describe('API field tables', () => {
  const tables = apiFieldTables(response);
  const level = (path: string) => tables.levels.find((candidate) => candidate.displayPath === path);
  const row = (path: string, name: string) => level(path)?.rows.find((candidate) => candidate.name === name);

  it('give one table per object level, depth first, with the path readers see and the names ids use', () => {
    expect(tables.levels.map(({ displayPath, idPath }) => ({ displayPath, idPath }))).toEqual([
      { displayPath: '', idPath: [] },
      { displayPath: 'items[]', idPath: ['items'] },
      { displayPath: 'items[].head', idPath: ['items', 'head'] },
    ]);
    expect(level('items[]')?.description).toBe('電文 1 件です。');
    expect(level('')?.rows.map((field) => field.name)).toEqual(['status', 'items', 'classifications', 'limit']);
    expect(level('')?.rows.map((field) => field.hasTable)).toEqual([false, true, false, false]);
    expect(row('items[]', 'head')?.hasTable).toBe(true);
  });

  it("say each field's type in the reference's notation and when it appears", () => {
    expect(row('', 'items')?.type).toBe('Array<Object>');
    expect(row('items[]', 'id')?.type).toBe('Integer|String<Integer>');
    expect(row('', 'status')?.condition).toBe('常に出現');
    expect(row('', 'limit')?.condition).toBe('—');
    expect(row('items[]', 'head')?.condition).toBe('電文が XML のとき。');
  });

  it('list allowed values of a field or of its array items as code shows them, and bounds in words', () => {
    expect(row('', 'status')?.values).toEqual(['ok', 'error']);
    expect(row('', 'classifications')?.values).toEqual(['telegram.earthquake', '1', 'true']);
    expect(row('items[]', 'id')?.values).toBeUndefined();
    expect(row('', 'items')?.constraints).toEqual(['要素数: 0〜100 個']);
    expect(row('', 'limit')?.constraints).toEqual(['値の範囲: 1']);
    expect(row('items[].head', 'type')?.constraints).toEqual(['文字数: 4 文字']);
    expect(row('', 'status')?.constraints).toEqual([]);
    expect(row('', 'classifications')).toMatchObject({
      note: '補足の文です。',
      disagreement: 'gd-list-json-only',
    });
  });

  it('find the object behind a root array, and give a plain value no table but its type and description', () => {
    const list = apiFieldTables({ type: 'array', description: 'リストです。', items: response });
    expect(list.levels.map((entry) => entry.displayPath)).toEqual(['[]', '[].items[]', '[].items[].head']);
    expect(list.levels[1].idPath).toEqual(['items']);
    expect(apiFieldTables({ type: ['string', 'null'], format: 'date-time', description: '日時です。' })).toEqual({
      type: 'ISO8601Time|Null',
      description: '日時です。',
      levels: [],
    });
  });
});
