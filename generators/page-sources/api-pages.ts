import { createElement } from 'react';
import type { SidebarEntry } from '../../isomorphic/site-types';
import { apiDataDir, apiSidebarGroups, loadApiCatalog, type ApiCatalog, type ApiEndpoint } from '../api/load';
import { buildOpenApiDocument } from '../api/openapi';
import type { PageInfo } from '../../isomorphic/page-info';
import type { BuildArtifact, PageBody, PageSource } from '../site/page-source';
import { plainDescription } from '../site/plain-description';
import { dataCache } from '../data/data-cache';
import { pageComponents } from './page-components';
import { apiOverviewPath, apiRouteBase, oauth2Path, openApiArtifactPath } from '../../isomorphic/routes';

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
  artifacts: async () => [openApiArtifact(apiCatalog())],
};
