import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { WebSocketServer, type WebSocket } from 'ws';
import { buildAsyncApiDocument, websocketEndpoint } from '../../generators/api/asyncapi';
import { loadApiCatalog } from '../../generators/api/load';
import {
  buildOpenApiDocument,
  type HttpMethodKey,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiResponse,
} from '../../generators/api/openapi';
import { createAjv } from '../../generators/data/validate';
import { clone } from './json';
import { samplesDir } from './schema-documents';
import { telegramListBody, type PublishedTelegram } from './stand-in-telegrams';

/**
 * A stand-in for the DMDATA.JP API that speaks only the documented contract, built from data/api:
 *
 * - REST: every request is matched to an operation of the OpenAPI document (`buildOpenApiDocument`), its
 *   credentials, parameters and body are checked against that operation, and the reply is the operation's
 *   documented example with the live values (ticket, URL, socket list) put in, validated against the
 *   documented response schema before it is sent. Anything undocumented is a violation (recorded, answered 400).
 * - WebSocket: one server per `ws00x` stand-in, all accepting the tickets the REST side issued. Every message
 *   it sends is validated against the payload schema of that message type, every close code against the
 *   documented codes, and every message a client sends against the client-to-server schemas. `data` messages
 *   carry real converted telegrams from `../shared/samples` (gzip + base64, as the service sends them).
 *
 * The URL of a REST host is `http://127.0.0.1:<port>/<host>` (for example `/api.dmdata.jp/v2/socket`), so the
 * generated examples run against it by swapping `https://` for the stand-in's origin.
 */

export interface RecordedRequest {
  method: string;
  /** Path without the host prefix, e.g. `/v2/socket`. */
  path: string;
  host: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
  operationId?: string;
  /** What the stand-in answered. */
  reply?: { status: number; body: string };
}

interface SocketEntry {
  id: number;
  ticket: string | null;
  classifications: string[];
  test: 'no' | 'including';
  types: string[] | null;
  formats: string[];
  appName: string | null;
  start: string;
  end: string | null;
  status: 'waiting' | 'open' | 'closed';
  server: string | null;
  connection?: StandInConnection;
  /** A socket the stand-in pretends a crashed client left open: it ends by itself at this time (ping timeout). */
  expiresAt?: number;
}

export interface StandInConnection {
  socket: WebSocket;
  entry: SocketEntry;
  server: number;
  /** pingIds sent and pongs received, in order. */
  pings: string[];
  pongs: string[];
  silent: boolean;
  closed: boolean;
  /** The documented code the stand-in closed this connection with, if it did. */
  closedWith?: number;
}

export interface Telegram {
  file: string;
  /** The file's text: what a client must get back after decoding `body`. */
  text: string;
  message: Record<string, unknown>;
}

export interface StandInOptions {
  apiKey: string;
  /** The API data to speak (a changed copy in tests of the stand-in itself); data/api by default. */
  apiDir?: string;
  /** How many WebSocket servers (ws001, ws002, …). */
  servers?: number;
  /** Simultaneous connections the account may hold. */
  maxConnections?: number;
  pingIntervalMs?: number;
  /** How long a left-over socket stays open before the stand-in ends it (its ping timeout). */
  staleLifetimeMs?: number;
}

const documentedHost = (url: string) => new URL(url).host;

