import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../generators/data/validate';
import { compareFieldMaps, flattenSchema, versionChanges } from '../../generators/schemas/version-changes';
import { jsonErrorOffset } from '../../renderer/content/schema-validator/json-syntax';
import {
  chooseSchema,
  documentedField,
  fieldPath,
  parseDocument,
  validationIssues,
  type KnownSchema,
} from '../../renderer/content/schema-validator/validator-core';
import { compareVersions } from '../../isomorphic/schema-version';
import { lineColumn } from '../../isomorphic/text-position';
import { samplesDir } from '../support/schema-documents';

const known = (name: string, version: string, current = true): KnownSchema => ({
  name,
  version,
  current,
  page: `/docs/reference/conversion/json/schema/${name}`,
  schema: `/schemas/${name}/${version}.json`,
  fields: `/schemas/${name}/${version}.fields.json`,
});
const catalog = [
  known('earthquake-information', '1.1.0'),
  known('weather-warning', '1.0.0', false),
  known('weather-warning', '1.1.0'),
  known('eew-information', '1.0.0'),
];
const doc = (type: string, version: string) => ({ _schema: { type, version } });

describe('jsonErrorOffset (where a text stops being JSON)', () => {
  it('agrees with JSON.parse on every sample and on every cut of a small document', () => {
    for (const name of readdirSync(samplesDir)) {
      for (const file of readdirSync(path.join(samplesDir, name))) {
        expect(jsonErrorOffset(readFileSync(path.join(samplesDir, name, file), 'utf8')), file).toBeUndefined();
      }
    }
    const text = JSON.stringify({ a: [1, -2.5e3, 'x\\"y\u3042', null, true, false, {}], b: { c: [] } }, null, 1);
    for (let cut = 0; cut < text.length; cut += 1) {
      const part = text.slice(0, cut);
      let valid = true;
      try {
        JSON.parse(part);
      } catch {
        valid = false;
      }
      expect(jsonErrorOffset(part) === undefined, JSON.stringify(part)).toBe(valid);
    }
  });

  it('names the offending character', () => {
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('{"a": tru}')).toBe(9);
    expect(jsonErrorOffset('[1, 2')).toBe(5);
    expect(jsonErrorOffset('{"a": 01}')).toBe(7);
    expect(jsonErrorOffset('{} x')).toBe(3);
  });
});

describe('parseDocument', () => {
  it('reports line and column of a syntax error', () => {
    const result = parseDocument('{\n  "a": 1,\n  "b": }');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('3 行 8 文字目');
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd', 5)).toEqual({ line: 2, column: 3 });
  });

  it('orders versions numerically, part by part, the same for the build and the browser', () => {
    expect(['1.10.0', '1.2.0', '1.9.1', '1.0.0', '2.0.0'].sort(compareVersions)).toEqual([
      '1.0.0',
      '1.2.0',
      '1.9.1',
      '1.10.0',
      '2.0.0',
    ]);
    expect(compareVersions('1.0', '1.0.0')).toBe(0);
  });

  it('asks for input when the text is empty', () => {
    const result = parseDocument('  ');
    expect(result.ok).toBe(false);
  });
});

describe('chooseSchema', () => {
  it('takes the exact version, current or legacy', () => {
    expect(chooseSchema(doc('weather-warning', '1.0.0'), catalog)).toMatchObject({
      kind: 'found',
      schema: { version: '1.0.0' },
      older: false,
    });
    expect(chooseSchema(doc('weather-warning', '1.1.0'), catalog)).toMatchObject({
      kind: 'found',
      schema: { version: '1.1.0' },
      older: false,
    });
  });

  it('validates an older version of the same major version against the documented one above it', () => {
    expect(chooseSchema(doc('earthquake-information', '1.0.0'), catalog)).toMatchObject({
      kind: 'found',
      schema: { version: '1.1.0' },
      declared: '1.0.0',
      older: true,
    });
  });

  it('refuses a newer or other-major version, an unknown type and a missing _schema, listing what is known', () => {
    const newer = chooseSchema(doc('earthquake-information', '1.2.0'), catalog);
    expect(newer.kind === 'problem' && newer.message).toContain('1.1.0');
    const otherMajor = chooseSchema(doc('earthquake-information', '0.9.0'), catalog);
    expect(otherMajor.kind).toBe('problem');
    const unknownType = chooseSchema(doc('no-such-format', '1.0.0'), catalog);
    expect(unknownType.kind === 'problem' && unknownType.message).toContain(
      'earthquake-information、eew-information、weather-warning',
    );
    expect(chooseSchema({ type: 'x' }, catalog).kind).toBe('problem');
    expect(chooseSchema([], catalog).kind).toBe('problem');
  });
});

