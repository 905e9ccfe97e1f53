import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { DataIssue } from '../data/data-error';
import { repoRoot, type DataPath, type DataSource } from '../data/data-source';
import { earthquakeOrder, eewOrder, eventSummaryOf, xmlReportOf } from './event-summary';

/**
 * API and WebSocket examples built from real documents. An object inside an example's `body` that stands for one
 * delivered telegram (a WebSocket `data` message, an item of Telegram List) names the real JSON conversion it is
 * made from with `x-document: <path>` (a file of data/schemas/<name>/examples/, relative to the repository). When
 * data/api is loaded, the key is replaced by what the document decides:
 *
 * - `id`: the SHA-384 of the document's text (a derived value; the service's own ids are not published per document);
 * - `head.type` (the data type code the file name starts with), `head.time` (the report time in UTC) and `head.test`;
 * - `xmlReport`: /Report/Control and /Report/Head as the document carries them (`type` is the Control/Title);
 * - for `format: json`: `originalId` (the document's `_originalId`), `schema` (its `_schema`) and, in a WebSocket
 *   `data` message, the body encoded as the contract says: the document's text gzip-compressed and Base64-encoded
 *   (`compression: gzip`, `encoding: base64`).
 *
 * - `url` (a Telegram List item's): its last segment becomes the `id`.
 *
 * The object's other keys (`passing`, `classification`, `serial` …) stay as written. tests/unit/document-examples.test.ts
 * decodes every body and compares each head with the document whose SHA-384 is the object's `id`.
 */

export const documentKey = 'x-document';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The SHA-384 of a document's text, as the `id` of the objects made from it. */
export function documentId(text: string): string {
  return createHash('sha384').update(text).digest('hex');
}

/** `2025-09-18T05:26:00+09:00` → `2025-09-17T20:26:00.000Z`. */
function utcTime(time: string): string {
  return new Date(time).toISOString();
}

/** The data type code a document's file name starts with (`vxse51.json`, `vxse53-cancel.json` → `VXSE51`, `VXSE53`). */
export function dataTypeOfDocument(file: string): string {
  return path.basename(file).split(/[-_.]/)[0].toUpperCase();
}

/** The body of a `format: json` message: the document's text, gzip-compressed and Base64-encoded. */
export function encodedBody(text: string): string {
  return gzipSync(Buffer.from(text, 'utf8'), { level: 9 }).toString('base64');
}

/** The order of the contract's `head` keys. */
const headOrder = ['type', 'author', 'time', 'designation', 'test', 'xml', 'binary'];

function inHeadOrder(head: JsonObject): JsonObject {
  const rank = (key: string) => (headOrder.includes(key) ? headOrder.indexOf(key) : headOrder.length);
  return Object.fromEntries(Object.entries(head).sort(([a], [b]) => rank(a) - rank(b)));
}

function fillFromDocument(object: JsonObject, file: string, text: string): void {
  const document = JSON.parse(text) as JsonObject;
  const { [documentKey]: _file, ...own } = object;
  const head = isObject(own.head) ? own.head : {};
  const filled: JsonObject = {
    ...own,
    id: documentId(text),
    head: inHeadOrder({
      ...head,
      type: dataTypeOfDocument(file),
      time: utcTime(String(document.reportDateTime)),
      test: document.status !== '通常',
    }),
    xmlReport: xmlReportOf(document),
  };
  // A Telegram List item's `url` ends with its id.
  if (typeof own.url === 'string') filled.url = own.url.replace(/[^/]*$/, String(filled.id));
  if (own.format === 'json') {
    filled.originalId = document._originalId;
    filled.schema = document._schema;
    if (own.type === 'data') {
      filled.compression = 'gzip';
      filled.encoding = 'base64';
      filled.body = encodedBody(text);
    }
  }
  // The page shows the object's keys in their order: written keys stay where they are, a filled key goes after the
  // nearest key that comes before it in the contract's order.
  const order = Object.keys(own);
  for (const [index, key] of contractOrder.entries()) {
    if (!(key in filled) || order.includes(key)) continue;
    const before = contractOrder.slice(0, index).findLast((earlier) => order.includes(earlier));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  }
  for (const key of Object.keys(object)) delete object[key];
  for (const key of order) object[key] = filled[key];
}

/** The order in which the contract lists the keys of a delivered telegram (WebSocket `data`, Telegram List items). */
const contractOrder = [
  'type',
  'version',
  'serial',
  'classification',
  'id',
  'originalId',
  'passing',
  'head',
  'receivedTime',
  'xmlReport',
  'schema',
  'format',
  'compression',
  'encoding',
  'body',
  'url',
];

/**
 * Event summaries built from real documents. The event object of a GD example (`gd.earthquake.*`'s `event` or list
 * item, an item of `gd.eew.*`) names the real JSON conversions of its event with `x-event-documents: [<path> …]`
 * (files of data/schemas/earthquake-information/examples or data/schemas/eew-information/examples). The build sets
 * every summary field the response schema defines and a document carries:
 *
 * - earthquake (all documents of one EventID, cancellations `infoType: 取消` left out): `eventId`; `originTime`,
 *   `arrivalTime`, `hypocenter`, `magnitude` from the latest document that has `body.earthquake`; `maxInt`,
 *   `maxLgInt`, `lgCategory` from the latest document whose `body.intensity` has them;
 * - EEW (exactly one document, the report the item stands for): `eventId`, `serial` (`serialNo`), `dateTime`
 *   (`reportDateTime`), `isLastInfo`, `isCanceled`, `isWarning`, `text`, `earthquake` (its `originTime`,
 *   `arrivalTime`, `condition`, `hypocenter`, `magnitude`) and `intensity` (its `forecastMaxInt`, `forecastMaxLgInt`,
 *   `appendix`; the per-region list `regions` is left out of the examples to keep them short).
 *
 * A written key the documents do not decide (the service's own `id`, the `type` of an earthquake, the `telegrams`
 * list) must be named in `x-not-derived: { <key>: <reason> }`; an unlabelled written key, documents of two EventIDs
 * or of another schema are issues at the key. Both `x-` keys leave the example.
 */
