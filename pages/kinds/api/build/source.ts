import type { SidebarEntry } from '../../../../isomorphic/site-types';
import {
  apiDataDir,
  apiSidebarGroups,
  loadApiCatalog,
  type ApiCatalog,
  type ApiEndpoint,
} from '../../../../generators/api/load';
import { buildAsyncApiDocument } from '../../../../generators/api/asyncapi';
import { buildOpenApiDocument } from '../../../../generators/api/openapi';
import type { PageInfo } from '../../../../isomorphic/page-info';
import type { LlmsDocument } from '../../../../generators/build/llms-txt';
import type { BuildArtifact, PageSource } from '../../../../generators/site/page-source';
import type { PageView } from '../../../../isomorphic/page-kind-props';
import { plainDescription } from '../../../../isomorphic/plain-description';
import { isRestEndpoint } from '../../../../isomorphic/api-views';
import { dataCache } from '../../../../generators/data/data-cache';
import { standInArtifact } from '../../../../generators/stand-in/bundle';
import { apiPageContext } from './page-context';
import { tryItConfig } from './try-it';
import { tryItTargetsOf } from '../../../../generators/api/try-it-targets';
import { loadStandInInfo } from '../../../../generators/content/stand-in';
import {
  openApiResponseSchemas,
  type OpenApiForChecks,
  type ResponseCheck,
} from '../../../../generators/api/openapi-response-checks';
import { telegramCatalog } from '../../telegrams/build/source';
import type { ApiEndpointProps, ApiOverviewProps, OAuth2PageProps, UrlParameterExample } from '../props';
import { apiFieldTables } from '../../../../generators/api/field-tables';
import type { ApiPageContext } from '../../../../isomorphic/api-types';
import { messageFigures } from '../../../../generators/api/message-figures';
import {
  apiOverviewPath,
  asyncApiArtifactPath,
  asyncApiUrl,
  oauth2Path,
  openApiArtifactPath,
  openApiUrl,
} from '../../../../isomorphic/routes';

/** The machine-readable API documents the build writes, as /llms.txt lists them. */
export const apiDocuments: LlmsDocument[] = [
  {
    path: openApiUrl,
    title: 'OpenAPI 3.1: REST API v2 と v1 のデータ取得 API',
    description: 'REST の各エンドポイントのパラメータ、応答、エラー、認証を記述した文書です。',
  },
  {
    path: asyncApiUrl,
    title: 'AsyncAPI 3.0: WebSocket v2',
    description: 'WebSocket v2 で送受信するすべてのメッセージの構造と例、接続先、エラーコードを記述した文書です。',
  },
];

/** The page kinds of the API reference: the overview, the OAuth2 page and one page per endpoint. */
export type ApiPageKind = 'api-index' | 'api-oauth2' | 'api';

function endpointPage(endpoint: ApiEndpoint): PageInfo<ApiPageKind> {
  return {
    path: endpoint.route,
    title: endpoint.title,
    description: plainDescription(endpoint.summary),
    kind: 'api',
    source: endpoint.file,
    searchCodes: [endpoint.id],
  };
}

/** Every page of the API reference for a loaded catalog: the overview, the OAuth2 page and one page per endpoint. */
export function apiPageInfos(catalog: ApiCatalog): PageInfo<ApiPageKind>[] {
  return [
    {
      path: apiOverviewPath,
      title: 'API v2',
      description:
        'DMDATA.JP の REST API v2 を呼び出すためのホスト、認証、カーソルトークン、標準エラー、型の表記、レートリミットと、エンドポイントの一覧です。',
      kind: 'api-index',
      source: 'data/api/shared.yaml',
    },
    {
      path: oauth2Path,
      title: catalog.oauth2.title,
      description:
        'DMDATA.JP の API を利用者の代わりに呼び出すための OAuth 2.0 の各フロー、エンドポイント、スコープ、トークンの有効期間とエラーコードです。',
      kind: 'api-oauth2',
      source: 'data/api/oauth2.yaml',
    },
    ...catalog.endpoints.map(endpointPage),
  ];
}

/** Loads data/api (or a copy of it in `dir`) and lists the pages it produces. */
export function listApiPages(dir: string = apiDataDir): PageInfo<ApiPageKind>[] {
  return apiPageInfos(loadApiCatalog(dir));
}

/** Sidebar categories for the `generated: api` placeholder: one per group, in the provider's order. */
export function apiSidebar(catalog: ApiCatalog): SidebarEntry[] {
  return apiSidebarGroups(catalog).map(({ group, endpoints }) => ({
    kind: 'category' as const,
    label: group.label,
    collapsed: true,
    items: endpoints.map((endpoint) => ({ kind: 'link' as const, label: endpoint.title, href: endpoint.route })),
  }));
}

/** The OpenAPI document as the file written next to the pages. */
export function openApiArtifact(catalog: ApiCatalog): BuildArtifact {
  return { path: openApiArtifactPath, content: `${JSON.stringify(buildOpenApiDocument(catalog), null, 2)}\n` };
}

/** The AsyncAPI document as the file written next to the pages. */
export function asyncApiArtifact(catalog: ApiCatalog): BuildArtifact {
  return { path: asyncApiArtifactPath, content: `${JSON.stringify(buildAsyncApiDocument(catalog), null, 2)}\n` };
}

