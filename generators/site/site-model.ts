import { DataError, type DataIssue } from '../data/data-error';
import type { DataSource } from '../data/data-source';
import type {
  NavbarItemConfig,
  ResolvedNavbarItem,
  ShellConfig,
  SidebarEntry,
  SiteConfig,
} from '../../isomorphic/site-types';
import { docIdOf, routeKey, type PageInfo, type SitePage } from '../../isomorphic/page-info';
import type { PageSource } from './page-source';
import { pageSources } from './page-sources';
import { firstSidebarLink, resolveSidebars, sidebarFile } from './sidebar';
import { loadSiteConfig, siteConfigFile } from './site-config';
import { dataCache } from '../data/data-cache';
import { lastContentUpdate, lastUpdateLabel } from './last-update';
import { escapeHtml } from '../../isomorphic/escape-html';

export interface SiteModel {
  config: SiteConfig;
  /** Every page of the site by route key: the one list of URLs the routes, the sidebar and search read. */
  pages: Map<string, SitePage>;
  /** The page source of each page kind, which renders the pages of that kind. */
  sourceOfKind: Map<string, PageSource>;
  shell: ShellConfig;
}

/**
 * Collects the pages of every source, each with the search kind its source gives its kind. Two sources claiming
 * one URL is an error naming both files; a page of a kind its source does not declare is an error too.
 */
export function collectPages(sources: PageSource[]): Map<string, SitePage> {
  const pages = new Map<string, SitePage>();
  const issues: DataIssue[] = [];
  for (const source of sources) {
    for (const page of source.listPages()) {
      const key = routeKey(page.path);
      const existing = pages.get(key);
      const searchKind = source.searchKinds[page.kind];
      if (existing) {
        issues.push({
          file: page.source,
          line: 1,
          column: 1,
          field: 'path',
          message: `URL ${page.path} is also produced by ${existing.source}`,
        });
      } else if (!searchKind) {
        issues.push({
          file: page.source,
          line: 1,
          column: 1,
          field: 'kind',
          message: `page source "${source.name}" lists ${page.path} as kind "${page.kind}", which it does not declare`,
        });
      } else pages.set(key, { ...page, searchKind });
    }
  }
  if (issues.length > 0) throw new DataError(issues);
  return pages;
}

/** Which source renders each page kind; two sources declaring one kind is an error. */
function sourcesByKind(sources: PageSource[]): Map<string, PageSource> {
  const byKind = new Map<string, PageSource>();
  for (const source of sources) {
    for (const kind of Object.keys(source.searchKinds)) {
      const other = byKind.get(kind);
      if (other)
        throw new Error(`page kind "${kind}" is declared by two page sources: ${other.name} and ${source.name}`);
      byKind.set(kind, source);
    }
  }
  return byKind;
}

function isExternal(href: string): boolean {
  return /^[a-z]+:/i.test(href);
}

