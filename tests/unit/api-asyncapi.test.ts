import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Parser, DiagnosticSeverity } from '@asyncapi/parser';
import { TypeScriptGenerator } from '@asyncapi/modelina';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAsyncApiDocument, type AsyncApiDocument } from '../../generators/api/asyncapi';
import { loadApiCatalog, type ApiCatalog, type WebSocketEndpoint } from '../../generators/api/load';
import { buildOpenApiDocument } from '../../generators/api/openapi';
import { repoRoot } from '../../generators/data/data-source';
import { apiPageSource } from '../../pages/kinds/api/build/source';
import { asyncApiArtifactPath } from '../../isomorphic/routes';

/** Close codes of the provider's WebSocket v2 reference (docs/reference/api/v2/websocket.md, its error code table). */
const referenceCloseCodes = [4400, 4404, 4409, 4503, 4640, 4641, 4807, 4808, 4891];

async function parserErrors(document: unknown): Promise<string[]> {
  const { diagnostics } = await new Parser().parse(JSON.stringify(document));
  return diagnostics
    .filter((diagnostic) => Number(diagnostic.severity) === Number(DiagnosticSeverity.Error))
    .map((diagnostic) => `${diagnostic.path.join('.')}: ${diagnostic.message}`);
}

/** An ajv that resolves `#/components/schemas/…` inside the AsyncAPI document (its schemas are JSON Schema draft 07). */
function payloadValidator(document: AsyncApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'asyncapi.json');
  return (schemaName: string) => ajv.getSchema(`asyncapi.json#/components/schemas/${schemaName}`)!;
}

function schemaNameOf(ref: string): string {
  return ref.split('/').pop()!;
}

/** The JSON pointers of every `key` in `value`. */
function keyPaths(value: unknown, key: string, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, child]) => [
    ...(name === key ? [`${at}/${name}`] : []),
    ...keyPaths(child, key, `${at}/${name}`),
  ]);
}

