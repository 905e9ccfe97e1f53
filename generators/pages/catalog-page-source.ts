import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from '../data/data-source';
import { metaSchemaDir } from '../data/validate';
import type { PageInfo } from '../site/page-info';
import type { PageSource } from '../site/page-sources';
import { uniqueLabels } from '../site/unique-labels';
import { dataCache } from '../data/data-cache';

/** How one YAML catalog becomes pages: an index, a page per entry, a sidebar section and catalog.json. */
export interface CatalogPagesSpec<Catalog, Entry> {
  name: string;
  /** Data file, for messages (`data/telegrams.yaml`). */
  file: string;
  load: () => Catalog;
  index: { path: string; title: string; description: string };
  entries: (catalog: Catalog) => Entry[];
  entryPage: (entry: Entry) => { path: string; title: string; summary: string; searchCodes?: string[] };
  /** What tells apart entries of one sidebar category that share a title, in order of preference (default: the search codes). */
  sidebarQualifiers?: (entry: Entry) => string[];
  /** Sidebar categories, in display order. */
  groups: (catalog: Catalog) => { label: string; entries: Entry[] }[];
  /** The machine-readable catalog, its output schema file in data/meta/, and where both are written. */
  json: (catalog: Catalog) => unknown;
  outputSchemaFile: string;
  jsonDir: string;
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

/** A summary as a meta description: no Markdown backticks. */
function plain(text: string): string {
  return text.replace(/`/g, '');
}

/** Builds the page source of a catalog and a cached accessor for its data. */
export function catalogPageSource<Catalog, Entry>(spec: CatalogPagesSpec<Catalog, Entry>): { source: PageSource; catalog: () => Catalog } {
  // The catalog file, and data/schemas/, whose listing the telegram catalog checks its schema references against.
  const catalog = dataCache(() => spec.load(), [spec.file, 'data/schemas/']);
  const source: PageSource = {
    name: spec.name,
    listPages(): PageInfo[] {
      const data = catalog();
      const lines = spec.entryLocation ? entryLines(spec.entryLocation) : [];
      return [
        { ...spec.index, kind: `${spec.name}-index`, source: spec.file },
        ...spec.entries(data).map((entry, index) => {
          const page = spec.entryPage(entry);
          return { path: page.path, title: page.title, description: plain(page.summary), kind: spec.name, source: spec.file, searchCodes: page.searchCodes, sourceLine: lines[index] };
        }),
      ];
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
      return [
        { path: `${spec.jsonDir}/catalog.json`, content: `${JSON.stringify(spec.json(catalog()), null, 2)}\n` },
        { path: `${spec.jsonDir}/catalog.schema.json`, content: schema },
      ];
    },
  };
  return { source, catalog };
}
