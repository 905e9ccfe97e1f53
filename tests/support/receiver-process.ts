import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../generators/data/data-source';
import type { StandIn } from '../../generators/stand-in/server';
import { tempDir } from './temp-data';

/**
 * The Node.js receiver sample (pages/docs/sample/websocket-receiver.mjs, the file its page shows) as a child process
 * with Node's own WebSocket, pointed at a stand-in: the setup the receiver test and the catch-up test share. Node.js 20
 * has the WebSocket behind --experimental-websocket; from 22 on it is global.
 */
const samplePath = path.join(repoRoot, 'pages/docs/sample/websocket-receiver.mjs');
const nodeFlags = Number(process.versions.node.split('.')[0]) < 22 ? ['--experimental-websocket'] : [];

export interface ReceiverOptions {
  apiKey: string;
  classifications: readonly string[];
  retryBaseMs: number;
  silenceMs: number;
}

/** One telegram the sample reported and saved: its id, the saved file's text, whether it came through catch-up. */
export interface SavedTelegram {
  id: string;
  text: string;
  recovered: boolean;
}

export interface ReceiverProcess {
  child: ChildProcess;
  /** Every JSON line the sample printed so far. */
  events: Array<Record<string, unknown>>;
  /** What it wrote to stderr so far. */
  stderr: () => string;
  /** The telegrams it reported (`event: data`), read back from its save folder. */
  delivered: () => SavedTelegram[];
}

/** Starts the receiver sample against `standIn` (JSON format, a new temp save folder). */
export function startReceiverProcess(standIn: StandIn, options: ReceiverOptions): ReceiverProcess {
  const saveDir = tempDir();
  const events: Array<Record<string, unknown>> = [];
  let stderr = '';
  const child = spawn(process.execPath, [...nodeFlags, samplePath], {
    env: {
      PATH: process.env.PATH,
      DMDATA_API_KEY: options.apiKey,
      DMDATA_API_BASE: standIn.apiBase,
      DMDATA_SERVERS: standIn.socketHosts.join(','),
      DMDATA_CLASSIFICATIONS: options.classifications.join(','),
      DMDATA_FORMAT_MODE: 'json',
      DMDATA_SAVE_DIR: saveDir,
      DMDATA_RETRY_BASE_MS: String(options.retryBaseMs),
      DMDATA_SILENCE_MS: String(options.silenceMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) events.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const delivered = (): SavedTelegram[] =>
    events
      .filter((event) => event.event === 'data')
      .map((event) => ({
        id: String(event.id),
        text: readFileSync(path.join(saveDir, `${String(event.id)}.json`), 'utf8'),
        recovered: event.recovered === true,
      }));
  return { child, events, stderr: () => stderr, delivered };
}
