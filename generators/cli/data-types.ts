import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataTypesDir, dataTypesFileName, metaSchemaTypeScripts } from '../data/meta-types';

/**
 * `npm run types:data`: writes isomorphic/data-types/<name>.ts from every data/meta/<name>.schema.json and removes
 * the files of meta schemas that no longer exist. Run it after editing a meta schema and commit what it writes;
 * tests/unit/data-types.test.ts fails while a committed file differs from what this would write.
 */
async function writeDataTypes(): Promise<void> {
  mkdirSync(dataTypesDir, { recursive: true });
  const expected = new Set<string>();
  for (const [schemaFile, source] of await metaSchemaTypeScripts()) {
    const name = dataTypesFileName(schemaFile);
    expected.add(name);
    writeFileSync(path.join(dataTypesDir, name), source);
  }
  for (const file of readdirSync(dataTypesDir)) if (!expected.has(file)) rmSync(path.join(dataTypesDir, file));
  console.log(`✓ ${expected.size} type files written to ${path.relative(process.cwd(), dataTypesDir)}/`);
}

writeDataTypes().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
