import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relativeToRepo } from '../../generators/data/data-source';
import { createAjv } from '../../generators/data/validate';
import { loadHighlighter } from '../../generators/highlight/highlighter';
import { schemaArtifacts } from '../../pages/kinds/json-schema/build/downloads';
import { listSchemaVersions, schemaCatalog } from '../../pages/kinds/json-schema/build/listing';
import {
  componentPageData,
  schemaOverviewData,
  schemaPageData,
  type SchemaPageData,
} from '../../pages/kinds/json-schema/build/page-data';
import { listSchemaPages, schemaPageSource, schemaPageTitle } from '../../pages/kinds/json-schema/build/source';
import { telegramCatalog } from '../../pages/kinds/telegrams/build/source';
import { inlineText } from '../../generators/schemas/field-conditions';
import { treeRows, type FieldRow, type FieldTree } from '../../generators/schemas/field-tree';
import {
  bundledSchemaId,
  schemaDir,
  type SchemaCatalog,
  type SchemaEntry,
} from '../../generators/schemas/schema-catalog-model';
import { schemaTypeName } from '../../generators/schemas/schema-outputs';
import { pageSources } from '../../generators/site/page-sources';
import { ComponentReference } from '../../pages/kinds/json-schema/ComponentReference';
import { SchemaOverview } from '../../pages/kinds/json-schema/SchemaOverview';
import { SchemaPage } from '../../pages/kinds/json-schema/SchemaPage';
import { renderBuildTime } from '../support/render-build-time';
import { catchDataError, positionOf } from '../support/data-error';
import { hrefsOf, idsOf } from '../support/html';
import { isJsonObject, type Json } from '../support/json';
import { removeTempDirs, rewriteFile, tempCopyOf } from '../support/temp-data';
import { componentPagePath, jsonConversionPath, schemaPageUrl, telegramUrl } from '../../isomorphic/routes';

function containsObject(value: Json): boolean {
  return isJsonObject(value) || (Array.isArray(value) && value.some(containsObject));
}

function pageKey(entry: SchemaEntry): string {
  return `${entry.name}@${entry.version}`;
}

/**
 * Every key of `document` must be documented on the page: walking the document, each property path has a row
 * (arrays as `[]`, tuple positions as `[0]`); a row that points to an identical structure shown earlier
 * ("same structure as") continues the walk there. Returns the paths that have no row.
 */
