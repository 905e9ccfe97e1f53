import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { TelegramCatalog, TelegramEntry } from '../catalog/telegrams';
import { DataError } from '../data/data-error';
import { DataSource, relativeToRepo } from '../data/data-source';
import { buildComponentTree, buildFormatTree, buildHeadTree, type FieldTree, type FieldTreeOptions } from '../schemas/field-tree';
import {
  bundleSchema,
  compareVersions,
  componentsFileName,
  loadSchemaCatalog,
  schemaDir,
  schemaIdBase,
  schemaToTypeScript,
  schemaTypeName,
  type JsonSchemaObject,
  type SchemaCatalog,
  type SchemaEntry,
  type SchemaExample,
} from '../schemas/load';
import { publishedSchema } from '../schemas/published-schema';
import { versionChanges, type VersionChanges } from '../schemas/version-changes';
import type { PageInfo } from '../site/page-info';
import type { BuildArtifact, PageSource } from '../site/page-sources';
import { telegramCatalog } from './telegram-pages';
import { dataCache } from '../data/data-cache';

/**
 * The JSON conversion reference: an overview, the shared components, and one page per schema version
 * (`data/schemas/<name>/<version>.schema.json`), with the bundled schemas and TypeScript types as downloads.
 */

export const jsonConversionPath = '/docs/reference/conversion/json/';
export const componentPagePath = '/docs/reference/conversion/json/component';
export const schemaHeadAnchor = 'schema-head';
export const componentsDownloadPath = '/schemas/components.json';
const schemaPageBase = '/docs/reference/conversion/json/schema/';

/** A schema version as listed (read synchronously; the full, checked catalog comes from `schemaCatalog()`). */
export interface SchemaListing {
  name: string;
  version: string;
  current: boolean;
  /** Path relative to the repository root. */
  file: string;
  description: string;
}

/** `/docs/reference/conversion/json/schema/<name>` (current) or `…/schema/legacy/<name>_<version>`. */
export function schemaPageUrl(name: string, version: string, current: boolean): string {
  return current ? `${schemaPageBase}${name}` : `${schemaPageBase}legacy/${name}_${version}`;
}

export function schemaPageTitle(name: string, version: string): string {
  return `Schema ${name} v${version}`;
}

/** `.json` the bundled schema, `.d.ts` its types, `.fields.json` the field paths its page documents with an anchor (used by the validator). */
export function schemaDownloadPath(name: string, version: string, extension: 'json' | 'd.ts' | 'fields.json'): string {
  return `/schemas/${name}/${version}.${extension}`;
}

export function exampleDownloadPath(name: string, slug: string): string {
  return `/schemas/${name}/examples/${slug}.json`;
}

/** Reads one schema file for the listing; a broken file is a DataError naming its position. */
function readListedSchema(file: string): JsonSchemaObject {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // DataSource reports the syntax error with line and column.
    value = DataSource.read(file).value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DataError([{ file: relativeToRepo(file), line: 1, column: 1, field: '', message: 'the file must contain a JSON object' }]);
  }
  const schema = value as JsonSchemaObject;
  if (typeof schema.description !== 'string' || schema.description.trim() === '') {
    throw new DataError([DataSource.read(file).issue(['description'], 'a schema needs a Japanese "description" (shown on its page)')]);
  }
  return schema;
}

/** Every schema version under `dir`, sorted by name then version (oldest first); the highest version is current. */
export function listSchemaVersions(dir: string = schemaDir): SchemaListing[] {
  const listings: SchemaListing[] = [];
  for (const name of readdirSync(dir).sort()) {
    const folder = path.join(dir, name);
    if (!statSync(folder).isDirectory()) continue;
    const versions = readdirSync(folder)
      .map((file) => /^(\d+\.\d+\.\d+)\.schema\.json$/.exec(file)?.[1])
      .filter((version): version is string => !!version)
      .sort(compareVersions);
    for (const version of versions) {
      const file = path.join(folder, `${version}.schema.json`);
      const schema = readListedSchema(file);
      listings.push({ name, version, current: version === versions[versions.length - 1], file: relativeToRepo(file), description: schema.description as string });
    }
  }
  return listings;
}

