/**
 * Types of the API reference data (data/api). What a YAML file holds is generated from its meta schema
 * (isomorphic/data-types/api-endpoint.ts, api-shared.ts, api-oauth2.ts, and api-field-schema.ts for the response
 * fields all three use: `npm run types:data`); this file adds
 * only what loading changes: `$ref`s into shared.yaml expanded into full field schemas, and each endpoint's file and
 * page route.
 */
import type {
  ApiNote,
  ApiParameter,
  EndpointCommon,
  RawApiResponse,
  RawRestEndpoint,
  RawWebSocketEndpoint,
  RawWebSocketMessage,
} from './data-types/api-endpoint';
import type { RawFieldSchema } from './data-types/api-field-schema';
import type { RawApiShared } from './data-types/api-shared';
import type { sharedSchemaName } from './shared-schema-name';
import type { RawOAuth2Reference } from './data-types/api-oauth2';

export type {
  ApiNote,
  ApiParameter,
  RawApiEndpoint,
  RawRestEndpoint,
  RawWebSocketEndpoint,
  ResponseExample,
  WebSocketHost,
} from './data-types/api-endpoint';
export type { RawFieldSchema } from './data-types/api-field-schema';
export type { RawApiShared } from './data-types/api-shared';
export type { OAuth2Parameter, RawOAuth2Reference } from './data-types/api-oauth2';

export type { JsonValue } from './json-value';

/** One JSON type name of a field's `type` (which is one of them or a list). */
export type JsonType = Exclude<NonNullable<RawFieldSchema['type']>, unknown[]>;

/**
 * A field after loading: every `{ $ref: ../shared.yaml#/schemas/name }` of the YAML is replaced by the shared part it points to, so each
 * field is complete and has its `description`.
 */
export type FieldSchema = Omit<RawFieldSchema, '$ref' | 'description' | 'properties' | 'items'> & {
  description: string;
  properties?: Record<string, FieldSchema>;
  items?: FieldSchema;
  /** The shared.yaml schema this field was expanded from (see `sharedSchemaName` in field-schema.ts). */
  [sharedSchemaName]?: string;
};

/** An HTTP status: a number, or a range such as `2XX` when the provider gives no number. */
export type HttpStatus = RawApiResponse['status'];
export type NoteKind = ApiNote['kind'];
export type StoredSince = NonNullable<EndpointCommon['storedSince']>[number];
export type ParameterLimits = NonNullable<ApiParameter['limits']>;

/** A REST response after loading (its schemas expanded). */
export type ApiResponse = Omit<RawApiResponse, 'schema' | 'headersJsonSchema'> & {
  schema?: FieldSchema;
  headersJsonSchema?: FieldSchema;
};

/** A WebSocket message after loading (its schema expanded). */
export type WebSocketMessage = Omit<RawWebSocketMessage, 'schema'> & { schema: FieldSchema };

/** Where an endpoint comes from and where its page lives. */
interface EndpointOrigin {
  /** Repository-relative YAML file, e.g. `data/api/v2/socket.start.yaml`. */
  file: string;
  /** Site path of the endpoint page, e.g. `/docs/reference/api/v2/socket.start`. */
  route: string;
}

export type RestEndpoint = Omit<RawRestEndpoint, 'response'> &
  EndpointOrigin & {
    response: ApiResponse;
    /** JSON Schema of the request body, built from the `body` parameters (absent without them). */
    requestSchema?: FieldSchema;
  };

export type WebSocketEndpoint = Omit<RawWebSocketEndpoint, 'messages'> &
  EndpointOrigin & { messages: WebSocketMessage[] };

export type ApiEndpoint = RestEndpoint | WebSocketEndpoint;

// ---------- shared.yaml ----------

export type ApiGroup = RawApiShared['groups'][number];
export type AuthenticationMethod = RawApiShared['authentication']['methods'][number];

/** shared.yaml after loading (its schemas expanded). */
export type ApiShared = Omit<RawApiShared, 'schemas'> & { schemas: Record<string, FieldSchema> };

// ---------- oauth2.yaml ----------

export type OAuth2Flow = RawOAuth2Reference['flows'][number];
export type OAuth2Step = OAuth2Flow['steps'][number];
export type OAuth2ErrorRef = OAuth2Step['errors'][number];
export type OAuth2Endpoint = RawOAuth2Reference['endpoints'][number];

/** oauth2.yaml after loading (its schemas expanded). */
export type OAuth2Reference = Omit<RawOAuth2Reference, 'schemas'> & { schemas: Record<string, FieldSchema> };

export interface ApiCatalog {
  shared: ApiShared;
  oauth2: OAuth2Reference;
  /** Every endpoint, in sidebar order (group order of shared.yaml, then `order`). */
  endpoints: ApiEndpoint[];
}

/** A phrase of data text that becomes a link wherever it appears (an endpoint title, for example). */
export interface PhraseLink {
  phrase: string;
  href: string;
}

/** A delivery class (配信区分) as the API pages show it: its Japanese name and where it is described. */
export interface ClassificationInfo {
  name: string;
  href: string;
}

/** What every API page body needs besides its own endpoint (made by the API page source). */
export interface ApiPageContext {
  catalog: ApiCatalog;
  /** Delivery classes by API name (`telegram.earthquake`), from the telegram catalog. */
  classifications: Record<string, ClassificationInfo>;
  /** JSON conversion schema names (`eew-information`) linked to their current schema page. */
  schemaLinks: PhraseLink[];
  /** The topic of every entry of data/disagreements.yaml by id, for the notes of fields, parameters and errors. */
  disagreementTopics: Record<string, string>;
}
