import { ComponentSchemas, type LinkedSchema } from './components';
import { parameterSchema } from './field-schema';
import { parameterTimeZoneTexts } from '../../isomorphic/content-format';
import {
  endpointErrorRows,
  endpointScopes,
  isRestEndpoint,
  isSuccessStatus,
  type ApiCatalog,
  type ApiParameter,
  type FieldSchema,
  type JsonValue,
  type ResponseExample,
  type RestEndpoint,
  type WebSocketEndpoint,
} from './load';

/** The parts of an OpenAPI 3.1 document this generator writes. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: {
    title: string;
    version: string;
    summary: string;
    description: string;
    license: { name: string; url: string };
  };
  servers: OpenApiServer[];
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, OpenApiPathItem>;
  components: {
    schemas: Record<string, LinkedSchema>;
    securitySchemes: Record<string, OpenApiSecurityScheme>;
  };
}

export interface OpenApiServer {
  url: string;
  description?: string;
}

export type HttpMethodKey = 'get' | 'post' | 'delete';

export type OpenApiPathItem = { servers?: OpenApiServer[] } & Partial<Record<HttpMethodKey, OpenApiOperation>>;

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  security: Array<Record<string, string[]>>;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: OpenApiSchema;
  example?: JsonValue;
}

/** A JSON Schema as OpenAPI 3.1 embeds it: a catalog field, a `$ref`, or a small inline schema. */
type OpenApiSchema = LinkedSchema & { default?: JsonValue };

interface OpenApiExample {
  summary: string;
  value: JsonValue;
}

export interface OpenApiMediaType {
  schema?: OpenApiSchema;
  example?: JsonValue;
  examples?: Record<string, OpenApiExample>;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<
    string,
    { description: string; required: boolean; schema: OpenApiSchema; example?: string | number }
  >;
  content?: Record<string, OpenApiMediaType>;
}

export type OpenApiSecurityScheme =
  | { type: 'http'; scheme: 'basic' | 'bearer'; description: string }
  | { type: 'apiKey'; in: 'query' | 'header'; name: string; description: string }
  | { type: 'oauth2'; description: string; flows: Record<string, OpenApiOAuthFlow> };

interface OpenApiOAuthFlow {
  authorizationUrl?: string;
  tokenUrl: string;
  refreshUrl?: string;
  scopes: Record<string, string>;
}

/** Security scheme name of a shared.yaml authentication method: `api-key-basic` → `ApiKeyBasic`. */
function schemeName(methodId: string): string {
  return methodId
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/**
 * Builds the OpenAPI 3.1 description of every REST endpoint in the catalog (v2 and the v1 data
 * endpoints). The WebSocket cannot be expressed in OpenAPI and is described in text only
 * (document description and its tag).
 */
export function buildOpenApiDocument(catalog: ApiCatalog): OpenApiDocument {
  const defaultServer = catalog.shared.servers[0];
  const components = new ComponentSchemas(catalog.shared.schemas);
  const paths = pathsOf(catalog, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'DMDATA.JP API',
      version: 'v2',
      summary: '気象庁の防災情報（電文・ファイル形式データ）を取得する REST API です。',
      description: documentDescription(catalog),
      license: { ...catalog.shared.license },
    },
    servers: [{ url: defaultServer.url, description: defaultServer.description }],
    tags: tagsOf(catalog),
    paths,
    components: {
      schemas: components.components(),
      securitySchemes: securitySchemesOf(catalog),
    },
  };
}

// ---------- text ----------

function documentDescription(catalog: ApiCatalog): string {
  const { shared } = catalog;
  const limits = shared.rateLimits;
  const lines = [
    shared.authentication.summary,
    '',
    `通信は ${shared.transport.tls.join('・')}、${shared.transport.http.join('・')} に対応しています。`,
    '',
    `## レートリミット`,
    '',
    limits.general.description,
    ...limits.rules.map((rule) => `- ${rule.label}: ${rule.urls.map((url) => `\`${url}\``).join('、')}`),
    ...limits.guidance.map((text) => `- ${text}`),
    '',
    '## カーソルトークン',
    '',
    ...shared.cursorToken.tokens.map((token) => `- \`${token.field}\`: ${token.description}`),
    ...shared.cursorToken.rules.map((rule) => `- ${rule}`),
  ];
  const websocket = catalog.endpoints.find((endpoint): endpoint is WebSocketEndpoint => endpoint.kind === 'websocket');
  if (websocket) lines.push('', '## WebSocket', '', websocketText(websocket));
  return lines.join('\n');
}