/** A summary as a meta description: no Markdown backticks. */
function plain(text: string): string {
  return text.replace(/`/g, '');
}

/** The file that holds the text of the JSON conversion overview (its edit link). */
export const schemaOverviewSource = 'pages/_components/schema/SchemaOverview.tsx';

/** Every page of the JSON conversion reference for the schemas under `dir`. */
export function listSchemaPages(dir: string = schemaDir): PageInfo[] {
  const source = relativeToRepo(dir);
  return [
    {
      path: jsonConversionPath,
      title: 'JSON に変換したデータ',
      description: 'DMDATA.JP が気象庁の XML 電文を変換して配信する JSON の概要、スキーマのバージョンの扱い、フォーマットの一覧、共通ヘッダを説明します。',
      kind: 'json-schema-index',
      // The overview's text is written in its component; its tables come from the schema files.
      source: schemaOverviewSource,
    },
    {
      path: componentPagePath,
      title: '共通コンポーネント',
      description: 'JSON 変換データの各スキーマが共有する定義（共通ヘッダ、日時、座標、震源、マグニチュード、震度階級など）を、フィールドごとに説明します。',
      kind: 'json-schema-component',
      source: `${source}/${componentsFileName}`,
    },
    ...listSchemaVersions(dir).map((listing) => ({
      path: schemaPageUrl(listing.name, listing.version, listing.current),
      title: schemaPageTitle(listing.name, listing.version),
      description: plain(listing.description),
      kind: 'json-schema',
      source: listing.file,
    })),
  ];
}

/** The checked schema catalog (loaded once per process and again when data/ changes). */
export const schemaCatalog: () => Promise<SchemaCatalog> = dataCache(() => loadSchemaCatalog(), ['data/schemas/']);

// ------------------------------------------------------------------ telegrams ↔ schemas

export interface SchemaTelegram {
  entry: TelegramEntry;
  /** Set when the telegram names this version as a legacy schema (`legacySchemas`). */
  legacyUntil?: string | null;
}

/** Telegrams whose `schema` (or `legacySchemas`) in data/telegrams.yaml names this schema version. */
export function telegramsForSchema(catalog: TelegramCatalog, name: string, version: string): SchemaTelegram[] {
  const found: SchemaTelegram[] = [];
  for (const entry of catalog.telegrams) {
    if (entry.schema?.name === name && entry.schema.version === version) found.push({ entry });
    const legacy = entry.legacySchemas?.find((candidate) => candidate.name === name && candidate.version === version);
    if (legacy) found.push({ entry, legacyUntil: legacy.until ?? null });
  }
  return found;
}

// ------------------------------------------------------------------ page data

function fieldTreeOptions(onComponentPage: boolean): FieldTreeOptions {
  return {
    componentHref: (name) => (onComponentPage ? `#${name}` : `${componentPagePath}#${name}`),
    expandComponents: !onComponentPage,
    headFieldHref: (name) => `${jsonConversionPath}#field-${name}`,
  };
}

export interface SchemaExampleView {
  slug: string;
  fileName: string;
  code: string;
  download: string;
}

export interface SchemaPageData {
  entry: SchemaEntry;
  url: string;
  tree: FieldTree;
  telegrams: SchemaTelegram[];
  /** Every version of this schema name (oldest first), with its page. */
  versions: Array<{ version: string; current: boolean; url: string }>;
  examples: SchemaExampleView[];
  downloads: { json: string; types: string; typeName: string };
  /** What changed between consecutive versions of this format (newest pair first); empty for one version. */
  changes: VersionChangesView[];
}

/** The changes from one version to the next, with the page (and its field anchors) of each side. */
export interface VersionChangesView extends VersionChanges {
  fromUrl: string;
  toUrl: string;
  /** Field paths that have an anchor (`#field-<path>`) on each side's page. */
  fromFields: string[];
  toFields: string[];
}

function exampleView(name: string, example: SchemaExample): SchemaExampleView {
  return { slug: example.slug, fileName: `${example.slug}.json`, code: `${JSON.stringify(example.document, null, 2)}\n`, download: exampleDownloadPath(name, example.slug) };
}

