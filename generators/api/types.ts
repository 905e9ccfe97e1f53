/**
 * Types of the API reference data (data/api). They mirror the meta schemas
 * data/meta/api-endpoint.schema.json, api-shared.schema.json and api-oauth2.schema.json.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

/**
 * One field of a response or message: a closed subset of JSON Schema 2020-12 with a Japanese
 * `description` everywhere. In the YAML a field may be `{ $shared: name }`; the loader replaces
 * those references, so every FieldSchema in a loaded catalog is fully expanded.
 */
export interface FieldSchema {
  type?: JsonType | JsonType[];
  description: string;
  'x-condition'?: string;
  'x-note'?: string;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: false;
  items?: FieldSchema;
  enum?: JsonValue[];
  format?: 'date-time' | 'date' | 'uri';
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

/** A field as written in YAML, before `$shared` references are expanded. */
export type RawFieldSchema = Omit<FieldSchema, 'properties' | 'items' | 'description'> & {
  $shared?: string;
  description?: string;
  properties?: Record<string, RawFieldSchema>;
  items?: RawFieldSchema;
};

/** Concrete type notations usable as a parameter `type` (see shared.yaml `parameterTypes`). */
export type ParameterType = 'String' | 'Integer' | 'Float' | 'Boolean' | 'ISO8601Time' | 'Array<String>' | 'String<Integer>';

export interface AllowedValue {
  value: string;
  description: string;
}

export interface ParameterLimits {
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  maxBytes?: number;
  maxListValues?: number;
}

export interface ApiParameter {
  in: 'path' | 'query' | 'body';
  name: string;
  required: boolean;
  type: ParameterType;
  default?: string | number | boolean;
  description: string;
  allowedValues?: AllowedValue[];
  limits?: ParameterLimits;
  listSeparator?: ',';
  negationPrefix?: '!';
  exclusiveWith?: string[];
  experimental?: true;
  cursor?: true;
  example?: JsonValue;
}

export interface ApiPermission {
  scope: string;
  /** Set when the scope is needed only for data of this delivery class. */
  classification?: string;
}

/** An HTTP status: a number, or a range such as `2XX` when the provider gives no number. */
export type HttpStatus = number | string;

export interface ResponseHeader {
  name: string;
  required: boolean;
  type: ParameterType;
  condition?: string;
  allowedValues?: string[];
  description: string;
}

export interface ConcatFileCount {
  data: string;
  files: number;
  upTo?: true;
}

export interface ApiResponse<S = FieldSchema> {
  status: HttpStatus;
  contentTypes: string[];
  description: string;
  schema?: S;
  headers?: ResponseHeader[];
  headersJsonSchema?: S;
  formatNotes?: string[];
  concatFileCounts?: ConcatFileCount[];
}

export interface SpecificError {
  status: number;
  message?: string;
  meaning: string;
}

export interface EndpointErrors {
  contentType: 'application/json' | 'text/plain';
  /** Ids of shared.yaml `errors`. */
  standard: string[];
  specific: SpecificError[];
}

export interface ResponseExample {
  name: string;
  summary: string;
  status: HttpStatus;
  contentType?: string;
  headers?: Record<string, string>;
  headersJson?: JsonValue;
  body?: JsonValue;
  bodyText?: string;
}

export type NoteKind = 'pagination' | 'polling' | 'retention' | 'caution' | 'info' | 'availability';

export interface ApiNote {
  kind: NoteKind;
  text: string;
}

export interface StoredSince {
  since: string;
  classifications: string[];
  remark?: string;
}

export interface WebSocketHost {
  host: string;
  label: string;
  description?: string;
  children?: WebSocketHost[];
}

export interface WebSocketConnection {
  subprotocol: string;
  ticketLifetimeSeconds: number;
  ticketSingleUse: boolean;
  pingReplyTimeoutSeconds: number;
  dnsTtlSeconds?: number;
  hosts: WebSocketHost[];
  hostsNote?: string;
  maintenance: string;
}

export interface MessageExample {
  name: string;
  summary: string;
  body: JsonValue;
}

export interface WebSocketMessage<S = FieldSchema> {
  id: string;
  type: string;
  direction: 'server-to-client' | 'client-to-server';
  title: string;
  description: string;
  replyWith?: string;
  schema: S;
  examples: MessageExample[];
}

export interface WebSocketErrorCode {
  code: number;
  meaning: string;
}

interface EndpointCommon {
  id: string;
  version: 'v1' | 'v2';
  group: string;
  order: number;
  title: string;
  url: string;
  summary: string;
  description: string;
  permissions: ApiPermission[];
  permissionsNote?: string;
  requiredContracts?: string[];
  rateLimit?: string;
  parameters: ApiParameter[];
  storedSince?: StoredSince[];
  notes: ApiNote[];
}

export interface RawRestEndpoint extends EndpointCommon {
  kind: 'rest';
  method: 'GET' | 'POST' | 'DELETE';
  request?: { contentType: 'application/json'; example: JsonValue };
  response: ApiResponse<RawFieldSchema>;
  errors: EndpointErrors;
  examples: ResponseExample[];
}

export interface RawWebSocketEndpoint extends EndpointCommon {
  kind: 'websocket';
  connection: WebSocketConnection;
  messages: WebSocketMessage<RawFieldSchema>[];
  errorCodes: WebSocketErrorCode[];
}

export type RawApiEndpoint = RawRestEndpoint | RawWebSocketEndpoint;

/** Where an endpoint comes from and where its page lives. */
interface EndpointOrigin {
  /** Repository-relative YAML file, e.g. `data/api/v2/socket.start.yaml`. */
  file: string;
  /** Site path of the endpoint page, e.g. `/docs/reference/api/v2/socket.start`. */
  route: string;
}

export interface RestEndpoint extends Omit<RawRestEndpoint, 'response'>, EndpointOrigin {
  response: ApiResponse<FieldSchema>;
  /** JSON Schema of the request body, built from the `body` parameters (absent without them). */
  requestSchema?: FieldSchema;
}

export interface WebSocketEndpoint extends Omit<RawWebSocketEndpoint, 'messages'>, EndpointOrigin {
  messages: WebSocketMessage<FieldSchema>[];
}

export type ApiEndpoint = RestEndpoint | WebSocketEndpoint;

// ---------- shared.yaml ----------

export interface ApiServer {
  id: string;
  url: string;
  description: string;
}

export interface ApiGroup {
  id: string;
  label: string;
  description: string;
}

export interface TypeNotation {
  name: string;
  description: string;
  instances?: string[];
}

export interface AuthenticationMethod {
  id: string;
  name: string;
  credential: 'apiKey' | 'oauth2';
  in: 'header' | 'query';
  header?: string;
  scheme?: 'Basic' | 'Bearer';
  queryName?: string;
  deprecated?: boolean;
  description: string;
  example: string;
}

export interface ApiScope {
  name: string;
  description: string;
  classification?: string;
}

export interface StandardError {
  id: string;
  status: number;
  message: string;
  meaning: string;
}

export interface RateLimitRule {
  id: string;
  label: string;
  requests: number;
  periodMinutes: number;
  urls: string[];
  description: string;
}

export interface ApiSharedData<S = FieldSchema> {
  servers: ApiServer[];
  transport: { tls: string[]; http: string[]; note: string };
  statusPage: string;
  /** The terms the API is used under: OpenAPI `info.license`. */
  license: { name: string; url: string };
  groups: ApiGroup[];
  typeNotation: TypeNotation[];
  typeNotes: string[];
  parameterTypes: ParameterType[];
  authentication: {
    credentialsUrl: string;
    permissionPropagationMinutes: number;
    summary: string;
    methods: AuthenticationMethod[];
  };
  scopes: ApiScope[];
  errors: StandardError[];
  cursorToken: {
    parameter: string;
    tokens: Array<{ field: string; description: string }>;
    rules: string[];
    example: { firstRequest: string; firstResponse: Record<string, JsonValue>; secondRequest: string };
  };
  rateLimits: {
    status: number;
    provider: string;
    general: { requests: number; periodMinutes: number; description: string };
    rules: RateLimitRule[];
    steadyRequestsPerSecond: number;
    guidance: string[];
  };
  designationCodes: {
    description: string;
    codes: Array<{ meaning: string; codes: string }>;
    reserved: string[];
    reservedNote: string;
  };
  schemas: Record<string, S>;
}

export type RawApiShared = ApiSharedData<RawFieldSchema>;
export type ApiShared = ApiSharedData<FieldSchema>;

// ---------- oauth2.yaml ----------

export interface OAuth2Parameter {
  name: string;
  required: boolean;
  default?: string;
  description: string;
  condition?: string;
  allowedValues?: string[];
  maxBytes?: number;
}

export interface OAuth2ErrorRef {
  code: string;
  meaning?: string;
}

export interface OAuth2Step {
  id: string;
  title: string;
  endpoint: string;
  parameters: OAuth2Parameter[];
  requestExample: string;
  responseModes?: Array<{ mode: 'query' | 'fragment' | 'form_post'; description: string; example: string }>;
  responseParameters?: Array<{ name: string; description: string }>;
  errorDelivery?: string;
  errorRedirectExample?: string;
  responseSchema?: string;
  successExample?: Record<string, JsonValue>;
  errorExample?: Record<string, JsonValue>;
  errors: OAuth2ErrorRef[];
}

export interface OAuth2Flow {
  id: 'authorization-code' | 'refresh-token' | 'client-credentials';
  name: string;
  suitableFor: string;
  description: string;
  security: string[];
  steps: OAuth2Step[];
}

export interface OAuth2Endpoint {
  id: 'authorization' | 'token' | 'revocation';
  name: string;
  url: string;
  method: 'GET' | 'POST';
  contentType?: string;
  description: string;
}

export interface OAuth2Data<S = FieldSchema> {
  title: string;
  summary: string;
  openIdConnect: boolean;
  openIdConnectNote: string;
  standards: Array<{ id: string; title: string; url: string }>;
  standardsNote: string;
  client: {
    registrationUrl: string;
    description: string;
    requirements: string[];
    types: Array<{
      id: 'confidential' | 'public';
      name: string;
      description: string;
      secretRequired: boolean;
      clientCredentialsAllowed: boolean;
    }>;
  };
  credentialPrefixes: Array<{ name: string; label: string; prefix: string }>;
  endpoints: OAuth2Endpoint[];
  redirectUri: {
    rule: string;
    loopbackConditions: string[];
    examples: Array<{ registered: string; requested: string; allowed: boolean; reason: string }>;
  };
  errorCodes: Array<{ code: string; meaning: string }>;
  schemas: Record<string, S>;
  flows: OAuth2Flow[];
  revocation: {
    endpoint: 'revocation';
    description: string;
    userRevocationUrl: string;
    gracePeriodSeconds: number;
    gracePeriodNote: string;
    parameters: OAuth2Parameter[];
    requestExample: string;
    success: string;
    errorExample: Record<string, JsonValue>;
    errors: OAuth2ErrorRef[];
  };
  lifetimes: Array<{
    token: 'authorization-code' | 'access-token' | 'refresh-token';
    label: string;
    seconds?: number;
    days?: number;
    sliding?: boolean;
    description: string;
  }>;
}

export type RawOAuth2Reference = OAuth2Data<RawFieldSchema>;
export type OAuth2Reference = OAuth2Data<FieldSchema>;

export interface ApiCatalog {
  shared: ApiShared;
  oauth2: OAuth2Reference;
  /** Every endpoint, in sidebar order (group order of shared.yaml, then `order`). */
  endpoints: ApiEndpoint[];
}
