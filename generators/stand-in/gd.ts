import { eventSummaryOf, type JsonObject } from '../api/event-summary';
import { readToken, token } from './cursors';
import type { StoredTelegram, TelegramStore } from './telegrams';

/**
 * The GD endpoints of the stand-in (GD Earthquake List/Event v2, GD EEW List/Event v2), answered from the telegrams
 * it has delivered: converted documents of `earthquake-information` and `eew-information`, test telegrams left out
 * (the API leaves them out), grouped by their EventID. Each summary is what the build derives for the site's GD
 * examples (`eventSummaryOf`, generators/api/event-summary.ts), so a replayed event reads as the reference's example
 * does. Values no telegram carries are the stand-in's own: an earthquake's `id` numbers the events in the order
 * their first telegram came, an EEW report's `id` is its telegram's `serial`, and an earthquake's `type` is
 * `normal` (how the API tells a distant earthquake is not published). An earthquake is listed once a telegram gives
 * its `arrivalTime` (the 震源 information); an EEW event is listed by GD EEW List once its last report has come.
 */

/** One telegram of a GD event as the API lists it (`gdEarthquakeTelegram`, `gdEewTelegram`). */
function gdTelegram(stored: StoredTelegram, url: (id: string) => string): JsonObject {
  const message = stored.telegram.message;
  return {
    serial: stored.serial,
    id: message.id,
    originalId: message.originalId,
    classification: message.classification,
    head: message.head,
    receivedTime: stored.receivedTime,
    xmlReport: message.xmlReport,
    schema: message.schema,
    format: message.format,
    url: url(String(message.id)),
  };
}

interface EventTelegram {
  stored: StoredTelegram;
  document: JsonObject;
}

/** The delivered documents of a conversion schema, oldest first, by EventID (in the order each event began). */
function eventsOf(store: TelegramStore, schemaName: string): Map<string, EventTelegram[]> {
  const events = new Map<string, EventTelegram[]>();
  for (const stored of store.entries) {
    if ((stored.telegram.message.head as { test: boolean }).test) continue;
    const document = JSON.parse(stored.telegram.text) as JsonObject;
    if ((document._schema as { type?: string } | undefined)?.type !== schemaName) continue;
    if (typeof document.eventId !== 'string') continue;
    const list = events.get(document.eventId) ?? [];
    list.push({ stored, document });
    events.set(document.eventId, list);
  }
  return events;
}

/** What a GD endpoint answers: the body's changed fields, or a refusal with its status and message. */
export type GdAnswer = { ok: true; fields: JsonObject } | { ok: false; status: number; message: string };

const refuse = (status: number, message: string): GdAnswer => ({ ok: false, status, message });

/** The intensity scale in order, for `maxInt` (the lower bound of GD Earthquake List). */
const intensityScale = ['1', '2', '3', '4', '5-', '5+', '6-', '6+', '7'];

