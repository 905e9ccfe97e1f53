/**
 * What the build and the stand-in both read from a JSON conversion document (no Node.js module here: the downloadable
 * stand-in bundles it): /Report/Control and /Report/Head as the document carries them, and the GD event summary of
 * one event's documents (generators/api/document-examples.ts fills the GD examples with it; generators/stand-in/gd.ts
 * answers the GD endpoints with it from the telegrams a scenario sent).
 */

export type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** /Report/Control and /Report/Head of the XML, as the JSON conversion `document` carries them. */
export function xmlReportOf(document: JsonObject): JsonObject {
  const offices = Array.isArray(document.publishingOffice) ? document.publishingOffice.map(String) : [];
  return {
    control: {
      title: document.type,
      dateTime: document.pressDateTime,
      status: document.status,
      editorialOffice: document.editorialOffice,
      publishingOffice: offices.join('・'),
    },
    head: {
      title: document.title,
      reportDateTime: document.reportDateTime,
      targetDateTime: document.targetDateTime ?? null,
      eventId: document.eventId ?? null,
      serial: document.serialNo ?? null,
      infoType: document.infoType,
      infoKind: document.infoKind,
      infoKindVersion: document.infoKindVersion,
      headline: document.headline ?? null,
    },
  };
}

export const earthquakeOrder = [
  'id',
  'type',
  'eventId',
  'originTime',
  'arrivalTime',
  'hypocenter',
  'magnitude',
  'maxInt',
  'maxLgInt',
  'lgCategory',
  'telegrams',
];
export const eewOrder = [
  'id',
  'eventId',
  'serial',
  'dateTime',
  'isLastInfo',
  'isCanceled',
  'isWarning',
  'earthquake',
  'intensity',
  'text',
  'telegrams',
];

function pick(object: unknown, keys: string[]): JsonObject | undefined {
  if (!isObject(object)) return undefined;
  return Object.fromEntries(keys.filter((key) => object[key] !== undefined).map((key) => [key, object[key]]));
}

function reportTime(document: JsonObject): number {
  return new Date(String(document.reportDateTime)).getTime();
}

/**
 * The summary fields one event's documents decide, or a problem. Earthquake (all documents of one EventID,
 * cancellations `infoType: 取消` left out): `eventId`; `originTime`, `arrivalTime`, `hypocenter`, `magnitude` from the
 * latest document that has `body.earthquake`; `maxInt`, `maxLgInt`, `lgCategory` from the latest document whose
 * `body.intensity` has them. EEW (exactly one document, one report): `eventId`, `serial`, `dateTime`, `isLastInfo`,
 * `isCanceled`, `isWarning`, `text`, `earthquake` and `intensity` (with its per-region list `regions` only when
 * `options.regions` is true: the site's examples leave it out to stay short, the stand-in answers with it).
 */
export function eventSummaryOf(
  documents: JsonObject[],
  options: { regions?: boolean } = {},
): { kind: 'earthquake' | 'eew'; fields: JsonObject } | string {
  const schemas = new Set(documents.map((document) => (isObject(document._schema) ? document._schema.type : null)));
  const eventIds = new Set(documents.map((document) => document.eventId));
  if (documents.length === 0) return 'names no document';
  if (schemas.size !== 1) return `mixes documents of schemas ${[...schemas].map(String).join(', ')}`;
  if (eventIds.size !== 1) return `mixes documents of EventIDs ${[...eventIds].map(String).join(', ')}`;
  const eventId = documents[0].eventId;
  if ([...schemas][0] === 'eew-information') {
    if (documents.length !== 1) return 'an EEW item stands for one report: name exactly one document';
    const document = documents[0];
    const body = isObject(document.body) ? document.body : {};
    const fields: JsonObject = {
      eventId,
      serial: Number(document.serialNo),
      dateTime: document.reportDateTime,
      isLastInfo: body.isLastInfo,
      isCanceled: body.isCanceled,
      isWarning: body.isWarning,
      earthquake: pick(body.earthquake, ['originTime', 'arrivalTime', 'condition', 'hypocenter', 'magnitude']),
      intensity: pick(body.intensity, [
        'forecastMaxInt',
        'forecastMaxLgInt',
        'appendix',
        ...(options.regions ? ['regions'] : []),
      ]),
      text: body.text,
    };
    return { kind: 'eew', fields: pick(fields, eewOrder)! };
  }
  if ([...schemas][0] !== 'earthquake-information')
    return `documents of schema ${String([...schemas][0])} have no summary`;
  const latestFirst = documents
    .filter((document) => document.infoType !== '取消')
    .sort((a, b) => reportTime(b) - reportTime(a));
  const body = (document: JsonObject) => (isObject(document.body) ? document.body : {});
  const latest = (has: (document: JsonObject) => unknown) => latestFirst.map(has).find((value) => value !== undefined);
  const earthquake = latest((document) => body(document).earthquake) as JsonObject | undefined;
  const intensity = (key: string) =>
    latest((document) => {
      const value = body(document).intensity;
      return isObject(value) ? value[key] : undefined;
    });
  const fields: JsonObject = {
    eventId,
    ...pick(earthquake, ['originTime', 'arrivalTime', 'hypocenter', 'magnitude']),
    maxInt: intensity('maxInt'),
    maxLgInt: intensity('maxLgInt'),
    lgCategory: intensity('lgCategory'),
  };
  return { kind: 'earthquake', fields: pick(fields, earthquakeOrder)! };
}
