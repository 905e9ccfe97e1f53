import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiDataDir,
  isRestEndpoint,
  loadApiCatalog,
  type ApiCatalog,
  type ApiEndpoint,
} from '../../generators/api/load';
import { loadHighlighter } from '../../generators/highlight/highlighter';
import {
  apiOverviewProps,
  apiPageSource,
  apiSidebar,
  endpointPageProps,
  listApiPages,
  oauth2PageProps,
} from '../../pages/kinds/api/build/source';
import { telegramCatalog } from '../../pages/kinds/telegrams/build/source';
import { pageSources } from '../../generators/site/page-sources';
import { apiPageContext } from '../../pages/kinds/api/build/page-context';
import type { ApiPageContext, FieldSchema } from '../../isomorphic/api-types';
import { curlExample } from '../../pages/kinds/api/curl';
import { ApiEndpointPage } from '../../pages/kinds/api/ApiEndpointPage';
import { ApiOverviewPage } from '../../pages/kinds/api/ApiOverviewPage';
import { OAuth2Page } from '../../pages/kinds/api/OAuth2Page';
import type { SidebarEntry } from '../../isomorphic/site-types';
import { renderBuildTime } from '../support/render-build-time';
import { providerApiGroupLabels } from '../support/api-groups';
import { hrefsOf, idsOf } from '../support/html';
import { removeTempDirs, tempCopyOf } from '../support/temp-data';
import {
  apiOverviewPath,
  asyncApiArtifactPath,
  oauth2Path,
  openApiArtifactPath,
  scopeAnchor,
} from '../../isomorphic/routes';

/** An endpoint's page body as the build renders it: its page kind's component with the page source's props. */
function renderEndpoint(endpoint: ApiEndpoint, context: ApiPageContext): string {
  return renderBuildTime(createElement(ApiEndpointPage, endpointPageProps(endpoint, context)));
}

/** Every property name of a schema, through nested objects and array items (read from the schema itself). */
function fieldNames(schema: FieldSchema): string[] {
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, field]) => [name, ...fieldNames(field)]),
    ...(schema.items ? fieldNames(schema.items) : []),
  ];
}

/** Field names of an endpoint's response, message and HEADERS_JSON schemas. */
function schemaFieldNames(endpoint: ApiEndpoint): string[] {
  if (endpoint.kind === 'websocket') return endpoint.messages.flatMap((message) => fieldNames(message.schema));
  return [
    ...(endpoint.response.schema ? fieldNames(endpoint.response.schema) : []),
    ...(endpoint.response.headersJsonSchema ? fieldNames(endpoint.response.headersJsonSchema) : []),
  ];
}

let catalog: ApiCatalog;
let context: ApiPageContext;
const rendered = new Map<string, string>();

beforeAll(async () => {
  await loadHighlighter();
  catalog = loadApiCatalog();
  context = apiPageContext(catalog, telegramCatalog());
  for (const endpoint of catalog.endpoints) rendered.set(endpoint.route, renderEndpoint(endpoint, context));
  rendered.set(apiOverviewPath, renderBuildTime(createElement(ApiOverviewPage, apiOverviewProps(context))));
  rendered.set(oauth2Path, renderBuildTime(createElement(OAuth2Page, oauth2PageProps(context))));
}, 60_000);

describe('API page listing', () => {
  it('lists the overview, the OAuth2 page and one page per endpoint file, titled by the endpoint', () => {
    const pages = listApiPages();
    const files = ['v1', 'v2'].flatMap((version) =>
      readdirYaml(path.join(apiDataDir, version)).map(
        (name) => `/docs/reference/api/${version}/${name.replace(/\.yaml$/, '')}`,
      ),
    );
    expect(pages.map((page) => page.path).sort()).toEqual([apiOverviewPath, oauth2Path, ...files].sort());
    const socketStart = pages.find((page) => page.path === '/docs/reference/api/v2/socket.start');
    expect(socketStart).toMatchObject({
      title: 'Socket Start v2',
      kind: 'api',
      source: 'data/api/v2/socket.start.yaml',
    });
    expect(socketStart?.description).not.toContain('`');
    expect(pages.find((page) => page.path === oauth2Path)?.title).toBe('OAuth2 v1');
  });

  it('is discovered among the page sources', () => {
    expect(pageSources()).toContain(apiPageSource);
  });
});

function readdirYaml(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.yaml'));
}

