import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import { DataSource, repoRoot } from '../data/data-source';
import { loadValidated, throwIfIssues } from '../data/validate';
import type { SidebarEntry } from '../../isomorphic/site-types';
import { routeKey, type PageInfo } from '../../isomorphic/page-info';
import type { PageSource } from './page-source';
import type { SidebarFile, SidebarItemConfig } from '../../isomorphic/data-types/sidebar';

export function sidebarFile(root = repoRoot): string {
  return path.join(root, 'data/sidebar.yaml');
}

/**
 * Resolves data/sidebar.yaml: doc items get their page title, generated placeholders their catalog entries.
 * A doc or category link to a page that does not exist, or an unknown generator, is an error with position.
 * A page source with a `sidebarCategory` that no placeholder names gets its section at the end of the docs
 * sidebar (`docsSidebarId`), as that category: a new kind of page is in the sidebar with no edit here, and a
 * `- generated: <name>` line moves it.
 */
export function resolveSidebars(
  pages: ReadonlyMap<string, PageInfo>,
  sources: PageSource[],
  file = sidebarFile(),
  docsSidebarId?: string,
): Record<string, SidebarEntry[]> {
  const source: DataSource<SidebarFile> = loadValidated<SidebarFile>(file, 'sidebar.schema.json');
  const issues: DataIssue[] = [];
  const generators = new Map(sources.filter((s) => s.sidebar).map((s) => [s.name, s]));
  const placed = new Set<string>();

  const resolveItems = (items: SidebarItemConfig[], at: Array<string | number>): SidebarEntry[] =>
    items.flatMap((item, index): SidebarEntry[] => {
      const itemPath = [...at, index];
      if ('doc' in item) {
        const page = pages.get(routeKey(item.doc));
        if (!page) {
          issues.push(source.issue([...itemPath, 'doc'], `no page "${item.doc}" exists`));
          return [];
        }
        return [{ kind: 'link', label: item.label ?? page.title, href: page.path }];
      }
      if ('href' in item) return [{ kind: 'link', label: item.label, href: item.href, external: true }];
      if ('generated' in item) {
        const generator = generators.get(item.generated);
        if (!generator?.sidebar) {
          const known = [...generators.keys()].join(', ') || '(none)';
          issues.push(
            source.issue([...itemPath, 'generated'], `unknown sidebar generator "${item.generated}"; known: ${known}`),
          );
          return [];
        }
        placed.add(item.generated);
        return generator.sidebar(pages);
      }
      let href: string | undefined;
      if (item.link) {
        const page = pages.get(routeKey(item.link));
        if (!page) issues.push(source.issue([...itemPath, 'link'], `no page "${item.link}" exists`));
        else href = page.path;
      }
      return [
        {
          kind: 'category',
          label: item.category,
          href,
          collapsed: item.collapsed ?? true,
          items: resolveItems(item.items, [...itemPath, 'items']),
        },
      ];
    });

  const resolved: Record<string, SidebarEntry[]> = {};
  for (const [id, items] of Object.entries(source.value.sidebars)) resolved[id] = resolveItems(items, ['sidebars', id]);
  const docsSidebar = docsSidebarId === undefined ? undefined : resolved[docsSidebarId];
  for (const generator of generators.values()) {
    if (placed.has(generator.name) || !generator.sidebarCategory || !docsSidebar) continue;
    const { label, link } = generator.sidebarCategory;
    docsSidebar.push({
      kind: 'category',
      label,
      href: pages.get(routeKey(link))?.path,
      collapsed: true,
      items: generator.sidebar?.(pages) ?? [],
    });
  }
  throwIfIssues(issues);
  return resolved;
}

/** The first page a sidebar links to, or null when it links nowhere. */
export function firstSidebarLink(entries: SidebarEntry[]): string | null {
  for (const entry of entries) {
    if (entry.kind === 'link' && !entry.external) return entry.href;
    if (entry.kind === 'category') {
      if (entry.href) return entry.href;
      const inner = firstSidebarLink(entry.items);
      if (inner) return inner;
    }
  }
  return null;
}
