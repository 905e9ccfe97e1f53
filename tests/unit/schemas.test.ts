import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareVersions } from '../../isomorphic/schema-version';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { repoRoot } from '../../generators/data/data-source';
import { createAjv } from '../../generators/data/validate';
import { loadSchemaCatalog } from '../../generators/schemas/load';
import {
  bundledSchemaId,
  componentsId,
  schemaId,
  type JsonSchemaObject,
  type SchemaCatalog,
  type SchemaEntry,
} from '../../generators/schemas/schema-catalog-model';
import { bundleSchema, schemaToTypeScript, schemaTypeName } from '../../generators/schemas/schema-outputs';
import { catchDataErrorAsync, locationOf } from '../support/data-error';
import {
  errorText,
  examplesOf,
  loadRepositoryCatalog,
  readSamples,
  type CheckedDocument,
} from '../support/schema-documents';
import { clone, isJsonObject, type Json, type JsonObject } from '../support/json';
import { removeTempDirs, replaceFirst, rewriteFile, tempCopyOf, tempDir, writeFiles } from '../support/temp-data';

afterAll(removeTempDirs);

/** The deepest object reached by always following the first object-valued member, starting at `body`. */
function deepestObject(start: JsonObject): JsonObject {
  let node = start;
  for (;;) {
    let next: JsonObject | undefined;
    for (const value of Object.values(node)) {
      if (isJsonObject(value)) next = value;
      else if (Array.isArray(value) && isJsonObject(value[0])) next = value[0];
      if (next) break;
    }
    if (!next) return node;
    node = next;
  }
}

// ------------------------------------------------------------------ structural rules (walker)

interface Finding {
  file: string;
  pointer: string;
  problem: string;
}

/** Keywords whose value is a schema, a list of schemas or a map of schemas. */
const schemaKeywords = {
  single: [
    'items',
    'contains',
    'additionalProperties',
    'unevaluatedProperties',
    'unevaluatedItems',
    'propertyNames',
    'not',
    'if',
    'then',
    'else',
  ],
  list: ['allOf', 'anyOf', 'oneOf', 'prefixItems'],
  map: ['properties', 'patternProperties', '$defs', 'dependentSchemas'],
};
/** Under these keywords a schema only adds conditions to values that are defined (and closed) elsewhere. */
const constraintKeywords = new Set(['if', 'then', 'else', 'not', 'dependentSchemas', 'contains']);

