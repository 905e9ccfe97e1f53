import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { xmlReportOf } from '../api/event-summary';

/** A telegram as the stand-in delivers it: the `data` message and the document's exact text. */
export interface Telegram {
  /** A name for messages and errors (the example's path, or the sample's file name). */
  name: string;
  /** The document's text: what a client must get back after decoding `body`. */
  text: string;
  message: Record<string, unknown>;
}

export interface TelegramHead {
  /** head.type, e.g. `VXSE53`. */
  type: string;
  /** head.author, e.g. `RJTD`. */
  author: string;
  /** head.test: a test or training telegram. */
  test: boolean;
}

/** Every classification the stand-in delivers telegrams under (what `classificationOf` returns). */
export const servedClassifications = ['eew.forecast', 'telegram.earthquake', 'telegram.volcano', 'telegram.weather'];

/** The classification (API name) a converted telegram of a schema is delivered under. */
export function classificationOf(schemaName: string): string {
  const [eew, earthquake, volcano, weather] = servedClassifications;
  if (schemaName.startsWith('eew-')) return eew;
  if (schemaName.startsWith('earthquake-') || schemaName.startsWith('tsunami-')) return earthquake;
  if (schemaName.startsWith('volcano-')) return volcano;
  return weather;
}

/**
 * The `data` message of a converted document (format json, gzip + base64, as the service sends it). Its id is
 * derived from the text and the head, so the same document sent twice has the same id, as a telegram the service
 * delivers on two connections does.
 */
export function dataMessage(
  text: string,
  head: TelegramHead,
  dataProperties: Record<string, unknown>,
  now = new Date(),
): Record<string, unknown> {
  const document = JSON.parse(text) as Record<string, unknown>;
  const schema = document._schema as { type: string } | undefined;
  const id = createHash('sha384').update(`${head.type}/${head.author}/${head.test}/${text}`).digest('hex');
  const message: Record<string, unknown> = {
    type: 'data',
    version: '2.0',
    classification: classificationOf(schema?.type ?? ''),
    id,
    passing: [{ name: 'stand-in', time: now.toISOString() }],
    head: {
      type: head.type,
      author: head.author,
      time: new Date(String(document.reportDateTime)).toISOString(),
      designation: null,
      test: head.test,
    },
    xmlReport: xmlReportOf(document),
    format: 'json',
    compression: 'gzip',
    encoding: 'base64',
    body: gzipSync(Buffer.from(text)).toString('base64'),
  };
  // Fields the contract documents for converted data ride along when the data message declares them: the
  // document's own `_originalId` (the id of the XML it was converted from) and `_schema`.
  if ('schema' in dataProperties) message.schema = document._schema;
  if ('originalId' in dataProperties) message.originalId = document._originalId ?? id;
  return message;
}

/** A telegram the stand-in has delivered, as Telegram List and Telegram Data serve it afterwards. */
export interface StoredTelegram {
  serial: number;
  telegram: Telegram;
  receivedTime: string;
}

/** What has been delivered, oldest first: the REST side lists it (Telegram List) and serves each body (Telegram Data). */
export class TelegramStore {
  readonly entries: StoredTelegram[] = [];
  private nextSerial = 1;

  /** Records a delivered telegram once (the same id delivered again, on a second connection, is not listed twice). */
  add(telegram: Telegram): void {
    if (this.byId(String(telegram.message.id))) return;
    this.entries.push({ serial: this.nextSerial++, telegram, receivedTime: new Date().toISOString() });
  }

  byId(id: string): StoredTelegram | undefined {
    return this.entries.find((entry) => entry.telegram.message.id === id);
  }
}
