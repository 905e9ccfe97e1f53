import { FetchingJSONSchemaStore, InputData, JSONSchemaInput, quicktype } from 'quicktype-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../generators/data/validate';
import { loadSchemaCatalog } from '../../generators/schemas/load';
import type { JsonSchemaObject, SchemaCatalog, SchemaEntry } from '../../generators/schemas/schema-catalog-model';
import { schemaTypeName } from '../../generators/schemas/schema-outputs';
import { publishedSchema } from '../../generators/schemas/published-schema';

/**
 * The published schemas (`/schemas/<name>/<version>.json`, as the build writes them) in a code generator nobody
 * here wrote: quicktype, `--src-lang schema`, for Go and Python, run in-process on every schema version.
 */

const languages = ['go', 'python'] as const;

/** The names quicktype makes up when two types would get the same name (`PurpleType`, `FluffyItem`, `Tentacled5`). */
const placeholderPrefixes = [
  'Purple',
  'Fluffy',
  'Tentacled',
  'Sticky',
  'Indigo',
  'Indecent',
  'Hilarious',
  'Ambitious',
  'Cunning',
  'Magenta',
  'Frisky',
  'Mischievous',
  'Braggadocious',
];
const placeholder = new RegExp(`^(${placeholderPrefixes.join('|')})(?![a-z])`);

async function generate(
  entry: SchemaEntry,
  schema: JsonSchemaObject,
  lang: (typeof languages)[number],
): Promise<string> {
  const input = new JSONSchemaInput(new FetchingJSONSchemaStore());
  await input.addSource({ name: `${entry.name}-${entry.version}`, schema: JSON.stringify(schema) });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({ inputData, lang, rendererOptions: lang === 'go' ? { package: 'dmdata' } : {} });
  return result.lines.join('\n');
}

/** The type names a generated file declares: Go `type X …`, Python `class X…`. */
function declaredTypes(source: string, lang: (typeof languages)[number]): string[] {
  const pattern = lang === 'go' ? /^type (\S+) /gm : /^class (\w+)/gm;
  return [...source.matchAll(pattern)].map((match) => match[1]);
}

function walk(node: unknown, visit: (node: JsonSchemaObject, pointer: string) => void, pointer = ''): void {
  if (Array.isArray(node)) node.forEach((child, index) => walk(child, visit, `${pointer}/${index}`));
  else if (typeof node === 'object' && node !== null) {
    visit(node as JsonSchemaObject, pointer);
    for (const [key, child] of Object.entries(node))
      if (key !== 'const' && key !== 'enum') walk(child, visit, `${pointer}/${key}`);
  }
}

let catalog: SchemaCatalog;
const published = new Map<SchemaEntry, JsonSchemaObject>();

beforeAll(async () => {
  catalog = await loadSchemaCatalog();
  for (const entry of catalog.entries) published.set(entry, await publishedSchema(entry));
}, 120_000);

describe('published schemas in quicktype (Go and Python)', () => {
  for (const lang of languages) {
    it(`generates ${lang} for every published schema, with no placeholder type names`, async () => {
      const failures: string[] = [];
      const placeholders: string[] = [];
      for (const [entry, schema] of published) {
        let source: string;
        try {
          source = await generate(entry, schema, lang);
        } catch (error) {
          failures.push(
            `${entry.name} ${entry.version}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
          );
          continue;
        }
        const types = declaredTypes(source, lang);
        expect(types.length, `${entry.name} ${entry.version}: no types declared`).toBeGreaterThan(3);
        placeholders.push(
          ...types.filter((name) => placeholder.test(name)).map((name) => `${entry.name} ${entry.version}: ${name}`),
        );
        if (lang === 'python') {
          // Python's enum members live in their class, so nothing in the file should need a made-up prefix.
          const anywhere = source.match(new RegExp(`\\b(${placeholderPrefixes.join('|')})(?![a-z])\\w*`, 'g')) ?? [];
          placeholders.push(...anywhere.map((name) => `${entry.name} ${entry.version}: ${name}`));
        }
      }
      expect(published.size).toBe(catalog.entries.length);
      expect(failures).toEqual([]);
      expect([...new Set(placeholders)]).toEqual([]);
    }, 300_000);
  }
});

describe('what the published schemas carry', () => {
  it('holds no notes about this repository (its tooling, its unpublished files)', () => {
    const notes: string[] = [];
    for (const [entry, schema] of published) {
      const text = JSON.stringify(schema);
      for (const word of ['components.schema.json', 'ajv', 'strict モード', 'data/schemas', 'README']) {
        if (text.includes(word)) notes.push(`${entry.name} ${entry.version}: mentions ${word}`);
      }
    }
    expect(notes).toEqual([]);
  });

  it('gives every type a distinct title, the root the name of the .d.ts type', () => {
    for (const [entry, schema] of published) {
      const titles: string[] = [];
      walk(schema, (node) => {
        if (typeof node.title === 'string') titles.push(node.title);
      });
      expect(
        titles.filter((title, index) => titles.indexOf(title) !== index),
        `${entry.name} ${entry.version}`,
      ).toEqual([]);
      expect(
        titles.filter((title) => !/^[A-Z][A-Za-z0-9_]*$/.test(title)),
        `${entry.name} ${entry.version}`,
      ).toEqual([]);
      expect(schema.title).toBe(schemaTypeName(entry));
    }
  });

  it('has no false subschema in the branches generators read (oneOf/anyOf/allOf members, properties outside conditions)', () => {
    const found: string[] = [];
    for (const [entry, schema] of published) {
      walk(schema, (node, pointer) => {
        if (/\/(if|then|else|not|dependentSchemas)(\/|$)/.test(pointer)) return;
        const properties = node.properties;
        if (typeof properties !== 'object' || properties === null) return;
        for (const [name, child] of Object.entries(properties))
          if (child === false) found.push(`${entry.name} ${entry.version}#${pointer}/properties/${name}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('still accepts every example, as the bundled schema does (the titles change no verdict)', () => {
    for (const [entry, schema] of published) {
      const validate = createAjv().compile(schema);
      for (const example of entry.examples)
        expect(validate(example.document), `${example.file}: ${JSON.stringify(validate.errors?.slice(0, 2))}`).toBe(
          true,
        );
    }
  });
});
