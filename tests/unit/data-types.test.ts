import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataTypesCommand, dataTypesDir, dataTypesFileName, metaSchemaFiles, metaSchemaTypeScript } from '../../generators/data/meta-types';

/**
 * The types of the data files (isomorphic/data-types/) are generated from data/meta/*.schema.json and committed.
 * A meta schema edited without regenerating leaves the loaders typed against the old shape: these tests say so,
 * and name the command that fixes it.
 */
describe('generated data types', () => {
  const schemaFiles = metaSchemaFiles();

  it('there is one generated file per meta schema, and no other', () => {
    expect(schemaFiles.length).toBeGreaterThan(0);
    const expected = schemaFiles.map(dataTypesFileName).sort();
    const present = existsSync(dataTypesDir) ? readdirSync(dataTypesDir).sort() : [];
    expect(present, `isomorphic/data-types/ does not match data/meta/: run \`${dataTypesCommand}\``).toEqual(expected);
  });

  it.each(schemaFiles)('isomorphic/data-types for %s is up to date', async (schemaFile) => {
    const file = path.join(dataTypesDir, dataTypesFileName(schemaFile));
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const generated = await metaSchemaTypeScript(schemaFile);
    // Compared as one boolean so the failure message is the instruction, not a 1000-line diff.
    expect(committed === generated, `${path.relative(process.cwd(), file)} is stale: data/meta/${schemaFile} changed; run \`${dataTypesCommand}\` and commit the result`).toBe(true);
  });

  it('names each type after the domain, not after a file or a counter', async () => {
    const telegrams = await metaSchemaTypeScript('telegrams.schema.json');
    expect(telegrams).toMatch(/^export (?:interface|type) TelegramEntry\b/m);
    const jmafile = await metaSchemaTypeScript('jmafile.schema.json');
    expect(jmafile).toMatch(/^export (?:interface|type) JmaFileEntry\b/m);
    // A `$ref` with its own description must reuse the referenced type, not copy it as `FieldSchema1`.
    for (const schemaFile of schemaFiles) {
      const source = readFileSync(path.join(dataTypesDir, dataTypesFileName(schemaFile)), 'utf8');
      expect(source, schemaFile).not.toMatch(/^export (?:type|interface) \w+?\d+\b/m);
      expect(source, schemaFile).not.toMatch(/^export (?:type|interface) NoName/m);
    }
  });
});
