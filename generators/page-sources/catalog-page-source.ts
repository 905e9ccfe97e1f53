import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from '../data/data-source';
import { metaSchemaDir } from '../data/validate';
import type { ReactElement } from 'react';
import type { PageInfo } from '../../isomorphic/page-info';
import type { SearchKind } from '../../isomorphic/search-kinds';
import type { PageSource } from '../site/page-source';
import { plainDescription } from '../site/plain-description';
import { uniqueLabels } from '../site/unique-labels';
import { dataCache } from '../data/data-cache';

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
  /** The body of the index page and of an entry's page (components imported inside, see `PageSource.render`). */
  renderIndex: (catalog: Catalog) => Promise<ReactElement>;
  renderEntry: (entry: Entry, catalog: Catalog) => Promise<ReactElement>;
  /** What tells apart entries of one sidebar category that share a title, in order of preference (default: the search codes). */
  sidebarQualifiers?: (entry: Entry) => string[];
  /** Sidebar categories, in display order. */
  groups: (catalog: Catalog) => { label: string; entries: Entry[] }[];
  /** The machine-readable catalog and its output schema file in data/meta/, both written beside the index page. */
  json: (catalog: Catalog) => unknown;
  outputSchemaFile: string;
  /**
   * Where the entries stand: the file `load` reads and the key of the list `entries` returns in file order
   * (`telegrams`). Each entry page then records the line its entry starts on, for the edit link.
   */
  entryLocation?: { file: string; list: string };
}

/** Line (1-based) of each item of `list` in a data file, in file order. */
function entryLines(location: { file: string; list: string }): number[] {
  const source = DataSource.read<Record<string, unknown[]>>(location.file);
  return (source.value[location.list] ?? []).map((_, index) => source.position([location.list, index]).line);
}

/** Builds the page source of a catalog and a cached accessor for its data. */
export function catalogPageSource<Catalog, Entry, Name extends string>(
  spec: CatalogPagesSpec<Catalog, Entry, Name>,
): { source: PageSource<Name | `${Name}-index`>; catalog: () => Catalog } {
  // The catalog file, and data/schemas/, whose listing the telegram catalog checks its schema references against.
  const catalog = dataCache(() => spec.load(), [spec.file, 'data/schemas/']);
  const indexKind: `${Name}-index` = `${spec.name}-index`;
  const source: PageSource<Name | `${Name}-index`> = {
    name: spec.name,
    searchKinds: { [spec.name]: spec.searchKind, [indexKind]: spec.searchKind } as Record<Name | `${Name}-index`, SearchKind>,
    listPages(): PageInfo<Name | `${Name}-index`>[] {
      const data = catalog();
      const lines = spec.entryLocation ? entryLines(spec.entryLocation) : [];
      return [
        { ...spec.index, kind: indexKind, source: spec.file },
        ...spec.entries(data).map((entry, index) => {
          const page = spec.entryPage(entry);
          return { path: page.path, title: page.title, description: plainDescription(page.summary), kind: spec.name, source: spec.file, searchCodes: page.searchCodes, sourceLine: lines[index] };
        }),
      ];
    },
    async render(page) {
      const data = catalog();
      if (page.kind === indexKind) return { body: await spec.renderIndex(data) };
      const entry = spec.entries(data).find((candidate) => spec.entryPage(candidate).path === page.path);
      if (!entry) throw new Error(`no entry of ${spec.file} has the page ${page.path}`);
      return { body: await spec.renderEntry(entry, data) };
    },
    sidebar() {
      return spec
        .groups(catalog())
        .filter((group) => group.entries.length > 0)
        .map((group) => ({
          kind: 'category' as const,
          label: group.label,
          collapsed: true,
          items: ((labels: string[]) =>
            group.entries.map((entry, index) => ({ kind: 'link' as const, label: labels[index], href: spec.entryPage(entry).path })))(
            uniqueLabels(group.entries, (entry) => spec.entryPage(entry).title, spec.sidebarQualifiers ?? ((entry) => spec.entryPage(entry).searchCodes ?? [])),
          ),
        }));
    },
    async artifacts() {
      const schema = readFileSync(path.join(metaSchemaDir, spec.outputSchemaFile), 'utf8');
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
