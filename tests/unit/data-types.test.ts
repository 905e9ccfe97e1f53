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

  it('a $ref to another meta schema imports the type of that schema instead of declaring it again', () => {
    for (const schemaFile of ['api-endpoint.schema.json', 'api-shared.schema.json', 'api-oauth2.schema.json']) {
      const source = generated.get(schemaFile) ?? '';
      expect(source, schemaFile).toMatch(
        /^import type \{[^}]*\bRawFieldSchema\b[^}]*\} from '\.\/api-field-schema';$/m,
      );
      expect(source, schemaFile).not.toMatch(/^export (?:interface|type) (?:RawFieldSchema|JapaneseText)\b/m);
    }
    expect(generated.get('api-field-schema.schema.json')).toMatch(/^export interface RawFieldSchema\b/m);
    const output = generated.get('telegram-catalog-output.schema.json') ?? '';
    expect(output).toMatch(/^import type \{[^}]*\bTelegramFields\b[^}]*\} from '\.\/telegrams';$/m);
    expect(output).toMatch(/^export type CatalogTelegram = TelegramFields & \{$/m);
    expect(output).not.toMatch(/^export (?:interface|type) TelegramStatus\b/m);
  });
});
