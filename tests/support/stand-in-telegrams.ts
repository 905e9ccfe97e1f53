import { clone } from './json';

/**
 * What the stand-in (tests/support/stand-in.ts) has delivered, for Telegram List v2 and Telegram Data v1: every
 * `data` message it sent or published, numbered in order (`serial`), whether or not a connection was open.
 */
export interface PublishedTelegram {
  serial: number;
  /** The `data` message as sent on the WebSocket. */
  message: Record<string, unknown>;
  /** The decoded body: what Telegram Data v1 returns. */
  text: string;
  receivedTime: string;
}

/** A cursor token names a position in the published list: before a serial (nextToken) or after it (nextPooling). */
const encodeToken = (kind: 'before' | 'after', serial: number) =>
  Buffer.from(`${kind}:${serial}`).toString('base64url');

function decodeToken(token: string): { kind: 'before' | 'after'; serial: number } | undefined {
  const match = /^(before|after):([0-9]+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? { kind: match[1] as 'before' | 'after', serial: Number(match[2]) } : undefined;
}

/**
 * The body of a Telegram List v2 reply, newest first, from the documented example (`template`): `classification`,
 * `type` (a prefix, or exact codes separated by commas), `formatMode` (only converted JSON is published), `limit`,
 * `xmlReport` and `cursorToken`. Returns undefined for a cursor token the stand-in did not issue (answered 400).
 */
export function telegramListBody(
  template: Record<string, unknown>,
  published: readonly PublishedTelegram[],
  query: Record<string, string>,
  dataUrl: (id: string) => string,
): Record<string, unknown> | undefined {
  const token = query.cursorToken === undefined ? undefined : decodeToken(query.cursorToken);
  if (query.cursorToken !== undefined && !token) return undefined;
  const classes = query.classification?.split(',');
  const types = query.type?.split(',');
  const limit = Math.min(Number(query.limit ?? 20), 100);
  const matching = published
    .filter((entry) => (query.formatMode ?? 'raw') === 'json' && entry.message.format === 'json')
    .filter((entry) => !classes || classes.includes(String(entry.message.classification)))
    .filter((entry) => {
      const type = String((entry.message.head as { type: string }).type);
      if (!types) return true;
      return types.length === 1 ? type.startsWith(types[0]) : types.includes(type);
    })
    .filter((entry) => !token || (token.kind === 'before' ? entry.serial < token.serial : entry.serial > token.serial))
    .reverse();
  const page = matching.slice(0, limit);
  const itemTemplate = (template.items as Array<Record<string, unknown>>)[0];
  const items = page.map((entry) => {
    const item: Record<string, unknown> = {
      ...clone(itemTemplate),
      serial: entry.serial,
      id: entry.message.id,
      classification: entry.message.classification,
      head: entry.message.head,
      receivedTime: entry.receivedTime,
      format: entry.message.format,
      schema: entry.message.schema,
      url: dataUrl(String(entry.message.id)),
    };
    if (query.xmlReport === 'true') item.xmlReport = entry.message.xmlReport;
    else delete item.xmlReport;
    if (item.schema === undefined) delete item.schema;
    return item;
  });
  const newest = Math.max(token?.kind === 'after' ? token.serial : 0, ...published.map((entry) => entry.serial));
  const body: Record<string, unknown> = { ...template, items, nextPooling: encodeToken('after', newest) };
  if (matching.length > limit) body.nextToken = encodeToken('before', page.at(-1)!.serial);
  else delete body.nextToken;
  return body;
}
