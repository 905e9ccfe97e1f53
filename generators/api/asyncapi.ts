import { ComponentSchemas, type LinkedSchema } from './components';
import {
  loadApiCatalog,
  type ApiCatalog,
  type JsonValue,
  type WebSocketEndpoint,
  type WebSocketHost,
  type WebSocketMessage,
} from './load';

/**
 * The AsyncAPI 3.0 description of WebSocket v2, built from the same loaded data as its page
 * (data/api/v2/websocket.yaml): one message per entry of `messages` with its schema as payload and its examples,
 * the hosts of `connection.hosts` as servers, the ticket as the channel's query binding and the close codes of
 * `errorCodes`. The document describes the DMDATA.JP server: what it sends to a client is `send`, what a client
 * sends is `receive`; a `ping` and its `pong` are an operation with a reply. Shared parts (`xmlReport`,
 * `designation` …) are the same component schemas as in the OpenAPI document (generators/api/components.ts).
 */

export interface AsyncApiDocument {
  asyncapi: '3.0.0';
  info: {
    title: string;
    version: string;
    description: string;
    license: { name: string; url: string };
  };
  defaultContentType: 'application/json';
  servers: Record<string, AsyncApiServer>;
  channels: Record<string, AsyncApiChannel>;
  operations: Record<string, AsyncApiOperation>;
  components: {
    messages: Record<string, AsyncApiMessage>;
    schemas: Record<string, LinkedSchema>;
  };
}

export interface AsyncApiServer {
  host: string;
  protocol: 'wss';
  title: string;
  description?: string;
}

interface Ref {
  $ref: string;
}

export interface AsyncApiChannel {
  address: string;
  title: string;
  description: string;
  servers: Ref[];
  messages: Record<string, Ref>;
  bindings: {
    ws: { query: LinkedSchema; bindingVersion: '0.1.0' };
  };
}

export interface AsyncApiOperation {
  action: 'send' | 'receive';
  channel: Ref;
  title: string;
  summary: string;
  messages: Ref[];
  reply?: { channel: Ref; messages: Ref[] };
}

export interface AsyncApiMessage {
  name: string;
  title: string;
  summary: string;
  contentType: 'application/json';
  payload: Ref;
  examples: Array<{ name: string; summary: string; payload: JsonValue }>;
}

/** The channel key of the WebSocket. */
export const asyncApiChannel = 'websocket';

/** `ping-from-server` → `PingFromServer`: the name of a message's payload schema (suffixed `Message`). */
export function messageSchemaName(message: WebSocketMessage): string {
  return `${message.id
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}Message`;
}

function hostsOf(hosts: WebSocketHost[]): WebSocketHost[] {
  return hosts.flatMap((host) => [host, ...hostsOf(host.children ?? [])]);
}

/** `ws001.api.dmdata.jp` → `ws001`. */
function serverKey(host: string): string {
  return host.split('.')[0];
}

/** The path of the WebSocket URL (`wss://{可変}.api.dmdata.jp/v2/websocket` → `/v2/websocket`). */
function channelAddress(url: string): string {
  const path = url.replace(/^wss:\/\/[^/]+/, '');
  if (!path.startsWith('/')) throw new Error(`the WebSocket URL ${url} has no path`);
  return path;
}

function description(endpoint: WebSocketEndpoint): string {
  const { connection } = endpoint;
  return [
    endpoint.summary,
    '',
    endpoint.description,
    '',
    `- サブプロトコル: \`${connection.subprotocol}\``,
    `- チケット: Socket Start v2 で発行し、発行から ${connection.ticketLifetimeSeconds} 秒間有効です${connection.ticketSingleUse ? '（1 回だけ使えます）' : ''}。`,
    `- ping: ${connection.pingReplyTimeoutSeconds} 秒以内に pong を返さないと切断されます。`,
    '',
    connection.maintenance,
    '',
    '## エラーコード（error メッセージの code）',
    '',
    ...endpoint.errorCodes.map((entry) => `- \`${entry.code}\`: ${entry.meaning}`),
    '',
    ...endpoint.notes.map((note) => `- ${note.text}`),
  ].join('\n');
}

function ticketQuery(endpoint: WebSocketEndpoint): LinkedSchema {
  const query = endpoint.parameters.filter((parameter) => parameter.in === 'query');
  return {
    type: 'object',
    description: '接続 URL のクエリパラメータです。',
    additionalProperties: false,
    required: query.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    properties: Object.fromEntries(
      query.map((parameter) => [parameter.name, { type: 'string', description: parameter.description }]),
    ),
  };
}

