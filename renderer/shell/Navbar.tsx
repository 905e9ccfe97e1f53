import { useEffect, useRef, useState } from 'react';
import { shell } from 'virtual:site-shell';
import { labels } from '../../isomorphic/labels';
import { ColorModeToggle } from '../theme/ColorModeToggle';
import { usePageContext } from '../usePageContext';
import { desktopMediaQuery } from '../../isomorphic/breakpoint';
import styles from './Navbar.module.css';
import { NavbarItem } from './NavbarItem';
import { NavbarMobileSidebar } from './NavbarMobileSidebar';
import { SearchButton } from '../search/SearchButton';
import { ThemedImage } from './ThemedImage';
import { useHideOnScroll } from './useHideOnScroll';
import { useScrollLock } from './useScrollLock';

function MenuIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 30 30" aria-hidden="true">
      <path stroke="currentColor" strokeLinecap="round" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
    </svg>
  );
}

/** The fixed top navbar, with the mobile sidebar below the desktop breakpoint. */
export function Navbar() {
  const { urlPathname } = usePageContext();
  const [mobileOpen, setMobileOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const hidden = useHideOnScroll(shell.navbar.hideOnScroll && !mobileOpen, ref);
  useScrollLock(mobileOpen);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- navigating closes the mobile menu
  useEffect(() => setMobileOpen(false), [urlPathname]);
  useEffect(() => {
    const query = window.matchMedia(desktopMediaQuery);
    const onChange = () => {
      if (query.matches) setMobileOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const left = shell.navbar.items.filter((item) => item.position === 'left');
  const right = shell.navbar.items.filter((item) => item.position === 'right');
  return (
    <nav
      ref={ref}
      aria-label={labels.navbar.main}
      className={styles.navbar}
      data-hidden={hidden || undefined}
      data-navbar
    >
      <div className={styles.inner}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={labels.navbar.openMenu}
          aria-expanded={mobileOpen}
          onClick={() => setMobileOpen(true)}
          data-mobile-menu-button
        >
          <MenuIcon />
        </button>
        <a className={styles.brand} href={shell.logo.href ?? '/'} target={shell.logo.target}>
          <ThemedImage logo={shell.logo} className={styles.logo} />
          <span className={styles.title}>{shell.title}</span>
        </a>
        <div className={styles.items}>
          {left.map((item, index) => (
            <NavbarItem key={`l${index}`} item={item} />
          ))}
        </div>
        <div className={`${styles.items} ${styles.right}`}>
          {right.map((item, index) => (
            <NavbarItem key={`r${index}`} item={item} />
          ))}
        </div>
        <div className={styles.always}>
          <span className={styles.mobileSearch}>
            <SearchButton compact />
          </span>
          <ColorModeToggle />
        </div>
      </div>
      {mobileOpen && <NavbarMobileSidebar onClose={() => setMobileOpen(false)} />}
    </nav>
  );
}
