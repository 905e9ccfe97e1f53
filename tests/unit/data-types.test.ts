import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  dataTypesCommand,
  dataTypesDir,
  dataTypesFileName,
  metaSchemaFiles,
  metaSchemaTypeScripts,
} from '../../generators/data/meta-types';
import { metaSchemaDir } from '../../generators/data/validate';
import { SharedDeclarations } from '../../generators/data/shared-declarations';
import { removeTempDirs, tempCopyOf } from '../support/temp-data';

afterEach(removeTempDirs);

/**
 * The types of the data files (isomorphic/data-types/) are generated from data/meta/*.schema.json and committed.
 * A meta schema edited without regenerating leaves the loaders typed against the old shape: these tests say so,
 * and name the command that fixes it.
 */
describe('generated data types', () => {
  const schemaFiles = metaSchemaFiles();
  let generated: Map<string, string>;

  beforeAll(async () => {
    generated = await metaSchemaTypeScripts();
  });

  it('there is one generated file per meta schema, and no other', () => {
    expect(schemaFiles.length).toBeGreaterThan(0);
    const expected = schemaFiles.map(dataTypesFileName).sort();
    const present = existsSync(dataTypesDir) ? readdirSync(dataTypesDir).sort() : [];
    expect(present, `isomorphic/data-types/ does not match data/meta/: run \`${dataTypesCommand}\``).toEqual(expected);
  });

  it.each(schemaFiles)('isomorphic/data-types for %s is up to date', (schemaFile) => {
    const file = path.join(dataTypesDir, dataTypesFileName(schemaFile));
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
    // Compared as one boolean so the failure message is the instruction, not a 1000-line diff.
    expect(
      committed === generated.get(schemaFile),
      `${path.relative(process.cwd(), file)} is stale: data/meta/${schemaFile} changed; run \`${dataTypesCommand}\` and commit the result`,
    ).toBe(true);
  });

  it('names each type after the domain, not after a file or a counter', () => {
    expect(generated.get('telegrams.schema.json')).toMatch(/^export (?:interface|type) TelegramEntry\b/m);
    expect(generated.get('jmafile.schema.json')).toMatch(/^export (?:interface|type) JmaFileEntry\b/m);
    expect(generated.get('api-endpoint.schema.json')).toMatch(
      /^export type RawApiEndpoint = RawRestEndpoint \| RawWebSocketEndpoint;$/m,
    );
    // A `$ref` with its own description must reuse the referenced type, not copy it as `FieldSchema1`.
    for (const schemaFile of schemaFiles) {
      const source = readFileSync(path.join(dataTypesDir, dataTypesFileName(schemaFile)), 'utf8');
      expect(source, schemaFile).not.toMatch(/^export (?:type|interface) \w+?\d+\b/m);
      expect(source, schemaFile).not.toMatch(/^export (?:type|interface) NoName/m);
    }
  });

  it('a field added to a meta schema changes its generated module, so the committed one is reported stale', async () => {
    const edited = tempCopyOf(metaSchemaDir, {
      edits: [
        {
          file: 'service.schema.json',
          from: '    "serviceStart": {\n',
          to: '    "serviceEnd": { "type": "string", "description": "終了した年と月。" },\n    "serviceStart": {\n',
        },
      ],
    });
    const regenerated = await metaSchemaTypeScripts(edited);
    const committed = readFileSync(path.join(dataTypesDir, 'service.ts'), 'utf8');
    expect(regenerated.get('service.schema.json')).toContain('serviceEnd?: string;');
    expect(regenerated.get('service.schema.json')).not.toBe(committed);
    expect(regenerated.get('site.schema.json')).toBe(generated.get('site.schema.json'));
  });

  it('a published catalog schema reuses the declarations of its catalog and declares only its own', () => {
    const output = generated.get('telegram-catalog-output.schema.json') ?? '';
    expect(output).toMatch(/^export type \{[^}]*\bTelegramStatus\b[^}]*\} from '\.\/telegrams';$/m);
    expect(output).toMatch(/^export interface CatalogTelegram\b/m);
    expect(output).not.toMatch(/^export interface TelegramStatus\b/m);
  });
});

describe('SharedDeclarations', () => {
  const module = (...declarations: string[]) => `${declarations.join('\n')}\n`;
  const area = 'export interface Area {\n  region: string;\n}';
  const place = 'export interface Place {\n  area: Area;\n}';

  it('imports a declaration written the same way by an earlier module, and keeps the others', () => {
    const shared = new SharedDeclarations();
    shared.add('./first', module(area, place));
    const second = shared.add('./second', module(area, 'export type Code = string;'));
    expect(second.imported).toEqual(new Map([['./first', ['Area']]]));
    expect(second.own).toEqual(['export type Code = string;']);
  });

  it('keeps a declaration whose text matches but which names a type this module declares differently', () => {
    const shared = new SharedDeclarations();
    shared.add('./first', module(area, place));
    const otherArea = 'export interface Area {\n  region: string;\n  code: string;\n}';
    const second = shared.add('./second', module(otherArea, place));
    expect(second.imported.size).toBe(0);
    expect(second.own).toEqual([otherArea, place]);
  });

  it('compares declarations without the generator note that names the root type of each schema', () => {
    const shared = new SharedDeclarations();
    const noted = (root: string) =>
      `/**\n * 地域。\n *\n * This interface was referenced by \`${root}\`'s JSON-Schema\n * via the \`definition\` "Area".\n */\n${area}`;
    shared.add('./first', module(noted('First')));
    const second = shared.add('./second', module(noted('Second')));
    expect(second.imported).toEqual(new Map([['./first', ['Area']]]));
  });
});
