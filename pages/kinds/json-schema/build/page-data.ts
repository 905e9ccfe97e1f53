import { documentFigure, type DocumentFigure } from '../../../../isomorphic/figures/document-figure';
import type { TelegramCatalog } from '../../../../generators/catalog/telegrams';
import {
  buildComponentTree,
  buildFormatTree,
  buildHeadTree,
  type FieldTree,
  type FieldTreeOptions,
} from '../../../../generators/schemas/field-tree';
import {
  type SchemaCatalog,
  type SchemaEntry,
  type SchemaExample,
} from '../../../../generators/schemas/schema-catalog-model';
import { bundleSchema, schemaTypeName } from '../../../../generators/schemas/schema-outputs';
import { versionChanges } from '../../../../generators/schemas/version-changes';
import { telegramCatalog } from '../../telegrams/build/source';
import { serviceFactText } from '../../../../generators/content/service-facts';
import type {
  ComponentPageData,
  SchemaExampleView,
  SchemaOverviewData,
  SchemaPageData,
  SchemaTelegram,
  VersionChangesView,
} from '../../../../isomorphic/schema-views';

export type { SchemaOverviewData, SchemaPageData, SchemaTelegram, VersionChangesView };
import { schemaCatalog } from './listing';
import {
  componentPagePath,
  componentsDownloadPath,
  exampleDownloadPath,
  jsonConversionPath,
  schemaDownloadPath,
  schemaPageUrl,
} from '../../../../isomorphic/routes';

/** What each page of the JSON conversion reference shows, computed from the schema catalog and the telegram catalog. */

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

function fieldTreeOptions(onComponentPage: boolean): FieldTreeOptions {
  return {
    componentHref: (name) => (onComponentPage ? `#${name}` : `${componentPagePath}#${name}`),
    expandComponents: !onComponentPage,
    headFieldHref: (name) => `${jsonConversionPath}#field-${name}`,
  };
}

function exampleView(name: string, example: SchemaExample): SchemaExampleView {
  return {
    slug: example.slug,
    fileName: `${example.slug}.json`,
    code: `${JSON.stringify(example.document, null, 2)}\n`,
    download: exampleDownloadPath(name, example.slug),
    figure: exampleFigure(example),
  };
}

/** The drawing of a real example; every example is a document with `_schema`, so one that is not stops the build. */
function exampleFigure(example: SchemaExample): DocumentFigure {
  const figure = documentFigure(example.document);
  if (!figure) throw new Error(`${example.slug}: an example without _schema.type cannot be drawn`);
  return figure;
}

export function formatTree(catalog: SchemaCatalog, entry: SchemaEntry): FieldTree {
  return buildFormatTree(
    entry.schema,
    `${entry.name}@${entry.version}`,
    catalog.components.schema,
    fieldTreeOptions(false),
  );
}

/** Field paths with an anchor on the page of `entry` (`field-body.items[].code` → `body.items[].code`). */
export function anchoredFields(tree: FieldTree): string[] {
  return [...tree.ids].filter((id) => id.startsWith('field-')).map((id) => id.slice('field-'.length));
}

const changesByCatalog = new WeakMap<SchemaCatalog, Map<string, Promise<VersionChangesView[]>>>();

/** The version changes of format `name`, computed once per loaded catalog from the bundled schema files. */
export function formatVersionChanges(catalog: SchemaCatalog, name: string): Promise<VersionChangesView[]> {
  let byName = changesByCatalog.get(catalog);
  if (!byName) changesByCatalog.set(catalog, (byName = new Map<string, Promise<VersionChangesView[]>>()));
  let changes = byName.get(name);
  if (!changes) {
    changes = (async () => {
      const versions = catalog.entries.filter((entry) => entry.name === name);
      const bundled = await Promise.all(
        versions.map(async (entry) => ({ version: entry.version, schema: await bundleSchema(entry) })),
      );
      const pages = new Map(
        versions.map((entry) => [
          entry.version,
          {
            url: schemaPageUrl(entry.name, entry.version, entry.current),
            fields: anchoredFields(formatTree(catalog, entry)),
          },
        ]),
      );
      return versionChanges(bundled)
        .map((step) => ({
          ...step,
          fromUrl: pages.get(step.from)!.url,
          toUrl: pages.get(step.to)!.url,
          fromFields: pages.get(step.from)!.fields,
          toFields: pages.get(step.to)!.fields,
        }))
        .reverse();
    })();
    byName.set(name, changes);
  }
  return changes;
}

export function schemaPageData(
  catalog: SchemaCatalog,
  telegrams: TelegramCatalog,
  entry: SchemaEntry,
  changes: VersionChangesView[] = [],
): SchemaPageData {
  return {
    entry,
    url: schemaPageUrl(entry.name, entry.version, entry.current),
    tree: formatTree(catalog, entry),
    telegrams: telegramsForSchema(telegrams, entry.name, entry.version),
    versions: catalog.entries
      .filter((other) => other.name === entry.name)
      .map((other) => ({
        version: other.version,
        current: other.current,
        url: schemaPageUrl(other.name, other.version, other.current),
      })),
    examples: entry.examples.map((example) => exampleView(entry.name, example)),
    downloads: {
      json: schemaDownloadPath(entry.name, entry.version, 'json'),
      types: schemaDownloadPath(entry.name, entry.version, 'd.ts'),
      typeName: schemaTypeName(entry),
    },
    changes,
  };
}

/** The page data of the schema page at `urlPath`, or an error naming the URL. */
export async function schemaPageDataFor(urlPath: string): Promise<SchemaPageData> {
  const catalog = await schemaCatalog();
  const key = urlPath.replace(/\/+$/, '');
  const entry = catalog.entries.find(
    (candidate) => schemaPageUrl(candidate.name, candidate.version, candidate.current) === key,
  );
  if (!entry) throw new Error(`no schema page for ${urlPath} in data/schemas`);
  return schemaPageData(catalog, telegramCatalog(), entry, await formatVersionChanges(catalog, entry.name));
}

/** The head of the first example of the first format: every header field with a realistic value. */
function headExample(catalog: SchemaCatalog): SchemaOverviewData['headExample'] {
  const entry =
    catalog.entries.find((candidate) => candidate.current && candidate.name === 'earthquake-information') ??
    catalog.entries.find((candidate) => candidate.current && candidate.examples.length > 0);
  const example =
    entry?.examples.find((candidate) => (candidate.document as { infoType?: string }).infoType === '発表') ??
    entry?.examples[0];
  if (!entry || !example) return undefined;
  return {
    fileName: `${example.slug}.json（body を省略）`,
    code: `${JSON.stringify({ ...example.document, body: {} }, null, 2)}\n`,
  };
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
        legacy: ofName
          .filter((entry) => !entry.current)
          .map((entry) => ({ version: entry.version, url: schemaPageUrl(name, entry.version, false) })),
        telegrams: telegramsForSchema(telegrams, name, current.version),
      };
    }),
    head: buildHeadTree(catalog.components.schema, fieldTreeOptions(false)),
    headExample: headExample(catalog),
    components: componentsDownloadPath,
    unconvertedTelegrams: serviceFactText('jsonFormatUnconverted'),
  };
}

export async function componentPageData(): Promise<ComponentPageData> {
  const catalog = await schemaCatalog();
  return {
    tree: buildComponentTree(catalog.components.schema, fieldTreeOptions(true)),
    download: componentsDownloadPath,
  };
}
