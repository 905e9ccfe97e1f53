import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpMethodKey, OpenApiOperation, OpenApiResponse } from '../api/openapi';
import type { ContractChecks } from './contract';
import { readToken, token } from './cursors';
import { earthquakeEvent, earthquakeList, eewEvent, eewList, type GdAnswer } from './gd';
import { liveSockets, now, type SocketEntry, type StandInConnection } from './sockets';
import type { TelegramStore } from './telegrams';

/** A non-JSON reply body as text: a string as it is, nothing as empty, any other value as JSON. */
const textOf = (body: unknown): string =>
  body === undefined || body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);

/**
 * The REST side: every request is matched to an operation of the OpenAPI document, its credentials, parameters
 * and body are checked against that operation, and the reply is the operation's documented example with the live
 * values put in (ticket, socket list, the telegrams delivered so far), validated against the documented response
 * schema before it is sent. Anything undocumented is a violation (recorded, answered 400 or 404).
 *
 * The URL of a REST host is `<origin>/<host>` (for example `/api.dmdata.jp/v2/socket`), so a documented URL
 * runs against the stand-in by swapping `https://` for its origin.
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

export interface RestContext {
  checks: ContractChecks;
  /** The key requests must carry; any non-empty key when undefined. */
  apiKey?: string;
  maxConnections: number;
  requests: RecordedRequest[];
  violations: string[];
  /** What the stand-in tells its user about a request it answers but cannot serve as the service would. */
  notes: string[];
  sockets: SocketEntry[];
  store: TelegramStore;
  origin(): string;
  /** The WebSocket URL a ticket is used at. */
  socketUrl(ticket: string): string;
  newSocketId(): number;
  /** Ends a socket's connection with `error` 4808 (Socket Close). */
  closeConnection(connection: StandInConnection): void;
}

/** The request headers a preflight allows: the ones the reference documents (ApiKeyBasic, a JSON body). */
export const preflightHeaders = ['Authorization', 'Content-Type'];

export const responseId = () => Math.random().toString(16).slice(2, 18).padEnd(16, '0');