function undocumentedPaths(tree: FieldTree, document: Json): string[] {
  const rows = new Map<string, FieldRow>();
  for (const row of treeRows(tree)) if (!rows.has(row.path)) rows.set(row.path, row);
  const known = [...rows.keys()];
  const hasRowsUnder = (prefix: string) =>
    rows.has(prefix) || known.some((path) => path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`));
  const missing: string[] = [];
  const walk = (value: Json, at: string, shown: string): void => {
    if (isJsonObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (at === '' && tree.inherited.includes(key)) continue;
        const path = at === '' ? key : `${at}.${key}`;
        const row = rows.get(path);
        if (!row) {
          missing.push(`${shown}${shown ? '.' : ''}${key}`);
          continue;
        }
        const next = `${shown}${shown ? '.' : ''}${key}`;
        if (row.sameAs?.elements && Array.isArray(child)) {
          // The elements have the structure shown at sameAs.path.
          child.forEach((element, index) => walk(element, row.sameAs!.path, `${next}[${index}]`));
        } else walk(child, row.sameAs ? row.sameAs.path : path, next);
      }
    } else if (Array.isArray(value)) {
      value.forEach((element, index) => {
        if (!containsObject(element)) return; // plain values (or arrays of them) need no rows
        const next = [`${at}[]`, `${at}[${index}]`].find((candidate) => hasRowsUnder(candidate));
        if (!next) missing.push(`${shown}[${index}]`);
        else walk(element, rows.get(next)?.sameAs?.path ?? next, `${shown}[${index}]`);
      });
    }
  };
  walk(document, '', '');
  return missing;
}

/** Names under `properties` in a schema file, except inside condition-only keywords (`if`/`then`/`else`/`not`). */
function declaredPropertyNames(node: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((child) => declaredPropertyNames(child, names));
  else if (isJsonObject(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (['if', 'then', 'else', 'not', 'const', 'enum', 'examples', 'contains'].includes(key)) continue;
      if (key === 'properties' && isJsonObject(child)) {
        for (const [name, property] of Object.entries(child)) {
          // `{ "x": false }` / `{ "x": true }` only forbid or mention a property declared elsewhere.
          if (
            typeof property !== 'boolean' &&
            (!isJsonObject(property) || 'description' in property || '$ref' in property)
          )
            names.add(name);
          declaredPropertyNames(property, names);
        }
      } else declaredPropertyNames(child, names);
    }
  }
  return names;
}

let catalog: SchemaCatalog;
const pages = new Map<string, { data: SchemaPageData; html: string }>();

beforeAll(async () => {
  await loadHighlighter();
  catalog = await schemaCatalog();
  for (const entry of catalog.entries) {
    const data = schemaPageData(catalog, telegramCatalog(), entry);
    pages.set(pageKey(entry), {
      data,
      html: renderBuildTime(createElement(SchemaPage, { data, disagreementTopics: {} })),
    });
  }
}, 180_000);

describe('JSON conversion pages: listing', () => {
  it('lists the overview, the component page and one page per schema version with its title', () => {
    const listed = listSchemaPages();
    expect(listed[0]).toMatchObject({ path: jsonConversionPath });
    expect(listed[1]).toMatchObject({ path: componentPagePath });
    for (const entry of catalog.entries) {
      const page = listed.find(
        (candidate) => candidate.path === schemaPageUrl(entry.name, entry.version, entry.current),
      );
      expect(page, `${pageKey(entry)} has no page`).toBeDefined();
      expect(page!.title).toBe(`Schema ${entry.name} v${entry.version}`);
      expect(page!.description).not.toContain('`');
    }
    expect(listed).toHaveLength(catalog.entries.length + 2);
  });

  it('puts current versions at …/schema/<name> and older ones at …/schema/legacy/<name>_<version>', () => {
    const listings = listSchemaVersions();
    expect(listings.filter((listing) => listing.current).map((listing) => listing.name)).toEqual([
      ...new Set(listings.map((listing) => listing.name)),
    ]);
    const legacy = listings.filter((listing) => !listing.current);
    expect(legacy.length).toBeGreaterThan(0);
    for (const listing of legacy)
      expect(schemaPageUrl(listing.name, listing.version, false)).toBe(
        `/docs/reference/conversion/json/schema/legacy/${listing.name}_${listing.version}`,
      );
  });

  it('is registered as a page source and does not collide with the hand-written errors page', () => {
    const source = pageSources().find((candidate) => candidate.name === 'json-schemas');
    expect(source).toBe(schemaPageSource);
    const paths = listSchemaPages().map((page) => page.path);
    expect(paths).not.toContain('/docs/reference/conversion/json/errors');
  });
});

