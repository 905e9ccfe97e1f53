import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiDataDir,
  apiResourceList,
  apiSidebarGroups,
  endpointErrorRows,
  findApiEndpoint,
  loadApiCatalog,
  typeNotationOf,
  type ApiCatalog,
  type FieldSchema,
  type RestEndpoint,
} from '../../generators/api/load';
import { relativeToRepo, repoRoot } from '../../generators/data/data-source';
import { loadSiteModel } from '../../generators/site/site-model';
import { createAjv, metaSchemaDir } from '../../generators/data/validate';
import { providerApiGroupLabels } from '../support/api-groups';
import { catchDataError, lineOf, locationOf } from '../support/data-error';
import { removeTempDirs, tempCopyOf, type FileEdit } from '../support/temp-data';

afterEach(removeTempDirs);

/** A temp copy of data/api with the edits (each `from` must occur exactly once) and extra files. */
function brokenCopy(edits: FileEdit[], files: Record<string, string> = {}): string {
  return tempCopyOf(apiDataDir, { edits, files });
}

/** Index of the example named bad-format-mode among the file's examples. */
function exampleIndex(text: string): number {
  return text
    .slice(text.indexOf('\nexamples:'))
    .split('\n  - name: ')
    .slice(1)
    .findIndex((entry) => entry.startsWith('bad-format-mode'));
}

function loadError(dir: string) {
  return catchDataError(() => loadApiCatalog(dir));
}

/** `file:line:column` of `marker` in a file of the copy: the position of its first character plus `shift`. */
function where(dir: string, file: string, marker: string, shift = 0): string {
  return locationOf(path.join(dir, file), marker, { shift });
}