function resolveNavbarItems(
  source: DataSource<SiteConfig>,
  pages: Map<string, PageInfo>,
  sidebars: Record<string, SidebarEntry[]>,
  lastUpdateDate: string,
): ResolvedNavbarItem[] {
  const config = source.value;
  const issues: DataIssue[] = [];
  const resolved = config.navbar.items.flatMap((item: NavbarItemConfig, index): ResolvedNavbarItem[] => {
    const position = item.position ?? 'right';
    const at = ['navbar', 'items', index];
    switch (item.type) {
      case undefined:
      case 'default': {
        const href = item.to ?? item.href ?? '/';
        return [{ type: 'default', label: item.label, href, external: isExternal(href), position }];
      }
      case 'dropdown':
        return [
          {
            type: 'dropdown',
            label: item.label,
            href: item.to,
            position,
            items: item.items.map((link) => {
              const href = link.to ?? link.href ?? '/';
              return { label: link.label, href, external: isExternal(href) };
            }),
          },
        ];
      case 'doc': {
        const page = [...pages.values()].find((candidate) => docIdOf(candidate.path) === item.docId);
        if (!page) {
          issues.push(source.issue([...at, 'docId'], `no doc with id "${item.docId}" exists`));
          return [];
        }
        return [{ type: 'default', label: item.label ?? page.title, href: page.path, external: false, position }];
      }
      case 'docSidebar': {
        const entries = sidebars[item.sidebarId];
        if (!entries) {
          issues.push(
            source.issue(
              [...at, 'sidebarId'],
              `no sidebar "${item.sidebarId}" exists; available sidebars: ${Object.keys(sidebars).join(', ')}`,
            ),
          );
          return [];
        }
        const href = firstSidebarLink(entries);
        if (!href) {
          issues.push(
            source.issue(
              [...at, 'sidebarId'],
              `docs sidebar "${item.sidebarId}" has no link to go to: add a doc or a category link to it`,
            ),
          );
          return [];
        }
        return [{ type: 'default', label: item.label, href, external: false, position }];
      }
      case 'docsVersion': {
        const latest = config.docs.versions.find((version) => version.isLast) ?? config.docs.versions[0];
        const href = firstSidebarLink(sidebars[config.docs.sidebarId] ?? []) ?? `${latest.path}/`;
        return [{ type: 'default', label: item.label ?? latest.label, href, external: false, position }];
      }
      case 'docsVersionDropdown': {
        const names = item.versions ?? config.docs.versions.map((version) => version.name);
        return [
          {
            type: 'docsVersionDropdown',
            versions: config.docs.versions.filter((version) => names.includes(version.name)),
            position,
          },
        ];
      }
      case 'localeDropdown':
      case 'search':
        return [{ type: item.type, position }];
      case 'html':
        return [{ type: 'html', value: item.value, position }];
      case 'lastUpdate': {
        const label = escapeHtml(item.label ?? 'lastUpdate');
        return [
          {
            type: 'html',
            value: `<span class="navbar-last-update">${label}: <time datetime="${lastUpdateDate}">${lastUpdateLabel(lastUpdateDate)}</time></span>`,
            position,
          },
        ];
      }
    }
  });
  if (issues.length > 0) throw new DataError(issues);
  return resolved;
}

/** The footer's copyright line with `{year}` replaced by the year (JST) the site's content last changed. */
export function copyrightLine(template: string, date: string): string {
  return template.replaceAll('{year}', date.slice(0, 4));
}

/** Loads and cross-checks site.yaml, sidebar.yaml and every page source into the model the build uses. */
export function loadSiteModel(
  options: { siteFile?: string; sidebarFile?: string; sources?: PageSource[] } = {},
): SiteModel {
  const sources = options.sources ?? pageSources();
  const source = loadSiteConfig(options.siteFile ?? siteConfigFile());
  const pages = collectPages(sources);
  const config = source.value;
  const sidebars = resolveSidebars(pages, sources, options.sidebarFile ?? sidebarFile(), config.docs.sidebarId);
  const sidebar = sidebars[config.docs.sidebarId];
  if (!sidebar) {
    throw new DataError([
      source.issue(['docs', 'sidebarId'], `no sidebar "${config.docs.sidebarId}" in data/sidebar.yaml`),
    ]);
  }
  // One `git log` and one read of the notices, for the navbar's lastUpdate item and the footer's year.
  const updated = lastContentUpdate();
  const shell: ShellConfig = {
    title: config.title,
    url: config.url,
    logo: config.logo,
    colorMode: config.colorMode,
    tableOfContents: config.tableOfContents,
    storage: config.storage,
    docs: config.docs,
    announcementBar: config.announcementBar ?? null,
    navbar: {
      hideOnScroll: config.navbar.hideOnScroll ?? false,
      items: resolveNavbarItems(source, pages, sidebars, updated.date),
    },
    footer: { ...config.footer, copyright: copyrightLine(config.footer.copyright, updated.date) },
    sidebar,
  };
  return { config, pages, sourceOfKind: sourcesByKind(sources), shell };
}

/** The site model, loaded once per process (the build and prerender share it) and again when data/ changes. */
export const siteModel: () => SiteModel = dataCache(() => loadSiteModel());