describe('JSON conversion pages: a page per schema version', () => {
  it('shows every property path of the examples as an anchored row', () => {
    for (const entry of catalog.entries) {
      const { data, html } = pages.get(pageKey(entry))!;
      const ids = new Set(idsOf(html));
      for (const row of treeRows(data.tree))
        expect(ids.has(row.id), `${pageKey(entry)}: row ${row.id} is not on the page`).toBe(true);
      for (const example of entry.examples) {
        expect(undocumentedPaths(data.tree, example.document as Json), `${pageKey(entry)} ${example.file}`).toEqual([]);
      }
    }
  });

  it('shows every property the schema file declares', () => {
    for (const entry of catalog.entries) {
      const { data } = pages.get(pageKey(entry))!;
      const shown = new Set(treeRows(data.tree).map((row) => row.name));
      for (const name of data.tree.inherited) shown.add(name);
      const missing = [...declaredPropertyNames(entry.schema)].filter((name) => !shown.has(name));
      expect(missing, pageKey(entry)).toEqual([]);
    }
  });

  it('gives every field row an anchor derived from its path, and no id twice', () => {
    const earthquake = pages.get('earthquake-information@1.1.0')!;
    expect(idsOf(earthquake.html)).toContain('field-body.earthquake.hypocenter.depth');
    expect(idsOf(earthquake.html)).toContain('fields-body.earthquake.hypocenter');
    for (const [key, { html }] of pages) {
      const ids = idsOf(html);
      expect(ids.length - new Set(ids).size, `${key} repeats an id`).toBe(0);
      for (const href of hrefsOf(html).filter((candidate) => candidate.startsWith('#')))
        expect(ids, `${key}: ${href}`).toContain(href.slice(1));
    }
  });

  it('lists exactly the telegrams whose catalog entry names this schema version', () => {
    const telegrams = telegramCatalog();
    for (const entry of catalog.entries) {
      const { data, html } = pages.get(pageKey(entry))!;
      const expected = telegrams.telegrams
        .filter(
          (telegram) =>
            (telegram.schema?.name === entry.name && telegram.schema.version === entry.version) ||
            telegram.legacySchemas?.some((legacy) => legacy.name === entry.name && legacy.version === entry.version),
        )
        .map((telegram) => telegram.code);
      expect(data.telegrams.map((telegram) => telegram.entry.code).sort(), pageKey(entry)).toEqual(
        [...new Set(expected)].sort(),
      );
      const linked = new Set(hrefsOf(html).filter((href) => href.startsWith('/docs/telegrams/')));
      expect([...linked].sort(), pageKey(entry)).toEqual([...new Set(expected.map(telegramUrl))].sort());
    }
    expect(
      pages
        .get('earthquake-counts@1.0.0')!
        .data.telegrams.map((telegram) => telegram.entry.dataTypes)
        .flat(),
    ).toContain('VXSE60');
  });

  it('says "必ず現れる" of a field inside an optional object only with the condition that the object is there', () => {
    const eew = pages.get('eew-information@1.0.0')!.data.tree;
    const lines = eew.sections.flatMap((section) =>
      section.constraints.flatMap((block) =>
        block.kind === 'when'
          ? [...block.then, ...block.otherwise].map((line) => `${line.path}: ${inlineText(line.text)}`)
          : [],
      ),
    );
    expect(lines).toContain('body.intensity.forecastMaxInt: body.intensity があるとき必ず現れる');
    expect(lines).not.toContain('body.intensity.forecastMaxInt: 必ず現れる');
    // Every schema: a plain 必ず現れる on a nested place has a parent that is required or made present beside it.
    for (const [key, { data }] of pages) {
      const required = new Set(
        treeRows(data.tree)
          .filter((row) => row.presence.kind === 'required')
          .map((row) => row.path),
      );
      for (const section of data.tree.sections)
        for (const block of section.constraints) {
          if (block.kind !== 'when') continue;
          for (const branch of [block.then, block.otherwise]) {
            const present = new Set(
              branch.filter((line) => inlineText(line.text).includes('必ず現れる')).map((line) => line.path),
            );
            for (const line of branch) {
              if (inlineText(line.text) !== '必ず現れる' || !line.path.includes('.')) continue;
              const parent = line.path.slice(0, line.path.lastIndexOf('.')).replace(/\[\d*\]$/, '');
              const full = section.path ? `${section.path}.${parent}` : parent;
              expect(
                present.has(parent) || required.has(full) || required.has(parent),
                `${key} ${section.path} ${line.path}: the parent ${parent} may be absent`,
              ).toBe(true);
            }
          }
        }
    }
  });

  it('shows the cancel (取消) case and the body variants as named conditions', () => {
    const counts = pages.get('earthquake-counts@1.0.0')!.data.tree.sections[0];
    const cancel = counts.constraints.find(
      (block) => block.kind === 'when' && inlineText(block.condition).includes('取消'),
    );
    expect(
      cancel && cancel.kind === 'when' && cancel.then.map((line) => `${line.path}: ${inlineText(line.text)}`),
    ).toEqual(expect.arrayContaining(['body.earthquakeCounts: 現れない', 'body.text: 必ず現れる']));
    const warning = pages.get('weather-warning@1.0.0')!;
    const variants = warning.data.tree.sections.filter((section) => section.path === 'body' && section.variant);
    expect(variants.map((section) => section.variant!.name)).toEqual(['BodyVPWW54', 'BodyVPOA50']);
    expect(warning.html).toContain(`href="#${variants[0].id}"`);
  });

  it('links components to their section on the component page, and legacy pages to the current version', () => {
    const earthquake = pages.get('earthquake-information@1.1.0')!.html;
    expect(earthquake).toContain(`href="${componentPagePath}#Hypocenter"`);
    const legacy = pages.get('tsunami-information@1.0.0')!.html;
    expect(legacy).toContain('admonition-caution');
    expect(legacy).toContain(`href="${schemaPageUrl('tsunami-information', '1.1.0', true)}"`);
    const current = pages.get('tsunami-information@1.1.0')!.html;
    expect(current).toContain(`href="${schemaPageUrl('tsunami-information', '1.0.0', false)}"`);
  });

  it('shows each example under its file name and links both downloads', () => {
    for (const entry of catalog.entries) {
      const { html } = pages.get(pageKey(entry))!;
      for (const example of entry.examples)
        expect(html).toContain(`<div class="code-block-title">${example.slug}.json</div>`);
      expect(html).toContain(`href="/schemas/${entry.name}/${entry.version}.json"`);
      expect(html).toContain(`href="/schemas/${entry.name}/${entry.version}.d.ts"`);
    }
  });
});