describe('loadApiCatalog with the repository data', () => {
  let catalog: ApiCatalog;

  beforeAll(() => {
    catalog = loadApiCatalog();
  });

  it('loads every endpoint file of each version folder, and gives each endpoint a page', () => {
    const files = ['v1', 'v2'].flatMap((version) =>
      readdirSync(path.join(repoRoot, 'data/api', version))
        .filter((name) => name.endsWith('.yaml'))
        .map((name) => `data/api/${version}/${name}`),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(catalog.endpoints.map((endpoint) => endpoint.file).sort()).toEqual(files.sort());
    const pagePaths = new Set([...loadSiteModel().pages.values()].map((page) => page.path));
    for (const endpoint of catalog.endpoints) expect(pagePaths.has(endpoint.route), endpoint.route).toBe(true);
    const socketStart = findApiEndpoint(catalog, 'v2', 'socket.start');
    expect(socketStart).toMatchObject({ kind: 'rest', method: 'POST', url: 'https://api.dmdata.jp/v2/socket' });
    expect(socketStart?.file).toBe('data/api/v2/socket.start.yaml');
    expect(socketStart?.route).toBe('/docs/reference/api/v2/socket.start');
  });

  it('groups endpoints for the sidebar in the provider order, v1 data endpoints inside the v2 groups', () => {
    const groups = apiSidebarGroups(catalog);
    expect(groups.map((entry) => entry.group.label)).toEqual(providerApiGroupLabels);
    expect(groups[1].endpoints.map((link) => link.id)).toEqual(['socket.list', 'socket.start', 'socket.close']);
    expect(groups[2].endpoints.map((link) => link.route)).toEqual([
      '/docs/reference/api/v2/telegram.list',
      '/docs/reference/api/v1/telegram.data',
    ]);
    const resources = apiResourceList(catalog);
    const websocket = resources.find((entry) => entry.group.id === 'WebSocket')?.resources[0];
    expect(websocket).toMatchObject({
      name: 'WebSocket',
      method: 'WebSocket',
      url: 'wss://{可変}.api.dmdata.jp/v2/websocket',
    });
  });

  it('expands shared schemas and keeps the override of the place of use', () => {
    const telegramList = findApiEndpoint(catalog, 'v2', 'telegram.list') as RestEndpoint;
    const item = telegramList.response.schema?.properties?.items.items;
    expect(item?.properties?.xmlReport.properties?.control.required).toContain('title');
    expect(item?.properties?.xmlReport['x-condition']).toContain('xmlReport=true');
    expect(JSON.stringify(telegramList.response.schema)).not.toContain('$ref');
  });

  it('validates every example against its response or message schema', () => {
    const ajv = createAjv();
    const errorSchema = ajv.compile(catalog.shared.schemas.errorResponse);
    let checked = 0;
    for (const endpoint of catalog.endpoints) {
      if (endpoint.kind === 'websocket') {
        for (const message of endpoint.messages) {
          const validate = ajv.compile(message.schema);
          for (const example of message.examples) {
            expect(validate(example.body), `${endpoint.id} ${message.id} ${example.name}`).toBe(true);
            checked++;
          }
        }
        continue;
      }
      const validate = endpoint.response.schema ? ajv.compile(endpoint.response.schema) : undefined;
      for (const example of endpoint.examples) {
        if (example.body === undefined) continue;
        const ok = Number(String(example.status)[0]) >= 4 ? errorSchema(example.body) : validate?.(example.body);
        expect(ok, `${endpoint.id} ${example.name}`).toBe(true);
        checked++;
      }
      expect(
        endpoint.examples.some((example) => Number(String(example.status)[0]) < 4),
        endpoint.id,
      ).toBe(true);
      expect(
        endpoint.examples.some((example) => Number(String(example.status)[0]) >= 4),
        endpoint.id,
      ).toBe(true);
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('describes every response field in Japanese and states when optional fields appear', () => {
    const walk = (schema: FieldSchema, where: string): void => {
      expect(schema.description, where).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      for (const [name, child] of Object.entries(schema.properties ?? {})) {
        if (!(schema.required ?? []).includes(name)) expect(child['x-condition'], `${where}.${name}`).toBeTruthy();
        walk(child, `${where}.${name}`);
      }
      if (schema.properties) expect(schema.additionalProperties, where).toBe(false);
      if (schema.items) walk(schema.items, `${where}[]`);
    };
    for (const endpoint of catalog.endpoints) {
      if (endpoint.kind === 'rest' && endpoint.response.schema) walk(endpoint.response.schema, endpoint.id);
      if (endpoint.kind === 'websocket') for (const message of endpoint.messages) walk(message.schema, message.id);
    }
  });

  it('derives the provider type notation from the schemas', () => {
    const socketList = findApiEndpoint(catalog, 'v2', 'socket.list') as RestEndpoint;
    const item = socketList.response.schema!.properties!.items.items!;
    expect(typeNotationOf(item.properties!.id)).toBe('Integer|String<Integer>');
    expect(typeNotationOf(item.properties!.types)).toBe('Array<String>|Null');
    expect(typeNotationOf(item.properties!.end)).toBe('ISO8601Time|Null');
  });

  it('lists standard and endpoint errors with the published messages', () => {
    const socketStart = findApiEndpoint(catalog, 'v2', 'socket.start') as RestEndpoint;
    const rows = endpointErrorRows(catalog, socketStart);
    expect(rows.find((row) => row.status === 401)).toMatchObject({
      message: 'Authentication required.',
      standard: true,
    });
    expect(rows.find((row) => row.status === 402)).toMatchObject({ message: 'No contract.', standard: false });
    const cursor = catalog.shared.errors.find((error) => error.id === 'invalid-cursor-token');
    expect(cursor?.message).toBe('Unexpected data  of search query `cursorToken`.');
  });

  it('loads the OAuth2 facts', () => {
    expect(catalog.oauth2.endpoints.map((endpoint) => endpoint.url)).toEqual([
      'https://manager.dmdata.jp/account/oauth2/v1/auth',
      'https://manager.dmdata.jp/account/oauth2/v1/token',
      'https://manager.dmdata.jp/account/oauth2/v1/revoke',
    ]);
    expect(catalog.oauth2.lifetimes.find((entry) => entry.token === 'access-token')?.seconds).toBe(21600);
    expect(catalog.oauth2.flows.map((flow) => flow.id)).toEqual([
      'authorization-code',
      'refresh-token',
      'client-credentials',
    ]);
  });
});

describe('API meta schemas', () => {
  const meta = (name: string) => JSON.parse(readFileSync(path.join(metaSchemaDir, name), 'utf8'));

  it('are closed and describe every property', () => {
    type Node = Record<string, unknown>;
    const asNode = (value: unknown): Node | undefined =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : undefined;
    // Open on their own, closed where they are used: the endpoint root only names the tag (`kind`) of its `oneOf`
    // branches, and the fields every endpoint has are included (`allOf`) by both branches, which close the object.
    const closedByTheirUsers = new Set(['api-endpoint.schema.json', 'api-endpoint.schema.json/$defs/endpointCommon']);
    const walk = (schema: Node, where: string): void => {
      const properties = asNode(schema.properties);
      if (properties) {
        if (!closedByTheirUsers.has(where))
          expect(schema.additionalProperties === false || schema.unevaluatedProperties === false, where).toBe(true);
        for (const [name, child] of Object.entries(properties)) {
          const childNode = asNode(child);
          if (!childNode) continue;
          expect(typeof childNode.description, `${where}.${name}`).toBe('string');
          walk(childNode, `${where}.${name}`);
        }
      }
      for (const key of ['items', 'additionalProperties']) {
        const child = asNode(schema[key]);
        if (child) walk(child, `${where}/${key}`);
      }
      for (const [name, child] of Object.entries(asNode(schema.$defs) ?? {}))
        walk(child as Node, `${where}/$defs/${name}`);
    };
    const metaFiles = ['api-endpoint.schema.json', 'api-shared.schema.json', 'api-oauth2.schema.json'];
    for (const name of [...metaFiles, 'api-field-schema.schema.json']) {
      const schema = meta(name);
      expect(typeof schema.description, name).toBe('string');
      walk(schema, name);
    }
    const endpoint = meta('api-endpoint.schema.json');
    for (const branch of endpoint.oneOf as Array<{ $ref: string }>) {
      const definition = endpoint.$defs[branch.$ref.replace('#/$defs/', '')];
      expect(definition.allOf, branch.$ref).toEqual([{ $ref: '#/$defs/endpointCommon' }]);
      expect(definition.unevaluatedProperties, branch.$ref).toBe(false);
    }
  });

  it('enumerate the parameter types that shared.yaml defines', () => {
    const catalog = loadApiCatalog();
    expect(meta('api-endpoint.schema.json').$defs.parameter.properties.type.enum).toEqual(
      catalog.shared.parameterTypes,
    );
  });
});

describe('loadApiCatalog with broken data', () => {
  it('reports a WebSocket field in a REST endpoint as an unknown field, and nothing about the WebSocket branch', () => {
    const dir = brokenCopy([{ file: 'v2/socket.list.yaml', from: 'kind: rest\n', to: 'kind: rest\nerrorCodes: []\n' }]);
    const error = loadError(dir);
    expect(error.message).toBe(
      `${where(dir, 'v2/socket.list.yaml', 'errorCodes: []')} errorCodes: unknown field "errorCodes"`,
    );
  });

  it('reports a missing or unknown endpoint kind once, at the file or at the value', () => {
    const missing = brokenCopy([{ file: 'v2/socket.list.yaml', from: 'kind: rest\n', to: '' }]);
    expect(loadError(missing).message).toBe(
      `${where(missing, 'v2/socket.list.yaml', '', 0)} kind: required field "kind" is missing`,
    );
    const unknown = brokenCopy([{ file: 'v2/socket.list.yaml', from: 'kind: rest\n', to: 'kind: graphql\n' }]);
    expect(loadError(unknown).message).toBe(
      `${where(unknown, 'v2/socket.list.yaml', 'graphql')} kind: must be one of "rest", "websocket"`,
    );
  });

  it('reports an x-disagreement or disagreement that names no entry of data/disagreements.yaml at its position', () => {
    const dir = brokenCopy([
      { file: 'v2/websocket.yaml', from: 'x-disagreement: websocket-ping-id', to: 'x-disagreement: ping-id' },
      { file: 'shared.yaml', from: 'disagreement: error-401-message', to: 'disagreement: error-401' },
    ]);
    const error = loadError(dir);
    const positions = error.issues.map((issue) => `${issue.file}:${issue.line}:${issue.column}`);
    expect(positions).toEqual([where(dir, 'shared.yaml', 'error-401'), where(dir, 'v2/websocket.yaml', 'ping-id')]);
    expect(error.issues.map((issue) => issue.message.split(':')[0])).toEqual([
      'unknown disagreement "error-401"',
      'unknown disagreement "ping-id"',
    ]);
  });

  it('checks a WebSocket endpoint against the WebSocket branch only', () => {
    const dir = brokenCopy([
      { file: 'v2/websocket.yaml', from: 'kind: websocket\n', to: 'kind: websocket\nmethod: GET\n' },
    ]);
    const error = loadError(dir);
    expect(error.message).toBe(`${where(dir, 'v2/websocket.yaml', 'method: GET')} method: unknown field "method"`);
  });

  it('reports an unknown parameter type with file, line, column and field', () => {
    const marker = '    type: Integer\n    description: 取得する WebSocket の ID';
    const dir = brokenCopy([{ file: 'v2/socket.list.yaml', from: marker, to: marker.replace('Integer', 'Number') }]);
    const error = loadError(dir);
    expect(error.message).toContain(
      `${where(dir, 'v2/socket.list.yaml', 'type: Number', 'type: '.length)} parameters[0].type: must be one of "String", "Integer"`,
    );
    expect(error.issues[0]).toMatchObject({ field: 'parameters[0].type' });
  });

  it('requires the time zone of a date parameter, at its name', () => {
    const marker = '    name: date\n    required: false\n    type: String\n    timeZone: unpublished\n';
    const dir = brokenCopy([
      { file: 'v2/gd.earthquake.list.yaml', from: marker, to: marker.replace('    timeZone: unpublished\n', '') },
    ]);
    const error = loadError(dir);
    expect(error.message).toBe(
      `${where(dir, 'v2/gd.earthquake.list.yaml', 'date\n', 0)} parameters[2].name: parameter "date" takes a date or time: say in timeZone in which time zone it is read ("unpublished" when the provider does not say)`,
    );
  });

  it('reports an example that does not match its response schema at the failing field', () => {
    const dir = brokenCopy([
      { file: 'v2/socket.list.yaml', from: '        - id: 3180412\n', to: '        - id: true\n' },
    ]);
    const error = loadError(dir);
    expect(error.message).toBe(
      `${where(dir, 'v2/socket.list.yaml', '- id: true', '- id: '.length)} examples[0].body.items[0].id: example does not match the response schema: must be integer,string`,
    );
  });

  it('reports an example with a field the closed schema does not define', () => {
    const dir = brokenCopy([
      {
        file: 'v2/contract.list.yaml',
        from: '          connectionCounts: 1\n',
        to: '          connectionCounts: 1\n          planCode: eq\n',
      },
    ]);
    const error = loadError(dir);
    expect(error.message).toBe(
      `${where(dir, 'v2/contract.list.yaml', 'planCode: eq')} examples[0].body.items[0].planCode: example does not match the response schema: unknown field "planCode"`,
    );
  });

  it('reports a WebSocket message example that does not match its message schema', () => {
    const dir = brokenCopy([
      { file: 'v2/websocket.yaml', from: '          code: 4503\n', to: "          code: '4503'\n" },
    ]);
    const error = loadError(dir);
    const at = where(dir, 'v2/websocket.yaml', "code: '4503'", 'code: '.length);
    expect(error.message.split('\n')).toEqual([
      `${at} messages[7].examples[0].body.code: example does not match the message schema: must be integer`,
      `${at} messages[7].examples[0].body.code: example does not match the message schema: must be one of 4400, 4404, 4409, 4503, 4640, 4641, 4807, 4808, 4891`,
    ]);
  });

  it('reports a repeated example name, message id and error code at the repeat, naming the line of the first', () => {
    const original = (file: string) => readFileSync(path.join(apiDataDir, file), 'utf8');
    const firstExample = lineOf(original('v2/telegram.list.yaml'), '  - name: success');
    const repeatExample = lineOf(original('v2/telegram.list.yaml'), '  - name: bad-format-mode');
    const firstMessage = lineOf(original('v2/websocket.yaml'), '  - id: ping-from-server');
    const repeatMessage = lineOf(original('v2/websocket.yaml'), '  - id: pong-from-client');
    const firstCode = lineOf(original('v2/websocket.yaml'), '  - code: 4400');
    const repeatCode = lineOf(original('v2/websocket.yaml'), '  - code: 4404');
    const dir = brokenCopy([
      { file: 'v2/telegram.list.yaml', from: '  - name: bad-format-mode\n', to: '  - name: success\n' },
      { file: 'v2/websocket.yaml', from: '  - id: pong-from-client\n', to: '  - id: ping-from-server\n' },
      { file: 'v2/websocket.yaml', from: '  - code: 4404\n', to: '  - code: 4400\n' },
    ]);
    const lines = loadError(dir).message.split('\n');
    const examples = relativeToRepo(path.join(dir, 'v2/telegram.list.yaml'));
    const socket = relativeToRepo(path.join(dir, 'v2/websocket.yaml'));
    expect(lines).toContain(
      `${examples}:${repeatExample}:11 examples[${exampleIndex(original('v2/telegram.list.yaml'))}].name: duplicate example name "success" (first at line ${firstExample})`,
    );
    const messageLine = lines.find((line) => line.includes('duplicate message id')) ?? '';
    const messagePrefix = `${socket}:${repeatMessage}:9 `;
    const messageSuffix = `.id: duplicate message id "ping-from-server" (first at line ${firstMessage})`;
    expect(messageLine.startsWith(messagePrefix) && messageLine.endsWith(messageSuffix), messageLine).toBe(true);
    expect(messageLine.slice(messagePrefix.length, messageLine.length - messageSuffix.length)).toMatch(
      /^messages\[\d+\]$/,
    );
    expect(lines).toContain(
      `${socket}:${repeatCode}:11 errorCodes[1].code: duplicate error code "4400" (first at line ${firstCode})`,
    );
  });

  it('reports a duplicate endpoint id in another file', () => {
    const copy = readFileSync(path.join(apiDataDir, 'v2/contract.list.yaml'), 'utf8').replace(
      'version: v2',
      'version: v1',
    );
    const dir = brokenCopy([], { 'v1/contract.list.yaml': copy });
    const error = loadError(dir);
    const duplicate = error.issues.find((issue) => issue.message.startsWith('duplicate endpoint id'));
    expect(duplicate).toMatchObject({
      file: relativeToRepo(path.join(dir, 'v2/contract.list.yaml')),
      line: 2,
      column: 5,
      field: 'id',
    });
    expect(duplicate?.message).toBe(
      `duplicate endpoint id "contract.list" (also in ${relativeToRepo(path.join(dir, 'v1/contract.list.yaml'))})`,
    );
  });

  it('reports a reference to an undefined shared error', () => {
    const dir = brokenCopy([
      { file: 'v2/archive.list.yaml', from: '  standard: [invalid-cursor-token,', to: '  standard: [invalid-cursor,' },
    ]);
    const error = loadError(dir);
    expect(error.message).toContain(
      `${where(dir, 'v2/archive.list.yaml', 'invalid-cursor,')} errors.standard[0]: unknown standard error "invalid-cursor" (not defined in shared.yaml errors)`,
    );
  });

  it('reports an unknown group, an unknown scope and a $ref to a shared schema that does not exist together', () => {
    const dir = brokenCopy([
      { file: 'v2/gd.eew.list.yaml', from: 'group: GD EEW', to: 'group: GD Eew' },
      { file: 'v2/gd.eew.list.yaml', from: '  - scope: gd.eew', to: '  - scope: gd.eew.list' },
      {
        file: 'v2/gd.eew.list.yaml',
        from: '$ref: ../shared.yaml#/schemas/eewEarthquake',
        to: '$ref: ../shared.yaml#/schemas/eewQuake',
      },
    ]);
    const error = loadError(dir);
    const file = 'v2/gd.eew.list.yaml';
    expect(error.issues).toHaveLength(3);
    expect(error.message).toContain(`${where(dir, file, 'GD Eew', 0)} group: unknown group "GD Eew"`);
    expect(error.message).toContain(
      `${where(dir, file, 'scope: gd.eew.list', 'scope: '.length)} permissions[0].scope: unknown scope "gd.eew.list"`,
    );
    expect(error.message).toContain(
      `${where(dir, file, '../shared.yaml#/schemas/eewQuake')} response.schema.properties.items.items.properties.earthquake.$ref: $ref "../shared.yaml#/schemas/eewQuake" points nowhere: shared.yaml schemas defines no "eewQuake"`,
    );
  });

  it('reports a $ref that does not lead to a schema of shared.yaml, at the $ref', () => {
    const dir = brokenCopy([
      {
        file: 'v2/gd.eew.list.yaml',
        from: '$ref: ../shared.yaml#/schemas/responseTime',
        to: '$ref: shared.yaml#/schemas/responseTime',
      },
      { file: 'shared.yaml', from: "$ref: '#/schemas/responseId'", to: "$ref: '#/schemas/errorResponse'" },
    ]);
    const error = loadError(dir);
    expect(error.message).toContain(
      `${where(dir, 'v2/gd.eew.list.yaml', 'shared.yaml#/schemas/responseTime')} response.schema.properties.responseTime.$ref: $ref "shared.yaml#/schemas/responseTime" must point to a schema of shared.yaml (../shared.yaml#/schemas/<name>)`,
    );
    expect(error.message).toContain(
      `${where(dir, 'shared.yaml', "'#/schemas/errorResponse'")} schemas.errorResponse.properties.responseId.$ref: shared schema "errorResponse" refers to itself`,
    );
  });

  it('reports an optional response field without an appearance condition', () => {
    const dir = brokenCopy([
      {
        file: 'v2/socket.list.yaml',
        from: '        x-condition: 続きのページがあるときだけ出現します。\n',
        to: '',
      },
    ]);
    const error = loadError(dir);
    expect(error.message).toBe(
      `${where(dir, 'v2/socket.list.yaml', 'nextToken:\n')} response.schema.properties.nextToken: optional field "nextToken" needs an x-condition (when it appears)`,
    );
  });

  it('reports a syntax error and a schema error of different files in one DataError', () => {
    const dir = brokenCopy([
      { file: 'v1/archive.data.yaml', from: 'order: 2', to: 'order: [2' },
      { file: 'oauth2.yaml', from: '    seconds: 21600\n', to: '    seconds: 6h\n' },
    ]);
    const error = loadError(dir);
    expect(error.issues.map((issue) => issue.file)).toEqual([
      relativeToRepo(path.join(dir, 'oauth2.yaml')),
      relativeToRepo(path.join(dir, 'v1/archive.data.yaml')),
    ]);
    expect(error.message).toContain(`${where(dir, 'oauth2.yaml', '6h')} lifetimes[1].seconds: must be integer`);
    expect(error.issues[1].message).toMatch(/^syntax error/);
  });
});
