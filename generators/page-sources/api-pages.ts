import { createElement } from 'react';
import type { SidebarEntry } from '../../isomorphic/site-types';
import {
  apiDataDir,
  apiRouteBase,
  apiSidebarGroups,
  loadApiCatalog,
  type ApiCatalog,
  type ApiEndpoint,
} from '../api/load';
import { buildAsyncApiDocument } from '../api/asyncapi';
import { buildOpenApiDocument } from '../api/openapi';
import type { PageInfo } from '../../isomorphic/page-info';
import type { LlmsDocument } from '../build/llms-txt';
import type { BuildArtifact, PageBody, PageSource } from '../site/page-source';
import { plainDescription } from '../site/plain-description';
import { dataCache } from '../data/data-cache';
import { pageComponents } from './page-components';

/** The API v2 overview: calling the API, authentication, errors, type notation, rate limits, resources. */
export const apiOverviewPath = `${apiRouteBase}/v2/`;
/** The OAuth2 v1 reference: flows, endpoints, scopes, lifetimes and error codes. */
export const oauth2Path = '/docs/reference/oauth2/v1';
/** The OpenAPI 3.1 document of every REST endpoint, relative to dist/client. */
export const openApiArtifactPath = `${apiOverviewPath.slice(1)}openapi.json`;
export const openApiUrl = `/${openApiArtifactPath}`;
/** The AsyncAPI 3.0 document of WebSocket v2, relative to dist/client. */
export const asyncApiArtifactPath = `${apiOverviewPath.slice(1)}asyncapi.json`;
export const asyncApiUrl = `/${asyncApiArtifactPath}`;

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

/** Section ids of the overview and OAuth2 pages that endpoint pages link to. */
export const apiSections = {
  calling: 'calling',
  authentication: 'authentication',
  urlParameters: 'url-parameters',
  cursorToken: 'cursor-token',
  errors: 'errors',
  typeNotation: 'type-notation',
  rateLimits: 'rate-limits',
  designationCodes: 'designation-codes',
  resources: 'resources',
  openApi: 'openapi',
  scopes: 'scopes',
} as const;

/** Anchor of a scope's row in the OAuth2 scope table (`socket.start` → `scope-socket.start`). */
export function scopeAnchor(scope: string): string {
  return `scope-${scope}`;
}

export function scopeUrl(scope: string): string {
  return `${oauth2Path}#${scopeAnchor(scope)}`;
}

/** Anchor of a resource group on the overview (`GD Earthquake` → `group-gd-earthquake`). */
export function groupAnchor(groupId: string): string {
  return `group-${groupId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

export function overviewSectionUrl(section: string): string {
  return `${apiOverviewPath}#${section}`;
}

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

/** The body of an API reference page (the components are loaded only when a page is rendered). */
async function renderApiPage(page: PageInfo<ApiPageKind>): Promise<PageBody> {
  const { siteApiPageContext } =
    await pageComponents<typeof import('../../pages/_components/api/context')>('_components/api/context');
  const context = siteApiPageContext();
  if (page.kind === 'api-index') {
    const { ApiOverviewPage } = await pageComponents<typeof import('../../pages/_components/api/ApiOverviewPage')>(
      '_components/api/ApiOverviewPage',
    );
    return { body: createElement(ApiOverviewPage, { context }) };
  }
  if (page.kind === 'api-oauth2') {
    const { OAuth2Page } =
      await pageComponents<typeof import('../../pages/_components/api/OAuth2Page')>('_components/api/OAuth2Page');
    return { body: createElement(OAuth2Page, { context }) };
  }
  const endpoint = context.catalog.endpoints.find((candidate) => candidate.route === page.path);
  if (!endpoint) throw new Error(`no API endpoint has the page ${page.path} in data/api`);
  if (endpoint.kind === 'websocket') {
    const { WebSocketPage } = await pageComponents<typeof import('../../pages/_components/api/WebSocketPage')>(
      '_components/api/WebSocketPage',
    );
    return { body: createElement(WebSocketPage, { endpoint, context }) };
  }
  const { EndpointPage } =
    await pageComponents<typeof import('../../pages/_components/api/EndpointPage')>('_components/api/EndpointPage');
  return { body: createElement(EndpointPage, { endpoint, context }) };
}

export const apiPageSource: PageSource<ApiPageKind> = {
  name: 'api',
  searchKinds: { 'api-index': 'api', 'api-oauth2': 'api', api: 'api' },
  listPages: () => apiPageInfos(apiCatalog()),
  render: renderApiPage,
  sidebar: () => apiSidebar(apiCatalog()),
  artifacts: async () => [openApiArtifact(apiCatalog()), asyncApiArtifact(apiCatalog())],
};