describe('JSON conversion pages: overview and components', () => {
  it('the overview lists every format and documents every common header field', async () => {
    const data = await schemaOverviewData();
    const html = renderBuildTime(createElement(SchemaOverview, { data, disagreementTopics: {} }));
    expect(data.formats.map((format) => format.name)).toEqual([...new Set(catalog.entries.map((entry) => entry.name))]);
    const ids = idsOf(html);
    expect(ids).toContain('schema-head');
    const head = catalog.components.schema.$defs as { Head: { properties: Record<string, unknown> } };
    for (const name of Object.keys(head.Head.properties)) expect(ids).toContain(`field-${name}`);
    for (const entry of catalog.entries)
      expect(html).toContain(`href="${schemaPageUrl(entry.name, entry.version, entry.current)}"`);
    expect(ids.length - new Set(ids).size).toBe(0);
  });

  it('the component page has a section per $defs entry, with that name as id', async () => {
    const { tree, download } = await componentPageData();
    const html = renderBuildTime(createElement(ComponentReference, { tree, download }));
    const ids = idsOf(html);
    for (const name of Object.keys(catalog.components.schema.$defs as object)) expect(ids, name).toContain(name);
    expect(ids.length - new Set(ids).size).toBe(0);
    for (const href of hrefsOf(html).filter((candidate) => candidate.startsWith('#')))
      expect(ids).toContain(href.slice(1));
  });
});

describe('JSON conversion pages: sidebar', () => {
  it('lists every current schema by name, then the legacy versions in a 旧バージョン category', () => {
    const entries = schemaPageSource.sidebar!(new Map());
    const current = catalog.entries.filter((entry) => entry.current);
    const links = entries.filter((entry) => entry.kind === 'link');
    expect(links.map((entry) => entry.label)).toEqual(current.map((entry) => entry.name));
    expect(links.map((entry) => entry.kind === 'link' && entry.href)).toEqual(
      current.map((entry) => schemaPageUrl(entry.name, entry.version, true)),
    );
    const legacy = entries.find((entry) => entry.kind === 'category');
    expect(legacy).toMatchObject({ kind: 'category', label: '旧バージョン' });
    const legacyEntries = catalog.entries.filter((entry) => !entry.current);
    expect(legacy!.kind === 'category' && legacy!.items.map((item) => item.kind === 'link' && item.href)).toEqual(
      legacyEntries.map((entry) => schemaPageUrl(entry.name, entry.version, false)),
    );
    expect(entries.at(-1)).toBe(legacy);
  });
});

