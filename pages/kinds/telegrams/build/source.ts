import {
  groupTelegramsByClass,
  loadTelegramCatalog,
  telegramCatalogFile,
  telegramCatalogJson,
  telegramName,
  type TelegramCatalogOptions,
} from '../../../../generators/catalog/telegrams';
import { catalogPageSource } from '../../catalog/build/catalog-source';
import { schemaVersionsRecord } from '../../json-schema/build/paths';
import { schemaVersionPagePath, telegramClassUrl, telegramIndexPath, telegramUrl } from '../../../../isomorphic/routes';
import type { TelegramCatalog, TelegramEntry } from '../../../../isomorphic/catalog-types';
import { telegramExamples } from './telegram-examples';
import type { TelegramExampleView, TelegramPageProps, TelegramSchemaLink } from '../props';
import { disagreementTopicsOfPage } from '../../../../generators/content/disagreements';

/**
 * A telegram's page: its entry, with its class, format and schema versions resolved in the catalog, and the drawings
 * of its real examples (`telegramExamples`; none by default, as tests that render only the facts pass).
 */
export function telegramPageProps(
  entry: TelegramEntry,
  catalog: TelegramCatalog,
  examples: TelegramExampleView[] = [],
): TelegramPageProps {
  const deliveryClass = catalog.classes.find((candidate) => candidate.api === entry.class);
  const format = catalog.formats.find((candidate) => candidate.id === entry.format);
  // The catalog's loader checks both references; this states it for the types.
  if (!deliveryClass || !format) throw new Error(`telegram ${entry.code}: class or format not in the catalog`);
  const versions = schemaVersionsRecord();
  const link = (schema: { name: string; version: string; until?: string }): TelegramSchemaLink => ({
    name: schema.name,
    version: schema.version,
    href: schemaVersionPagePath(schema.name, schema.version, versions[schema.name]),
    ...(schema.until ? { until: schema.until } : {}),
  });
  return {
    entry,
    deliveryClass: { name: deliveryClass.name, href: telegramClassUrl(entry.class) },
    formatName: format.name,
    schemas: entry.schema ? { current: link(entry.schema), legacy: (entry.legacySchemas ?? []).map(link) } : null,
    examples,
    disagreementTopics: disagreementTopicsOfPage(`docs/telegrams/${entry.code}.md`),
  };
}

/** The telegram pages built from a catalog file (the real one by default; tests pass a temporary copy). */
export function telegramPages(file = telegramCatalogFile, options: TelegramCatalogOptions = {}) {
  return catalogPageSource({
    name: 'telegrams',
    searchKind: 'telegram',
    file: 'data/telegrams.yaml',
    load: () => loadTelegramCatalog(file, options),
    index: {
      path: telegramIndexPath,
      title: '配信データ（電文）',
      description:
        'DMDATA.JP が配信する気象庁の電文を、配信区分ごとにデータ種類コード・形式・JSON 変換の有無とあわせて一覧にしています。',
    },
    entries: (catalog) => catalog.telegrams,
    entryPage: (entry) => ({
      path: telegramUrl(entry.code),
      title: telegramName(entry),
      summary: entry.summary,
      searchCodes: [entry.code, ...entry.dataTypes],
    }),
    indexView: (catalog) => ({
      view: 'telegrams-index',
      props: {
        catalog,
        schemaVersions: schemaVersionsRecord(),
        disagreementTopics: disagreementTopicsOfPage('docs/telegrams/index.md'),
      },
    }),
    entryView: async (entry, catalog) => ({
      view: 'telegrams',
      props: telegramPageProps(entry, catalog, await telegramExamples(entry)),
    }),
    sidebarQualifiers: (entry) => [entry.dataTypes.join('・'), entry.code].filter((text) => text !== ''),
    groups: (catalog) =>
      groupTelegramsByClass(catalog).map((group) => ({ label: `${group.class.name} 区分`, entries: group.telegrams })),
    json: telegramCatalogJson,
    outputSchemaFile: 'telegram-catalog-output.schema.json',
    outputSchemaEnums: (catalog) => ({
      ClassApiName: catalog.classes.map((entry) => entry.api),
      FormatId: catalog.formats.map((entry) => entry.id),
    }),
    entryLocation: { file, list: 'telegrams' },
  });
}

const telegramPagesOfSite = telegramPages();

/** Telegram pages: the index, one page per catalog entry, the sidebar section and catalog.json. */
export const telegramPageSource = telegramPagesOfSite.source;
/** The validated telegram catalog, loaded once per process. */
export const telegramCatalog = telegramPagesOfSite.catalog;
