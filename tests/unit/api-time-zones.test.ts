import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildAsyncApiDocument } from '../../generators/api/asyncapi';
import { apiDataDir, loadApiCatalog, type ApiCatalog } from '../../generators/api/load';
import { buildOpenApiDocument } from '../../generators/api/openapi';
import { catchDataError, locationOf } from '../support/data-error';
import { removeTempDirs, tempCopyOf, type FileEdit } from '../support/temp-data';

/**
 * Every date or date-time field of the API data (responses, WebSocket messages, shared parts) says in which time
 * zone its values are given: the field names it (`x-time-zone`), shared.yaml `timeZones` holds the sentence once,
 * and the loaded catalog, the OpenAPI and the AsyncAPI documents carry the sentence in the field's description.
 */

afterEach(removeTempDirs);

interface DateField {
  where: string;
  format: string;
  zone: unknown;
  description: unknown;
}

/** Every schema node with a date or date-time format below `value`, with its path. */
function dateFields(value: unknown, where = ''): DateField[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => dateFields(item, `${where}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const node = value as Record<string, unknown>;
  const own =
    node.format === 'date-time' || node.format === 'date'
      ? [{ where, format: String(node.format), zone: node['x-time-zone'], description: node.description }]
      : [];
  // Examples are values, not schemas: a value named `format` there is no field.
  const children = Object.entries(node).filter(([key]) => key !== 'examples' && key !== 'example');
  return [...own, ...children.flatMap(([key, child]) => dateFields(child, `${where}.${key}`))];
}

describe('time zones of the date-time fields', () => {
  let catalog: ApiCatalog;
  let zoneTexts: Record<string, string>;

  beforeAll(() => {
    catalog = loadApiCatalog();
    zoneTexts = Object.fromEntries(Object.entries(catalog.shared.timeZones).map(([zone, { text }]) => [zone, text]));
  });

  function expectNamedZones(fields: DateField[]): void {
    const missing = fields.filter(
      (field) =>
        typeof field.zone !== 'string' ||
        typeof field.description !== 'string' ||
        !field.description.endsWith(zoneTexts[field.zone]),
    );
    expect(missing.map((field) => field.where)).toEqual([]);
  }

  it('every date or date-time field of the loaded data ends its description with its zone sentence', () => {
    const fields = dateFields([catalog.shared.schemas, catalog.oauth2, catalog.endpoints]);
    // 32 fields are written (14 shared parts, 18 in endpoint files); a shared part counts again where it is used
    expect(fields.length).toBeGreaterThanOrEqual(32);
    expectNamedZones(fields);
    // Each zone is used, and the date-only field (archive `date`) is the unpublished one.
    expect(new Set(fields.map((field) => field.zone))).toEqual(new Set(['utc', 'jst', 'unpublished']));
    expect(fields.filter((field) => field.format === 'date').map((field) => field.zone)).toEqual(['unpublished']);
  });

  it('the published OpenAPI and AsyncAPI documents carry the same sentence on every date-time field', () => {
    const openapi = dateFields(buildOpenApiDocument(catalog));
    const asyncapi = dateFields(buildAsyncApiDocument(catalog));
    expect(openapi.length).toBeGreaterThan(20);
    expect(asyncapi.length).toBeGreaterThan(5);
    expectNamedZones(openapi);
    expectNamedZones(asyncapi);
  });

  it('every example value of a utc or jst field ends as its zone says', () => {
    // The loader checks this (x-time-zone is a validating keyword); here the two zones are seen in real values.
    const times = JSON.stringify(
      catalog.endpoints.map((endpoint) => ('examples' in endpoint ? endpoint.examples : [])),
    );
    expect(times).toMatch(/"responseTime":"[^"]+Z"/);
    expect(times).toMatch(/"originTime":"[^"]+\+09:00"/);
  });
});

describe('time zones of the date-time fields in bad data', () => {
  function brokenCopy(edits: FileEdit[]): string {
    return tempCopyOf(apiDataDir, { edits });
  }

  it('stops on a date-time field without x-time-zone, at the field', () => {
    const marker = '  responseTime:\n    type: string\n    format: date-time\n    x-time-zone: utc\n';
    const dir = brokenCopy([{ file: 'shared.yaml', from: marker, to: marker.replace('    x-time-zone: utc\n', '') }]);
    const error = catchDataError(() => loadApiCatalog(dir));
    expect(error.message).toContain(
      `${locationOf(path.join(dir, 'shared.yaml'), '    type: string\n    format: date-time\n    description: API が要求を処理した日時です。', { shift: 4 })} schemas.responseTime: a date-time field needs an x-time-zone`,
    );
  });

  it('stops on an example value whose offset is not its field zone, at the value', () => {
    const written = "      responseTime: '2025-11-04T00:14:05.640Z'\n";
    const shifted = "      responseTime: '2025-11-04T09:14:05.640+09:00'\n";
    const dir = brokenCopy([{ file: 'v2/parameter.tsunami.yaml', from: written, to: shifted }]);
    const error = catchDataError(() => loadApiCatalog(dir));
    expect(error.message).toContain(
      `${locationOf(path.join(dir, 'v2/parameter.tsunami.yaml'), "'2025-11-04T09:14:05.640+09:00'")} examples[0].body.responseTime: example does not match the response schema: must end with Z (x-time-zone: utc)`,
    );
  });
});