function pointerPart(part: string | number): string {
  return `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function isObjectSchema(node: JsonObject): boolean {
  const type = node.type;
  return 'properties' in node || type === 'object' || (Array.isArray(type) && type.includes('object'));
}

/** Closed by itself, or a `$ref` to a schema that is checked (and closed) on its own. */
function isClosed(node: JsonObject): boolean {
  return node.additionalProperties === false || node.unevaluatedProperties === false || typeof node.$ref === 'string';
}

/**
 * A branch of `allOf`/`anyOf`/`oneOf` under a closed object that only restricts properties the object
 * already defines (or forbids them with `false`): a variant selector, not a definition.
 */
function isConstraintBranch(branch: Json, parent: JsonObject): boolean {
  if (!isJsonObject(branch) || !isClosed(parent) || typeof branch.$ref === 'string') return false;
  const known = isJsonObject(parent.properties) ? parent.properties : {};
  const properties = isJsonObject(branch.properties) ? branch.properties : {};
  return Object.entries(properties).every(([name, value]) => typeof value === 'boolean' || name in known);
}

function walkSchema(file: string, node: Json, pointer: string, inConstraint: boolean, findings: Finding[]): void {
  if (!isJsonObject(node) || inConstraint) return;
  const isHeadMixin = file.endsWith('components.schema.json') && pointer === '/$defs/Head';
  if (!isHeadMixin && isObjectSchema(node) && !isClosed(node)) {
    findings.push({
      file,
      pointer,
      problem: 'object schema is not closed (additionalProperties/unevaluatedProperties false)',
    });
  }
  if (isJsonObject(node.properties)) {
    for (const [name, property] of Object.entries(node.properties)) {
      // `false` forbids a property; `true` beside a `$ref` only marks one the referenced schema defines.
      if (property === false || (property === true && typeof node.$ref === 'string')) continue;
      const description = isJsonObject(property) ? property.description : undefined;
      if (typeof description !== 'string' || description.trim() === '') {
        findings.push({
          file,
          pointer: `${pointer}/properties${pointerPart(name)}`,
          problem: 'property has no description',
        });
      }
    }
  }
  for (const keyword of schemaKeywords.single) {
    if (keyword in node)
      walkSchema(file, node[keyword], `${pointer}${pointerPart(keyword)}`, constraintKeywords.has(keyword), findings);
  }
  for (const keyword of schemaKeywords.list) {
    const list = node[keyword];
    if (!Array.isArray(list)) continue;
    list.forEach((child, i) => {
      const constraint = keyword !== 'prefixItems' && isConstraintBranch(child, node);
      walkSchema(file, child, `${pointer}${pointerPart(keyword)}${pointerPart(i)}`, constraint, findings);
    });
  }
  for (const keyword of schemaKeywords.map) {
    const map = node[keyword];
    if (!isJsonObject(map)) continue;
    for (const [name, child] of Object.entries(map)) {
      walkSchema(
        file,
        child,
        `${pointer}${pointerPart(keyword)}${pointerPart(name)}`,
        constraintKeywords.has(keyword),
        findings,
      );
    }
  }
}

// ------------------------------------------------------------------ the catalog as it is in the repository

describe('JSON conversion schemas (data/schemas)', () => {
  let catalog: SchemaCatalog;
  let validators: Map<SchemaEntry, ValidateFunction>;

  beforeAll(async () => {
    ({ catalog, validators } = await loadRepositoryCatalog());
  }, 120_000);

  it('loads every <name>/<version>.schema.json with a matching $id and marks the highest version current', () => {
    expect(catalog.entries.length).toBeGreaterThan(0);
    expect(catalog.components.schema.$id).toBe(componentsId);
    const names = new Set(catalog.entries.map((entry) => entry.name));
    for (const name of names) {
      const ofName = catalog.entries.filter((entry) => entry.name === name);
      expect(
        ofName.filter((entry) => entry.current),
        name,
      ).toHaveLength(1);
      const current = ofName.find((entry) => entry.current)!;
      for (const other of ofName)
        expect(compareVersions(other.version, current.version), `${name} ${other.version}`).toBeLessThanOrEqual(0);
    }
    for (const entry of catalog.entries) {
      expect(entry.schema.$id).toBe(schemaId(entry.name, entry.version));
      expect(entry.file).toBe(`data/schemas/${entry.name}/${entry.version}.schema.json`);
      expect(entry.schema.title, entry.file).toBe(`${entry.name} v${entry.version}`);
      expect(typeof entry.schema.description === 'string' && entry.schema.description.length > 0, entry.file).toBe(
        true,
      );
      expect('x-telegrams' in entry.schema, entry.file).toBe(false);
    }
  });

  it('compiles every schema and each of its $defs with ajv in strict mode', () => {
    for (const entry of catalog.entries) {
      const ajv = createAjv();
      ajv.addSchema(catalog.components.schema);
      expect(() => ajv.compile(entry.schema), entry.file).not.toThrow();
      for (const def of Object.keys((entry.schema.$defs as JsonSchemaObject | undefined) ?? {})) {
        expect(
          () => ajv.getSchema(`${schemaId(entry.name, entry.version)}#/$defs/${def}`),
          `${entry.file} $defs/${def}`,
        ).not.toThrow();
      }
    }
  });

  it('has at least one example per format (current version), and a cancel example where the format has 取消, all valid', () => {
    const missing: string[] = [];
    for (const entry of catalog.entries.filter((e) => e.current)) {
      const examples = examplesOf(catalog).filter((doc) => doc.entry.name === entry.name);
      // Formats whose infoType cannot be 取消 (e.g. forecasts: 発表/訂正/遅延) have no cancel variant to show.
      const hasCancel = JSON.stringify(entry.schema).includes('"取消"');
      if (examples.length === 0) missing.push(`${entry.name}: no example`);
      else if (hasCancel && !examples.some((doc) => doc.document.infoType === '取消'))
        missing.push(`${entry.name}: no 取消 example`);
    }
    expect(missing).toEqual([]);
    for (const { label, entry, document } of examplesOf(catalog)) {
      const validate = validators.get(entry)!;
      expect(validate(document), `${label}\n${errorText(validate)}`).toBe(true);
    }
  });

  it('validates every real sample against the schema of its _schema.version (or the current one)', () => {
    const samples = readSamples(catalog);
    expect(samples.length).toBeGreaterThan(0);
    for (const { label, entry, document } of samples) {
      const validate = validators.get(entry)!;
      expect(validate(document), `${label} against ${entry.file}\n${errorText(validate)}`).toBe(true);
    }
  });

  describe('rejects mutated documents', () => {
    const documents = (): CheckedDocument[] => [...examplesOf(catalog), ...readSamples(catalog)];
    const rejects = (label: string, entry: SchemaEntry, document: JsonObject): void => {
      expect(validators.get(entry)!(document), label).toBe(false);
    };

    it('an unknown property at the top level and deep inside body', () => {
      for (const { label, entry, document } of documents()) {
        const top = clone(document);
        top.unexpectedField = 'x';
        rejects(`${label}: top-level unknown property`, entry, top);
        const deep = clone(document);
        deepestObject(deep.body as JsonObject).unexpectedField = 'x';
        rejects(`${label}: unknown property deep in body`, entry, deep);
      }
    });

    it('a missing required field', () => {
      for (const { label, entry, document } of documents()) {
        for (const field of ['reportDateTime', '_schema', 'body']) {
          const broken = clone(document);
          delete broken[field];
          rejects(`${label}: without ${field}`, entry, broken);
        }
      }
    });

    it('a wrong const or enum value', () => {
      for (const { label, entry, document } of documents()) {
        const wrongSchema = clone(document);
        (wrongSchema._schema as JsonObject).type = 'not-this-format';
        rejects(`${label}: _schema.type`, entry, wrongSchema);
        const wrongVersion = clone(document);
        (wrongVersion._schema as JsonObject).version = '9.9.9';
        rejects(`${label}: _schema.version`, entry, wrongVersion);
        const wrongStatus = clone(document);
        wrongStatus.status = '本番';
        rejects(`${label}: status`, entry, wrongStatus);
        const wrongInfoType = clone(document);
        wrongInfoType.infoType = '更新';
        rejects(`${label}: infoType`, entry, wrongInfoType);
      }
    });
  });

  it('names the source of every value list (enum/const) in a $comment on the node or an enclosing one', () => {
    const unsourced: string[] = [];
    const walk = (node: Json, pointer: string, sourced: boolean, file: string): void => {
      if (Array.isArray(node)) node.forEach((child, i) => walk(child, `${pointer}/${i}`, sourced, file));
      if (!isJsonObject(node)) return;
      const here = sourced || typeof node.$comment === 'string';
      // `_schema` names the format itself; an `if` only selects a branch and restricts nothing.
      if (('enum' in node || 'const' in node) && !here && !pointer.includes('/_schema/') && !pointer.includes('/if/'))
        unsourced.push(`${file}#${pointer}`);
      for (const [key, child] of Object.entries(node))
        if (key !== 'enum' && key !== 'const') walk(child, `${pointer}/${key}`, here, file);
    };
    for (const entry of catalog.entries) walk(entry.schema as Json, '', false, entry.file);
    walk(catalog.components.schema as Json, '', false, catalog.components.file);
    expect(unsourced).toEqual([]);
  });

  it('closes every object schema and describes every property (except the Head mixin and pure constraints)', () => {
    const findings: Finding[] = [];
    walkSchema(catalog.components.file, catalog.components.schema as Json, '', false, findings);
    for (const entry of catalog.entries) walkSchema(entry.file, entry.schema as Json, '', false, findings);
    expect(findings.map((f) => `${f.file}#${f.pointer}: ${f.problem}`)).toEqual([]);
  });

  it('documents the Head composition pattern (for authors in CONTRIBUTING.md, for consumers in the Head description)', () => {
    const head = (catalog.components.schema.$defs as JsonSchemaObject).Head as JsonSchemaObject;
    expect(head.description).toContain('`allOf`');
    const recipe = readFileSync(path.join(repoRoot, 'CONTRIBUTING.md'), 'utf8');
    expect(recipe).toContain('`unevaluatedProperties: false` beside it');
    expect(head.additionalProperties).toBeUndefined();
    for (const entry of catalog.entries) {
      expect(entry.schema.unevaluatedProperties, entry.file).toBe(false);
      expect(entry.schema.allOf, entry.file).toContainEqual({ $ref: '../components.schema.json#/$defs/Head' });
    }
  });

  it('bundles each schema into one self-contained schema that still validates the examples', async () => {
    for (const entry of catalog.entries) {
      const bundled = await bundleSchema(entry);
      expect(bundled.$id).toBe(bundledSchemaId(entry.name, entry.version));
      const external = JSON.stringify(bundled).match(/"\$ref":"(?!#)[^"]*"/g);
      expect(external, entry.file).toBeNull();
      const validate = createAjv().compile(bundled);
      for (const example of entry.examples) expect(validate(example.document), example.file).toBe(true);
    }
  }, 120_000);

  it('generates .d.ts files that compile, with every example typed by its format (one tsc run)', async () => {
    const dir = tempDir();
    const checks: string[] = [];
    for (const entry of catalog.entries) {
      const module = `${entry.name}-${entry.version}`;
      const source = await schemaToTypeScript(entry);
      expect(source).toContain(`export type ${schemaTypeName(entry)} `);
      writeFiles(dir, { [`${module}.d.ts`]: source });
      entry.examples.forEach((example, i) => {
        const alias = `${schemaTypeName(entry)}_${i}`;
        checks.push(`import type { ${schemaTypeName(entry)} as ${alias} } from './${module}';`);
        checks.push(
          `export const ${alias.replace(/\W/g, '_')}_example: ${alias} = ${JSON.stringify(example.document)};`,
        );
      });
    }
    writeFiles(dir, {
      'examples.ts': `${checks.join('\n')}\n`,
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          types: [],
        },
        include: ['*.ts'],
      }),
    });
    const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
    let output = '';
    try {
      execFileSync(tsc, ['--noEmit', '-p', dir], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  }, 180_000);
});