function websocketText(endpoint: WebSocketEndpoint): string {
  const direction = {
    'server-to-client': 'サーバー → クライアント',
    'client-to-server': 'クライアント → サーバー',
  } as const;
  return [
    `${endpoint.title}（\`${endpoint.url}\`、サブプロトコル \`${endpoint.connection.subprotocol}\`）は OpenAPI では表せないため、文章で説明します。`,
    endpoint.description,
    '',
    ...endpoint.messages.map(
      (message) => `- \`${message.type}\`（${direction[message.direction]}）: ${message.description}`,
    ),
    '',
    ...endpoint.errorCodes.map((entry) => `- \`${entry.code}\`: ${entry.meaning}`),
  ].join('\n');
}

function tagsOf(catalog: ApiCatalog): Array<{ name: string; description: string }> {
  return catalog.shared.groups
    .filter((group) => catalog.endpoints.some((endpoint) => endpoint.group === group.id))
    .map((group) => {
      const websocket = catalog.endpoints.find(
        (endpoint): endpoint is WebSocketEndpoint => endpoint.kind === 'websocket' && endpoint.group === group.id,
      );
      return {
        name: group.label,
        description: websocket ? `${group.description}\n\n${websocketText(websocket)}` : group.description,
      };
    });
}

// ---------- paths ----------

interface Location {
  serverUrl: string;
  path: string;
}

/** `/v2/socket/:id` → `/v2/socket/{id}`. */
function toTemplate(pathname: string): string {
  return pathname.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, '{$1}');
}

/** Paths that differ only in parameter names are the same path for OpenAPI. */
function pathShape(template: string): string {
  return template.replace(/\{[^}]+\}/g, '{}');
}

/**
 * Chooses the server URL and path key of an endpoint. Two hosts serve `/v1/:id`, and OpenAPI
 * path keys must be unique, so when a path is already taken by another host, leading path
 * segments move into that endpoint's server URL until the key is free.
 */
function locate(url: string, taken: Map<string, string>): Location {
  const parsed = new URL(url.replace(/:([A-Za-z])/g, '__$1'));
  const origin = parsed.origin;
  const segments = toTemplate(url.slice(origin.length)).split('/').filter(Boolean);
  for (let cut = 0; cut < segments.length; cut++) {
    const serverUrl = [origin, ...segments.slice(0, cut)].join('/');
    const path = `/${segments.slice(cut).join('/')}`;
    const owner = taken.get(pathShape(path));
    if (owner === undefined || owner === serverUrl) {
      taken.set(pathShape(path), serverUrl);
      return { serverUrl, path };
    }
  }
  throw new Error(`no unique OpenAPI path for ${url}`);
}

function pathsOf(catalog: ApiCatalog, components: ComponentSchemas): Record<string, OpenApiPathItem> {
  const defaultUrl = catalog.shared.servers[0].url;
  const rest = catalog.endpoints.filter(isRestEndpoint);
  const ordered = [
    ...rest.filter((endpoint) => endpoint.url.startsWith(`${defaultUrl}/`)),
    ...rest.filter((endpoint) => !endpoint.url.startsWith(`${defaultUrl}/`)),
  ];
  const taken = new Map<string, string>();
  const paths: Record<string, OpenApiPathItem> = {};
  for (const endpoint of ordered) {
    const { serverUrl, path } = locate(endpoint.url, taken);
    const item: OpenApiPathItem = paths[path] ?? {};
    if (serverUrl !== defaultUrl) {
      const server = catalog.shared.servers.find((candidate) => serverUrl.startsWith(candidate.url));
      item.servers = [{ url: serverUrl, ...(server ? { description: server.description } : {}) }];
    }
    item[endpoint.method.toLowerCase() as HttpMethodKey] = operationOf(catalog, endpoint, components);
    paths[path] = item;
  }
  return paths;
}

