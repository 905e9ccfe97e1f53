import path from 'node:path';
import { DataSource, repoRoot } from '../../../../generators/data/data-source';
import { selfContainedMetaSchema } from '../../../../generators/data/validate';
import type { PageInfo } from '../../../../isomorphic/page-info';
import type { SearchKind } from '../../../../isomorphic/search-kinds';
import type { PageSource } from '../../../../generators/site/page-source';
import type { PageView } from '../../../../isomorphic/page-kind-props';
import { plainDescription } from '../../../../isomorphic/plain-description';
import { uniqueLabels } from '../../../../generators/site/unique-labels';
import { dataCache } from '../../../../generators/data/data-cache';

/** How one YAML catalog becomes pages: an index, a page per entry, a sidebar section and catalog.json. */
export interface CatalogPagesSpec<Catalog, Entry, Name extends string> {
  /** The page kind of an entry page; the index page's kind is `<name>-index`. */
  name: Name;
  /** The search kind of both the index and the entry pages. */
  searchKind: SearchKind;
  /** Data file, for messages (`data/telegrams.yaml`). */
  file: string;
  load: () => Catalog;
  index: { path: string; title: string; description: string };
  entries: (catalog: Catalog) => Entry[];
  entryPage: (entry: Entry) => { path: string; title: string; summary: string; searchCodes?: string[] };
  /** The view of an entry's page: `{ view: '<name>', props }`, the component of the kind and exactly its props. */
  entryView: (entry: Entry, catalog: Catalog) => PageView | Promise<PageView>;
  /**
   * The view of the index page (`{ view: '<name>-index', props }`, a component of the kind's own). Without it the
   * index is `catalog-index` (pages/kinds/catalog/CatalogIndex.tsx): the index description, then a table per group
   * (or one table) linking each entry's page with its summary.
   */
  indexView?: (catalog: Catalog) => PageView;
  /**
   * What tells apart entries of one sidebar category that share a title, in order of preference (default: the
   * search codes).
   */
  sidebarQualifiers?: (entry: Entry) => string[];
  /**
   * Sidebar categories and index sections, in display order. Without it the sidebar section lists the entries
   * themselves, in catalog order, and the default index has one table.
   */
  groups?: (catalog: Catalog) => { label: string; entries: Entry[] }[];
  /**
   * The machine-readable catalog and its output schema file in data/meta/, both written beside the index page (both
   * or neither); the schema is published self-contained (`selfContainedMetaSchema`).
   */
  json?: (catalog: Catalog) => unknown;
  outputSchemaFile?: string;
  /**
   * `$defs` of the output schema whose `enum` the published copy takes from the catalog (`ClassApiName` → the
   * `classes` list), so that a new class or format is one edit in data/ and the schema still lists every value.
   */
  outputSchemaEnums?: (catalog: Catalog) => Record<string, string[]>;
  /**
   * Where the entries stand: the key of the list `entries` returns in file order (`telegrams`), in the file `load`
   * reads (default: `file` in this repository). Each entry page then records the line its entry starts on, for the
   * edit link.
   */
  entryLocation?: { file?: string; list: string };
}

/** Line (1-based) of each item of `list` in a data file, in file order. */
function entryLines(file: string, list: string): number[] {
  const source = DataSource.read<Record<string, unknown[]>>(file);
  return (source.value[list] ?? []).map((_, index) => source.position([list, index]).line);
}

/** Builds the page source of a catalog and a cached accessor for its data. */
export function catalogPageSource<Catalog, Entry, Name extends string>(
  spec: CatalogPagesSpec<Catalog, Entry, Name>,
): { source: PageSource<Name | `${Name}-index`>; catalog: () => Catalog } {
  if ((spec.json === undefined) !== (spec.outputSchemaFile === undefined)) {
    throw new Error(`page source "${spec.name}": json and outputSchemaFile go together (catalog.json and its schema)`);
  }
  // The catalog file, and data/schemas/, whose listing the telegram catalog checks its schema references against.
  const catalog = dataCache(() => spec.load(), [spec.file, 'data/schemas/']);
  const indexKind: `${Name}-index` = `${spec.name}-index`;
  /** The index of a catalog without its own: every entry linked with its summary, by group. */
  const defaultIndex = (data: Catalog): PageView<'catalog-index'> => {
    const groups = spec.groups
      ? spec.groups(data).filter((group) => group.entries.length > 0)
      : [{ label: null, entries: spec.entries(data) }];
    return {
      view: 'catalog-index',
      props: {
        description: spec.index.description,
        groups: groups.map((group) => ({
          label: group.label,
          entries: group.entries.map((entry) => spec.entryPage(entry)),
        })),
      },
    };
  };
  const source: PageSource<Name | `${Name}-index`> = {
    name: spec.name,
    searchKinds: { [spec.name]: spec.searchKind, [indexKind]: spec.searchKind } as Record<
      Name | `${Name}-index`,
      SearchKind
    >,
    listPages(): PageInfo<Name | `${Name}-index`>[] {
      const data = catalog();
      const lines = spec.entryLocation
        ? entryLines(spec.entryLocation.file ?? path.join(repoRoot, spec.file), spec.entryLocation.list)
        : [];
      return [
        { ...spec.index, kind: indexKind, source: spec.file },
        ...spec.entries(data).map((entry, index) => {
          const page = spec.entryPage(entry);
          return {
            path: page.path,
            title: page.title,
            description: plainDescription(page.summary),
            kind: spec.name,
            source: spec.file,
            searchCodes: page.searchCodes,
            sourceLine: lines[index],
          };
        }),
      ];
    },
    async view(page) {
      const data = catalog();
      if (page.kind === indexKind) return spec.indexView ? spec.indexView(data) : defaultIndex(data);
      const entry = spec.entries(data).find((candidate) => spec.entryPage(candidate).path === page.path);
      if (!entry) throw new Error(`no entry of ${spec.file} has the page ${page.path}`);
      return spec.entryView(entry, data);
    },
    sidebarCategory: { label: spec.index.title, link: spec.index.path },
    sidebar() {
      const links = (entries: Entry[]) => {
        const labels = uniqueLabels(
          entries,
          (entry) => spec.entryPage(entry).title,
          spec.sidebarQualifiers ?? ((entry) => spec.entryPage(entry).searchCodes ?? []),
        );
        return entries.map((entry, index) => ({
          kind: 'link' as const,
          label: labels[index],
          href: spec.entryPage(entry).path,
        }));
      };
      if (!spec.groups) return links(spec.entries(catalog()));
      return spec
        .groups(catalog())
        .filter((group) => group.entries.length > 0)
        .map((group) => ({
          kind: 'category' as const,
          label: group.label,
          collapsed: true,
          items: links(group.entries),
        }));
    },
    async artifacts() {
      if (!spec.json || !spec.outputSchemaFile) return [];
      const document = selfContainedMetaSchema(spec.outputSchemaFile);
      for (const [name, values] of Object.entries(spec.outputSchemaEnums?.(catalog()) ?? {})) {
        const { pattern: _pattern, ...definition } = document.$defs[name] as Record<string, unknown>;
        document.$defs[name] = { ...definition, enum: values };
      }
      const schema = `${JSON.stringify(document, null, 2)}\n`;
      // Beside the index page: `/docs/telegrams/` → `docs/telegrams/` under dist/client.
      const jsonDir = spec.index.path.replace(/^\/+/, '');
      return [
        { path: `${jsonDir}catalog.json`, content: `${JSON.stringify(spec.json(catalog()), null, 2)}\n` },
        { path: `${jsonDir}catalog.schema.json`, content: schema },
      ];
    },
  };
  return { source, catalog };
}
