import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { asyncApiDocument } from '../../generators/api/asyncapi';
import { apiTypesSourcePrefix } from '../../generators/api/endpoint-checks';
import {
  loadApiCatalog,
  type ApiCatalog,
  type FieldSchema,
  type RestEndpoint,
  type WebSocketEndpoint,
} from '../../generators/api/load';
import { loadDisagreements } from '../../generators/content/disagreements';
import { ApiTypes, apiTypesDir, apiTypesVersion, type DeclaredType } from '../support/api-types-reader';

/**
 * The API data against the provider's published types (`@dmdata/api-types`, the version pinned in package.json):
 * every message and every field the types declare for an endpoint we document is in the data, or the data notes
 * the difference: an `x-source-note` of a field beside it names the declared field in backticks, or the field's
 * `x-disagreement` entry of data/disagreements.yaml names it in what a source says (as where the reference calls
 * `maxLpgmInt` `maxLgInt`). Removing a documented field or message from data/api fails here.
 */

/** Endpoints of data/api/v2 and the namespace the types declare them in (the types have none for the others). */
const declaredEndpoints: Record<string, string> = {
  'contract.list': 'ContractList',
  'socket.list': 'SocketList',
  'socket.start': 'SocketStart',
  'socket.close': 'SocketClose',
  'telegram.list': 'TelegramList',
  'gd.earthquake.list': 'GDEarthquakeList',
  'gd.earthquake.event': 'GDEarthquakeEvent',
  'gd.eew.list': 'GDEewList',
  'gd.eew.event': 'GDEewEvent',
  'parameter.earthquake': 'ParameterEarthquakeStation',
  'parameter.tsunami': 'ParameterTsunamiStation',
};

const disagreementList = loadDisagreements().disagreements;

/** Where a declared field is neither in the data nor noted beside it. */
function undocumented(declared: DeclaredType, schema: FieldSchema | undefined, at: string): string[] {
  if (!schema) return [`${at}: no schema in the data`];
  if (declared.kind === 'array') return undocumented(declared.items, schema.items, `${at}[]`);
  if (declared.kind !== 'object') return [];
  const properties = schema.properties ?? {};
  const notes = Object.values(properties).map((field) => field['x-source-note'] ?? '');
  const disagreements = Object.values(properties).flatMap((field) => {
    const entry = disagreementList.find((candidate) => candidate.id === field['x-disagreement']);
    return entry ? entry.sources.map((source) => source.says) : [];
  });
  return [...declared.fields].flatMap(([name, field]) => {
    if (properties[name]) return undocumented(field.type, properties[name], `${at}.${name}`);
    const noted =
      notes.some((note) => note.includes(`\`${name}\``)) ||
      disagreements.some((says) => new RegExp(`(^|[^A-Za-z])${name}($|[^A-Za-z])`).test(says));
    return noted ? [] : [`${at}.${name}`];
  });
}

function declaredFieldNames(declared: DeclaredType): string[] {
  return declared.kind === 'object' ? [...declared.fields.keys()] : [];
}

/** The `type` of a declared WebSocket message (`'change.classification'`). */
function declaredMessageType(declared: DeclaredType): string {
  const type = declared.kind === 'object' ? declared.fields.get('type')?.type : undefined;
  if (type?.kind !== 'leaf' || !/^'[^']+'$/.test(type.text)) throw new Error('a message without a literal type');
  return type.text.slice(1, -1);
}

