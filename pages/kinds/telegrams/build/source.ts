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
import { telegramExamples } from './telegram-examples';
import type { TelegramIndexProps, TelegramPageProps } from '../props';
import { telegramIndexPath, telegramUrl } from '../../../../isomorphic/routes';
import { disagreementTopicsOfPage } from '../../../../generators/content/disagreements';

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
    indexProps: (catalog): TelegramIndexProps => ({
      catalog,
      schemaVersions: schemaVersionsRecord(),
      disagreementTopics: disagreementTopicsOfPage('docs/telegrams/index.md'),
    }),
    entryProps: async (entry, catalog): Promise<TelegramPageProps> => ({
      entry,
      catalog,
      schemaVersions: schemaVersionsRecord(),
      examples: await telegramExamples(entry),
      disagreementTopics: disagreementTopicsOfPage(`docs/telegrams/${entry.code}.md`),
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
