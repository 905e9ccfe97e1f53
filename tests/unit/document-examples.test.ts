import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadApiCatalog } from '../../generators/api/load';
import { repoRoot } from '../../generators/data/data-source';
import { eventSummaryProblems } from '../support/event-summary';
import { samplesDir } from '../support/schema-documents';

/**
 * API and WebSocket examples are built from real documents (issue 34): every object of an example that stands for a
 * delivered telegram (it has an `xmlReport` or an encoded `body`) is found by its `id` (the SHA-384 of a shipped
 * document's text) among the documents of data/schemas/<name>/examples and ../shared/samples; its body, decoded as
 * the contract says (Base64, then gzip), is that document; and its head states what the document carries.
 */

type JsonObject = Record<string, unknown>;

interface ShippedDocument {
  file: string;
  text: string;
  value: JsonObject;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function shippedDocuments(): Map<string, ShippedDocument> {
  const files: string[] = [];
  const schemas = path.join(repoRoot, 'data/schemas');
  for (const name of readdirSync(schemas)) {
    const folder = path.join(schemas, name, 'examples');
    try {
      for (const file of readdirSync(folder)) files.push(path.join(folder, file));
    } catch {
      // a schema without examples
    }
  }
  // The samples beside the repository must be there (readdirSync throws otherwise): a missing folder fails.
  for (const name of readdirSync(samplesDir)) {
    for (const file of readdirSync(path.join(samplesDir, name))) files.push(path.join(samplesDir, name, file));
  }
  const byId = new Map<string, ShippedDocument>();
  for (const file of files.filter((candidate) => candidate.endsWith('.json'))) {
    const text = readFileSync(file, 'utf8');
    byId.set(createHash('sha384').update(text).digest('hex'), {
      file: path.relative(repoRoot, file),
      text,
      value: JSON.parse(text) as JsonObject,
    });
  }
  return byId;
}

/** The body as the contract says to read it: `encoding` (base64 or utf-8), then `compression` (gzip or none). */
export function decodeBody(object: JsonObject): string {
  const bytes =
    object.encoding === 'base64' ? Buffer.from(String(object.body), 'base64') : Buffer.from(String(object.body));
  if (object.compression === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (object.compression === null || object.compression === undefined) return bytes.toString('utf8');
  throw new Error(`compression ${JSON.stringify(object.compression)} is not read by this test`);
}

/** What is wrong between a delivered-telegram object of an example and the shipped documents. */
export function telegramObjectProblems(
  where: string,
  object: JsonObject,
  documents: Map<string, ShippedDocument>,
): string[] {
  const document = documents.get(String(object.id));
  if (!document) return [`${where}: id ${String(object.id).slice(0, 12)}… is the SHA-384 of no shipped document`];
  const doc = document.value;
  const problems: string[] = [];
  const expect = (label: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      problems.push(
        `${where} (${document.file}): ${label} is ${JSON.stringify(actual)}, the document has ${JSON.stringify(expected)}`,
      );
    }
  };
  if ('body' in object) expect('the decoded body', decodeBody(object), document.text);
  const head = isObject(object.head) ? object.head : {};
  expect('head.type', head.type, path.basename(document.file).split(/[-_.]/)[0].toUpperCase());
  expect('head.test', head.test, doc.status !== '通常');
  const report = isObject(object.xmlReport) ? object.xmlReport : {};
  const control = isObject(report.control) ? report.control : {};
  const xmlHead = isObject(report.head) ? report.head : {};
  expect('xmlReport.control.title', control.title, doc.type);
  expect('xmlReport.control.dateTime', control.dateTime, doc.pressDateTime);
  expect('xmlReport.control.status', control.status, doc.status);
  expect('xmlReport.head.title', xmlHead.title, doc.title);
  expect('xmlReport.head.reportDateTime', xmlHead.reportDateTime, doc.reportDateTime);
  expect('xmlReport.head.eventId', xmlHead.eventId, doc.eventId);
  expect('xmlReport.head.serial', xmlHead.serial, doc.serialNo);
  expect('xmlReport.head.infoType', xmlHead.infoType, doc.infoType);
  expect('xmlReport.head.infoKindVersion', xmlHead.infoKindVersion, doc.infoKindVersion);
  if (object.format === 'json') {
    expect('schema', object.schema, doc._schema);
    expect('originalId', object.originalId, doc._originalId);
  }
  return problems;
}

/** Every object in `value` that stands for a delivered telegram, with where it is. */
function telegramObjects(value: unknown, where: string): Array<{ where: string; object: JsonObject }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => telegramObjects(item, `${where}[${index}]`));
  if (!isObject(value)) return [];
  const own = 'xmlReport' in value || ('body' in value && 'encoding' in value) ? [{ where, object: value }] : [];
  return [
    ...own,
    ...Object.entries(value).flatMap(([key, child]) =>
      key === 'xmlReport' ? [] : telegramObjects(child, `${where}.${key}`),
    ),
  ];
}

const documents = shippedDocuments();
const catalog = loadApiCatalog();
const objects = catalog.endpoints.flatMap((endpoint) => [
  ...(endpoint.kind === 'rest'
    ? endpoint.examples.flatMap((example) => telegramObjects(example.body, `${endpoint.id} ${example.name}`))
    : []),
  ...(endpoint.kind === 'websocket'
    ? endpoint.messages.flatMap((message) =>
        message.examples.flatMap((example) => telegramObjects(example.body, `${endpoint.id} ${example.name}`)),
      )
    : []),
]);

