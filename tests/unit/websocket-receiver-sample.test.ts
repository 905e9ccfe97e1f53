import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import {
  runReceiverScenario,
  sampleApiKey,
  sampleClassifications,
  sampleRetryBaseMs,
  sampleSilenceMs,
  startSampleStandIn,
  type DeliveredTelegram,
} from '../support/sample-scenario';
import type { StandIn } from '../../generators/stand-in/server';
import { removeTempDirs, tempDir } from '../support/temp-data';

/**
 * The Node.js receiver sample (pages/docs/sample/websocket-receiver.mjs, the file its page shows) run as a
 * child process with Node's own WebSocket against the stand-in, through every failure path of the scenario.
 * Node.js 20 has the WebSocket behind --experimental-websocket; from 22 on it is global.
 */
const samplePath = path.join(repoRoot, 'pages/docs/sample/websocket-receiver.mjs');
const nodeFlags = Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : [];

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
    const saveDir = tempDir();
    const events: Array<Record<string, unknown>> = [];
    let stderr = '';
    child = spawn(process.execPath, [...nodeFlags, samplePath], {
      env: {
        PATH: process.env.PATH,
        DMDATA_API_KEY: sampleApiKey,
        DMDATA_API_BASE: standIn.apiBase,
        DMDATA_SERVERS: standIn.socketHosts.join(','),
        DMDATA_CLASSIFICATIONS: sampleClassifications.join(','),
        DMDATA_FORMAT_MODE: 'json',
        DMDATA_SAVE_DIR: saveDir,
        DMDATA_RETRY_BASE_MS: String(sampleRetryBaseMs),
        DMDATA_SILENCE_MS: String(sampleSilenceMs),
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

    const delivered = (): DeliveredTelegram[] =>
      events
        .filter((event) => event.event === 'data')
        .map((event) => ({
          id: String(event.id),
          text: readFileSync(path.join(saveDir, `${String(event.id)}.json`), 'utf8'),
        }));

    const { staleIds } = await runReceiverScenario(standIn, delivered).catch((error) => {
      console.log(JSON.stringify(events.slice(-30)), stderr);
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
    expect(stderr).toBe('');
  });
});
