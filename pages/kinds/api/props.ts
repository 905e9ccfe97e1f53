/** The props of the API pages (the overview, OAuth2, an endpoint's page): what build/source.ts gives each page. */
import type { ApiPageContext, RestEndpoint, WebSocketEndpoint } from '../../../isomorphic/api-types';
import type { DocumentFigure } from '../../../isomorphic/figures/document-figure';
import type { ApiFieldTables } from '../../../isomorphic/api-views';
import type { TryItConfig } from '../../../isomorphic/try-it';

/** A REST endpoint whose URL has path parameters (`:id`), and the URL with their examples in place. */
export interface UrlParameterExample {
  id: string;
  title: string;
  route: string;
  url: string;
  /** The URL with each path parameter's `example`; null when no parameter has one. */
  example: string | null;
}

/** The API overview. */
export interface ApiOverviewProps {
  context: ApiPageContext;
  /** The standard error response's fields (shared.yaml `errorResponse`). */
  errorFields: ApiFieldTables;
  /** The URL the authentication examples call: `contract.list`'s (a GET with no parameter). */
  authExampleUrl: string;
  /** Every REST endpoint with path parameters, in catalog order. */
  urlParameterExamples: UrlParameterExample[];
}

/** The OAuth2 page. */
export interface OAuth2PageProps {
  context: ApiPageContext;
  /** The fields of each oauth2.yaml schema, by its name (`errorResponse`, a step's `responseSchema`). */
  schemaFields: Record<string, ApiFieldTables>;
}

/** A REST endpoint's page. */
export interface RestEndpointProps {
  endpoint: RestEndpoint;
  context: ApiPageContext;
  /** The "try it" panel's settings. */
  tryIt: TryItConfig;
  fields: {
    /** The response body's fields (`response.schema`). */
    response?: ApiFieldTables;
    /** The fields of each HEADERS_JSON element (`response.headersJsonSchema`). */
    headersJson?: ApiFieldTables;
  };
}

/** The WebSocket endpoint's page. */
export interface WebSocketEndpointProps {
  endpoint: WebSocketEndpoint;
  context: ApiPageContext;
  /** The fields of each message, by message id. */
  messageFields: Record<string, ApiFieldTables>;
  /** The drawing of each example that carries a telegram, by `<message id>/<example name>`. */
  exampleFigures: Record<string, DocumentFigure>;
}

/** An endpoint's page (REST or WebSocket). */
export type ApiEndpointProps = RestEndpointProps | WebSocketEndpointProps;

declare module '../../../isomorphic/page-kind-props' {
  interface PageKindProps {
    'api-index': ApiOverviewProps;
    'api-oauth2': OAuth2PageProps;
    api: ApiEndpointProps;
  }
}