function groupLabel(catalog: ApiCatalog, groupId: string): string {
  return catalog.shared.groups.find((group) => group.id === groupId)?.label ?? groupId;
}

function operationOf(catalog: ApiCatalog, endpoint: RestEndpoint, components: ComponentSchemas): OpenApiOperation {
  const parameters = endpoint.parameters.filter((parameter) => parameter.in !== 'body').map(parameterOf);
  const operation: OpenApiOperation = {
    operationId: endpoint.id,
    summary: endpoint.title,
    description: operationDescription(endpoint),
    tags: [groupLabel(catalog, endpoint.group)],
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: responsesOf(catalog, endpoint, components),
    security: securityOf(catalog, endpoint),
  };
  if (endpoint.requestSchema && endpoint.request) {
    operation.requestBody = {
      required: true,
      content: {
        [endpoint.request.contentType]: { schema: endpoint.requestSchema, example: endpoint.request.example },
      },
    };
  }
  return operation;
}

function operationDescription(endpoint: RestEndpoint): string {
  const { perClassification } = endpointScopes(endpoint);
  const lines = [endpoint.summary, '', endpoint.description];
  if (perClassification.length > 0) {
    lines.push(
      '',
      endpoint.permissionsNote ?? '',
      ...perClassification.map((entry) => `- \`${entry.classification}\`: \`${entry.scope}\``),
    );
  }
  if (endpoint.notes.length > 0) lines.push('', ...endpoint.notes.map((note) => `- ${note.text}`));
  return lines.join('\n').trim();
}

function parameterOf(parameter: ApiParameter): OpenApiParameter {
  const { description: _description, ...schema } = parameterSchema(parameter);
  const withDefault = parameter.default !== undefined ? { ...schema, default: parameter.default } : schema;
  const experimental = parameter.experimental ? '（実験的な機能です）' : '';
  const timeZone = parameter.timeZone ? `タイムゾーン: ${parameterTimeZoneTexts[parameter.timeZone]}` : '';
  return {
    name: parameter.name,
    in: parameter.in === 'path' ? 'path' : 'query',
    required: parameter.required,
    description: `${parameter.description}${experimental}${timeZone}`,
    schema: withDefault,
    ...(parameter.example !== undefined ? { example: parameter.example } : {}),
  };
}

/** Any one authentication method is enough; OAuth2 tokens must carry the scopes the endpoint always needs. */
function securityOf(catalog: ApiCatalog, endpoint: RestEndpoint): Array<Record<string, string[]>> {
  const { always } = endpointScopes(endpoint);
  return catalog.shared.authentication.methods.map((method) => ({
    [schemeName(method.id)]: method.credential === 'oauth2' ? always : [],
  }));
}

// ---------- responses ----------

