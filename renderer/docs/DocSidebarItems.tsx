import { useId, useState } from 'react';
import { labels } from '../../isomorphic/labels';
import { routeKey } from '../../isomorphic/route-key';
import { isActivePath } from '../shell/links';
import type { SidebarEntry } from '../../isomorphic/site-types';
import { SiteLink } from '../shell/SiteLink';
import { usePageContext } from '../usePageContext';
import { Collapsible } from './Collapsible';
import styles from './DocSidebarItems.module.css';

type SidebarCategoryEntry = Extract<SidebarEntry, { kind: 'category' }>;

/** The categories on the way to the current page (one walk over the tree, done once per render). */
export function activeCategories(entries: SidebarEntry[], path: string): Set<SidebarEntry> {
  const key = routeKey(path);
  const trail = new Set<SidebarEntry>();
  const visit = (entry: SidebarEntry): boolean => {
    if (entry.kind === 'link') return !entry.external && routeKey(entry.href) === key;
    let found = entry.href !== undefined && routeKey(entry.href) === key;
    for (const child of entry.items) if (visit(child)) found = true;
    if (found) trail.add(entry);
    return found;
  };
  for (const entry of entries) visit(entry);
  return trail;
}

function SidebarCategory({
  entry,
  path,
  trail,
}: {
  entry: SidebarCategoryEntry;
  path: string;
  trail: Set<SidebarEntry>;
}) {
  const active = trail.has(entry);
  const [collapsed, setCollapsed] = useState(entry.collapsed && !active);
  const id = useId();
  const toggle = () => setCollapsed(!collapsed);
  const toggleLabel = collapsed
    ? labels.sidebar.expandCategory(entry.label)
    : labels.sidebar.collapseCategory(entry.label);
  return (
    <li className={styles.category} data-active={active || undefined}>
      {entry.href ? (
        <a href={entry.href} className={styles.link} aria-current={isActivePath(entry.href, path) ? 'page' : undefined}>
          {entry.label}
        </a>
      ) : (
        <button type="button" className={styles.link} aria-expanded={!collapsed} aria-controls={id} onClick={toggle}>
          {entry.label}
        </button>
      )}
      <button
        type="button"
        className={styles.caret}
        data-collapsed={collapsed || undefined}
        aria-label={toggleLabel}
        aria-expanded={!collapsed}
        aria-controls={id}
        onClick={toggle}
      />
      <Collapsible collapsed={collapsed} id={id} className={styles.region}>
        <SidebarList entries={entry.items} path={path} trail={trail} nested />
      </Collapsible>
    </li>
  );
}

function SidebarList({
  entries,
  path,
  trail,
  nested,
}: {
  entries: SidebarEntry[];
  path: string;
  trail: Set<SidebarEntry>;
  nested: boolean;
}) {
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {entries.map((entry) =>
        entry.kind === 'category' ? (
          <SidebarCategory key={`c:${entry.label}`} entry={entry} path={path} trail={trail} />
        ) : (
          <li key={`l:${entry.href}`}>
            <SiteLink href={entry.href} className={styles.link} ariaCurrent={isActivePath(entry.href, path)}>
              {entry.label}
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * The docs sidebar tree (used by the desktop sidebar and the mobile secondary menu). Only what a reader can
 * see is rendered: open categories and the path to the current page. Collapsed categories link to their index
 * page, which lists everything inside, so every page stays reachable without JavaScript.
 */
export function DocSidebarItems({ entries }: { entries: SidebarEntry[] }) {
  const { urlPathname } = usePageContext();
  return (
    <SidebarList entries={entries} path={urlPathname} trail={activeCategories(entries, urlPathname)} nested={false} />
  );
}
