import { useId, useState } from 'react';
import { labels } from '../labels';
import { isActivePath } from '../shell/links';
import type { SidebarEntry } from '../shell/site-types';
import { SiteLink } from '../shell/SiteLink';
import { usePageContext } from '../usePageContext';
import { Collapsible } from './Collapsible';
import styles from './DocSidebarItems.module.css';
import { containsPath } from './sidebar-navigation';

function SidebarCategory({ entry, path }: { entry: Extract<SidebarEntry, { kind: 'category' }>; path: string }) {
  const active = containsPath(entry, path);
  const [collapsed, setCollapsed] = useState(entry.collapsed && !active);
  const id = useId();
  const toggleLabel = collapsed ? labels.sidebar.expandCategory(entry.label) : labels.sidebar.collapseCategory(entry.label);
  return (
    <li className={styles.category} data-active={active || undefined}>
      <div className={styles.categoryRow}>
        {entry.href ? (
          <a href={entry.href} className={styles.link} aria-current={isActivePath(entry.href, path) ? 'page' : undefined}>
            {entry.label}
          </a>
        ) : (
          <button type="button" className={styles.link} aria-expanded={!collapsed} aria-controls={id} onClick={() => setCollapsed(!collapsed)}>
            {entry.label}
          </button>
        )}
        <button type="button" className={styles.caret} data-collapsed={collapsed || undefined} aria-label={toggleLabel} aria-expanded={!collapsed} aria-controls={id} onClick={() => setCollapsed(!collapsed)}>
          <svg width="12" height="12" viewBox="0 0 10 10" aria-hidden="true">
            <path d="M3 1l4 4-4 4" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </button>
      </div>
      <Collapsible collapsed={collapsed} id={id}>
        <DocSidebarItems entries={entry.items} nested />
      </Collapsible>
    </li>
  );
}

/** The docs sidebar tree (used by the desktop sidebar and the mobile secondary menu). */
export function DocSidebarItems({ entries, nested = false }: { entries: SidebarEntry[]; nested?: boolean }) {
  const { urlPathname } = usePageContext();
  return (
    <ul className={nested ? styles.nested : styles.list}>
      {entries.map((entry) =>
        entry.kind === 'category' ? (
          <SidebarCategory key={`c:${entry.label}`} entry={entry} path={urlPathname} />
        ) : (
          <li key={`l:${entry.href}`}>
            <SiteLink href={entry.href} className={styles.link} ariaCurrent={isActivePath(entry.href, urlPathname)}>
              {entry.label}
            </SiteLink>
          </li>
        ),
      )}
    </ul>
  );
}