describe('error locations and links', () => {
  it('turns a JSON pointer into the field path the schema page anchors', () => {
    expect(fieldPath('/body/items/0/kinds/12/code')).toBe('body.items[].kinds[].code');
    expect(fieldPath('')).toBe('');
    expect(fieldPath('/body/a~1b')).toBe('body.a/b');
  });

  it('links to the nearest documented field', () => {
    const fields = new Set(['body', 'body.items', 'body.items[].code']);
    expect(documentedField('body.items[].code', fields)).toBe('body.items[].code');
    expect(documentedField('body.items[].unknown', fields)).toBe('body.items');
    expect(documentedField('title', fields)).toBeUndefined();
  });

  it('gives one Japanese message per error, at the property for unknown and missing fields', () => {
    const ajv = createAjv();
    const validate = ajv.compile({
      type: 'object',
      properties: {
        a: { type: 'string', enum: ['x', 'y'] },
        b: { type: 'object', properties: { c: { type: 'string' } }, required: ['c'], additionalProperties: false },
      },
      required: ['a', 'b'],
      additionalProperties: false,
    });
    expect(validate({ a: 'z', b: { d: 1 }, e: 1 })).toBe(false);
    const issues = validationIssues(validate.errors ?? [], '/page', new Set(['a', 'b', 'b.c']));
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/a', href: '/page#field-a', message: expect.stringContaining('"x"、"y"') }),
        expect.objectContaining({
          pointer: '/b/c',
          href: '/page#field-b.c',
          message: '必須のフィールド「c」がありません。',
        }),
        expect.objectContaining({
          pointer: '/b/d',
          href: '/page#field-b',
          message: 'スキーマにないフィールド「d」があります。',
        }),
        expect.objectContaining({ pointer: '/e', href: '/page', message: 'スキーマにないフィールド「e」があります。' }),
      ]),
    );
  });
});

describe('version changes (computed from schema files)', () => {
  const v1 = {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['a', 'b'] },
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: { code: { type: 'string' }, old: { type: 'string' } },
          required: ['code'],
        },
      },
      note: { type: 'string' },
    },
    required: ['kind'],
  };
  const v2 = {
    type: 'object',
    $defs: {
      Item: {
        type: 'object',
        properties: {
          code: { type: ['string', 'null'] },
          added: { type: 'object', properties: { x: { type: 'string' }, y: { type: 'string' } } },
        },
      },
    },
    properties: {
      kind: { type: 'string', enum: ['a', 'c'] },
      items: { type: 'array', items: { $ref: '#/$defs/Item' } },
      note: { type: 'string' },
    },
    required: ['kind', 'note'],
  };

  it('lists added, removed, type, value-list and required changes', () => {
    const changes = compareFieldMaps(flattenSchema(v1), flattenSchema(v2));
    expect(changes).toEqual([
      {
        kind: 'added',
        path: 'items[].added',
        facts: { types: ['object'], values: undefined, required: false },
        children: 2,
      },
      { kind: 'type', path: 'items[].code', before: ['string'], after: ['null', 'string'] },
      { kind: 'required', path: 'items[].code', required: false },
      {
        kind: 'removed',
        path: 'items[].old',
        facts: { types: ['string'], values: undefined, required: false },
        children: 0,
      },
      { kind: 'values', path: 'kind', added: ['c'], removed: ['b'], before: ['a', 'b'], after: ['a', 'c'] },
      { kind: 'required', path: 'note', required: true },
    ]);
  });

  it('compares each version with the one before it', () => {
    const steps = versionChanges([
      { version: '1.0.0', schema: v1 },
      { version: '1.1.0', schema: v2 },
      { version: '1.2.0', schema: v2 },
    ]);
    expect(steps.map((step) => [step.from, step.to, step.changes.length])).toEqual([
      ['1.0.0', '1.1.0', 6],
      ['1.1.0', '1.2.0', 0],
    ]);
  });
});