/** A copy of a schema from a published document whose `#/…` references point into that document (`base`). */
function anchored(schema: unknown, base: string): unknown {
  if (Array.isArray(schema)) return schema.map((item) => anchored(item, base));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${base}${value}` : anchored(value, base),
    ]),
  );
}

type Direction = 'server-to-client' | 'client-to-server';

/**
 * The payload schema of every message of the AsyncAPI document, by direction and `type`. The document describes
 * the server: a `send` operation's messages and a `receive` operation's reply go to the client.
 */
function asyncApiMessages(document: ReturnType<typeof buildAsyncApiDocument>) {
  const messageOf = (ref: { $ref: string }) => {
    const id = ref.$ref.split('/').at(-1)!;
    const message = document.components.messages[id];
    if (!message) throw new Error(`AsyncAPI: no message ${id}`);
    return { type: message.name, payload: message.payload };
  };
  const entries: Array<{ direction: Direction; type: string; payload: { $ref: string } }> = [];
  for (const operation of Object.values(document.operations)) {
    const out: Direction = operation.action === 'send' ? 'server-to-client' : 'client-to-server';
    const back: Direction = out === 'server-to-client' ? 'client-to-server' : 'server-to-client';
    for (const ref of operation.messages) entries.push({ direction: out, ...messageOf(ref) });
    for (const ref of operation.reply?.messages ?? []) entries.push({ direction: back, ...messageOf(ref) });
  }
  return entries;
}

/** The classification (API name) a converted telegram of a schema is delivered under. */
function classificationOf(schemaName: string): string {
  if (schemaName.startsWith('eew-')) return 'eew.forecast';
  if (schemaName.startsWith('earthquake-') || schemaName.startsWith('tsunami-')) return 'telegram.earthquake';
  if (schemaName.startsWith('volcano-')) return 'telegram.volcano';
  return 'telegram.weather';
}

/** Converted telegrams of a schema from ../shared/samples (a missing folder throws: the tests fail, not skip). */
export function sampleTelegramFiles(schemaName: string): string[] {
  const dir = path.join(samplesDir, schemaName);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

export interface StandIn {
  /** Base URL of the REST API v2, e.g. `http://127.0.0.1:1234/api.dmdata.jp/v2`. */
  apiBase: string;
  origin: string;
  /** `host:port` of each WebSocket server, in the order ws001, ws002, … */
  socketHosts: string[];
  openapi: OpenApiDocument;
  requests: RecordedRequest[];
  violations: string[];
  sockets: SocketEntry[];
  connections: StandInConnection[];
  openConnections(): StandInConnection[];
  /** Registers a socket a previous run of the client left open (with the given id, or the next free one). */
  addStaleSocket(appName: string, id?: number): SocketEntry;
  /** Sends a message, after validating it against its documented payload schema. */
  send(connection: StandInConnection, message: Record<string, unknown>): void;
  /** Sends `error` with `close: true`, then closes with the same code (which must be documented). */
  closeWithError(connection: StandInConnection, code: number, error: string): void;
  telegram(file: string): Telegram;
  /** Every `data` message sent or published so far, in order: what Telegram List v2 and Telegram Data v1 serve. */
  published: PublishedTelegram[];
  /** Publishes a telegram: recorded for Telegram List v2 and sent on every open connection (none while all are down). */
  publish(telegram: Telegram): void;
  /** Ends every connection of a server without a close frame, stops listening, and listens again after `downMs`. */
  restartServer(index: number, downMs: number): Promise<void>;
  /**
   * The next WebSocket connection is refused with `error` 4409, as when a left-over socket took the last slot
   * between Socket Start and connecting: that socket is registered at the same moment.
   */
  refuseNextConnection(): void;
  waitFor<T>(label: string, check: () => T | undefined | false, timeoutMs?: number): Promise<T>;
  close(): Promise<void>;
}

