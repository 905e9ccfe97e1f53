import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connectDmdata } from '../../pages/docs/sample/websocket-sample.js';
import {
  catchUpApiKey,
  catchUpClassifications,
  runCatchUpScenario,
  startCatchUpStandIn,
  type DeliveredCopy,
} from '../support/catch-up-scenario';
import type { StandIn } from '../../generators/stand-in/server';
import { startReceiverProcess } from '../support/receiver-process';
import { removeTempDirs } from '../support/temp-data';

/**
 * Both receiver samples recover what was published while their connection was down (tests/support/catch-up-scenario.ts):
 * the browser sample (websocket-sample.js) in Node with the ws package as its WebSocket, the Node.js sample
 * (websocket-receiver.mjs) as a child process with Node's own WebSocket.
 */

let standIn: StandIn | undefined;
let child: ChildProcess | undefined;
/**
 * Node.js 20 has no global WebSocket, so the ws package stands in for the browser's. A browser reports a refused
 * connection as an event; ws throws an `error` nobody listens to, so this one listens.
 */
class BrowserLikeWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    this.on('error', () => undefined);
  }
}
const globals = globalThis as unknown as { WebSocket?: unknown };
const ownWebSocket = globals.WebSocket;
beforeAll(() => {
  globals.WebSocket ??= BrowserLikeWebSocket;
});
afterAll(() => {
  globals.WebSocket = ownWebSocket;
});
afterEach(async () => {
  child?.kill();
  child = undefined;
  await standIn?.close();
  standIn = undefined;
  removeTempDirs();
});

describe('catching up after a disconnection', () => {
  it('websocket-sample.js recovers every telegram published while it was disconnected, once', async () => {
    standIn = await startCatchUpStandIn();
    const copies: DeliveredCopy[] = [];
    const connection = connectDmdata({
      apiKey: catchUpApiKey,
      classifications: catchUpClassifications,
      formatMode: 'json',
      apiBase: standIn.apiBase,
      servers: standIn.socketHosts,
      retryBaseMs: 100,
      silenceMs: 1_500,
      onData: ({ message, text, recovered }) => copies.push({ id: message.id, text, recovered }),
    });
    try {
      await runCatchUpScenario(standIn, () => copies);
    } finally {
      connection.close();
    }
    // In a browser the key rides in the query, Telegram Data included.
    for (const request of standIn.requests) expect(request.query.key).toBe(catchUpApiKey);
  });

  it('websocket-receiver.mjs recovers and saves every telegram published while it was disconnected, once', async () => {
    standIn = await startCatchUpStandIn();
    const receiver = startReceiverProcess(standIn, {
      apiKey: catchUpApiKey,
      classifications: catchUpClassifications,
      retryBaseMs: 100,
      silenceMs: 1_500,
    });
    child = receiver.child;
    await runCatchUpScenario(standIn, receiver.delivered).catch((error) => {
      console.log(JSON.stringify(receiver.events.slice(-20)), receiver.stderr());
      throw error;
    });
    expect(receiver.stderr()).toBe('');
  });
});