/** A time of a `datetime` range: an offset if it has one, else Japan time (the API's own zone is not published). */
function rangeTime(text: string): number {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text;
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}+09:00`);
}

/** `開始~終了` (either side may be left out; the end is excluded), or a problem. */
function dateTimeRange(value: string): { from: number; to: number } | string {
  const parts = value.split('~');
  if (parts.length !== 2 || (parts[0] === '' && parts[1] === '')) return 'datetime must be written start~end';
  const [from, to] = parts.map((part, index) => (part === '' ? (index === 0 ? -Infinity : Infinity) : rangeTime(part)));
  if (Number.isNaN(from) || Number.isNaN(to)) return `datetime "${value}" is not a date and time`;
  return { from, to };
}

/**
 * Pages a list that is newest first by `id`: a `serial` cursor continues after its id; a `pooling` cursor keeps
 * what changed after the telegram serial it holds (`changed` gives an item's last telegram serial).
 */
function page<T extends { id: number }>(
  items: T[],
  query: Record<string, string>,
  changed: (item: T) => number,
): { items: T[]; nextToken?: string } | string {
  let rest = items;
  let pooling = false;
  if (query.cursorToken !== undefined) {
    const cursor = readToken(query.cursorToken);
    if (!cursor) return 'cursorToken is not a token this stand-in issued';
    pooling = cursor.kind === 'pooling';
    rest = items.filter((item) => (pooling ? changed(item) > cursor.serial : item.id < cursor.serial));
  }
  const limit = Number(query.limit ?? 20);
  const shown = rest.slice(0, limit);
  return {
    items: shown,
    ...(rest.length > shown.length && !pooling ? { nextToken: token('serial', shown.at(-1)!.id) } : {}),
  };
}

interface EarthquakeEvent {
  id: number;
  eventId: string;
  telegrams: EventTelegram[];
  summary: JsonObject;
}

function earthquakeEvents(store: TelegramStore): EarthquakeEvent[] {
  const events: EarthquakeEvent[] = [];
  let id = 0;
  for (const [eventId, telegrams] of eventsOf(store, 'earthquake-information')) {
    // Numbered in the order the events began, listed or not, so that an event keeps its id.
    id++;
    const summary = eventSummaryOf(telegrams.map((telegram) => telegram.document));
    // One schema and one EventID by construction; an event of cancellations only has nothing to summarise.
    if (typeof summary === 'string') continue;
    // `arrivalTime` is required and comes with the hypocentre (震源に関する情報 and later): an event known only from
    // its 震度速報 is not listed yet (what the API answers then is not published). No intensity yet reads as null.
    if (summary.fields.arrivalTime === undefined) continue;
    events.push({
      id,
      eventId,
      telegrams,
      summary: { type: 'normal', ...summary.fields, maxInt: summary.fields.maxInt ?? null },
    });
  }
  return events.reverse();
}

const lastSerial = (telegrams: EventTelegram[]) => telegrams.at(-1)!.stored.serial;

/** GD Earthquake List v2: the events, newest first, filtered by `hypocenter`, `maxInt` and `date`. */
export function earthquakeList(store: TelegramStore, query: Record<string, string>): GdAnswer {
  if (query.datetime !== undefined)
    return refuse(400, 'The stand-in does not filter by datetime: its format is not published.');
  const lowest = query.maxInt === undefined ? -1 : intensityScale.indexOf(query.maxInt);
  if (lowest < 0 && query.maxInt !== undefined)
    return refuse(400, `maxInt "${query.maxInt}" is not one of ${intensityScale.join(', ')}.`);
  const events = earthquakeEvents(store).filter(({ summary }) => {
    const hypocenter = summary.hypocenter as { code?: string } | undefined;
    if (query.hypocenter !== undefined && hypocenter?.code !== query.hypocenter) return false;
    if (query.maxInt !== undefined && intensityScale.indexOf(String(summary.maxInt)) < lowest) return false;
    // The date the earthquake was detected, as the documents write it (Japan time).
    if (query.date !== undefined && String(summary.arrivalTime).slice(0, 10) !== query.date.slice(0, 10)) return false;
    return true;
  });
  const paged = page(events, query, (event) => lastSerial(event.telegrams));
  if (typeof paged === 'string') return refuse(400, paged);
  return {
    ok: true,
    fields: {
      items: paged.items.map((event) => ({ id: event.id, ...event.summary })),
      ...(paged.nextToken ? { nextToken: paged.nextToken } : {}),
      nextPooling: token('pooling', store.entries.at(-1)?.serial ?? 0),
    },
  };
}

/** GD Earthquake Event v2: one event's summary and its telegrams, newest first. */
export function earthquakeEvent(store: TelegramStore, eventId: string, url: (id: string) => string): GdAnswer {
  const event = earthquakeEvents(store).find((candidate) => candidate.eventId === eventId);
  if (!event) return refuse(404, `The stand-in has sent no earthquake telegram of EventID ${eventId}.`);
  return {
    ok: true,
    fields: {
      event: {
        id: event.id,
        ...event.summary,
        telegrams: [...event.telegrams].reverse().map((telegram) => gdTelegram(telegram.stored, url)),
      },
    },
  };
}

interface EewReport {
  id: number;
  eventId: string;
  stored: StoredTelegram;
  summary: JsonObject;
}

/** Every EEW report by EventID, newest first: one per telegram, with the per-region forecasts. */
function eewReports(store: TelegramStore): Map<string, EewReport[]> {
  const reports = new Map<string, EewReport[]>();
  for (const [eventId, telegrams] of eventsOf(store, 'eew-information')) {
    const list: EewReport[] = [];
    for (const { stored, document } of telegrams) {
      const summary = eventSummaryOf([document], { regions: true });
      if (typeof summary === 'string') continue;
      list.push({ id: stored.serial, eventId, stored, summary: summary.fields });
    }
    reports.set(eventId, list.reverse());
  }
  return reports;
}

/**
 * GD EEW List v2: one item per EventID whose last report (`isLastInfo`, the 最終報 or a cancellation) has come, with
 * that report's values, newest first; `datetime` filters on its `dateTime`.
 */
export function eewList(store: TelegramStore, query: Record<string, string>): GdAnswer {
  const range = query.datetime === undefined ? undefined : dateTimeRange(query.datetime);
  if (typeof range === 'string') return refuse(400, range);
  const finals = [...eewReports(store).values()]
    .map((reports) => reports.find((report) => report.summary.isLastInfo === true))
    .filter((report): report is EewReport => report !== undefined)
    .filter((report) => {
      if (!range) return true;
      const time = Date.parse(String(report.summary.dateTime));
      return time >= range.from && time < range.to;
    })
    .sort((a, b) => b.id - a.id);
  const paged = page(finals, query, (report) => report.stored.serial);
  if (typeof paged === 'string') return refuse(400, paged);
  return {
    ok: true,
    fields: {
      items: paged.items.map((report) => ({ id: report.id, ...report.summary })),
      ...(paged.nextToken ? { nextToken: paged.nextToken } : {}),
    },
  };
}

/** GD EEW Event v2: every report of one EventID, newest first, each with its telegram. */
export function eewEvent(store: TelegramStore, eventId: string, url: (id: string) => string): GdAnswer {
  const reports = eewReports(store).get(eventId);
  if (!reports || reports.length === 0)
    return refuse(404, `The stand-in has sent no EEW telegram of EventID ${eventId}.`);
  return {
    ok: true,
    fields: {
      items: reports.map((report) => ({
        id: report.id,
        ...report.summary,
        telegrams: [gdTelegram(report.stored, url)],
      })),
    },
  };
}