/** Every `x-source` / `source` value in a loaded value, with where it is. */
function sources(value: unknown, at: string, out: Array<{ at: string; source: string }> = []) {
  if (Array.isArray(value)) value.forEach((item, index) => sources(item, `${at}[${index}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'x-source' || key === 'source') && typeof child === 'string') out.push({ at, source: child });
      else sources(child, `${at}.${key}`, out);
    }
  }
  return out;
}

describe('data/api against @dmdata/api-types', () => {
  let catalog: ApiCatalog;
  let types: ApiTypes;
  let websocket: WebSocketEndpoint;

  beforeAll(() => {
    catalog = loadApiCatalog();
    types = new ApiTypes();
    websocket = catalog.endpoints.find((endpoint): endpoint is WebSocketEndpoint => endpoint.kind === 'websocket')!;
  });

  it('documents every WebSocket message type the types declare, with every declared field', () => {
    const declared = types.interfacesIn('Event').map((name) => ({ name, shape: types.interface(name) }));
    expect(declared.map(({ shape }) => declaredMessageType(shape)).sort()).toEqual(
      ['change.classification', 'data', 'error', 'ping', 'pong', 'start'].sort(),
    );
    for (const { name, shape } of declared) {
      const type = declaredMessageType(shape);
      const messages = websocket.messages.filter((message) => message.type === type);
      expect(messages.length, `${name}: no message of type "${type}" in data/api/v2/websocket.yaml`).toBeGreaterThan(0);
      for (const message of messages) expect(undocumented(shape, message.schema, message.id), name).toEqual([]);
    }
  });

  it('has every WebSocket message of the data in the AsyncAPI document, with its fields', () => {
    const document = asyncApiDocument(catalog);
    for (const name of types.interfacesIn('Event')) {
      const shape = types.interface(name);
      const type = declaredMessageType(shape);
      const messages = Object.values(document.components.messages).filter((message) => message.name === type);
      expect(messages.length, type).toBeGreaterThan(0);
      for (const message of messages) {
        const payload = document.components.schemas[message.payload.$ref.split('/').pop()!];
        expect(Object.keys(payload.properties ?? {})).toEqual(expect.arrayContaining(declaredFieldNames(shape)));
      }
    }
  });

  it('documents every field, query parameter and body parameter the types declare for each endpoint', () => {
    for (const [id, namespace] of Object.entries(declaredEndpoints)) {
      const endpoint = catalog.endpoints.find(
        (candidate): candidate is RestEndpoint => candidate.kind === 'rest' && candidate.id === id,
      );
      expect(endpoint, id).toBeDefined();
      const ok = types.interface(`${namespace}.ResponseOk`);
      if (declaredFieldNames(ok).length > 0) expect(undocumented(ok, endpoint!.response.schema, id)).toEqual([]);
      const names = endpoint!.parameters.map((parameter) => parameter.name);
      for (const part of ['QueryParams', 'RequestBodyJSON']) {
        if (!types.interfacesIn(namespace).includes(`${namespace}.${part}`)) continue;
        expect(names, `${id} ${part}`).toEqual(
          expect.arrayContaining(declaredFieldNames(types.interface(`${namespace}.${part}`))),
        );
      }
    }
  });

  it('finds a missing field, message or parameter (the check can fail)', () => {
    const data = types.interface('Event.Data');
    const message = websocket.messages.find((candidate) => candidate.type === 'data')!;
    const { originalId: _removed, ...rest } = message.schema.properties!;
    expect(undocumented(data, { ...message.schema, properties: rest }, 'data')).toEqual(['data.originalId']);
    const head = message.schema.properties!.head;
    const { binary: _binary, ...headRest } = head.properties!;
    const withoutBinary = {
      ...message.schema,
      properties: { ...message.schema.properties, head: { ...head, properties: headRest } },
    };
    expect(undocumented(data, withoutBinary, 'data')).toEqual(['data.head.binary']);
  });

  it('cites the installed types package by its version, and only files it has', () => {
    const version = apiTypesVersion();
    const cited = sources(catalog, 'catalog').filter((entry) => entry.source.startsWith(apiTypesSourcePrefix));
    expect(cited.length).toBeGreaterThan(10);
    for (const { at, source } of cited) {
      const [, citedVersion, file] = /^@dmdata\/api-types@([^/]+)\/types\/(.+)$/.exec(source) ?? [];
      expect(citedVersion, at).toBe(version);
      expect(existsSync(path.join(apiTypesDir(), file)), `${at}: ${source}`).toBe(true);
    }
  });
});
