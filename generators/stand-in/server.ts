import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contractChecks, type StandInContract } from './contract';
import { restHandler, type RecordedRequest } from './rest';
import type { SocketEntry, StandInConnection } from './sockets';
import { dataMessage, TelegramStore, type Telegram, type TelegramHead } from './telegrams';
import { webSocketServers } from './websocket';

export type { RecordedRequest, SocketEntry, StandInConnection, Telegram };

export interface StandInOptions {
  contract: StandInContract;
  /** The key requests must carry; without it any non-empty key is accepted. */
  apiKey?: string;
  /** Interface to listen on (127.0.0.1 by default). */
  host?: string;
  /** REST port (0: any free port); the WebSocket servers listen on the ports after it (or any free port for 0). */
  port?: number;
  /** How many WebSocket servers (ws001, ws002, …). */
  servers?: number;
  /** Simultaneous connections the account may hold. */
  maxConnections?: number;
  pingIntervalMs?: number;
  /** How long a left-over socket stays open before the stand-in ends it (its ping timeout). */
  staleLifetimeMs?: number;
  /** Called when a connection has received its `start` message. */
  onOpen?(connection: StandInConnection): void;
}

export interface StandIn {
  /** Base URL of the REST API v2, e.g. `http://127.0.0.1:1234/api.dmdata.jp/v2`. */
  apiBase: string;
  origin: string;
  /** `host:port` of each WebSocket server, in the order ws001, ws002, … */
  socketHosts: string[];
  requests: RecordedRequest[];
  violations: string[];
  /** Requests it answered but cannot serve as the service would (a request for raw XML telegrams). */
  notes: string[];
  sockets: SocketEntry[];
  connections: StandInConnection[];
  openConnections(): StandInConnection[];
  /** Registers a socket a previous run of the client left open (with the given id, or the next free one). */
  addStaleSocket(appName: string, id?: number): SocketEntry;
  /** Sends a message, after validating it against its documented payload schema. */
  send(connection: StandInConnection, message: Record<string, unknown>): void;
  /**
   * Delivers a telegram to every open connection that asked for its classification, its type (when the connection
   * named types) and its format (an XML test telegram only where `test` is `including`), and records it for Telegram List and Telegram Data. Returns the connections it went to.
   */
  deliver(telegram: Telegram): StandInConnection[];
  /** Sends `error` with `close: true`, then closes with the same code (which must be documented). */
  closeWithError(connection: StandInConnection, code: number, error: string): void;
  /** A telegram from a converted document's text. */
  telegramOf(name: string, text: string, head: TelegramHead): Telegram;
  /** A telegram from a sample file named `<type>_<author>_<time>.json`. */
  telegram(file: string): Telegram;
  /** Ends every connection of a server (see `restart` in websocket.ts) and listens again after `downMs`. */
  restartServer(index: number, downMs: number, withCloseFrame?: boolean): Promise<void>;
  /** The next WebSocket connection is refused with `error` 4409; a left-over socket takes the slot at that moment. */
  refuseNextConnection(): void;
  waitFor<T>(label: string, check: () => T | undefined | false, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

/** Starts the stand-in: the REST host(s) on one port, and the WebSocket servers. */
export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const checks = contractChecks(options.contract);
  const host = options.host ?? '127.0.0.1';
  const violations: string[] = [];
  const notes: string[] = [];
  const requests: RecordedRequest[] = [];
  const sockets: SocketEntry[] = [];
  const connections: StandInConnection[] = [];
  const store = new TelegramStore();
  const staleLifetimeMs = options.staleLifetimeMs ?? 2_000;
  let nextId = 3_180_000;
  const socketHosts: string[] = [];
  let origin = '';

  function addStaleSocket(appName: string, id = nextId++): SocketEntry {
    const entry: SocketEntry = {
      id,
      ticket: null,
      classifications: ['telegram.earthquake'],
      test: 'no',
      types: null,
      formats: ['xml', 'a/n', 'binary'],
      appName,
      start: new Date(Date.now() - 3_600_000).toISOString(),
      end: null,
      status: 'open',
      server: 'ws001',
      expiresAt: Date.now() + staleLifetimeMs,
    };
    sockets.push(entry);
    return entry;
  }

  const websocket = webSocketServers({
    checks,
    sockets,
    connections,
    violations,
    host,
    pingIntervalMs: options.pingIntervalMs ?? 300,
    onOpen: (connection) => options.onOpen?.(connection),
    addStaleSocket: (appName) => addStaleSocket(appName),
  });

  const handle = restHandler({
    checks,
    apiKey: options.apiKey,
    maxConnections: options.maxConnections ?? 2,
    requests,
    violations,
    notes,
    sockets,
    store,
    origin: () => origin,
    socketUrl: (ticket) => `ws://${socketHosts[0]}/v2/websocket?ticket=${ticket}`,
    newSocketId: () => nextId++,
    closeConnection: (connection) => websocket.closeWithError(connection, 4808, 'Closed by the user.'),
  });
  const http: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => handle(request, response, text));
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port ?? 0, host, done);
  });
  const restPort = (http.address() as AddressInfo).port;
  origin = `http://${host}:${restPort}`;
  for (let index = 0; index < (options.servers ?? 2); index++) {
    await websocket.listen(index, options.port ? restPort + index + 1 : 0);
    socketHosts.push(`${host}:${websocket.ports[index]}`);
  }

  const telegramOf = (name: string, text: string, head: TelegramHead): Telegram => {
    const message = dataMessage(text, head, checks.dataProperties());
    checks.checkOutgoing(message);
    return { name, text, message };
  };

  const openConnections = () =>
    connections.filter((connection) => !connection.closed && connection.entry.status === 'open');

  return {
    apiBase: `${origin}/${new URL(checks.openapi.servers[0].url).host}/v2`,
    origin,
    socketHosts,
    requests,
    violations,
    notes,
    sockets,
    connections,
    openConnections,
    addStaleSocket,
    send: websocket.send,
    closeWithError: websocket.closeWithError,
    deliver(telegram) {
      store.add(telegram);
      const head = telegram.message.head as { test: boolean; type: string };
      const format = String(telegram.message.format);
      const targets = openConnections().filter(
        (connection) =>
          connection.entry.classifications.includes(String(telegram.message.classification)) &&
          wantsType(connection.entry.types, head.type) &&
          connection.entry.formats.includes(format) &&
          // Socket Start v2: `test` decides only for XML; test telegrams in other formats reach every connection.
          (!head.test || format !== 'xml' || connection.entry.test === 'including'),
      );
      for (const connection of targets) websocket.send(connection, telegram.message);
      return targets;
    },
    telegramOf,
    telegram(file) {
      const [type, author] = path.basename(file, '.json').split('_');
      return telegramOf(path.basename(file), readFileSync(file, 'utf8'), {
        type: type.toUpperCase(),
        author: author.toUpperCase(),
        test: false,
      });
    },
    restartServer: websocket.restart,
    refuseNextConnection: websocket.refuseNextConnection,
    async waitFor(label, check, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const value = check();
        if (value !== undefined && value !== false) return value;
        if (Date.now() > until)
          throw new Error(
            `timed out waiting for: ${label}; contract violations: ${JSON.stringify(violations)}; last requests: ${requests
              .slice(-6)
              .map((request) => `${request.method} ${request.path} → ${request.reply?.status}`)
              .join(', ')}`,
          );
        await new Promise((done) => setTimeout(done, 25));
      }
    },
    async close() {
      await websocket.close();
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}

/**
 * Socket Start v2 `types`: null takes every type; codes with the negation prefix `!` are refused; when plain codes
 * are named, only those are taken.
 */
export function wantsType(types: string[] | null, type: string): boolean {
  if (!types) return true;
  const refused = types.filter((code) => code.startsWith('!')).map((code) => code.slice(1));
  const named = types.filter((code) => !code.startsWith('!'));
  return !refused.includes(type) && (named.length === 0 || named.includes(type));
}
