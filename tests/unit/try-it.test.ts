import { describe, expect, it } from 'vitest';
import { isRestEndpoint, loadApiCatalog } from '../../generators/api/load';
import { buildOpenApiDocument } from '../../generators/api/openapi';
import { openApiResponseSchemas, type OpenApiForChecks } from '../../generators/api/openapi-response-checks';
import { tryItConnectSourcesFromData, tryItTargets } from '../../generators/api/try-it-targets';
import { contentSecurityPolicy } from '../../generators/build/security-headers';
import { endpointPageProps, siteApiPageContext } from '../../pages/kinds/api/build/source';
import { statusMatches, tryItAllowsOrigin, type TryItConfig } from '../../isomorphic/try-it';
import {
  emptySuccessVerdict,
  shownUrl,
  tryItRequest,
  type TryItValues,
} from '../../renderer/content/try-it/try-it-request';

/**
 * The "try it" panel's settings and requests: every REST endpoint page gets one, built from the same data as the
 * page and the OpenAPI document; the request goes to the stand-in's layout of a documented URL or to the documented
 * URL itself, only to origins the Content-Security-Policy names, with the key in the documented query parameter.
 */

const catalog = loadApiCatalog();
const rest = catalog.endpoints.filter(isRestEndpoint);

function configOf(id: string): TryItConfig {
  const endpoint = rest.find((candidate) => candidate.id === id)!;
  const props = endpointPageProps(endpoint, siteApiPageContext());
  if (!('tryIt' in props)) throw new Error(`${id}: no try-it settings`);
  return props.tryIt;
}

const values = (overrides: Partial<TryItValues> = {}): TryItValues => ({
  target: 'stand-in',
  origin: 'http://127.0.0.1:9000',
  key: 'secret',
  parameters: {},
  ...overrides,
});

describe('the try-it settings of each REST endpoint page', () => {
  const checks = openApiResponseSchemas(buildOpenApiDocument(catalog) as unknown as OpenApiForChecks);

  it.each(rest.map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s: its documented parameters as fields, and a compiled check for each JSON response with a schema',
    (id, endpoint) => {
      const config = configOf(id);
      expect(config.fields.map((field) => `${field.in}:${field.name}`)).toEqual(
        endpoint.parameters.filter((parameter) => parameter.in !== 'body').map((p) => `${p.in}:${p.name}`),
      );
      const documented = checks.filter((check) => check.operationId === id);
      expect(Object.entries(config.validators)).toEqual(documented.map((check) => [check.status, check.path]));
      if (endpoint.response.schema) {
        const success = String(endpoint.response.status);
        expect(config.validators[success], `${id} has no check of its ${success} response`).toBeDefined();
      }
      expect(config.body !== undefined).toBe(endpoint.request !== undefined);
    },
  );

  it('sends only where the policy allows: the stand-in host on any port and the real API origins, from data', () => {
    const targets = tryItTargets();
    expect(targets.apiOrigins).toEqual([
      ...new Set(catalog.shared.servers.map((server) => new URL(server.url).origin)),
    ]);
    const connect = /connect-src ([^;]*)/.exec(contentSecurityPolicy([], tryItConnectSourcesFromData()))?.[1];
    expect(connect).toBe(["'self'", `http://${targets.standInHost}:*`, ...targets.apiOrigins].join(' '));
    expect(tryItAllowsOrigin(`http://${targets.standInHost}:1234`, targets.standInHost, targets.apiOrigins)).toBe(true);
    expect(tryItAllowsOrigin(`https://${targets.standInHost}:1234`, targets.standInHost, targets.apiOrigins)).toBe(
      false,
    );
    expect(tryItAllowsOrigin('http://example.com:8080', targets.standInHost, targets.apiOrigins)).toBe(false);
    expect(tryItAllowsOrigin('https://api.dmdata.jp', targets.standInHost, targets.apiOrigins)).toBe(true);
  });
});

describe('the request of the panel', () => {
  it('puts a documented URL under the stand-in, with the filled query values and the key', () => {
    const config = configOf('telegram.list');
    const request = tryItRequest(config, values({ parameters: { type: 'VXSE53', limit: '', test: 'including' } }));
    expect(request).toEqual({
      ok: true,
      method: 'GET',
      url: 'http://127.0.0.1:9000/api.dmdata.jp/v2/telegram?type=VXSE53&test=including&key=secret',
    });
    if (request.ok) expect(shownUrl(request.url, config.keyParameter)).not.toContain('secret');
  });

  it('sends to the documented URL itself for the real API, path values filled in and encoded', () => {
    const config = configOf('gd.eew.event');
    const pathField = config.fields.find((field) => field.in === 'path')!;
    const request = tryItRequest(config, values({ target: 'api', parameters: { [pathField.name]: 'a/b' } }));
    expect(request.ok && request.url).toBe(
      `${config.url.replace(`:${pathField.name}`, 'a%2Fb')}?${config.keyParameter}=secret`,
    );
  });

  it('refuses a missing key, a missing path value and an origin the policy does not name', () => {
    const config = configOf('gd.eew.event');
    expect(tryItRequest(config, values({ key: '' }))).toMatchObject({ ok: false, problem: 'key' });
    expect(tryItRequest(config, values())).toMatchObject({ ok: false, problem: 'path' });
    const list = configOf('telegram.list');
    expect(tryItRequest(list, values({ origin: 'http://192.0.2.1:8080' }))).toMatchObject({ problem: 'origin' });
    expect(tryItRequest(list, values({ origin: 'not a url' }))).toMatchObject({ problem: 'origin' });
  });

  it('sends the body only with a method that takes one', () => {
    const config = configOf('socket.start');
    const request = tryItRequest(config, values({ body: config.body }));
    expect(request.ok && request.method).toBe('POST');
    expect(request.ok && request.body).toBe(config.body);
  });
});

describe('the verdict on a documented success without a body', () => {
  it('is named for exactly the endpoints whose success has no content type (Socket Close: 2XX)', () => {
    for (const endpoint of rest) {
      const expected = endpoint.response.contentTypes.length === 0 ? String(endpoint.response.status) : undefined;
      expect(configOf(endpoint.id).emptySuccess, endpoint.id).toBe(expected);
    }
    expect(configOf('socket.close').emptySuccess).toBe('2XX');
  });

  it('is valid for an empty body with that status, invalid with a body, and left to the JSON check otherwise', () => {
    const close = configOf('socket.close');
    expect(emptySuccessVerdict(close, '204', 0)).toBe('valid');
    expect(emptySuccessVerdict(close, '200', 0)).toBe('valid');
    expect(emptySuccessVerdict(close, '200', 17)).toBe('invalid');
    expect(emptySuccessVerdict(close, '404', 0)).toBeUndefined();
    expect(emptySuccessVerdict(configOf('telegram.list'), '204', 0)).toBeUndefined();
    expect(statusMatches('204', '204')).toBe(true);
    expect(statusMatches('204', '200')).toBe(false);
    expect(statusMatches('2XX', '299')).toBe(true);
    expect(statusMatches('2XX', '2000')).toBe(false);
  });
});
