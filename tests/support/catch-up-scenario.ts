import path from 'node:path';
import { expect } from 'vitest';
import { createTelegramDisplay } from '../../pages/docs/sample/telegram-display.js';
import { standInContract } from '../../generators/stand-in/contract-data';
import { startStandIn, type StandIn, type Telegram } from '../../generators/stand-in/server';
import { samplesDir } from './schema-documents';

/**
 * Catch-up after a disconnection, for a receiver sample run against the stand-in (generators/stand-in/): one
 * WebSocket server, classification `telegram.earthquake`, JSON format. The sequence is real: the tsunami reports of
 * 2011-03-11 (VTSE41 14:49, VTSE52 14:50, VTSE51 14:59, VTSE41 15:12) and one of 2015-11-14, from ../shared/samples
 * (a missing folder fails: the files are read).
 */

export const catchUpApiKey = 'stand-in-api-key';
export const catchUpClassifications = ['telegram.earthquake'];

export interface DeliveredCopy {
  id: string;
  text: string | null;
  recovered: boolean;
}

const sequence = [
  'vtse41_jpos_20110311144959',
  'vtse52_jpos_20110311145350',
  'vtse51_jpos_20110311145927',
  'vtse41_jpos_20110311151200',
  'vtse51_jpos_20151114065529',
].map((name) => path.join(samplesDir, 'tsunami-information', `${name}.json`));

export function startCatchUpStandIn(): Promise<StandIn> {
  return startStandIn({
    contract: standInContract(),
    apiKey: catchUpApiKey,
    servers: 1,
    maxConnections: 1,
    pingIntervalMs: 250,
  });
}

/**
 * Sends the first report live, takes the only server down, publishes three reports while no connection is open,
 * brings the server back, then sends the fifth live and the last recovered one again on the WebSocket. Every report
 * must reach the application exactly once, the missed ones through Telegram List v2 and Telegram Data v1, and the
 * reference display built from what the sample delivered must equal the one built from the published order.
 */
export async function runCatchUpScenario(standIn: StandIn, delivered: () => DeliveredCopy[]): Promise<Telegram[]> {
  const telegrams = sequence.map((file) => standIn.telegram(file));
  const [live, ...rest] = telegrams;
  const missed = rest.slice(0, 3);
  const later = rest[3];
  const got = (telegram: Telegram) => () => delivered().some((entry) => entry.id === telegram.message.id);
  const open = () => standIn.openConnections()[0];

  const first = await standIn.waitFor('the connection opens', open);
  standIn.deliver(live);
  await standIn.waitFor('the first report is delivered live', got(live));

  const restart = standIn.restartServer(0, 600);
  await standIn.waitFor('the connection is down', () => standIn.openConnections().length === 0);
  for (const telegram of missed) expect(standIn.deliver(telegram)).toEqual([]); // no connection is open
  await restart;
  const second = await standIn.waitFor('the sample reconnects', () => open() !== first && open());
  for (const telegram of missed) await standIn.waitFor(`${telegram.name} recovered`, got(telegram));
  expect(standIn.deliver(later)).toEqual([second]);
  standIn.send(second, missed[2].message); // already recovered through REST: must not be delivered again
  await standIn.waitFor('the last report is delivered live', got(later));
  await new Promise((done) => setTimeout(done, 300)); // a late duplicate would arrive by now

  const copies = delivered();
  expect(copies.map((entry) => entry.id)).toEqual(telegrams.map((telegram) => telegram.message.id));
  expect(copies.map((entry) => entry.recovered)).toEqual([false, true, true, true, false]);
  for (const [index, telegram] of telegrams.entries()) expect(copies[index].text).toBe(telegram.text);

  // Telegram List v2 asked for the sample's classes in JSON; only the missed bodies were downloaded.
  const lists = standIn.requests.filter((request) => request.operationId === 'telegram.list');
  expect(lists.length).toBeGreaterThan(0);
  for (const request of lists) {
    expect(request.query.classification).toBe(catchUpClassifications.join(','));
    expect(request.query.formatMode).toBe('json');
  }
  const downloads = standIn.requests.filter((request) => request.operationId === 'telegram.data');
  expect(downloads.map((request) => request.path.split('/').at(-1))).toEqual(
    missed.map((telegram) => telegram.message.id),
  );
  expect(standIn.violations).toEqual([]);

  // The display the reference handler builds from the delivered copies is the one the published order gives.
  const fromSample = createTelegramDisplay();
  for (const entry of copies) fromSample.apply(JSON.parse(entry.text!));
  const fromSource = createTelegramDisplay();
  for (const telegram of telegrams) fromSource.apply(JSON.parse(telegram.text));
  expect(fromSample.view()).toEqual(fromSource.view());
  return telegrams;
}