function messageOf(message: WebSocketMessage): AsyncApiMessage {
  return {
    name: message.type,
    title: message.title,
    summary: message.description,
    contentType: 'application/json',
    payload: { $ref: `#/components/schemas/${messageSchemaName(message)}` },
    examples: message.examples.map((example) => ({
      name: example.name,
      summary: example.summary,
      payload: example.body,
    })),
  };
}

const channelRef: Ref = { $ref: `#/channels/${asyncApiChannel}` };

function messageRef(message: WebSocketMessage): Ref {
  return { $ref: `#/channels/${asyncApiChannel}/messages/${message.id}` };
}

/** `ping-from-server` → `sendPingFromServer` (server → client) or `receive…` (client → server). */
function operationKey(message: WebSocketMessage): string {
  const action = message.direction === 'server-to-client' ? 'send' : 'receive';
  return `${action}${messageSchemaName(message).replace(/Message$/, '')}`;
}

/**
 * One operation per message, except a message that only answers another (`replyWith`): it is that operation's
 * reply, so that a code generator sees the request and its answer together.
 */
function operationsOf(endpoint: WebSocketEndpoint): Record<string, AsyncApiOperation> {
  const replies = new Set(endpoint.messages.flatMap((message) => (message.replyWith ? [message.replyWith] : [])));
  const operations: Record<string, AsyncApiOperation> = {};
  for (const message of endpoint.messages) {
    if (replies.has(message.id)) continue;
    const reply = message.replyWith
      ? endpoint.messages.find((candidate) => candidate.id === message.replyWith)
      : undefined;
    if (message.replyWith && !reply) throw new Error(`message ${message.id}: no message "${message.replyWith}"`);
    operations[operationKey(message)] = {
      action: message.direction === 'server-to-client' ? 'send' : 'receive',
      channel: channelRef,
      title: message.title,
      summary: message.description,
      messages: [messageRef(message)],
      ...(reply ? { reply: { channel: channelRef, messages: [messageRef(reply)] } } : {}),
    };
  }
  return operations;
}

/** The WebSocket endpoint of the catalog (there is one). */
export function websocketEndpoint(catalog: ApiCatalog): WebSocketEndpoint {
  const endpoint = catalog.endpoints.find(
    (candidate): candidate is WebSocketEndpoint => candidate.kind === 'websocket',
  );
  if (!endpoint) throw new Error('data/api has no WebSocket endpoint (kind: websocket)');
  return endpoint;
}

/** Builds the AsyncAPI 3.0 document of the catalog's WebSocket endpoint. */
export function buildAsyncApiDocument(catalog: ApiCatalog): AsyncApiDocument {
  const endpoint = websocketEndpoint(catalog);
  const components = new ComponentSchemas(catalog.shared.schemas);
  const payloads = Object.fromEntries(
    endpoint.messages.map((message) => [messageSchemaName(message), components.link(message.schema)]),
  );
  const hosts = hostsOf(endpoint.connection.hosts);
  return {
    asyncapi: '3.0.0',
    info: {
      title: `DMDATA.JP ${endpoint.title}`,
      version: endpoint.version,
      description: description(endpoint),
      license: { ...catalog.shared.license },
    },
    defaultContentType: 'application/json',
    servers: Object.fromEntries(
      hosts.map((host) => [
        serverKey(host.host),
        {
          host: host.host,
          protocol: 'wss',
          title: host.label,
          ...(host.description ? { description: host.description } : {}),
        },
      ]),
    ),
    channels: {
      [asyncApiChannel]: {
        address: channelAddress(endpoint.url),
        title: endpoint.title,
        description: `${endpoint.description}${endpoint.connection.hostsNote ? `\n\n${endpoint.connection.hostsNote}` : ''}`,
        servers: hosts.map((host) => ({ $ref: `#/servers/${serverKey(host.host)}` })),
        messages: Object.fromEntries(
          endpoint.messages.map((message) => [message.id, { $ref: `#/components/messages/${message.id}` }]),
        ),
        bindings: { ws: { query: ticketQuery(endpoint), bindingVersion: '0.1.0' } },
      },
    },
    operations: operationsOf(endpoint),
    components: {
      messages: Object.fromEntries(endpoint.messages.map((message) => [message.id, messageOf(message)])),
      schemas: { ...payloads, ...components.components() },
    },
  };
}

/**
 * The AsyncAPI document of data/api (or of a copy in `dir`): the function other code and tests call. The build
 * writes its result to /docs/reference/api/v2/asyncapi.json beside openapi.json (pages/kinds/api/build/source.ts).
 */
export function asyncApiDocument(catalog: ApiCatalog = loadApiCatalog()): AsyncApiDocument {
  return buildAsyncApiDocument(catalog);
}