export const eventDocumentsKey = 'x-event-documents';
export const notDerivedKey = 'x-not-derived';

function fillEventSummary(source: DataSource, object: JsonObject, at: DataPath, issues: DataIssue[]): void {
  const files = object[eventDocumentsKey];
  const where = [...at, eventDocumentsKey];
  if (!Array.isArray(files) || files.some((file) => typeof file !== 'string' || !isDocumentPath(file))) {
    issues.push(source.issue(where, 'must list documents of data/schemas/<name>/examples/'));
    return;
  }
  const documents = (files as string[]).map(
    (file) => JSON.parse(readFileSync(path.resolve(repoRoot, file), 'utf8')) as JsonObject,
  );
  const summary = eventSummaryOf(documents);
  if (typeof summary === 'string') {
    issues.push(source.issue(where, summary));
    return;
  }
  const notDerived = isObject(object[notDerivedKey]) ? object[notDerivedKey] : {};
  const { [eventDocumentsKey]: _files, [notDerivedKey]: _notDerived, ...own } = object;
  for (const key of Object.keys(own)) {
    if (key in summary.fields) continue;
    if (typeof notDerived[key] !== 'string' || String(notDerived[key]).trim() === '') {
      issues.push(
        source.issue([...at, key], `not decided by the documents: name it in ${notDerivedKey} with the reason`),
      );
    }
  }
  for (const key of Object.keys(notDerived)) {
    if (key in summary.fields) {
      issues.push(source.issue([...at, notDerivedKey, key], `${key} is decided by the documents`));
    }
  }
  const filled: JsonObject = { ...own, ...summary.fields };
  const order = summary.kind === 'eew' ? eewOrder : earthquakeOrder;
  for (const key of Object.keys(object)) delete object[key];
  for (const key of order) if (key in filled) object[key] = filled[key];
  for (const key of Object.keys(filled)) if (!(key in object)) object[key] = filled[key];
}

function isDocumentPath(file: string): boolean {
  return (
    /^data\/schemas\/[a-z0-9-]+\/examples\/[a-z0-9-]+\.json$/.test(file) && existsSync(path.resolve(repoRoot, file))
  );
}

/**
 * Replaces every `x-document` in the examples of `source` (an endpoint file of data/api) by what its document
 * decides. A path that is not a document of data/schemas/<name>/examples/ is an issue at the key.
 */
export function expandDocumentExamples(source: DataSource, issues: DataIssue[]): void {
  const walk = (value: unknown, at: DataPath) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...at, index]));
    else if (isObject(value)) {
      if (eventDocumentsKey in value) fillEventSummary(source, value, at, issues);
      const file = value[documentKey];
      if (typeof file === 'string') {
        const where = [...at, documentKey];
        const absolute = path.resolve(repoRoot, file);
        if (!isDocumentPath(file)) {
          issues.push(source.issue(where, `not a document of data/schemas/<name>/examples/: ${file}`));
          return;
        }
        fillFromDocument(value, file, readFileSync(absolute, 'utf8'));
        return;
      }
      for (const [key, child] of Object.entries(value)) walk(child, [...at, key]);
    }
  };
  const raw = source.value as JsonObject;
  const examples = [
    ...(Array.isArray(raw.examples)
      ? raw.examples.map((example: unknown, index: number) => ({ example, at: ['examples', index] }))
      : []),
    ...(Array.isArray(raw.messages)
      ? raw.messages.flatMap((message, m) =>
          isObject(message) && Array.isArray(message.examples)
            ? message.examples.map((example: unknown, index: number) => ({
                example,
                at: ['messages', m, 'examples', index],
              }))
            : [],
        )
      : []),
  ];
  for (const { example, at } of examples) {
    if (!isObject(example)) continue;
    walk(example.body, [...at, 'body']);
    const file = example[bodyDocumentKey];
    if (typeof file !== 'string') continue;
    if (!isDocumentPath(file)) {
      issues.push(source.issue([...at, bodyDocumentKey], `not a document of data/schemas/<name>/examples/: ${file}`));
      continue;
    }
    if (example.bodyText !== undefined) {
      issues.push(
        source.issue([...at, 'bodyText'], `the body is the document named in ${bodyDocumentKey}; leave bodyText out`),
      );
      continue;
    }
    example.bodyText = readFileSync(path.resolve(repoRoot, file), 'utf8');
    delete example[bodyDocumentKey];
  }
}

/**
 * An example whose whole body is one real document (Telegram Data returns a JSON conversion as it is) names it with
 * `bodyDocument: <path>`; the build reads the document's text into `bodyText` (and drops the key).
 */
export const bodyDocumentKey = 'bodyDocument';