const documentedHost = (url: string) => new URL(url).host;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A query or path value as its schema's type (query strings are text on the wire). */
function coerce(value: string, schema: { type?: unknown }): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') && /^-?[0-9]+$/.test(value)) return Number(value);
  if (types.includes('number') && value !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/**
 * The header of a reply the stand-in cannot serve as the service would (it sends converted JSON only: a request for
 * raw XML telegrams gets none). English, as header values are Latin-1; browsers may read it (exposed by CORS).
 */
export const noteHeader = 'X-Stand-In-Note';

/** The note for a request that asks for raw (XML) telegrams. */
const rawNote =
  'The stand-in sends converted JSON telegrams only (no real XML telegram is available to it): ask with formatMode json.';

interface Reply {
  status: number;
  headers?: Record<string, unknown>;
  /** Sent as the `X-Stand-In-Note` header. */
  note?: string;
  contentType?: string;
  json?: unknown;
  text?: string;
}

export function restHandler(context: RestContext) {
  const { checks, requests, violations, sockets, store } = context;
  const { openapi } = checks;
  /** When the stand-in started: the `start` of the contracts its account holds. */
  const started = now();
  const errorSchema = { $ref: '#/components/schemas/ErrorResponse' };

  /** The URL of Telegram Data for an id, on this stand-in. */
  function telegramUrl(id: string): string {
    for (const [template, item] of Object.entries(openapi.paths)) {
      if (item.get?.operationId !== 'telegram.data') continue;
      const base = new URL(item.servers?.[0]?.url ?? openapi.servers[0].url);
      const pathname = template.replace(/\{\w+\}/, encodeURIComponent(id));
      return `${context.origin()}/${base.host}${base.pathname.replace(/\/$/, '')}${pathname}`;
    }
    throw new Error('the OpenAPI document has no telegram.data operation');
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

  /** The methods the reference documents for the path a request goes to (any method), or undefined when none. */
  function documentedMethods(host: string, pathname: string): string[] | undefined {
    const methods = new Set<string>();
    for (const method of ['get', 'post', 'delete'] satisfies HttpMethodKey[]) {
      if (matchOperation(host, pathname, method)) methods.add(method.toUpperCase());
    }
    return methods.size > 0 ? [...methods] : undefined;
  }

  function authorized(operation: OpenApiOperation, request: RecordedRequest): boolean {
    const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
    if (schemes.length === 0) return true;
    const header = request.headers.authorization ?? '';
    const basicUser = header.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString().replace(/:$/, '')
      : undefined;
    const accepts = (key: string | undefined) =>
      key !== undefined && key !== '' && (context.apiKey === undefined || key === context.apiKey);
    return (
      (schemes.includes('ApiKeyBasic') && accepts(basicUser)) ||
      (schemes.includes('ApiKeyQuery') && accepts(request.query.key))
    );
  }

  function checkRequest(operation: OpenApiOperation, request: RecordedRequest, pathValues: Record<string, string>) {
    if (!authorized(operation, request)) return { status: 401, problems: ['no valid credentials'] };
    const problems: string[] = [];
    const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
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
      const validate = checks.validatorOf(parameter.schema);
      if (!validate(coerce(raw, parameter.schema)))
        problems.push(`${parameter.in} parameter "${parameter.name}"=${raw}: ${checks.errorsText(validate)}`);
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
        const validate = checks.validatorOf(media.schema);
        if (!validate(body)) problems.push(`body: ${checks.errorsText(validate)}`);
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

  const errorReply = (operation: OpenApiOperation, status: number): Reply => ({
    status,
    json: errorBody(operation, status),
    contentType: 'application/json',
  });

  /** An error in the documented error shape with the stand-in's own message (checked against that shape). */
  function refusal(status: number, message: string): Reply {
    const json = { responseId: responseId(), responseTime: now(), status: 'error', error: { message, code: status } };
    const validate = checks.validatorOf(errorSchema);
    if (!validate(json)) throw new Error(`the stand-in's error breaks ErrorResponse: ${checks.errorsText(validate)}`);
    return { status, json, contentType: 'application/json' };
  }

  /** Puts a GD answer's fields in the body, or answers its refusal. */
  const gdReply = (answer: GdAnswer, body: Record<string, unknown>): Reply | undefined => {
    if (!answer.ok) return refusal(answer.status, answer.message);
    Object.assign(body, answer.fields);
    if (!('nextToken' in answer.fields)) delete body.nextToken;
    return undefined;
  };

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

  /**
   * Telegram List: the telegrams delivered so far (EEW left out, as the reference says), newest first, with
   * `nextToken` and `nextPooling` cursors.
   */
  function telegramList(operation: OpenApiOperation, request: RecordedRequest, body: Record<string, unknown>) {
    const query = request.query;
    const list = (name: string) => query[name]?.split(',').filter(Boolean);
    const types = list('type');
    const classifications = list('classification');
    const test = query.test ?? 'no';
    const limit = Number(query.limit ?? 20);
    // The stand-in delivers converted JSON only: a list of raw (XML) telegrams, the default, is empty. EEW telegrams
    // are not listed (the reference says so; GD EEW lists them).
    const raw = (query.formatMode ?? 'raw') !== 'json';
    let entries = store.entries.filter(
      (entry) =>
        !raw &&
        !String(entry.telegram.message.classification).startsWith('eew.') &&
        (!types || types.includes(String((entry.telegram.message.head as { type: string }).type))) &&
        (!classifications || classifications.includes(String(entry.telegram.message.classification))) &&
        (test === 'including' || (test === 'only') === (entry.telegram.message.head as { test: boolean }).test),
    );
    let pooling = false;
    if (query.cursorToken !== undefined) {
      const cursor = readToken(query.cursorToken);
      if (!cursor) return errorReply(operation, 400);
      pooling = cursor.kind === 'pooling';
      entries = entries.filter((entry) => (pooling ? entry.serial > cursor.serial : entry.serial < cursor.serial));
    }
    const newestFirst = [...entries].reverse();
    const page = newestFirst.slice(0, limit);
    const template = (body.items as Array<Record<string, unknown>>)[0];
    body.items = page.map(({ serial, telegram, receivedTime }) => {
      const message = telegram.message;
      const item: Record<string, unknown> = {
        serial,
        id: message.id,
        classification: message.classification,
        head: message.head,
        receivedTime,
        format: message.format,
        url: `${context.origin()}/${documentedHost(String(template.url))}/v1/${String(message.id)}`,
      };
      if ('originalId' in message) item.originalId = message.originalId;
      if ('schema' in message) item.schema = message.schema;
      if (query.xmlReport === 'true' && message.format === 'xml') item.xmlReport = message.xmlReport;
      return item;
    });
    if (newestFirst.length > page.length && !pooling) body.nextToken = token('serial', page.at(-1)!.serial);
    else delete body.nextToken;
    body.nextPooling = token('pooling', store.entries.at(-1)?.serial ?? 0);
    return undefined;
  }

  /** Builds the success reply of an operation from its documented example; live operations get live values. */
  function successReply(operation: OpenApiOperation, request: RecordedRequest, pathValues: Record<string, string>) {
    let noted: string | undefined;
    const note = (text: string) => {
      context.notes.push(text);
      noted = rawNote;
    };
    const status = Object.keys(operation.responses).find((code) => /^2/.test(code))!;
    const reply = documentedReply(operation, status);
    const body = reply.example as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && 'responseTime' in body) {
      body.responseId = responseId();
      body.responseTime = now();
    }
    switch (operation.operationId) {
      case 'socket.start': {
        if (liveSockets(sockets).filter((entry) => entry.status === 'open').length >= context.maxConnections)
          return errorReply(operation, 409);
        const sent = JSON.parse(request.body) as Record<string, unknown>;
        const ticket = `T${responseId()}${responseId()}`;
        const entry: SocketEntry = {
          id: context.newSocketId(),
          ticket,
          classifications: sent.classifications as string[],
          test: (sent.test as SocketEntry['test']) ?? 'no',
          types: (sent.types as string[] | undefined) ?? null,
          formats: Array.isArray(sent.formats)
            ? (sent.formats as string[])
            : sent.formatMode === 'json'
              ? ['json', 'a/n', 'binary']
              : ['xml', 'a/n', 'binary'],
          appName: (sent.appName as string | undefined) ?? null,
          start: now(),
          end: null,
          status: 'waiting',
          server: null,
        };
        sockets.push(entry);
        if (!entry.formats.includes('json'))
          note(`socket ${entry.id} asked for ${entry.formats.join(', ')}: ${rawNote}`);
        Object.assign(body!, {
          ticket,
          websocket: { ...(body!.websocket as object), id: entry.id, url: context.socketUrl(ticket) },
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
        liveSockets(sockets);
        const wanted = request.query.status;
        body!.items = sockets
          .filter((entry) => !wanted || entry.status === wanted)
          .map((entry) => socketItem(template, entry));
        delete body!.nextToken;
        break;
      }
      case 'socket.close': {
        const entry = liveSockets(sockets).find((candidate) => String(candidate.id) === pathValues.id);
        if (!entry) return errorReply(operation, 404);
        entry.status = 'closed';
        entry.end = now();
        if (entry.connection) context.closeConnection(entry.connection);
        return { status: 204 };
      }
      case 'telegram.list': {
        const refused = telegramList(operation, request, body!);
        if (refused) return refused;
        if ((request.query.formatMode ?? 'raw') !== 'json') note(`Telegram List asked for formatMode raw: ${rawNote}`);
        break;
      }
      case 'gd.earthquake.list': {
        const refused = gdReply(earthquakeList(store, request.query), body!);
        if (refused) return refused;
        break;
      }
      case 'gd.earthquake.event': {
        const refused = gdReply(earthquakeEvent(store, pathValues.eventId, telegramUrl), body!);
        if (refused) return refused;
        break;
      }
      case 'gd.eew.list': {
        const refused = gdReply(eewList(store, request.query), body!);
        if (refused) return refused;
        break;
      }
      case 'gd.eew.event': {
        const refused = gdReply(eewEvent(store, pathValues.eventId, telegramUrl), body!);
        if (refused) return refused;
        break;
      }
      case 'contract.list': {
        // The plans of data/stand-in.yaml, each held since the stand-in started; the contract ids are its own.
        body!.items = checks.plans.map((plan, index) => ({
          id: index + 1,
          ...plan,
          start: started,
          isValid: true,
        }));
        break;
      }
      case 'telegram.data': {
        // A telegram it delivered comes back as its document; any other id gets the documented example.
        const stored = store.byId(pathValues.id);
        if (stored) return { status: 200, contentType: 'application/json', text: stored.telegram.text };
        break;
      }
    }
    if (!reply.contentType) return { status: Number(status) || 204 };
    if (reply.media?.schema && body !== undefined) {
      const validate = checks.validatorOf(reply.media.schema);
      if (!validate(body))
        throw new Error(`${operation.operationId}: the reply breaks its schema: ${checks.errorsText(validate)}`);
    }
    return {
      status: Number(status) || 200,
      headers: reply.response.headers,
      note: noted,
      contentType: reply.contentType,
      json: reply.contentType.includes('json') ? body : undefined,
      text: reply.contentType.includes('json') ? undefined : textOf(body),
    } satisfies Reply;
  }

  return function handle(request: IncomingMessage, response: ServerResponse, text: string) {
    // CORS: a page on another origin (a developer's localhost, the "try it" panel) may read the answers. Whether
    // the real API answers a preflight is not published; the stand-in answers one for every documented path, so
    // a request that needs one (Socket Close is a DELETE) can be tried from a browser.
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
      // A preflight: the path's documented methods, and the request headers the reference documents (the
      // Authorization of ApiKeyBasic, the Content-Type of a JSON body). Not an operation, so never a violation.
      const methods = documentedMethods(host, recorded.path);
      if (!methods) {
        violations.push(`OPTIONS ${host}${recorded.path}: no such path in the OpenAPI document`);
        recorded.reply = { status: 404, body: '' };
        response.writeHead(404).end();
        return;
      }
      recorded.reply = { status: 204, body: '' };
      response
        .writeHead(204, {
          'Access-Control-Allow-Methods': methods.join(', '),
          'Access-Control-Allow-Headers': preflightHeaders.join(', '),
          'Access-Control-Max-Age': '600',
        })
        .end();
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
    const sendJson = (status: number, json: unknown, headers: Record<string, string> = {}) =>
      answer(status, { ...headers, 'Content-Type': 'application/json' }, JSON.stringify(json));
    if (check.status !== 200) {
      violations.push(`${recorded.method} ${recorded.path}: ${check.problems.join('; ')}`);
      sendJson(check.status, errorBody(matched.operation, check.status));
      return;
    }
    try {
      const reply: Reply = successReply(matched.operation, recorded, matched.pathValues);
      const headers: Record<string, string> = {};
      for (const [name, header] of Object.entries(reply.headers ?? {})) {
        const example = (header as { example?: unknown }).example;
        if (example !== undefined) headers[name] = typeof example === 'string' ? example : JSON.stringify(example);
      }
      if (reply.note) {
        headers[noteHeader] = reply.note;
        response.setHeader('Access-Control-Expose-Headers', noteHeader);
      }
      if (reply.json !== undefined) sendJson(reply.status, reply.json, headers);
      else if (reply.text !== undefined)
        answer(reply.status, { ...headers, 'Content-Type': reply.contentType! }, reply.text);
      else answer(reply.status, headers, '');
    } catch (error) {
      violations.push(String(error));
      response.writeHead(500).end();
    }
  };
}