// ------------------------------------------------------------------ format-specific rules of the earthquake schemas

describe('earthquake and EEW schemas: telegram-specific and cancel rules', () => {
  let catalog: SchemaCatalog;
  let validators: Map<SchemaEntry, ValidateFunction>;
  beforeAll(async () => {
    ({ catalog, validators } = await loadRepositoryCatalog());
  }, 120_000);

  const example = (name: string, slug: string): { entry: SchemaEntry; document: JsonObject } => {
    const entry = catalog.entries.find((e) => e.name === name && e.current)!;
    const found = entry.examples.find((x) => x.slug === slug);
    if (!found) throw new Error(`example ${name}/${slug} is missing`);
    return { entry, document: clone(found.document as JsonObject) };
  };
  const body = (document: JsonObject): JsonObject => document.body as JsonObject;
  const path_ = (document: JsonObject, ...keys: Array<string | number>): JsonObject =>
    keys.reduce<Json>((node, key) => (node as { [k: string]: Json })[key], document) as JsonObject;

  const cases: Array<[string, string, string, (document: JsonObject) => void]> = [
    [
      'eew-information',
      'vxse43-cancel',
      'a cancel with an earthquake',
      (d) => {
        body(d).earthquake = body(example('eew-information', 'vxse43').document).earthquake;
      },
    ],
    [
      'eew-information',
      'vxse43-cancel',
      'a cancel with isCanceled false',
      (d) => {
        body(d).isCanceled = false;
      },
    ],
    [
      'eew-information',
      'vxse44',
      'VXSE44 with warning zones',
      (d) => {
        body(d).zones = body(example('eew-information', 'vxse43').document).zones;
      },
    ],
    [
      'eew-information',
      'vxse44',
      'VXSE44 with a long-period forecast',
      (d) => {
        path_(d, 'body', 'intensity').forecastMaxLgInt = { from: '1', to: '1' };
      },
    ],
    [
      'eew-information',
      'vxse47',
      'VXSE47 with isWarning',
      (d) => {
        body(d).isWarning = true;
      },
    ],
    [
      'eew-information',
      'vxse42',
      'VXSE42 marked as last',
      (d) => {
        body(d).isLastInfo = true;
      },
    ],
    [
      'eew-information',
      'vxse43',
      'a region with both condition and arrivalTime',
      (d) => {
        path_(d, 'body', 'intensity', 'regions', 1).condition = '既に主要動到達と推測';
      },
    ],
    [
      'eew-information',
      'vxse43',
      'a magnitude condition beside a value',
      (d) => {
        path_(d, 'body', 'earthquake', 'magnitude').condition = 'Ｍ不明';
      },
    ],
    [
      'earthquake-information',
      'vxse52',
      'VXSE52 with intensity',
      (d) => {
        body(d).intensity = body(example('earthquake-information', 'vxse51').document).intensity;
      },
    ],
    [
      'earthquake-information',
      'vxse51',
      'VXSE51 with intensity 2 in a region',
      (d) => {
        path_(d, 'body', 'intensity', 'regions', 2).maxInt = '2';
      },
    ],
    [
      'earthquake-information',
      'vxse53',
      'VXSE53 with long-period stations',
      (d) => {
        path_(d, 'body', 'intensity').stations = path_(
          example('earthquake-information', 'vxse62').document,
          'body',
          'intensity',
        ).stations;
      },
    ],
    [
      'earthquake-information',
      'vxse53',
      'a city with both maxInt and condition',
      (d) => {
        path_(d, 'body', 'intensity', 'cities', 2).maxInt = '5-';
      },
    ],
    [
      'earthquake-information',
      'vxse53',
      'a station !5- without condition',
      (d) => {
        delete path_(d, 'body', 'intensity', 'stations', 2).condition;
      },
    ],
    [
      'earthquake-information',
      'vxse53',
      'a depth condition beside an ordinary depth',
      (d) => {
        path_(d, 'body', 'earthquake', 'hypocenter', 'depth').condition = 'ごく浅い';
      },
    ],
    [
      'earthquake-information',
      'vxse53',
      'an unknown position with coordinates',
      (d) => {
        path_(d, 'body', 'earthquake', 'hypocenter', 'coordinate').condition = '不明';
      },
    ],
    [
      'earthquake-information',
      'vxse53-cancel',
      'a cancel with comments',
      (d) => {
        body(d).comments = { free: '付加文' };
      },
    ],
    [
      'earthquake-information',
      'vxse62',
      'six period bands instead of seven',
      (d) => {
        (path_(d, 'body', 'intensity', 'stations', 0).prePeriods as Json[]).pop();
      },
    ],
    [
      'earthquake-hypocenter-update',
      'vxse61',
      'a position in decimal degrees',
      (d) => {
        path_(d, 'body', 'earthquake', 'hypocenter', 'coordinate', 'latitude').text = '42.7˚N';
      },
    ],
    [
      'earthquake-nankai',
      'vyse60',
      'VYSE60 with a next advisory',
      (d) => {
        body(d).nextAdvisory = '次の情報は明日発表します。';
      },
    ],
    [
      'earthquake-counts',
      'vxse60',
      'an unknown period type',
      (d) => {
        path_(d, 'body', 'earthquakeCounts', 0).type = '２時間地震回数';
      },
    ],
    [
      'earthquake-explanation',
      'vxse56-cancel',
      'a cancel with a naming',
      (d) => {
        body(d).naming = { text: '名称' };
      },
    ],
  ];
  for (const [name, slug, what, mutate] of cases) {
    it(`${name}: rejects ${what}`, () => {
      const { entry, document } = example(name, slug);
      expect(validators.get(entry)!(document), 'the unmodified example must be valid').toBe(true);
      mutate(document);
      expect(validators.get(entry)!(document)).toBe(false);
    });
  }
});

