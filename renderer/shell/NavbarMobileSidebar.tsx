import { useEffect, useRef, useState } from 'react';
import { shell } from 'virtual:site-shell';
import { DocSidebarItems } from '../docs/DocSidebarItems';
import { labels } from '../../isomorphic/labels';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { usePageContext } from '../usePageContext';
import styles from './NavbarMobileSidebar.module.css';
import { NavbarItem } from './NavbarItem';

/**
 * Mobile sidebar: the primary menu (navbar items) and, on docs pages, a secondary menu (the docs sidebar)
 * shown first, with a button back to the primary menu.
 */
export function NavbarMobileSidebar({ onClose }: { onClose: () => void }) {
  const { urlPathname, config } = usePageContext();
  const sidebar = config.sidebar;
  const onDocs = sidebar !== undefined && urlPathname.startsWith('/docs/');
  const [showSecondary, setShowSecondary] = useState(onDocs);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={labels.navbar.main}
        data-mobile-sidebar
      >
        <div className={styles.header}>
          <a className={styles.brand} href="/">
            {shell.title}
          </a>
          <ColorModeToggle />
          <button type="button" className={styles.close} aria-label={labels.navbar.closeMenu} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 15 15" aria-hidden="true">
              <path stroke="currentColor" strokeWidth="1.5" d="M1 1l13 13M14 1L1 14" />
            </svg>
          </button>
        </div>
        {showSecondary ? (
          <div className={styles.menu} data-mobile-menu="secondary">
            <button type="button" className={styles.back} onClick={() => setShowSecondary(false)}>
              {labels.navbar.backToMainMenu}
            </button>
            <nav aria-label={labels.sidebar.label}>{sidebar && <DocSidebarItems entries={sidebar} />}</nav>
          </div>
        ) : (
          <ul className={styles.menu} data-mobile-menu="primary">
            {shell.navbar.items
              .filter((item) => item.type !== 'search')
              .map((item, index) => (
                <li key={index} className={styles.primaryItem}>
                  <NavbarItem item={item} mobile />
                </li>
              ))}
            {onDocs && (
              <li className={styles.primaryItem}>
                <button type="button" className={styles.back} onClick={() => setShowSecondary(true)}>
                  {labels.docs} →
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
    </>
  );
}
