import { disagreementTopicsOfPage } from '../../../../generators/content/disagreements';
import { relativeToRepo } from '../../../../generators/data/data-source';
import { componentsFileName, schemaDir } from '../../../../generators/schemas/schema-catalog-model';
import type { PageInfo } from '../../../../isomorphic/page-info';
import type { PageSource } from '../../../../generators/site/page-source';
import type { PageView } from '../../../../isomorphic/page-kind-props';
import { plainDescription } from '../../../../isomorphic/plain-description';
import { schemaArtifacts } from './downloads';
import { listSchemaVersions, schemaCatalog } from './listing';
import { componentPageData, schemaOverviewData, schemaPageDataFor } from './page-data';
import { componentPagePath, jsonConversionPath, schemaPageUrl } from '../../../../isomorphic/routes';

export function schemaPageTitle(name: string, version: string): string {
  return `Schema ${name} v${version}`;
}

/**
 * The JSON conversion reference: an overview, the shared components, and one page per schema version
 * (`data/schemas/<name>/<version>.schema.json`), with the bundled schemas and TypeScript types as downloads.
 */

/** The page kinds of the JSON conversion reference: the overview, the shared components, one page per schema version. */
export type SchemaPageKind = 'json-schema-index' | 'json-schema-component' | 'json-schema';

/** The file that holds the text of the JSON conversion overview (its edit link). */
export const schemaOverviewSource = 'pages/kinds/json-schema/SchemaOverview.tsx';

/** Every page of the JSON conversion reference for the schemas under `dir`. */
export function listSchemaPages(dir: string = schemaDir): PageInfo<SchemaPageKind>[] {
  const source = relativeToRepo(dir);
  return [
    {
      path: jsonConversionPath,
      title: 'JSON に変換したデータ',
      description:
        'DMDATA.JP が気象庁の XML 電文を変換して配信する JSON の概要、スキーマのバージョンの扱い、フォーマットの一覧、共通ヘッダを説明します。',
      kind: 'json-schema-index' as const,
      // The overview's text is written in its component; its tables come from the schema files.
      source: schemaOverviewSource,
    },
    {
      path: componentPagePath,
      title: '共通コンポーネント',
      description:
        'JSON 変換データの各スキーマが共有する定義（共通ヘッダ、日時、座標、震源、マグニチュード、震度階級など）を、フィールドごとに説明します。',
      kind: 'json-schema-component' as const,
      source: `${source}/${componentsFileName}`,
    },
    ...listSchemaVersions(dir).map((listing) => ({
      path: schemaPageUrl(listing.name, listing.version, listing.current),
      title: schemaPageTitle(listing.name, listing.version),
      description: plainDescription(listing.description),
      kind: 'json-schema' as const,
      source: listing.file,
    })),
  ];
}

/** JSON conversion pages, the `generated: json-schemas` sidebar section, and the schema downloads. */
/** The view of a page of the JSON conversion reference: the overview, the components page or a schema version. */
async function schemaPageView(page: PageInfo<SchemaPageKind>): Promise<PageView<SchemaPageKind>> {
  if (page.kind === 'json-schema-index') {
    const disagreementTopics = disagreementTopicsOfPage(providerOverviewPage);
    return { view: page.kind, props: { data: await schemaOverviewData(), disagreementTopics } };
  }
  if (page.kind === 'json-schema-component') return { view: page.kind, props: await componentPageData() };
  const data = await schemaPageDataFor(page.path);
  const disagreementTopics = disagreementTopicsOfPage(providerSchemaPage(data.entry));
  return { view: 'json-schema', props: { data, disagreementTopics } };
}

/** The provider's page of the JSON conversion overview (pdmdss/dmdata.jp), as data/disagreements.yaml names it. */
export const providerOverviewPage = 'docs/reference/conversion/json/index.md';

/** The provider's page of one schema version: the current one by name, an older one under legacy/. */
export function providerSchemaPage(entry: { name: string; version: string; current: boolean }): string {
  const folder = 'docs/reference/conversion/json/schema';
  return entry.current ? `${folder}/${entry.name}.md` : `${folder}/legacy/${entry.name}_${entry.version}.md`;
}

export const schemaPageSource: PageSource<SchemaPageKind> = {
  name: 'json-schemas',
  searchKinds: { 'json-schema-index': 'schema', 'json-schema-component': 'schema', 'json-schema': 'schema' },
  listPages: () => listSchemaPages(),
  view: schemaPageView,
  validate: async () => {
    await schemaCatalog();
  },
  sidebar() {
    const listings = listSchemaVersions();
    const legacy = listings.filter((listing) => !listing.current);
    return [
      ...listings
        .filter((listing) => listing.current)
        .map((listing) => ({
          kind: 'link' as const,
          label: listing.name,
          href: schemaPageUrl(listing.name, listing.version, true),
        })),
      ...(legacy.length > 0
        ? [
            {
              kind: 'category' as const,
              label: '旧バージョン',
              collapsed: true,
              items: legacy.map((listing) => ({
                kind: 'link' as const,
                label: `${listing.name} v${listing.version}`,
                href: schemaPageUrl(listing.name, listing.version, false),
              })),
            },
          ]
        : []),
    ];
  },
  async artifacts() {
    return schemaArtifacts(await schemaCatalog());
  },
};
