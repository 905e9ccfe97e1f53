import { expect } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { standInContract } from '../../generators/stand-in/contract-data';
import { startStandIn, type StandIn, type StandInConnection, type Telegram } from '../../generators/stand-in/server';
import { samplesDir } from './schema-documents';

/**
 * The failure paths a WebSocket receiver sample must survive, driven through the stand-in (generators/stand-in/)
 * while the sample runs in its own runtime (Chromium or Node.js). The sample is started with:
 * classifications `telegram.earthquake` and `telegram.volcano`, appName `sampleAppName`, the stand-in's two
 * WebSocket servers, a 100 ms first retry delay and a 1.5 s silence limit.
 */

export const sampleApiKey = 'stand-in-api-key';
export const sampleAppName = 'sample-test';
export const sampleClassifications = ['telegram.earthquake', 'telegram.volcano'];
export const sampleRetryBaseMs = 100;
export const sampleSilenceMs = 1_500;

export interface DeliveredTelegram {
  id: string;
  text: string | null;
}

export interface ScenarioResult {
  telegrams: Telegram[];
  /** Socket ids of the left-over sockets the stand-in registered (the sample must free or outlast them). */
  staleIds: number[];
}

/** Converted telegrams of a schema from ../shared/samples (a missing folder throws: the tests fail, not skip). */
export function sampleTelegramFiles(schemaName: string): string[] {
  const dir = path.join(samplesDir, schemaName);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

export async function startSampleStandIn(): Promise<StandIn> {
  const standIn = await startStandIn({
    contract: standInContract(),
    apiKey: sampleApiKey,
    servers: 2,
    maxConnections: 2,
    pingIntervalMs: 250,
    staleLifetimeMs: 2_500,
  });
  // A previous run of the same application left a socket open: the second Socket Start meets 409.
  standIn.addStaleSocket(sampleAppName);
  return standIn;
}

const onServer = (standIn: StandIn, index: number) =>
  standIn.openConnections().find((connection) => connection.server === index);

/** Waits until both servers hold an open connection other than `except`, and returns them. */
async function bothOpen(standIn: StandIn, label: string, except: StandInConnection[] = []) {
  return standIn.waitFor(label, () => {
    const first = onServer(standIn, 0);
    const second = onServer(standIn, 1);
    return first && second && !except.includes(first) && !except.includes(second)
      ? ([first, second] as const)
      : undefined;
  });
}

/**
 * Runs the scenario; `delivered` reads what the sample has handed to the application so far.
 * Assertions common to every sample are made here; the caller asserts what is particular to its runtime.
 */
export async function runReceiverScenario(
  standIn: StandIn,
  delivered: () => DeliveredTelegram[],
): Promise<ScenarioResult> {
  const telegrams = sampleTelegramFiles('earthquake-information').map((file) => standIn.telegram(file));
  expect(telegrams.length).toBeGreaterThanOrEqual(4);
  const [t1, t2, t3, t4] = telegrams;
  const received = (telegram: Telegram) => () => delivered().some((entry) => entry.id === telegram.message.id);

  // 1. Too many connections on Socket Start (409): the sample frees a slot or waits, and opens both connections.
  let [a, b] = await bothOpen(standIn, 'both connections open after the 409');

  // 2. The same telegram on both connections is delivered once; pings are answered with their pingId.
  standIn.send(a, t1.message);
  standIn.send(b, t1.message);
  await standIn.waitFor('t1 delivered', received(t1));
  await standIn.waitFor('pongs on both connections', () => a.pongs.length > 0 && b.pongs.length > 0);

  // 3. change.classification: the volcano contract ended; later Socket Start calls must not ask for it.
  const changeAt = standIn.requests.length;
  const change = { type: 'change.classification', ends: ['telegram.volcano'], after: ['telegram.earthquake'] };
  standIn.send(a, change);
  standIn.send(b, change);

  // 4. Server 0 restarts mid-stream (no close frame) while server 1 delivers t2.
  const restart = standIn.restartServer(0, 300);
  standIn.send(b, t2.message);
  await restart;
  await standIn.waitFor('t2 delivered', received(t2));
  [a, b] = await bothOpen(standIn, 'reconnected to server 0 after its restart', [a]);

  // 5. `error` with close: true (4503) on server 1: the sample reconnects with a new ticket.
  standIn.closeWithError(b, 4503, 'Server error.');
  [a, b] = await bothOpen(standIn, 'reconnected to server 1 after error 4503', [b]);
  standIn.send(a, t3.message);
  standIn.send(b, t3.message);
  await standIn.waitFor('t3 delivered', received(t3));

  // 6. Close code 4409 on connecting: a left-over socket took the slot. The sample lists sockets, frees one, retries.
  const refusedAt = standIn.requests.length;
  standIn.refuseNextConnection();
  standIn.closeWithError(a, 4503, 'Server error.');
  await standIn.waitFor('4409 sent', () => standIn.connections.some((connection) => connection.closedWith === 4409));
  await standIn.waitFor('socket.list after 4409', () =>
    standIn.requests.slice(refusedAt).some((request) => request.operationId === 'socket.list'),
  );
  [a, b] = await bothOpen(standIn, 'reconnected after 4409', [a]);

  // 7. Ping timeout: server 1 goes silent without closing; the sample gives up on it and reconnects.
  b.silent = true;
  [a, b] = await bothOpen(standIn, 'reconnected after the silent connection', [b]);
  standIn.send(a, t4.message);
  standIn.send(b, t4.message);
  await standIn.waitFor('t4 delivered', received(t4));
  await new Promise((done) => setTimeout(done, 200)); // a late duplicate would arrive by now

  // What the sample delivered: each telegram once, decoded to the sample file's exact text.
  const got = delivered();
  expect(got.map((entry) => entry.id)).toEqual([t1, t2, t3, t4].map((telegram) => telegram.message.id));
  for (const [index, telegram] of [t1, t2, t3, t4].entries()) expect(got[index].text).toBe(telegram.text);

  // Every reconnection asked for a fresh ticket, and no ticket was refused as used or unknown.
  const starts = standIn.requests.filter((request) => request.operationId === 'socket.start');
  expect(standIn.connections.length).toBeGreaterThanOrEqual(7);
  expect(starts.length).toBeGreaterThanOrEqual(standIn.connections.length);
  expect(standIn.connections.filter((connection) => connection.closedWith === 4404)).toEqual([]);
  // After change.classification the volcano class is no longer requested.
  for (const request of starts.slice(0, 2))
    expect(JSON.parse(request.body).classifications).toEqual(sampleClassifications);
  for (const request of standIn.requests.slice(changeAt).filter((entry) => entry.operationId === 'socket.start'))
    expect(JSON.parse(request.body).classifications).toEqual(['telegram.earthquake']);
  // Pongs echo the pingId they answer.
  for (const connection of standIn.connections)
    for (const pong of connection.pongs) expect(connection.pings).toContain(pong);
  expect(standIn.violations).toEqual([]);
  const staleIds = standIn.sockets.filter((entry) => entry.expiresAt !== undefined).map((entry) => entry.id);
  return { telegrams, staleIds };
}
