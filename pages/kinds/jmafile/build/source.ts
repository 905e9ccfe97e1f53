import {
  groupJmaFilesByClass,
  jmaFileCatalogFile,
  jmaFileCatalogJson,
  jmaFileCatalogOutputSchemaFile,
  loadJmaFileCatalog,
} from '../../../../generators/catalog/jmafile';
import { catalogPageSource } from '../../catalog/build/catalog-source';
import { jmaFileClassUrl, jmaFileIndexPath, jmaFileUrl } from '../../../../isomorphic/routes';
import type { JmaFileCatalog, JmaFileEntry } from '../../../../isomorphic/catalog-types';
import type { JmaFilePageProps } from '../props';
import { disagreementTopicsOfPage } from '../../../../generators/content/disagreements';

/** A product's page: its entry, with its class and formats resolved in the catalog. */
export function jmaFilePageProps(entry: JmaFileEntry, catalog: JmaFileCatalog): JmaFilePageProps {
  const deliveryClass = catalog.classes.find((candidate) => candidate.api === entry.class);
  // The catalog's loader checks the reference; this states it for the types.
  if (!deliveryClass) throw new Error(`JMA file ${entry.code}: class ${entry.class} not in the catalog`);
  return {
    entry,
    deliveryClass: { name: deliveryClass.name, href: jmaFileClassUrl(entry.class) },
    formatNames: entry.formats.map((id) => catalog.formats.find((format) => format.id === id)?.name ?? id),
    disagreementTopics: disagreementTopicsOfPage(`docs/jmafile/${entry.code}.md`),
  };
}

/** The JMA file pages built from a catalog file (the real one by default; tests pass a temporary copy). */
export function jmaFilePages(file = jmaFileCatalogFile) {
  return catalogPageSource({
    name: 'jmafile',
    searchKind: 'jmafile',
    file: 'data/jmafile.yaml',
    load: () => loadJmaFileCatalog(file),
    index: {
      path: jmaFileIndexPath,
      title: '配信データ（ファイル形式）',
      description:
        'DMDATA.JP が配信する気象庁のファイル形式データ（GPV・解析雨量・危険度分布など）を、区分・形式・ファイル名・配信間隔とあわせて一覧にしています。',
    },
    entries: (catalog) => catalog.files,
    entryPage: (entry) => ({
      path: jmaFileUrl(entry.code),
      title: entry.title,
      summary: entry.summary,
      searchCodes: [entry.code],
    }),
    indexView: (catalog) => ({
      view: 'jmafile-index',
      props: { catalog, disagreementTopics: disagreementTopicsOfPage('docs/jmafile/index.mdx') },
    }),
    entryView: (entry, catalog) => ({ view: 'jmafile', props: jmaFilePageProps(entry, catalog) }),
    groups: (catalog) =>
      groupJmaFilesByClass(catalog).map((group) => ({ label: group.class.name, entries: group.files })),
    json: jmaFileCatalogJson,
    outputSchemaFile: jmaFileCatalogOutputSchemaFile,
    entryLocation: { file, list: 'files' },
  });
}

const jmaFilePagesOfSite = jmaFilePages();

/** JMA file-format pages: the index, one page per entry, the sidebar section and catalog.json. */
export const jmaFilePageSource = jmaFilePagesOfSite.source;
/** The validated JMA file-format catalog, loaded once per process. */
export const jmaFileCatalog = jmaFilePagesOfSite.catalog;