describe('endpoint pages', () => {
  it('show every parameter and every response or message field name of their endpoint', () => {
    for (const endpoint of catalog.endpoints) {
      const html = rendered.get(endpoint.route) ?? '';
      for (const parameter of endpoint.parameters) {
        expect(html, `${endpoint.id} parameter ${parameter.name}`).toContain(
          `id="parameter-${parameter.in}-${parameter.name}"`,
        );
        expect(html, `${endpoint.id} parameter ${parameter.name}`).toContain(`<code>${parameter.name}</code>`);
      }
      const names = schemaFieldNames(endpoint);
      const hasSchema = endpoint.kind === 'websocket' || endpoint.response.schema !== undefined;
      if (hasSchema) expect(names.length, endpoint.id).toBeGreaterThan(0);
      for (const name of names)
        expect(html, `${endpoint.id} field ${name}`).toContain(`<th scope="row"><code>${name}</code></th>`);
    }
  });

  it('anchor every field row by its path and never repeat an id', () => {
    const telegramList = rendered.get('/docs/reference/api/v2/telegram.list') ?? '';
    expect(telegramList).toContain('id="response.items.head.type"');
    expect(telegramList).toContain('id="response-fields.items.head"');
    expect(telegramList).toContain('href="#response-fields.items.head"');
    const websocket = rendered.get('/docs/reference/api/v2/websocket') ?? '';
    expect(websocket).toContain('id="message-data.head.designation"');
    for (const [route, html] of rendered) {
      const ids = idsOf(html);
      expect(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        route,
      ).toEqual([]);
      const local = hrefsOf(html)
        .filter((href) => href.startsWith('#'))
        .map((href) => decodeURIComponent(href.slice(1)));
      expect(
        local.filter((id) => !ids.includes(id)),
        `${route} in-page anchors`,
      ).toEqual([]);
    }
  });

  it('give each REST endpoint a curl example built from its method, URL and parameters', () => {
    for (const endpoint of catalog.endpoints.filter(isRestEndpoint)) {
      const curl = curlExample(endpoint);
      expect(curl, endpoint.id).toMatch(/^(# .*\n)*curl /);
      expect(curl, endpoint.id).toContain('-u "$DMDATA_API_KEY:"');
      expect(curl, endpoint.id).toContain(endpoint.url.split('/:')[0]);
      expect(rendered.get(endpoint.route), endpoint.id).toContain('data-lang="bash"');
    }
    const start = catalog.endpoints.find((endpoint) => endpoint.id === 'socket.start');
    if (!start || !isRestEndpoint(start)) throw new Error('socket.start is missing');
    const body = /-d '([\s\S]*)'$/.exec(curlExample(start))?.[1] ?? '';
    expect(JSON.parse(body)).toEqual(start.request?.example);
    const close = catalog.endpoints.find((endpoint) => endpoint.id === 'socket.close');
    if (!close || !isRestEndpoint(close)) throw new Error('socket.close is missing');
    expect(curlExample(close)).toContain('-X DELETE');
    expect(curlExample(close)).toContain("'https://api.dmdata.jp/v2/socket/3180412'");
    const telegramData = catalog.endpoints.find((endpoint) => endpoint.id === 'telegram.data');
    if (!telegramData || !isRestEndpoint(telegramData)) throw new Error('telegram.data is missing');
    expect(curlExample(telegramData)).toContain('"https://data.api.dmdata.jp/v1/$ID"');
    expect(curlExample(telegramData, { bearer: true })).toContain('-H "Authorization: Bearer $DMDATA_ACCESS_TOKEN"');
  });

  it('link every scope to its row in the OAuth2 scope table and standard errors to the overview', () => {
    const oauth2Ids = new Set(idsOf(rendered.get(oauth2Path) ?? ''));
    expect(oauth2Ids.has('scopes')).toBe(true);
    for (const scope of catalog.shared.scopes) expect(oauth2Ids.has(scopeAnchor(scope.name)), scope.name).toBe(true);
    const overviewIds = new Set(idsOf(rendered.get(apiOverviewPath) ?? ''));
    for (const [route, html] of rendered) {
      for (const href of hrefsOf(html)) {
        if (href.startsWith(`${oauth2Path}#`))
          expect(oauth2Ids.has(href.split('#')[1]), `${route} → ${href}`).toBe(true);
        if (href.startsWith(`${apiOverviewPath}#`))
          expect(overviewIds.has(href.split('#')[1]), `${route} → ${href}`).toBe(true);
      }
    }
    const socketStart = rendered.get('/docs/reference/api/v2/socket.start') ?? '';
    expect(socketStart).toContain(`href="${oauth2Path}#scope-socket.start"`);
    expect(socketStart).toContain(`href="${oauth2Path}#scope-eew.get.forecast"`);
    expect(socketStart).toContain(`href="${apiOverviewPath}#errors"`);
    expect(socketStart).toContain('The maximum number of simultaneous connections is full.');
  });

  it('show the WebSocket connection rules, every message type and every error code', () => {
    const websocket = catalog.endpoints.find((endpoint) => endpoint.kind === 'websocket');
    if (!websocket || websocket.kind !== 'websocket') throw new Error('websocket is missing');
    const html = rendered.get(websocket.route) ?? '';
    expect(html).toContain(`<code>${websocket.connection.subprotocol}</code>`);
    for (const message of websocket.messages) expect(html, message.id).toContain(`id="message-${message.id}"`);
    for (const entry of websocket.errorCodes) expect(html, String(entry.code)).toContain(`id="error-${entry.code}"`);
    expect(html).toContain('ws001.api.dmdata.jp');
  });
});

describe('sidebar, resource list and overview', () => {
  it('groups every endpoint once, in the provider order of categories', () => {
    const entries = apiSidebar(catalog);
    expect(entries.map((entry) => entry.label)).toEqual(providerApiGroupLabels);
    const links = entries.flatMap((entry: SidebarEntry) => (entry.kind === 'category' ? entry.items : [entry]));
    const hrefs = links.map((link) => (link.kind === 'link' ? link.href : ''));
    expect([...hrefs].sort()).toEqual(catalog.endpoints.map((endpoint) => endpoint.route).sort());
    const telegram = entries.find((entry) => entry.label === 'Telegram v2');
    expect(telegram?.kind === 'category' && telegram.items.map((item) => item.label)).toEqual([
      'Telegram List v2',
      'Telegram Data v1',
    ]);
  });

  it('lists every endpoint in the overview resource list and generates the error, type and rate limit tables', () => {
    const html = rendered.get(apiOverviewPath) ?? '';
    for (const endpoint of catalog.endpoints) expect(html, endpoint.id).toContain(`href="${endpoint.route}"`);
    for (const id of [
      'errors',
      'type-notation',
      'rate-limits',
      'cursor-token',
      'authentication',
      'resources',
      'url-parameters',
    ]) {
      expect(html, id).toContain(`id="${id}"`);
    }
    for (const error of catalog.shared.errors) expect(html, error.id).toContain(`id="error-${error.id}"`);
    for (const notation of catalog.shared.typeNotation)
      expect(html).toContain(`<code>${notation.name.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code>`);
    for (const rule of catalog.shared.rateLimits.rules) expect(html).toContain(`id="rate-limit-${rule.id}"`);
    expect(html).toContain(`href="/${openApiArtifactPath}"`);
    expect(html).toContain(`href="/${asyncApiArtifactPath}"`);
  });

  it('shows every OAuth2 flow, endpoint, lifetime and error code', () => {
    const html = rendered.get(oauth2Path) ?? '';
    for (const flow of catalog.oauth2.flows) {
      expect(html).toContain(`id="flow-${flow.id}"`);
      for (const step of flow.steps) expect(html).toContain(`id="step-${step.id}"`);
    }
    for (const endpoint of catalog.oauth2.endpoints) expect(html).toContain(endpoint.url);
    for (const lifetime of catalog.oauth2.lifetimes) expect(html).toContain(`id="lifetime-${lifetime.token}"`);
    for (const error of catalog.oauth2.errorCodes) expect(html).toContain(`id="error-${error.code}"`);
    expect(html).toContain('id="revocation"');
  });
});

describe('OpenAPI artifact', () => {
  it('is written to docs/reference/api/v2/openapi.json and covers every REST endpoint', async () => {
    const artifacts = (await apiPageSource.artifacts?.()) ?? [];
    expect(artifacts.map((artifact) => artifact.path)).toEqual(
      expect.arrayContaining([openApiArtifactPath, asyncApiArtifactPath]),
    );
    const openApi = artifacts.find((artifact) => artifact.path === openApiArtifactPath);
    const document = JSON.parse(openApi?.content ?? '{}') as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    const operationIds = Object.values(document.paths).flatMap((item) =>
      ['get', 'post', 'delete'].flatMap((method) => (item[method]?.operationId ? [item[method].operationId] : [])),
    );
    expect(operationIds.sort()).toEqual(
      catalog.endpoints
        .filter(isRestEndpoint)
        .map((endpoint) => endpoint.id)
        .sort(),
    );
  });
});

describe('a new endpoint file', () => {
  afterAll(removeTempDirs);

  it('produces a page, a sidebar entry and a rendered body from a copy of data/api', () => {
    const source = readFileSync(path.join(apiDataDir, 'v2/contract.list.yaml'), 'utf8');
    const added = source
      .replace('id: contract.list', 'id: contract.history')
      .replace('order: 1', 'order: 2')
      .replace('title: Contract List v2', 'title: Contract History v2')
      .replace(
        'parameters: []',
        [
          'parameters:',
          '  - in: query',
          '    name: since',
          '    required: false',
          '    type: ISO8601Time',
          '    timeZone: unpublished',
          '    description: この日時以降の契約の変更だけを返します。',
        ].join('\n'),
      );
    const dir = tempCopyOf(apiDataDir, { files: { 'v2/contract.history.yaml': added } });
    const page = listApiPages(dir).find((candidate) => candidate.path === '/docs/reference/api/v2/contract.history');
    expect(page).toMatchObject({ title: 'Contract History v2', kind: 'api' });
    const copy = loadApiCatalog(dir);
    const contract = apiSidebar(copy).find((entry) => entry.label === 'Contract v2');
    expect(contract?.kind === 'category' && contract.items.map((item) => item.label)).toEqual([
      'Contract List v2',
      'Contract History v2',
    ]);
    const endpoint = copy.endpoints.find((candidate) => candidate.id === 'contract.history');
    if (!endpoint) throw new Error('contract.history was not loaded');
    const html = renderEndpoint(endpoint, apiPageContext(copy, telegramCatalog()));
    expect(html).toContain('id="parameter-query-since"');
    expect(html).toContain('<code>ISO8601Time</code>');
    expect(html).toContain('タイムゾーン: どのタイムゾーンの日付・日時として読むかは公開されていません');
  });
});