describe('API examples built from real documents', () => {
  it('finds the telegram objects of the examples, among them an encoded WebSocket body', () => {
    expect(objects.map((entry) => entry.where)).toEqual(
      expect.arrayContaining(['websocket data-json', 'telegram.list success.items[0]']),
    );
    expect(objects.filter((entry) => 'body' in entry.object).length).toBeGreaterThan(0);
  });

  it('decodes every body to its document and gives every head the document’s values', () => {
    expect(objects.flatMap(({ where, object }) => telegramObjectProblems(where, object, documents))).toEqual([]);
  });

  it('reports a hand-written head value, a body that is not the document and an id of no document', () => {
    const ws = objects.find((entry) => entry.where === 'websocket data-json')!.object;
    const report = ws.xmlReport as { head: JsonObject };
    const changed = {
      ...ws,
      xmlReport: { ...report, head: { ...report.head, serial: '1', infoKindVersion: '1.0_0' } },
    };
    expect(telegramObjectProblems('ws', changed, documents).map((problem) => problem.split(':')[1].trim())).toEqual([
      'xmlReport.head.serial is "1", the document has null',
      'xmlReport.head.infoKindVersion is "1.0_0", the document has "1.0_1"',
    ]);
    const otherBody = { ...ws, body: Buffer.from('{}').toString('base64'), compression: null };
    expect(telegramObjectProblems('ws', otherBody, documents)[0]).toContain('the decoded body is "{}"');
    expect(telegramObjectProblems('ws', { ...ws, id: 'f'.repeat(96) }, documents)).toEqual([
      'ws: id ffffffffffff… is the SHA-384 of no shipped document',
    ]);
  });
});

describe('Whole-body examples are real documents', () => {
  const bodies = catalog.endpoints.flatMap((endpoint) =>
    endpoint.kind === 'rest'
      ? endpoint.examples
          .filter((example) => String(example.status).startsWith('2') && example.bodyText !== undefined)
          .map((example) => ({ where: `${endpoint.id} ${example.name}`, text: example.bodyText ?? '' }))
      : [],
  );

  it('finds Telegram Data’s example, read from the document its bodyDocument names', () => {
    expect(bodies.map((body) => body.where)).toContain('telegram.data success-json');
  });

  it('every successful text body is the text of a shipped document (no hand-written telegram)', () => {
    const unknown = bodies
      .filter(({ text }) => !documents.has(createHash('sha384').update(text).digest('hex')))
      .map(({ where }) => where);
    expect(unknown).toEqual([]);
  });
});

/** The GD example summaries with the documents the data names for them (read from the YAML, before the build). */
function gdSummaries(): Array<{ where: string; summary: JsonObject; documents: JsonObject[] }> {
  const found: Array<{ where: string; summary: JsonObject; documents: JsonObject[] }> = [];
  for (const id of ['gd.earthquake.list', 'gd.earthquake.event', 'gd.eew.list', 'gd.eew.event']) {
    const raw = parseYaml(readFileSync(path.join(repoRoot, 'data/api/v2', `${id}.yaml`), 'utf8')) as {
      examples: Array<{ name: string; body: JsonObject }>;
    };
    const endpoint = catalog.endpoints.find((candidate) => candidate.id === id);
    if (endpoint?.kind !== 'rest') throw new Error(`${id} is not a REST endpoint of the catalog`);
    for (const [index, example] of raw.examples.entries()) {
      const built = endpoint.examples[index].body as JsonObject;
      const pairs: Array<[unknown, unknown, string]> = isObject(example.body.event)
        ? [[example.body.event, built.event, 'event']]
        : Array.isArray(example.body.items)
          ? example.body.items.map((item, i): [unknown, unknown, string] => [
              item,
              (built.items as unknown[])[i],
              `items[${i}]`,
            ])
          : [];
      for (const [rawSummary, summary, key] of pairs) {
        if (!isObject(rawSummary) || !isObject(summary)) continue;
        const files = rawSummary['x-event-documents'];
        found.push({
          where: `${id} ${example.name}.${key}`,
          summary,
          documents: (Array.isArray(files) ? files : []).map(
            (file) => JSON.parse(readFileSync(path.join(repoRoot, String(file)), 'utf8')) as JsonObject,
          ),
        });
      }
    }
  }
  return found;
}

describe('GD event summaries built from real documents', () => {
  const summaries = gdSummaries();

  it('names real documents for every event summary of the GD examples', () => {
    expect(summaries.map((entry) => entry.where)).toEqual([
      'gd.earthquake.list success.items[0]',
      'gd.earthquake.event success.event',
      'gd.eew.list success.items[0]',
      'gd.eew.event success.items[0]',
      'gd.eew.event success.items[1]',
    ]);
    expect(summaries.filter((entry) => entry.documents.length === 0).map((entry) => entry.where)).toEqual([]);
  });

  it('gives every summary the values of its documents', () => {
    expect(
      summaries.flatMap(({ where, summary, documents }) => eventSummaryProblems(where, summary, documents)),
    ).toEqual([]);
  });

  it('reports a magnitude that is not the documents’ one', () => {
    const { summary, documents } = summaries.find((entry) => entry.where === 'gd.earthquake.event success.event')!;
    const changed = { ...summary, magnitude: { ...(summary.magnitude as JsonObject), value: '6.3' } };
    expect(eventSummaryProblems('event', changed, documents)).toEqual([
      'event: magnitude is {"type":"マグニチュード","unit":"Mj","value":"6.3"}, the documents have {"type":"マグニチュード","unit":"Mj","value":"6.2"}',
    ]);
  });
});