export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const catalog = loadApiCatalog(options.apiDir);
  const openapi = buildOpenApiDocument(catalog);
  const asyncapi = buildAsyncApiDocument(catalog);
  const websocket = websocketEndpoint(catalog);
  const messages = asyncApiMessages(asyncapi);
  const ajv = createAjv({ strict: false });
  // Both published documents, so that schemas taken from them resolve their `#/components/…` references.
  const openapiId = 'https://stand-in.invalid/openapi.json';
  const asyncapiId = 'https://stand-in.invalid/asyncapi.json';
  ajv.addSchema({ $id: openapiId, components: { schemas: openapi.components.schemas } });
  ajv.addSchema({ $id: asyncapiId, components: { schemas: asyncapi.components.schemas } });
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (
    schema: object,
    base = openapiId,
  ): { (data: unknown): boolean; errors?: ValidateFunction['errors'] } => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(anchored(schema, base) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };

  const violations: string[] = [];
  const requests: RecordedRequest[] = [];
  const sockets: SocketEntry[] = [];
  const connections: StandInConnection[] = [];
  const maxConnections = options.maxConnections ?? 2;
  const pingIntervalMs = options.pingIntervalMs ?? 300;
  const staleLifetimeMs = options.staleLifetimeMs ?? 2_000;
  const published: PublishedTelegram[] = [];
  let refuseNext = false;
  let nextId = 3_180_000;
  let nextPing = 1;

  const messageSchema = (direction: Direction, type: string) => {
    const message = messages.find((entry) => entry.direction === direction && entry.type === type);
    if (!message) throw new Error(`the AsyncAPI document has no ${direction} message of type "${type}"`);
    return message.payload;
  };
  const payloadSchema = (ref: { $ref: string }) => asyncapi.components.schemas[ref.$ref.split('/').at(-1)!];
  const closeCodes = new Set(websocket.errorCodes.map((entry) => entry.code));
  const dataSchema = payloadSchema(messageSchema('server-to-client', 'data'));

  const now = () => new Date().toISOString();
  const responseId = () => Math.random().toString(16).slice(2, 18).padEnd(16, '0');
  const liveSockets = () => {
    for (const entry of sockets) {
      if (entry.status === 'open' && entry.expiresAt !== undefined && Date.now() >= entry.expiresAt) {
        entry.status = 'closed';
        entry.end = now();
      }
    }
    return sockets.filter((entry) => entry.status === 'open' || entry.status === 'waiting');
  };

  // ---------- REST ----------

  /** The documented URL of an operation: its server's URL and its path template. */
  function operationUrl(operationId: string): string {
    for (const [template, item] of Object.entries(openapi.paths)) {
      const methods = Object.values(item) as Array<Partial<OpenApiOperation> | undefined>;
      if (methods.some((operation) => operation?.operationId === operationId))
        return `${item.servers?.[0]?.url ?? openapi.servers[0].url}${template}`;
    }
    throw new Error(`the OpenAPI document has no operation ${operationId}`);
  }

  function matchOperation(host: string, pathname: string, method: string) {
    for (const [template, item] of Object.entries(openapi.paths)) {
      const serverUrl = item.servers?.[0]?.url ?? openapi.servers[0].url;
      const base = new URL(serverUrl);
      if (base.host !== host) continue;
      const names: string[] = [];
      const pattern = new RegExp(
        `^${base.pathname.replace(/\/$/, '')}${template.replace(/\{(\w+)\}/g, (_m, name: string) => {
          names.push(name);
          return '([^/]+)';
        })}$`,
      );
      const match = pattern.exec(pathname);
      const operation = item[method.toLowerCase() as HttpMethodKey];
      if (match && operation) {
        const pathValues = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])]));
        return { operation, pathValues };
      }
    }
    return undefined;
  }

  /** A query or path value as its schema's type (query strings are text on the wire). */
  function coerce(value: string, schema: { type?: unknown }): unknown {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer') && /^-?[0-9]+$/.test(value)) return Number(value);
    if (types.includes('number') && value !== '' && !Number.isNaN(Number(value))) return Number(value);
    if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
    return value;
  }

  function checkRequest(operation: OpenApiOperation, request: RecordedRequest, pathValues: Record<string, string>) {
    const problems: string[] = [];
    const basic = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`;
    const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
    const authorized =
      (schemes.includes('ApiKeyBasic') && request.headers.authorization === basic) ||
      (schemes.includes('ApiKeyQuery') && request.query.key === options.apiKey);
    if (schemes.length > 0 && !authorized) return { status: 401, problems: ['no valid credentials'] };
    const parameters = operation.parameters ?? [];
    for (const name of Object.keys(request.query)) {
      if (name === 'key' && schemes.includes('ApiKeyQuery')) continue;
      if (!parameters.some((parameter) => parameter.in === 'query' && parameter.name === name))
        problems.push(`undocumented query parameter "${name}"`);
    }
    for (const parameter of parameters) {
      const raw = parameter.in === 'path' ? pathValues[parameter.name] : request.query[parameter.name];
      if (raw === undefined) {
        if (parameter.required) problems.push(`missing required ${parameter.in} parameter "${parameter.name}"`);
        continue;
      }
      const validate = validatorOf(parameter.schema);
      if (!validate(coerce(raw, parameter.schema)))
        problems.push(`${parameter.in} parameter "${parameter.name}"=${raw}: ${ajv.errorsText(validate.errors)}`);
    }
    if (operation.requestBody) {
      // The reference defines the body as JSON. A browser that sends it without a Content-Type header (as the
      // provider's own browser sample does, to avoid a CORS preflight) labels it text/plain.
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim();
      if (!['application/json', 'text/plain'].includes(type)) problems.push(`body sent as "${type}"`);
      const media = operation.requestBody.content['application/json'];
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        problems.push('body is not JSON');
      }
      if (media?.schema && body !== undefined) {
        const validate = validatorOf(media.schema);
        if (!validate(body)) problems.push(`body: ${ajv.errorsText(validate.errors)}`);
      }
    } else if (request.body.length > 0) problems.push('body on an operation that takes none');
    return { status: problems.length > 0 ? 400 : 200, problems };
  }

  /** The documented response for a status, with its first example (or the error shape) as the starting body. */
  function documentedReply(operation: OpenApiOperation, status: string) {
    const response: OpenApiResponse | undefined = operation.responses[status];
    if (!response) throw new Error(`${operation.operationId} documents no ${status} response`);
    const [contentType, media] = Object.entries(response.content ?? {})[0] ?? [];
    const example = media?.examples ? Object.values(media.examples)[0]?.value : undefined;
    return { response, contentType, media, example: example === undefined ? undefined : clone(example) };
  }

  function errorBody(operation: OpenApiOperation, status: number) {
    const { example, response } = documentedReply(operation, String(status));
    if (example) return example;
    const message = /^`([^`]+)`/.exec(response.description)?.[1] ?? response.description;
    return { responseId: responseId(), responseTime: now(), status: 'error', error: { message, code: status } };
  }

  function socketItem(template: Record<string, unknown>, entry: SocketEntry) {
    return {
      ...template,
      id: entry.id,
      ticket: entry.status === 'waiting' ? entry.ticket : null,
      classifications: entry.classifications,
      test: entry.test,
      types: entry.types,
      formats: entry.formats,
      appName: entry.appName,
      start: entry.start,
      end: entry.end,
      ping: entry.status === 'open' ? now() : null,
      ipAddress: entry.status === 'waiting' ? null : '127.0.0.1',
      server: entry.server,
      status: entry.status,
    };
  }

  /** Builds the success reply of an operation from its documented example; socket operations get live values. */
  function successReply(operation: OpenApiOperation, request: RecordedRequest, pathValues: Record<string, string>) {
    const status = Object.keys(operation.responses).find((code) => /^2/.test(code))!;
    const reply = documentedReply(operation, status);
    const body = reply.example as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && 'responseTime' in body) {
      body.responseId = responseId();
      body.responseTime = now();
    }
    switch (operation.operationId) {
      case 'socket.start': {
        if (liveSockets().filter((entry) => entry.status === 'open').length >= maxConnections)
          return { status: 409, json: errorBody(operation, 409), contentType: 'application/json' };
        const sent = JSON.parse(request.body) as Record<string, unknown>;
        const ticket = `T${responseId()}${responseId()}`;
        const entry: SocketEntry = {
          id: nextId++,
          ticket,
          classifications: sent.classifications as string[],
          test: (sent.test as SocketEntry['test']) ?? 'no',
          types: (sent.types as string[] | undefined) ?? null,
          formats: sent.formatMode === 'json' ? ['json', 'a/n', 'binary'] : ['xml', 'a/n', 'binary'],
          appName: (sent.appName as string | undefined) ?? null,
          start: now(),
          end: null,
          status: 'waiting',
          server: null,
        };
        sockets.push(entry);
        const url = `ws://${socketHosts[0]}/v2/websocket?ticket=${ticket}`;
        const websocketInfo = { ...(body!.websocket as object), id: entry.id, url };
        Object.assign(body!, {
          ticket,
          websocket: websocketInfo,
          classifications: entry.classifications,
          test: entry.test,
          types: entry.types,
          formats: entry.formats,
          appName: entry.appName,
        });
        break;
      }
      case 'socket.list': {
        const template = (body!.items as Array<Record<string, unknown>>)[0];
        liveSockets();
        const wanted = request.query.status;
        body!.items = sockets
          .filter((entry) => !wanted || entry.status === wanted)
          .map((entry) => socketItem(template, entry));
        delete body!.nextToken;
        break;
      }
      case 'telegram.list': {
        // The item's url is Telegram Data v1's documented URL with https:// swapped for the stand-in's origin.
        const dataUrl = (id: string) =>
          operationUrl('telegram.data').replace('https://', `${origin}/`).replace('{id}', encodeURIComponent(id));
        const list = telegramListBody(body!, published, request.query, dataUrl);
        if (!list) return { status: 400, json: errorBody(operation, 400), contentType: 'application/json' };
        Object.assign(body!, list);
        if (!('nextToken' in list)) delete body!.nextToken;
        break;
      }
      case 'telegram.data': {
        const entry = published.find((candidate) => candidate.message.id === pathValues.id);
        if (!entry) throw new Error(`telegram.data: no telegram ${pathValues.id} was published`);
        return { status: 200, contentType: 'application/json', text: entry.text };
      }
      case 'socket.close': {
        const entry = liveSockets().find((candidate) => String(candidate.id) === pathValues.id);
        if (!entry) return { status: 404, json: errorBody(operation, 404), contentType: 'application/json' };
        entry.status = 'closed';
        entry.end = now();
        if (entry.connection) closeWithError(entry.connection, 4808, 'Closed by the user.');
        return { status: 204 };
      }
    }
    if (!reply.contentType) return { status: Number(status) || 204 };
    if (reply.media?.schema && body !== undefined) {
      const validate = validatorOf(reply.media.schema as object);
      if (!validate(body))
        throw new Error(`${operation.operationId}: the reply breaks its schema: ${ajv.errorsText(validate.errors)}`);
    }
    return {
      status: Number(status) || 200,
      headers: reply.response.headers,
      contentType: reply.contentType,
      json: reply.contentType.includes('json') ? body : undefined,
      text: reply.contentType.includes('json') ? undefined : String(body ?? ''),
    };
  }

  function handle(request: IncomingMessage, response: ServerResponse, text: string) {
    // No header the reference documents answers a preflight, so the stand-in answers none: a sample that makes
    // the browser send one fails here as it may fail against the real API.
    response.setHeader('Access-Control-Allow-Origin', '*');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [, host, ...rest] = url.pathname.split('/');
    const recorded: RecordedRequest = {
      method: request.method ?? 'GET',
      host,
      path: `/${rest.join('/')}`,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: text,
    };
    requests.push(recorded);
    if (recorded.method === 'OPTIONS') {
      response.writeHead(405).end();
      return;
    }
    const matched = matchOperation(host, recorded.path, recorded.method);
    if (!matched) {
      violations.push(`${recorded.method} ${host}${recorded.path}: no such operation in the OpenAPI document`);
      response.writeHead(404).end();
      return;
    }
    recorded.operationId = matched.operation.operationId;
    const check = checkRequest(matched.operation, recorded, matched.pathValues);
    const answer = (status: number, headers: Record<string, string>, body: string) => {
      recorded.reply = { status, body };
      response.writeHead(status, headers).end(body);
    };
    const send = (status: number, json: unknown) =>
      answer(status, { 'Content-Type': 'application/json' }, JSON.stringify(json));
    if (check.status !== 200) {
      violations.push(`${recorded.method} ${recorded.path}: ${check.problems.join('; ')}`);
      send(check.status, errorBody(matched.operation, check.status));
      return;
    }
    try {
      const reply = successReply(matched.operation, recorded, matched.pathValues);
      const headers: Record<string, string> = {};
      for (const [name, header] of Object.entries(reply.headers ?? {})) {
        const example = (header as { example?: unknown }).example;
        if (example !== undefined) headers[name] = String(example);
      }
      if (reply.json !== undefined) send(reply.status, reply.json);
      else if ('text' in reply && reply.text !== undefined)
        answer(reply.status, { ...headers, 'Content-Type': reply.contentType! }, reply.text);
      else answer(reply.status, headers, '');
    } catch (error) {
      violations.push(String(error));
      response.writeHead(500).end();
    }
  }

  const http: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => handle(request, response, text));
  });
  await new Promise<void>((done) => http.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  // ---------- WebSocket ----------

  function validateOutgoing(message: Record<string, unknown>) {
    const validate = validatorOf(messageSchema('server-to-client', String(message.type)), asyncapiId);
    if (!validate(message))
      throw new Error(`stand-in ${message.type} message breaks its schema: ${ajv.errorsText(validate.errors)}`);
  }

  /** Records a telegram for Telegram List v2 the first time it is sent or published. */
  function record(message: Record<string, unknown>) {
    if (message.type !== 'data' || published.some((entry) => entry.message.id === message.id)) return;
    const body = Buffer.from(String(message.body), 'base64');
    const text = (message.compression === 'gzip' ? gunzipSync(body) : body).toString('utf8');
    published.push({ serial: published.length + 1, message, text, receivedTime: now() });
  }

  function send(connection: StandInConnection, message: Record<string, unknown>) {
    validateOutgoing(message);
    record(message);
    if (!connection.closed) connection.socket.send(JSON.stringify(message));
  }

  function closeWithError(connection: StandInConnection, code: number, error: string) {
    if (!closeCodes.has(code)) throw new Error(`close code ${code} is not documented for the WebSocket`);
    send(connection, { type: 'error', error, code, close: true });
    connection.closedWith = code;
    connection.socket.close(code, error);
  }

  const ports: number[] = [];
  const servers: WebSocketServer[] = [];
  const socketHosts: string[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function accept(index: number, socket: WebSocket, requestUrl: string) {
    const ticket = new URL(requestUrl, 'ws://stand-in').searchParams.get('ticket');
    const entry = sockets.find((candidate) => candidate.ticket === ticket && candidate.status === 'waiting');
    const connection: StandInConnection = {
      socket,
      entry: entry ?? ({} as SocketEntry),
      server: index,
      pings: [],
      pongs: [],
      silent: false,
      closed: false,
    };
    connections.push(connection);
    socket.on('close', () => {
      connection.closed = true;
      clearInterval(pinger);
      if (entry && entry.status === 'open') {
        entry.status = 'closed';
        entry.end = now();
      }
    });
    const pinger = setInterval(() => {
      if (connection.silent || connection.closed || !entry || entry.status !== 'open') return;
      const unanswered = connection.pings.length - connection.pongs.length;
      if (unanswered > 2) {
        closeWithError(connection, 4891, 'Ping timeout.');
        return;
      }
      const pingId = `p${nextPing++}`;
      connection.pings.push(pingId);
      send(connection, { type: 'ping', pingId });
    }, pingIntervalMs);
    timers.add(pinger);
    socket.on('message', (raw) => {
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(String(raw)) as Record<string, unknown>;
      } catch {
        violations.push(`client sent non-JSON: ${String(raw)}`);
        closeWithError(connection, 4641, 'Unexpected data.');
        return;
      }
      const validate = validatorOf(messageSchema('client-to-server', String(message.type)), asyncapiId);
      if (!validate(message)) violations.push(`client ${message.type}: ${ajv.errorsText(validate.errors)}`);
      if (message.type === 'pong') {
        connection.pongs.push(String(message.pingId));
        if (message.pingId !== connection.pings.at(-1)) closeWithError(connection, 4640, 'Mismatched pingId.');
      }
    });
    if (!entry) {
      closeWithError(connection, 4404, 'Ticket not found.');
      return;
    }
    entry.ticket = null; // single use
    if (refuseNext) {
      refuseNext = false;
      entry.status = 'closed';
      addStaleSocket(entry.appName ?? 'other-app');
      closeWithError(connection, 4409, 'The maximum number of simultaneous connections is full.');
      return;
    }
    entry.status = 'open';
    entry.server = `ws00${index + 1}`;
    entry.connection = connection;
    send(connection, {
      type: 'start',
      socketId: entry.id,
      classifications: entry.classifications,
      types: entry.types,
      test: entry.test,
      formats: entry.formats,
      appName: entry.appName,
      time: now(),
    });
  }

  async function listen(index: number, port: number) {
    const server = new WebSocketServer({
      host: '127.0.0.1',
      port,
      handleProtocols: (protocols) => (protocols.has('dmdata.v2') ? 'dmdata.v2' : false),
    });
    server.on('connection', (socket, request) => accept(index, socket, request.url ?? '/'));
    await new Promise<void>((done) => server.once('listening', () => done()));
    servers[index] = server;
    ports[index] = (server.address() as AddressInfo).port;
  }

  for (let index = 0; index < (options.servers ?? 2); index++) {
    await listen(index, 0);
    socketHosts.push(`127.0.0.1:${ports[index]}`);
  }

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

  function telegram(file: string): Telegram {
    const text = readFileSync(file, 'utf8');
    const document = JSON.parse(text) as Record<string, unknown>;
    const schemaName = path.basename(path.dirname(file));
    const [code, author] = path.basename(file, '.json').split('_');
    const properties = (dataSchema.properties ?? {}) as Record<string, unknown>;
    const message: Record<string, unknown> = {
      type: 'data',
      version: '2.0',
      classification: classificationOf(schemaName),
      id: Buffer.from(`${schemaName}/${path.basename(file)}`)
        .toString('hex')
        .padEnd(96, '0')
        .slice(0, 96),
      passing: [{ name: 'stand-in', time: now() }],
      head: {
        type: code.toUpperCase(),
        author: author.toUpperCase(),
        time: new Date(String(document.reportDateTime)).toISOString(),
        designation: null,
        test: false,
      },
      xmlReport: {
        control: {
          title: document.title,
          dateTime: document.pressDateTime,
          status: document.status,
          editorialOffice: document.editorialOffice,
          publishingOffice: ([] as string[]).concat(document.publishingOffice as string[]).join('・'),
        },
        head: {
          title: document.title,
          reportDateTime: document.reportDateTime,
          targetDateTime: document.targetDateTime,
          eventId: document.eventId,
          serial: document.serialNo,
          infoType: document.infoType,
          infoKind: document.infoKind,
          infoKindVersion: document.infoKindVersion,
          headline: document.headline,
        },
      },
      format: 'json',
      compression: 'gzip',
      encoding: 'base64',
      body: gzipSync(Buffer.from(text)).toString('base64'),
    };
    // Fields the contract documents for converted data ride along when the data message declares them.
    if ('schema' in properties) message.schema = document._schema;
    if ('originalId' in properties) message.originalId = message.id;
    validateOutgoing(message);
    return { file, text, message };
  }

  return {
    apiBase: `${origin}/${documentedHost(openapi.servers[0].url)}/v2`,
    origin,
    socketHosts,
    openapi,
    requests,
    violations,
    sockets,
    connections,
    openConnections: () => connections.filter((connection) => !connection.closed && connection.entry.status === 'open'),
    addStaleSocket,
    send,
    closeWithError,
    telegram,
    published,
    publish(telegram) {
      record(telegram.message);
      for (const connection of connections)
        if (!connection.closed && connection.entry.status === 'open') send(connection, telegram.message);
    },
    async restartServer(index, downMs) {
      const server = servers[index];
      for (const client of server.clients) client.terminate();
      await new Promise<void>((done) => server.close(() => done()));
      await new Promise((done) => setTimeout(done, downMs));
      await listen(index, ports[index]);
    },
    refuseNextConnection() {
      refuseNext = true;
    },
    async waitFor(label, check, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const value = check();
        if (value !== undefined && value !== false) return value as never;
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
      for (const timer of timers) clearInterval(timer);
      for (const server of servers) {
        for (const client of server.clients) client.terminate();
        await new Promise<void>((done) => server.close(() => done()));
      }
      http.closeAllConnections();
      await new Promise<void>((done) => http.close(() => done()));
    },
  };
}