/** The validated API catalog (data/api), loaded once per process and again when data/ changes. */
export const apiCatalog: () => ApiCatalog = dataCache(() => loadApiCatalog(), ['data/api/']);

/** The context of the site's own data (data/api and data/telegrams.yaml), built once per data generation. */
export const siteApiPageContext: () => ApiPageContext = dataCache(
  () => apiPageContext(apiCatalog(), telegramCatalog()),
  [],
);

/** The endpoint the overview's authentication examples call: a GET with no parameter. */
const authExampleEndpoint = 'contract.list';

/** Every REST endpoint with path parameters, its URL with each parameter's example in place. */
export function urlParameterExamples(endpoints: readonly ApiEndpoint[]): UrlParameterExample[] {
  return endpoints
    .filter(isRestEndpoint)
    .filter((endpoint) => endpoint.parameters.some((parameter) => parameter.in === 'path'))
    .map((endpoint) => {
      const filled = endpoint.url.replace(/:([A-Za-z][A-Za-z0-9_]*)/g, (match, name: string) => {
        const example = endpoint.parameters.find(
          (parameter) => parameter.in === 'path' && parameter.name === name,
        )?.example;
        return example === undefined ? match : typeof example === 'string' ? example : JSON.stringify(example);
      });
      const { id, title, route, url } = endpoint;
      return { id, title, route, url, example: filled === url ? null : filled };
    });
}

/** The overview's props: the context, the standard error response's field tables and the example URLs. */
export function apiOverviewProps(context: ApiPageContext): ApiOverviewProps {
  const { endpoints, shared } = context.catalog;
  const authEndpoint = endpoints.find((endpoint) => endpoint.id === authExampleEndpoint);
  if (!authEndpoint || !isRestEndpoint(authEndpoint))
    throw new Error(
      `data/api has no REST endpoint ${authExampleEndpoint}, which the overview's authentication examples call`,
    );
  return {
    context,
    errorFields: apiFieldTables(shared.schemas.errorResponse),
    authExampleUrl: authEndpoint.url,
    urlParameterExamples: urlParameterExamples(endpoints),
  };
}

/** The OAuth2 page's props: the context and the field tables of every oauth2.yaml schema. */
export function oauth2PageProps(context: ApiPageContext): OAuth2PageProps {
  const schemaFields = Object.fromEntries(
    Object.entries(context.catalog.oauth2.schemas).map(([name, schema]) => [name, apiFieldTables(schema)]),
  );
  return { context, schemaFields };
}

/**
 * The documented JSON responses of the OpenAPI document built from a catalog, whose compiled checks the "try it"
 * panel loads (one list per catalog object).
 */
const responseChecksByCatalog = new WeakMap<ApiCatalog, ResponseCheck[]>();
function responseChecks(catalog: ApiCatalog): ResponseCheck[] {
  let checks = responseChecksByCatalog.get(catalog);
  if (!checks) {
    checks = openApiResponseSchemas(buildOpenApiDocument(catalog) as unknown as OpenApiForChecks);
    responseChecksByCatalog.set(catalog, checks);
  }
  return checks;
}

/** The stand-in's settings (data/stand-in.yaml), loaded once per data generation. */
const standInInfo = dataCache(() => loadStandInInfo(), ['data/stand-in.yaml']);

/** An endpoint page's props: the endpoint, the context and the field tables of its response or messages. */
export function endpointPageProps(endpoint: ApiEndpoint, context: ApiPageContext): ApiEndpointProps {
  if (endpoint.kind === 'websocket') {
    const messageFields = Object.fromEntries(
      endpoint.messages.map((message) => [message.id, apiFieldTables(message.schema)]),
    );
    return { endpoint, context, messageFields, exampleFigures: messageFigures(endpoint) };
  }
  const { schema, headersJsonSchema } = endpoint.response;
  const { catalog } = context;
  return {
    endpoint,
    context,
    tryIt: tryItConfig(endpoint, catalog, tryItTargetsOf(catalog, standInInfo()), responseChecks(catalog)),
    fields: {
      response: schema && apiFieldTables(schema),
      headersJson: headersJsonSchema && apiFieldTables(headersJsonSchema),
    },
  };
}

/** The view of an API reference page: the overview, the OAuth2 page or an endpoint's page. */
async function apiPageView(page: PageInfo<ApiPageKind>): Promise<PageView<ApiPageKind>> {
  const context = siteApiPageContext();
  if (page.kind === 'api-index') return { view: 'api-index', props: apiOverviewProps(context) };
  if (page.kind === 'api-oauth2') return { view: 'api-oauth2', props: oauth2PageProps(context) };
  const endpoint = context.catalog.endpoints.find((candidate) => candidate.route === page.path);
  if (!endpoint) throw new Error(`no API endpoint has the page ${page.path} in data/api`);
  return { view: 'api', props: endpointPageProps(endpoint, context) };
}

export const apiPageSource: PageSource<ApiPageKind> = {
  name: 'api',
  searchKinds: { 'api-index': 'api', 'api-oauth2': 'api', api: 'api' },
  listPages: () => apiPageInfos(apiCatalog()),
  view: apiPageView,
  sidebar: () => apiSidebar(apiCatalog()),
  // The downloadable stand-in speaks the same documents (generators/stand-in/).
  artifacts: async () => [openApiArtifact(apiCatalog()), asyncApiArtifact(apiCatalog()), await standInArtifact()],
};