describe('JSON conversion pages: downloads', () => {
  it('bundles each schema without references to other files, and the bundle validates the examples', async () => {
    const artifacts = new Map((await schemaArtifacts(catalog)).map((artifact) => [artifact.path, artifact.content]));
    for (const entry of catalog.entries) {
      const text = artifacts.get(`schemas/${entry.name}/${entry.version}.json`);
      expect(text, pageKey(entry)).toBeDefined();
      const bundled = JSON.parse(text!) as { $id: string };
      expect(bundled.$id).toBe(bundledSchemaId(entry.name, entry.version));
      const refs = [...text!.matchAll(/"\$ref":\s*"([^"]*)"/g)].map((match) => match[1]);
      expect(
        refs.filter((ref) => !ref.startsWith('#')),
        pageKey(entry),
      ).toEqual([]);
      const validate = createAjv().compile(bundled);
      for (const example of entry.examples)
        expect(validate(example.document), `${example.file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(
          true,
        );
      const types = artifacts.get(`schemas/${entry.name}/${entry.version}.d.ts`);
      expect(types).toMatch(new RegExp(`export (type|interface) ${schemaTypeName(entry)}\\b`));
      for (const example of entry.examples)
        expect(artifacts.get(`schemas/${entry.name}/examples/${example.slug}.json`)).toBe(
          `${JSON.stringify(example.document, null, 2)}\n`,
        );
    }
    const components = JSON.parse(artifacts.get('schemas/components.json')!) as { $id: string; $defs: object };
    expect(components.$id).toBe('https://dmdata.jp/schemas/components.json');
    expect(Object.keys(components.$defs)).toEqual(Object.keys(catalog.components.schema.$defs as object));
  }, 300_000);
});

describe('JSON conversion pages: a temporary copy of data/schemas', () => {
  afterAll(removeTempDirs);

  it('a new version of a schema becomes the current page and the old one moves to legacy', () => {
    const source = readFileSync(path.join(schemaDir, 'earthquake-counts/1.0.0.schema.json'), 'utf8');
    const newVersion = source
      .replace('earthquake-counts/1.0.0.schema.json', 'earthquake-counts/1.1.0.schema.json')
      .replace('earthquake-counts v1.0.0', 'earthquake-counts v1.1.0');
    const dir = tempCopyOf(schemaDir, { files: { 'earthquake-counts/1.1.0.schema.json': newVersion } });
    const listed = listSchemaPages(dir);
    expect(listed).toHaveLength(listSchemaPages().length + 1);
    expect(listed.find((page) => page.path === '/docs/reference/conversion/json/schema/earthquake-counts')?.title).toBe(
      schemaPageTitle('earthquake-counts', '1.1.0'),
    );
    expect(
      listed.find((page) => page.path === '/docs/reference/conversion/json/schema/legacy/earthquake-counts_1.0.0')
        ?.title,
    ).toBe('Schema earthquake-counts v1.0.0');
  });

  it('a new schema folder becomes a new page', () => {
    const dir = tempCopyOf(schemaDir);
    const source = JSON.parse(readFileSync(path.join(dir, 'earthquake-counts/1.0.0.schema.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    cpSync(path.join(dir, 'earthquake-counts'), path.join(dir, 'earthquake-counts-copy'), { recursive: true });
    writeFileSync(
      path.join(dir, 'earthquake-counts-copy/1.0.0.schema.json'),
      JSON.stringify(
        {
          ...source,
          $id: 'https://dmdata.jp/schemas/earthquake-counts-copy/1.0.0.schema.json',
          title: 'earthquake-counts-copy v1.0.0',
        },
        null,
        2,
      ),
    );
    const page = listSchemaPages(dir).find(
      (candidate) => candidate.path === '/docs/reference/conversion/json/schema/earthquake-counts-copy',
    );
    expect(page).toMatchObject({
      title: 'Schema earthquake-counts-copy v1.0.0',
      kind: 'json-schema',
      source: relativeToRepo(path.join(dir, 'earthquake-counts-copy/1.0.0.schema.json')),
    });
  });

  it('a schema file that is not valid JSON is reported with its file and position', () => {
    const dir = tempCopyOf(schemaDir);
    const file = path.join(dir, 'weather-tornado/1.0.0.schema.json');
    const text = rewriteFile(file, (source) => source.replace('"type": "object",', '"type": "object",,'));
    const { message } = catchDataError(() => listSchemaPages(dir));
    expect(message).toContain(`${relativeToRepo(file)}:${positionOf(text, ',,', { shift: 1 }).line}:`);
  });

  it('a schema without a description is refused with the field named', () => {
    const dir = tempCopyOf(schemaDir);
    const file = path.join(dir, 'weather-tornado/1.0.0.schema.json');
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    delete schema.description;
    writeFileSync(file, JSON.stringify(schema, null, 2));
    expect(() => listSchemaPages(dir)).toThrow(
      /weather-tornado\/1\.0\.0\.schema\.json:1:1 description: a schema needs/,
    );
  });
});