describe('AsyncAPI document of WebSocket v2', () => {
  let catalog: ApiCatalog;
  let websocket: WebSocketEndpoint;
  let document: AsyncApiDocument;

  beforeAll(() => {
    catalog = loadApiCatalog();
    websocket = catalog.endpoints.find((endpoint): endpoint is WebSocketEndpoint => endpoint.kind === 'websocket')!;
    document = buildAsyncApiDocument(catalog);
  });

  it('is what the build writes to /docs/reference/api/v2/asyncapi.json, and @asyncapi/parser finds no error in it', async () => {
    const artifact = ((await apiPageSource.artifacts?.()) ?? []).find((entry) => entry.path === asyncApiArtifactPath);
    expect(artifact).toBeDefined();
    const written = JSON.parse(artifact!.content) as AsyncApiDocument;
    expect(written).toEqual(JSON.parse(JSON.stringify(document)));
    expect(written.asyncapi).toBe('3.0.0');
    expect(await parserErrors(written)).toEqual([]);
    const broken = structuredClone(written) as unknown as { channels: Record<string, { address?: unknown }> };
    broken.channels.websocket.address = 42;
    expect((await parserErrors(broken)).length).toBeGreaterThan(0);
  }, 60_000);

  it('publishes no x-source-note: the remarks on sources stay in data/api, which has them', () => {
    expect(keyPaths(catalog.shared.schemas, 'x-source-note').length).toBeGreaterThan(0);
    expect(keyPaths(document, 'x-source-note')).toEqual([]);
  });

  it('has one message per message of the data, in the channel, each sent or received by an operation', () => {
    const ids = websocket.messages.map((message) => message.id);
    expect(Object.keys(document.components.messages)).toEqual(ids);
    expect(Object.keys(document.channels.websocket.messages)).toEqual(ids);
    const types = new Set(websocket.messages.map((message) => message.type));
    expect([...types].sort()).toEqual(['change.classification', 'data', 'error', 'ping', 'pong', 'start']);
    const used = Object.values(document.operations).flatMap((operation) => [
      ...operation.messages.map((ref) => ({ ref: ref.$ref, action: operation.action })),
      ...(operation.reply?.messages ?? []).map((ref) => ({
        ref: ref.$ref,
        action: operation.action === 'send' ? 'receive' : 'send',
      })),
    ]);
    for (const message of websocket.messages) {
      const uses = used.filter((entry) => entry.ref === `#/channels/websocket/messages/${message.id}`);
      expect(uses.length, message.id).toBe(1);
      // The document describes the server: it sends what goes to the client and receives what the client sends.
      expect(uses[0].action, message.id).toBe(message.direction === 'server-to-client' ? 'send' : 'receive');
    }
    const pingFromServer = Object.values(document.operations).find((operation) =>
      operation.messages.some((ref) => ref.$ref.endsWith('/ping-from-server')),
    );
    expect(pingFromServer?.reply?.messages[0].$ref).toMatch(/\/pong-from-client$/);
  });

  it('gives every message at least one example, and every example validates against its payload schema', () => {
    const validator = payloadValidator(document);
    let checked = 0;
    for (const [id, message] of Object.entries(document.components.messages)) {
      expect(message.examples.length, id).toBeGreaterThan(0);
      const validate = validator(schemaNameOf(message.payload.$ref));
      for (const example of message.examples) {
        expect(validate(example.payload), `${id} ${example.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBe(websocket.messages.reduce((sum, message) => sum + message.examples.length, 0));
    // A payload that lacks a required field, or has one the contract does not know, is rejected.
    const data = document.components.messages.data.examples[0].payload as Record<string, unknown>;
    const validateData = validator('DataMessage');
    const { body: _body, ...withoutBody } = data;
    expect(validateData(withoutBody)).toBe(false);
    expect(validateData({ ...data, unknownField: 1 })).toBe(false);
    expect(validateData({ ...data, schema: { type: 'earthquake-information', version: '1.0.0' } })).toBe(true);
  });

  it('lists every close code of the reference in the error message and the document text', () => {
    const codes = websocket.errorCodes.map((entry) => entry.code);
    expect(codes.sort()).toEqual(referenceCloseCodes);
    const errorPayload = document.components.schemas.ErrorMessage;
    expect(errorPayload.properties?.code?.enum).toEqual(referenceCloseCodes);
    for (const code of referenceCloseCodes) expect(document.info.description).toContain(`\`${code}\``);
  });

  it('shares its component schemas with the OpenAPI document: same names, same schemas', () => {
    const openApi = buildOpenApiDocument(catalog);
    const shared = Object.keys(document.components.schemas).filter((name) => name in openApi.components.schemas);
    expect(shared).toEqual(
      expect.arrayContaining(['XmlReport', 'TelegramSchemaInfo', 'Designation', 'TelegramFormat']),
    );
    for (const name of shared)
      expect(document.components.schemas[name], name).toEqual(openApi.components.schemas[name]);
    // The data message refers to them instead of repeating them.
    const data = document.components.schemas.DataMessage.properties!;
    expect(data.xmlReport.$ref).toBe('#/components/schemas/XmlReport');
    expect(data.schema.$ref).toBe('#/components/schemas/TelegramSchemaInfo');
  });

  it('generates TypeScript models with @asyncapi/modelina that typecheck and accept every example', async () => {
    // Enums as union types: modelina names enum members after their values and drops non-ASCII characters, so a
    // Japanese value such as `通常` would give a member with no name (TypeScript error TS1132). Property names as in
    // the JSON (`type` stays `type`), so that a message as it arrives can be typed with the model.
    const generator = new TypeScriptGenerator({
      modelType: 'interface',
      enumType: 'union',
      rawPropertyNames: true,
      useJavascriptReservedKeywords: false,
    });
    const models = await generator.generateCompleteModels(structuredClone(document), { exportType: 'named' });
    const names = models.map((model) => model.modelName);
    expect(names).toEqual(
      expect.arrayContaining([
        'StartMessage',
        'DataMessage',
        'ChangeClassificationMessage',
        'ErrorMessage',
        'XmlReport',
      ]),
    );
    const dir = mkdtempSync(path.join(tmpdir(), 'asyncapi-models-'));
    try {
      for (const model of models) writeFileSync(path.join(dir, `${model.modelName}.ts`), model.result);
      const messages = Object.values(document.components.messages);
      const payloadModels = [...new Set(messages.map((message) => schemaNameOf(message.payload.$ref)))];
      const examples = messages.flatMap((message) =>
        message.examples.map(
          (example, index) =>
            `export const ${message.name.replace(/\W/g, '_')}${index}_${example.name.replace(/\W/g, '_')}: ${schemaNameOf(message.payload.$ref)} = ${JSON.stringify(example.payload)};`,
        ),
      );
      writeFileSync(
        path.join(dir, 'examples.ts'),
        [...payloadModels.map((name) => `import type { ${name} } from './${name}';`), ...examples].join('\n'),
      );
      writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'esnext',
            moduleResolution: 'bundler',
          },
          include: ['*.ts'],
        }),
      );
      const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
      let output = '';
      try {
        execFileSync(tsc, ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' });
      } catch (error) {
        output = String((error as { stdout?: string }).stdout ?? error);
      }
      expect(output).toBe('');
      const data = models.find((model) => model.modelName === 'DataMessage')!.result;
      for (const field of ['originalId', 'splitReports', 'schema', 'xmlReport']) expect(data).toContain(`'${field}'?`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
