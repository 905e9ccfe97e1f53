import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { repoRoot } from '../../generators/data/data-source';
import { connectDmdata } from '../../pages/docs/sample/websocket-sample.js';
import {
  catchUpApiKey,
  catchUpClassifications,
  runCatchUpScenario,
  startCatchUpStandIn,
  type DeliveredCopy,
} from '../support/catch-up-scenario';
import type { StandIn } from '../../generators/stand-in/server';
import { removeTempDirs, tempDir } from '../support/temp-data';

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
    const saveDir = tempDir();
    const events: Array<Record<string, unknown>> = [];
    let stderr = '';
    const nodeFlags = Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : [];
    child = spawn(process.execPath, [...nodeFlags, path.join(repoRoot, 'pages/docs/sample/websocket-receiver.mjs')], {
      env: {
        PATH: process.env.PATH,
        DMDATA_API_KEY: catchUpApiKey,
        DMDATA_API_BASE: standIn.apiBase,
        DMDATA_SERVERS: standIn.socketHosts.join(','),
        DMDATA_CLASSIFICATIONS: catchUpClassifications.join(','),
        DMDATA_FORMAT_MODE: 'json',
        DMDATA_SAVE_DIR: saveDir,
        DMDATA_RETRY_BASE_MS: '100',
        DMDATA_SILENCE_MS: '1500',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let pending = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) events.push(JSON.parse(line) as Record<string, unknown>);
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const delivered = (): DeliveredCopy[] =>
      events
        .filter((event) => event.event === 'data')
        .map((event) => ({
          id: String(event.id),
          text: readFileSync(path.join(saveDir, `${String(event.id)}.json`), 'utf8'),
          recovered: event.recovered === true,
        }));
    await runCatchUpScenario(standIn, delivered).catch((error) => {
      console.log(JSON.stringify(events.slice(-20)), stderr);
      throw error;
    });
    expect(stderr).toBe('');
  });
});
