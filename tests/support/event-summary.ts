/**
 * The event summaries of GD answers (`gd.earthquake.*`, `gd.eew.*`): the site's examples (built from the real
 * documents their data names in `x-event-documents`) and the stand-in's answers after a replay. Each summary field a
 * document carries is read here from the documents, independently of generators/api/event-summary.ts, and compared
 * with the summary.
 */

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function latestCarrying(documents: JsonObject[], read: (body: JsonObject) => unknown): unknown {
  return documents
    .filter((document) => document.infoType !== '取消')
    .sort((a, b) => Date.parse(String(b.reportDateTime)) - Date.parse(String(a.reportDateTime)))
    .map((document) => read(isObject(document.body) ? document.body : {}))
    .find((value) => value !== undefined);
}

const at = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((current, key) => (isObject(current) ? current[key] : undefined), value);

export function eventSummaryProblems(where: string, summary: JsonObject, documents: JsonObject[]): string[] {
  const expected: JsonObject =
    documents.length === 1 && at(documents[0], '_schema', 'type') === 'eew-information'
      ? {
          eventId: documents[0].eventId,
          serial: Number(documents[0].serialNo),
          dateTime: documents[0].reportDateTime,
          isLastInfo: at(documents[0], 'body', 'isLastInfo'),
          isCanceled: at(documents[0], 'body', 'isCanceled'),
          isWarning: at(documents[0], 'body', 'isWarning'),
          'earthquake.originTime': at(documents[0], 'body', 'earthquake', 'originTime'),
          'earthquake.arrivalTime': at(documents[0], 'body', 'earthquake', 'arrivalTime'),
          'earthquake.hypocenter': at(documents[0], 'body', 'earthquake', 'hypocenter'),
          'earthquake.magnitude': at(documents[0], 'body', 'earthquake', 'magnitude'),
          'intensity.forecastMaxInt': at(documents[0], 'body', 'intensity', 'forecastMaxInt'),
          'intensity.forecastMaxLgInt': at(documents[0], 'body', 'intensity', 'forecastMaxLgInt'),
          'intensity.appendix': at(documents[0], 'body', 'intensity', 'appendix'),
          text: at(documents[0], 'body', 'text'),
        }
      : {
          eventId: documents[0]?.eventId,
          originTime: latestCarrying(documents, (body) => at(body, 'earthquake', 'originTime')),
          arrivalTime: latestCarrying(documents, (body) => at(body, 'earthquake', 'arrivalTime')),
          hypocenter: latestCarrying(documents, (body) => at(body, 'earthquake', 'hypocenter')),
          magnitude: latestCarrying(documents, (body) => at(body, 'earthquake', 'magnitude')),
          maxInt: latestCarrying(documents, (body) => at(body, 'intensity', 'maxInt')),
          maxLgInt: latestCarrying(documents, (body) => at(body, 'intensity', 'maxLgInt')),
          lgCategory: latestCarrying(documents, (body) => at(body, 'intensity', 'lgCategory')),
        };
  const problems: string[] = [];
  for (const [field, value] of Object.entries(expected)) {
    const actual = at(summary, ...field.split('.'));
    if (JSON.stringify(actual) !== JSON.stringify(value)) {
      problems.push(`${where}: ${field} is ${JSON.stringify(actual)}, the documents have ${JSON.stringify(value)}`);
    }
  }
  if (documents.some((document) => document.eventId !== documents[0].eventId)) {
    problems.push(`${where}: the documents are of more than one EventID`);
  }
  return problems;
}
