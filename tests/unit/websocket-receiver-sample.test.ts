import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import {
  runReceiverScenario,
  sampleApiKey,
  sampleClassifications,
  sampleRetryBaseMs,
  sampleSilenceMs,
  startSampleStandIn,
} from '../support/sample-scenario';
import type { StandIn } from '../../generators/stand-in/server';
import { startReceiverProcess } from '../support/receiver-process';
import { removeTempDirs } from '../support/temp-data';

/**
 * The Node.js receiver sample (pages/docs/sample/websocket-receiver.mjs, the file its page shows) run as a
 * child process against the stand-in (tests/support/receiver-process.ts), through every failure path of the scenario.
 */

let child: ChildProcess | undefined;
let standIn: StandIn | undefined;

afterEach(async () => {
  child?.kill();
  child = undefined;
  await standIn?.close();
  standIn = undefined;
  removeTempDirs();
});

describe('pages/docs/sample/websocket-receiver.mjs in Node.js', () => {
  it('keeps two connections through 409, restarts, error close, 4409 and silence, and saves each telegram once', async () => {
    standIn = await startSampleStandIn();
    const receiver = startReceiverProcess(standIn, {
      apiKey: sampleApiKey,
      classifications: sampleClassifications,
      retryBaseMs: sampleRetryBaseMs,
      silenceMs: sampleSilenceMs,
    });
    child = receiver.child;
    const { events } = receiver;

    const { staleIds } = await runReceiverScenario(standIn, receiver.delivered).catch((error) => {
      console.log(JSON.stringify(events.slice(-30)), receiver.stderr());
      throw error;
    });

    // Outside a browser the sample frees the slot itself: Socket List, then Socket Close on the left-over socket.
    // (A left-over socket may also have timed out first on a slow machine; every close must target one of them.)
    const closes = standIn.requests.filter((request) => request.operationId === 'socket.close');
    expect(closes.length).toBeGreaterThan(0);
    for (const request of closes) expect(staleIds.map((id) => `/v2/socket/${id}`)).toContain(request.path);
    expect(closes.every((request) => request.reply?.status === 204)).toBe(true);
    // It authenticates with the Authorization header and sends JSON as JSON.
    for (const request of standIn.requests) {
      expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${sampleApiKey}:`).toString('base64')}`);
      expect(request.query.key).toBeUndefined();
    }
    const closedCodes = events.filter((event) => event.event === 'closed').map((event) => event.code);
    expect(closedCodes).toEqual(expect.arrayContaining([4503, 4409, 4000]));
    expect(events.filter((event) => event.event === 'change')).toHaveLength(2);
    expect(receiver.stderr()).toBe('');
  });
});
