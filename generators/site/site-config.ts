import path from 'node:path';
import type { DataIssue } from '../data/data-error';
import type { DataSource } from '../data/data-source';
import { ajvIssues, loadValidated, metaValidator, throwIfIssues } from '../data/validate';
import { repoRoot } from '../data/data-source';
import type { NavbarItemConfig, SiteConfig } from '../../isomorphic/site-types';

/** Navbar item types the shell has a component for; the key is the `type` value in site.yaml. */
export const navbarItemTypes = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'lastUpdate',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;

export function siteConfigFile(root = repoRoot): string {
  return path.join(root, 'data/site.yaml');
}

/** Validates every navbar item against the definition of its own type. */
function navbarIssues(source: DataSource<SiteConfig>): DataIssue[] {
  const issues: DataIssue[] = [];
  source.value.navbar.items.forEach((item, index) => {
    const type = (item as { type?: string }).type ?? 'default';
    const itemPath = ['navbar', 'items', index];
    if (!(navbarItemTypes as readonly string[]).includes(type)) {
      issues.push(source.issue([...itemPath, 'type'], `no component found for navbar item type "${type}"`));
      return;
    }
    const validate = metaValidator(`site.schema.json#/$defs/navbar-${type}`);
    if (!validate(item)) {
      const prefixed = (validate.errors ?? []).map((error) => ({
        ...error,
        instancePath: `/navbar/items/${index}${error.instancePath}`,
      }));
      issues.push(...ajvIssues(source, prefixed));
    }
  });
  return issues;
}

/** Checks between fields: TOC levels in order, docs versions named by navbar items exist. */
function consistencyIssues(source: DataSource<SiteConfig>): DataIssue[] {
  const issues: DataIssue[] = [];
  const config = source.value;
  if (config.tableOfContents.minHeadingLevel > config.tableOfContents.maxHeadingLevel) {
    issues.push(source.issue(['tableOfContents', 'minHeadingLevel'], 'must not be greater than maxHeadingLevel'));
  }
  const versionNames = config.docs.versions.map((version) => version.name);
  config.navbar.items.forEach((item: NavbarItemConfig, index) => {
    if (item.type !== 'docsVersionDropdown' || !item.versions) return;
    item.versions.forEach((name, versionIndex) => {
      if (!versionNames.includes(name)) {
        issues.push(
          source.issue(
            ['navbar', 'items', index, 'versions', versionIndex],
            `docs version dropdown names version "${name}" that does not exist; available versions: ${versionNames.join(', ')}`,
          ),
        );
      }
    });
  });
  return issues;
}

/** Loads data/site.yaml; any problem is a DataError with file:line:column and field. */
export function loadSiteConfig(file = siteConfigFile()): DataSource<SiteConfig> {
  const source = loadValidated<SiteConfig>(file, 'site.schema.json');
  throwIfIssues([...navbarIssues(source), ...consistencyIssues(source)]);
  return source;
}