function examplesOf(examples: ResponseExample[]): Record<string, OpenApiExample> | undefined {
  const entries = examples.flatMap((example) => {
    const value = example.body ?? example.bodyText;
    return value === undefined ? [] : [[example.name, { summary: example.summary, value }] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function successContent(
  endpoint: RestEndpoint,
  components: ComponentSchemas,
): Record<string, OpenApiMediaType> | undefined {
  const { response } = endpoint;
  if (response.contentTypes.length === 0) return undefined;
  const successes = endpoint.examples.filter((example) => isSuccessStatus(example.status));
  const content: Record<string, OpenApiMediaType> = {};
  for (const contentType of response.contentTypes) {
    const matching = successes.filter((example) => (example.contentType ?? 'application/json') === contentType);
    const examples = examplesOf(matching);
    const schema = mediaSchema(contentType, response.schema, components);
    content[contentType] = { ...(schema ? { schema } : {}), ...(examples ? { examples } : {}) };
  }
  return content;
}

/** JSON bodies use the response schema; textual bodies are strings; binary bodies get no schema. */
function mediaSchema(
  contentType: string,
  schema: FieldSchema | undefined,
  components: ComponentSchemas,
): OpenApiSchema | undefined {
  if (contentType === 'application/json') return schema && components.link(schema);
  if (contentType.startsWith('text/') || contentType.endsWith('/xml')) return { type: 'string' };
  return undefined;
}

function successHeaders(endpoint: RestEndpoint): OpenApiResponse['headers'] {
  const declared = endpoint.response.headers;
  if (!declared) return undefined;
  const sample = endpoint.examples.find((example) => isSuccessStatus(example.status) && example.headers)?.headers ?? {};
  return Object.fromEntries(
    declared.map((header) => {
      const schema: OpenApiSchema = { type: header.type === 'Integer' ? 'integer' : 'string' };
      if (header.allowedValues) schema.enum = header.allowedValues;
      const description = header.condition ? `${header.description}${header.condition}` : header.description;
      const raw = sample[header.name];
      const example = raw !== undefined && header.type === 'Integer' ? Number(raw) : raw;
      return [
        header.name,
        { description, required: header.required, schema, ...(example !== undefined ? { example } : {}) },
      ];
    }),
  );
}

function errorResponses(
  catalog: ApiCatalog,
  endpoint: RestEndpoint,
  components: ComponentSchemas,
): Record<string, OpenApiResponse> {
  const rows = endpointErrorRows(catalog, endpoint);
  const statuses = [...new Set(rows.map((row) => row.status))].sort((a, b) => a - b);
  const responses: Record<string, OpenApiResponse> = {};
  for (const status of statuses) {
    const description = rows
      .filter((row) => row.status === status)
      .map((row) => (row.message ? `\`${row.message}\`: ${row.meaning}` : row.meaning))
      .join('\n');
    const examples = examplesOf(endpoint.examples.filter((example) => example.status === status));
    const media: OpenApiMediaType =
      endpoint.errors.contentType === 'application/json'
        ? { schema: components.ref('errorResponse'), ...(examples ? { examples } : {}) }
        : { schema: { type: 'string', description: 'エラーの内容を表すプレーンテキストです。' } };
    responses[String(status)] = { description, content: { [endpoint.errors.contentType]: media } };
  }
  return responses;
}

function responsesOf(
  catalog: ApiCatalog,
  endpoint: RestEndpoint,
  components: ComponentSchemas,
): Record<string, OpenApiResponse> {
  const content = successContent(endpoint, components);
  const headers = successHeaders(endpoint);
  const success: OpenApiResponse = {
    description: endpoint.response.description,
    ...(headers ? { headers } : {}),
    ...(content ? { content } : {}),
  };
  const limits = catalog.shared.rateLimits;
  return {
    [String(endpoint.response.status)]: success,
    ...errorResponses(catalog, endpoint, components),
    [String(limits.status)]: {
      description: `リクエスト数が上限を超えました（${limits.provider} によるレートリミット）。`,
    },
  };
}

// ---------- security ----------

function securitySchemesOf(catalog: ApiCatalog): Record<string, OpenApiSecurityScheme> {
  const { authentication, scopes } = catalog.shared;
  const scopeMap = Object.fromEntries(scopes.map((scope) => [scope.name, scope.description]));
  const urlOf = (id: string) => catalog.oauth2.endpoints.find((endpoint) => endpoint.id === id)?.url ?? '';
  const schemes: Record<string, OpenApiSecurityScheme> = {};
  for (const method of authentication.methods) {
    const name = schemeName(method.id);
    if (method.credential === 'oauth2') {
      schemes[name] = {
        type: 'oauth2',
        description: method.description,
        flows: {
          authorizationCode: {
            authorizationUrl: urlOf('authorization'),
            tokenUrl: urlOf('token'),
            refreshUrl: urlOf('token'),
            scopes: scopeMap,
          },
          clientCredentials: { tokenUrl: urlOf('token'), scopes: scopeMap },
        },
      };
    } else if (method.in === 'query') {
      schemes[name] = { type: 'apiKey', in: 'query', name: method.queryName ?? 'key', description: method.description };
    } else {
      schemes[name] = {
        type: 'http',
        scheme: method.scheme === 'Bearer' ? 'bearer' : 'basic',
        description: method.description,
      };
    }
  }
  return schemes;
}
