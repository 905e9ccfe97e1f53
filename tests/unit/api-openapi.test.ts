import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiDataDir, loadApiCatalog, type ApiCatalog } from '../../generators/api/load';
import { repoRoot } from '../../generators/data/data-source';
import { buildOpenApiDocument, type OpenApiDocument, type OpenApiOperation } from '../../generators/api/openapi';

function operations(document: OpenApiDocument): OpenApiOperation[] {
  return Object.values(document.paths).flatMap((item) =>
    [item.get, item.post, item.delete].filter((op) => op !== undefined),
  );
}

function operationById(
  document: OpenApiDocument,
  id: string,
): { path: string; operation: OpenApiOperation } | undefined {
  for (const [key, item] of Object.entries(document.paths)) {
    for (const operation of [item.get, item.post, item.delete]) {
      if (operation?.operationId === id) return { path: key, operation };
    }
  }
  return undefined;
}

/** The JSON pointers of every `key` in `value`. */
function keyPaths(value: unknown, key: string, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, child]) => [
    ...(name === key ? [`${at}/${name}`] : []),
    ...keyPaths(child, key, `${at}/${name}`),
  ]);
}

describe('buildOpenApiDocument', () => {
  let catalog: ApiCatalog;
  let document: OpenApiDocument;

  beforeAll(() => {
    catalog = loadApiCatalog();
    document = buildOpenApiDocument(catalog);
  });

  it('produces a document that the OpenAPI 3.1 schema accepts', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    delete broken.info;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });

  it('covers every REST endpoint file of data/api/v2 and the v1 data endpoints', () => {
    const ids = operations(document).map((operation) => operation.operationId);
    const v2Files = readdirSync(path.join(apiDataDir, 'v2')).filter((name) => name.endsWith('.yaml'));
    const v2Rest = v2Files.map((name) => name.replace(/\.yaml$/, '')).filter((id) => id !== 'websocket');
    expect(v2Rest.length).toBe(14);
    for (const id of [...v2Rest, 'telegram.data', 'jmafile.data', 'archive.data']) expect(ids).toContain(id);
    expect(ids).not.toContain('websocket');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps method and URL of each endpoint, moving path segments to the server only to keep paths unique', () => {
    for (const endpoint of catalog.endpoints) {
      if (endpoint.kind !== 'rest') continue;
      const found = operationById(document, endpoint.id);
      expect(found, endpoint.id).toBeDefined();
      const item = document.paths[found!.path];
      const serverUrl = item.servers?.[0].url ?? document.servers[0].url;
      const rebuilt = `${serverUrl}${found!.path}`.replace(/\{([^}]+)\}/g, ':$1');
      expect(rebuilt).toBe(endpoint.url);
      expect(item[endpoint.method.toLowerCase() as 'get' | 'post' | 'delete']).toBe(found!.operation);
    }
  });

  it('describes parameters with their defaults and limits', () => {
    const telegramList = operationById(document, 'telegram.list')!.operation;
    const limit = telegramList.parameters?.find((parameter) => parameter.name === 'limit');
    expect(limit).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', default: 20, maximum: 100 },
    });
    const socketClose = operationById(document, 'socket.close')!;
    expect(socketClose.path).toBe('/v2/socket/{id}');
    expect(socketClose.operation.parameters?.[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    const socketStart = operationById(document, 'socket.start')!.operation;
    expect(socketStart.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['classifications'],
    });
  });

  it('declares API key and OAuth2 security with the scopes each operation always needs', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.ApiKeyBasic).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(schemes.ApiKeyQuery).toMatchObject({ type: 'apiKey', in: 'query', name: 'key' });
    const oauth = schemes.Oauth2Bearer;
    expect(oauth.type).toBe('oauth2');
    if (oauth.type === 'oauth2') {
      expect(oauth.flows.authorizationCode.authorizationUrl).toBe('https://manager.dmdata.jp/account/oauth2/v1/auth');
      expect(oauth.flows.clientCredentials.tokenUrl).toBe('https://manager.dmdata.jp/account/oauth2/v1/token');
      expect(Object.keys(oauth.flows.authorizationCode.scopes)).toEqual(
        catalog.shared.scopes.map((scope) => scope.name),
      );
    }
    const socketStart = operationById(document, 'socket.start')!.operation;
    expect(socketStart.security).toContainEqual({ Oauth2Bearer: ['socket.start'] });
  });

  it('includes success and error responses with their examples, and the rate-limit status', () => {
    const socketStart = operationById(document, 'socket.start')!.operation;
    expect(Object.keys(socketStart.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '403', '409', '429']),
    );
    expect(socketStart.responses['200'].content?.['application/json'].examples?.success.value).toMatchObject({
      status: 'ok',
    });
    expect(socketStart.responses['409'].content?.['application/json'].examples?.['connections-full']).toBeDefined();
    expect(socketStart.responses['409'].description).toContain(
      'The maximum number of simultaneous connections is full.',
    );
    const socketClose = operationById(document, 'socket.close')!.operation;
    expect(socketClose.responses['2XX'].content).toBeUndefined();
  });

  it('publishes no x-source-note: the remarks on sources stay in data/api, which has them', () => {
    expect(keyPaths(catalog.shared.schemas, 'x-source-note').length).toBeGreaterThan(0);
    expect(keyPaths(document, 'x-source-note')).toEqual([]);
  });

  it("names the terms the API is used under as info.license (redocly's recommended info-license rule)", () => {
    expect(document.info.license).toEqual({ name: 'DMDATA.JP 利用規約', url: 'https://dmdata.jp/terms' });
    // The URL is a page of this site.
    expect(existsSync(path.join(repoRoot, 'pages/terms.mdx'))).toBe(true);
  });

  it('describes the WebSocket in text only', () => {
    expect(document.info.description).toContain('wss://{可変}.api.dmdata.jp/v2/websocket');
    expect(document.info.description).toContain('dmdata.v2');
    expect(document.tags.find((tag) => tag.name === 'WebSocket v2')?.description).toContain('`ping`');
  });
});