function formatTree(catalog: SchemaCatalog, entry: SchemaEntry): FieldTree {
  return buildFormatTree(entry.schema, `${entry.name}@${entry.version}`, catalog.components.schema, fieldTreeOptions(false));
}

/** Field paths with an anchor on the page of `entry` (`field-body.items[].code` → `body.items[].code`). */
function anchoredFields(tree: FieldTree): string[] {
  return [...tree.ids].filter((id) => id.startsWith('field-')).map((id) => id.slice('field-'.length));
}

const changesByCatalog = new WeakMap<SchemaCatalog, Map<string, Promise<VersionChangesView[]>>>();

/** The version changes of format `name`, computed once per loaded catalog from the bundled schema files. */
export function formatVersionChanges(catalog: SchemaCatalog, name: string): Promise<VersionChangesView[]> {
  let byName = changesByCatalog.get(catalog);
  if (!byName) changesByCatalog.set(catalog, (byName = new Map()));
  let changes = byName.get(name);
  if (!changes) {
    changes = (async () => {
      const versions = catalog.entries.filter((entry) => entry.name === name);
      const bundled = await Promise.all(versions.map(async (entry) => ({ version: entry.version, schema: await bundleSchema(entry) })));
      const pages = new Map(versions.map((entry) => [entry.version, { url: schemaPageUrl(entry.name, entry.version, entry.current), fields: anchoredFields(formatTree(catalog, entry)) }]));
      return versionChanges(bundled)
        .map((step) => ({ ...step, fromUrl: pages.get(step.from)!.url, toUrl: pages.get(step.to)!.url, fromFields: pages.get(step.from)!.fields, toFields: pages.get(step.to)!.fields }))
        .reverse();
    })();
    byName.set(name, changes);
  }
  return changes;
}

export function schemaPageData(catalog: SchemaCatalog, telegrams: TelegramCatalog, entry: SchemaEntry, changes: VersionChangesView[] = []): SchemaPageData {
  return {
    entry,
    url: schemaPageUrl(entry.name, entry.version, entry.current),
    tree: formatTree(catalog, entry),
    telegrams: telegramsForSchema(telegrams, entry.name, entry.version),
    versions: catalog.entries
      .filter((other) => other.name === entry.name)
      .map((other) => ({ version: other.version, current: other.current, url: schemaPageUrl(other.name, other.version, other.current) })),
    examples: entry.examples.map((example) => exampleView(entry.name, example)),
    downloads: { json: schemaDownloadPath(entry.name, entry.version, 'json'), types: schemaDownloadPath(entry.name, entry.version, 'd.ts'), typeName: schemaTypeName(entry) },
    changes,
  };
}

/** The page data of the schema page at `urlPath`, or an error naming the URL. */
export async function schemaPageDataFor(urlPath: string): Promise<SchemaPageData> {
  const catalog = await schemaCatalog();
  const key = urlPath.replace(/\/+$/, '');
  const entry = catalog.entries.find((candidate) => schemaPageUrl(candidate.name, candidate.version, candidate.current) === key);
  if (!entry) throw new Error(`no schema page for ${urlPath} in data/schemas`);
  return schemaPageData(catalog, telegramCatalog(), entry, await formatVersionChanges(catalog, entry.name));
}

export interface SchemaFormatRow {
  name: string;
  current: { version: string; url: string; description: string; json: string; types: string };
  legacy: Array<{ version: string; url: string }>;
  telegrams: SchemaTelegram[];
}

export interface SchemaOverviewData {
  formats: SchemaFormatRow[];
  head: FieldTree;
  /** The header of a real-looking document (taken from an example, `body` emptied). */
  headExample?: { fileName: string; code: string };
  components: string;
}