// ------------------------------------------------------------------ bad input: broken copies in a temporary folder

describe('loadSchemaCatalog reports bad schema files with file, line:column and JSON pointer', () => {
  /** The tests' own small catalog (tests/fixtures/data/schemas/): components + test-counts with one example. */
  const fixtureCatalog = path.join(repoRoot, 'tests/fixtures/data/schemas');
  const copyOfCatalog = () => tempCopyOf(fixtureCatalog);

  /** A copy of the small catalog with the first `from` in `relativeFile` replaced by `to`. */
  function brokenCatalog(relativeFile: string, from: string, to: string): { dir: string; file: string; text: string } {
    const dir = copyOfCatalog();
    const file = path.join(dir, relativeFile);
    return { dir, file, text: rewriteFile(file, (text) => replaceFirst(text, from, to, relativeFile)) };
  }

  async function dataErrorOf(dir: string): Promise<string> {
    return (await catchDataErrorAsync(() => loadSchemaCatalog(dir))).message;
  }

  it('accepts the unbroken copy', async () => {
    const catalog = await loadSchemaCatalog(copyOfCatalog());
    expect(catalog.entries.map((entry) => `${entry.name}@${entry.version}`)).toEqual(['test-counts@1.0.0']);
    expect(catalog.entries[0].examples.map((example) => example.slug)).toEqual(['sample']);
  });

  it('a broken local $ref', async () => {
    const { dir, file } = brokenCatalog('test-counts/1.0.0.schema.json', '"#/$defs/Body"', '"#/$defs/NoSuchBody"');
    const message = await dataErrorOf(dir);
    expect(message).toContain(
      `${locationOf(file, '"#/$defs/NoSuchBody"')} properties.body.$ref: broken $ref "#/$defs/NoSuchBody"`,
    );
    expect(message).toContain('(at /properties/body/$ref)');
  });

  it('a broken $ref into components.schema.json', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/1.0.0.schema.json',
      '"../components.schema.json#/$defs/DateTimeJst"',
      '"../components.schema.json#/$defs/NoSuchTime"',
    );
    const message = await dataErrorOf(dir);
    const pointer = '/$defs/Count/properties/targetTime/properties/start/$ref';
    expect(message).toContain(locationOf(file, '"../components.schema.json#/$defs/NoSuchTime"'));
    expect(message).toContain(`(at ${pointer})`);
  });

  it('a $ref to a schema file that does not exist', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/1.0.0.schema.json',
      '"../components.schema.json#/$defs/Head"',
      '"../no-such.schema.json#/$defs/Head"',
    );
    const message = await dataErrorOf(dir);
    expect(message).toContain(`${locationOf(file, '"../no-such.schema.json#/$defs/Head"')} allOf[0].$ref: broken $ref`);
    expect(message).toContain('(at /allOf/0/$ref)');
  });

  it('a schema that is not a valid JSON Schema', async () => {
    const { dir, file } = brokenCatalog('test-counts/1.0.0.schema.json', '"type": "object"', '"type": "objekt"');
    const message = await dataErrorOf(dir);
    expect(message).toContain(`${locationOf(file, '"objekt"')} type: invalid schema:`);
    expect(message).toContain('(at /type)');
  });

  it('a schema that ajv strict mode refuses (unknown keyword)', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/1.0.0.schema.json',
      '"additionalProperties": false,\n      "properties": {\n        "counts"',
      '"additionalProperties": false, "minimumItems": 2,\n      "properties": {\n        "counts"',
    );
    const message = await dataErrorOf(dir);
    expect(message).toContain(locationOf(file, '"minimumItems": 2', { shift: '"minimumItems": '.length }));
    expect(message).toMatch(
      /schema does not compile \(ajv strict\): strict mode: unknown keyword: "minimumItems" \(at \/\S+\/minimumItems\)/,
    );
  });

  it('a $defs entry that nothing refers to, with an unknown keyword (compiled on its own)', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/1.0.0.schema.json',
      '"$defs": {',
      '"$defs": {\n    "Unused": { "type": "string", "minimumLength": 2 },',
    );
    const message = await dataErrorOf(dir);
    expect(message).toContain(locationOf(file, '"minimumLength": 2', { shift: '"minimumLength": '.length }));
    expect(message).toContain(
      'schema does not compile (ajv strict): strict mode: unknown keyword: "minimumLength" (at /$defs/Unused/minimumLength)',
    );
  });

  it('an example that does not validate', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/examples/sample.json',
      '"type": "累積地震回数"',
      '"type": "週間地震回数"',
    );
    const message = await dataErrorOf(dir);
    expect(message).toContain(
      `${locationOf(file, '"週間地震回数"')} body.counts[1].type: example does not validate: must be one of`,
    );
    expect(message).toContain('(at /body/counts/1/type)');
  });

  it('an example with an unknown field', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/examples/sample.json',
      '"nextAdvisory":',
      '"nextAdvisor": "x",\n    "nextAdvisory":',
    );
    const message = await dataErrorOf(dir);
    expect(message).toContain(
      `${locationOf(file, '"nextAdvisor"')} body.nextAdvisor: example does not validate: unknown field "nextAdvisor" (at /body/nextAdvisor)`,
    );
  });

  it('a $id that does not match the file location', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/1.0.0.schema.json',
      '"https://dmdata.jp/schemas/test-counts/1.0.0.schema.json"',
      '"https://dmdata.jp/schemas/test-count/1.0.0.schema.json"',
    );
    const message = await dataErrorOf(dir);
    expect(message).toContain(
      `${locationOf(file, '"https://dmdata.jp/schemas/test-count/')} $id: "$id" must be "https://dmdata.jp/schemas/test-counts/1.0.0.schema.json"`,
    );
  });

  it('a key written twice', async () => {
    const { dir, file } = brokenCatalog(
      'test-counts/examples/sample.json',
      '"status": "通常",',
      '"status": "通常",\n  "status": "訓練",',
    );
    const message = await dataErrorOf(dir);
    expect(message).toContain(`${locationOf(file, '"status": "訓練"')} syntax error:`);
  });

  it('a file that is not valid JSON', async () => {
    const { dir, file } = brokenCatalog('test-counts/1.0.0.schema.json', '"type": "object",', '"type": "object",,');
    const message = await dataErrorOf(dir);
    expect(message).toContain(`${locationOf(file, ',,', { shift: 1 })} invalid JSON:`);
  });
});