/** The head of the first example of the first format: every header field with a realistic value. */
function headExample(catalog: SchemaCatalog): SchemaOverviewData['headExample'] {
  const entry = catalog.entries.find((candidate) => candidate.current && candidate.name === 'earthquake-information') ?? catalog.entries.find((candidate) => candidate.current && candidate.examples.length > 0);
  const example = entry?.examples.find((candidate) => (candidate.document as { infoType?: string }).infoType === '発表') ?? entry?.examples[0];
  if (!entry || !example) return undefined;
  return { fileName: `${example.slug}.json（body を省略）`, code: `${JSON.stringify({ ...example.document, body: {} }, null, 2)}\n` };
}

export async function schemaOverviewData(): Promise<SchemaOverviewData> {
  const catalog = await schemaCatalog();
  const telegrams = telegramCatalog();
  const names = [...new Set(catalog.entries.map((entry) => entry.name))];
  return {
    formats: names.map((name) => {
      const ofName = catalog.entries.filter((entry) => entry.name === name);
      const current = ofName.find((entry) => entry.current)!;
      return {
        name,
        current: {
          version: current.version,
          url: schemaPageUrl(name, current.version, true),
          description: typeof current.schema.description === 'string' ? current.schema.description : '',
          json: schemaDownloadPath(name, current.version, 'json'),
          types: schemaDownloadPath(name, current.version, 'd.ts'),
        },
        legacy: ofName.filter((entry) => !entry.current).map((entry) => ({ version: entry.version, url: schemaPageUrl(name, entry.version, false) })),
        telegrams: telegramsForSchema(telegrams, name, current.version),
      };
    }),
    head: buildHeadTree(catalog.components.schema, fieldTreeOptions(false)),
    headExample: headExample(catalog),
    components: componentsDownloadPath,
  };
}

export async function componentPageData(): Promise<{ tree: FieldTree; download: string }> {
  const catalog = await schemaCatalog();
  return { tree: buildComponentTree(catalog.components.schema, fieldTreeOptions(true)), download: componentsDownloadPath };
}

// ------------------------------------------------------------------ downloads

function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** Bundled schemas (`$ref`s resolved), their TypeScript types, the examples and the components. */
export async function schemaArtifacts(catalog: SchemaCatalog): Promise<BuildArtifact[]> {
  const artifacts: BuildArtifact[] = [];
  for (const entry of catalog.entries) {
    artifacts.push({ path: schemaDownloadPath(entry.name, entry.version, 'json').slice(1), content: jsonText(await publishedSchema(entry)) });
    artifacts.push({ path: schemaDownloadPath(entry.name, entry.version, 'd.ts').slice(1), content: await schemaToTypeScript(entry) });
    const fieldIndex = { page: schemaPageUrl(entry.name, entry.version, entry.current), fields: anchoredFields(formatTree(catalog, entry)) };
    artifacts.push({ path: schemaDownloadPath(entry.name, entry.version, 'fields.json').slice(1), content: jsonText(fieldIndex) });
    for (const example of entry.examples) artifacts.push({ path: exampleDownloadPath(entry.name, example.slug).slice(1), content: jsonText(example.document) });
  }
  artifacts.push({ path: componentsDownloadPath.slice(1), content: jsonText({ ...catalog.components.schema, $id: `${schemaIdBase}components.json` }) });
  return artifacts;
}

// ------------------------------------------------------------------ the page source

/** JSON conversion pages, the `generated: json-schemas` sidebar section, and the schema downloads. */
export const schemaPageSource: PageSource = {
  name: 'json-schemas',
  listPages: () => listSchemaPages(),
  validate: async () => {
    await schemaCatalog();
  },
  sidebar() {
    const listings = listSchemaVersions();
    const legacy = listings.filter((listing) => !listing.current);
    return [
      ...listings
        .filter((listing) => listing.current)
        .map((listing) => ({ kind: 'link' as const, label: listing.name, href: schemaPageUrl(listing.name, listing.version, true) })),
      ...(legacy.length > 0
        ? [
            {
              kind: 'category' as const,
              label: '旧バージョン',
              collapsed: true,
              items: legacy.map((listing) => ({ kind: 'link' as const, label: `${listing.name} v${listing.version}`, href: schemaPageUrl(listing.name, listing.version, false) })),
            },
          ]
        : []),
    ];
  },
  async artifacts() {
    return schemaArtifacts(await schemaCatalog());
  },
};
