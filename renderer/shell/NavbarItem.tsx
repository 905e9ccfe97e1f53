import { shell } from 'virtual:site-shell';
import { savePreferredVersion } from '../docs/preferred-version';
import { labels } from '../../isomorphic/labels';
import { SearchButton } from '../search/SearchButton';
import { siteStorage } from '../site-storage';
import { usePageContext } from '../usePageContext';
import { ErrorBoundary } from './ErrorBoundary';
import { isActivePath } from './links';
import styles from './NavbarItem.module.css';
import { NavbarDropdown } from './NavbarDropdown';
import type { ResolvedNavbarItem } from '../../isomorphic/site-types';
import { SiteLink } from './SiteLink';

/** Components by navbar item type; an unknown type is rejected at build time with the same wording. */
function NavbarItemContent({ item, mobile }: { item: ResolvedNavbarItem; mobile: boolean }) {
  const { urlPathname } = usePageContext();
  switch (item.type) {
    case 'default':
      return (
        <SiteLink href={item.href} className={styles.link} ariaCurrent={isActivePath(item.href, urlPathname)}>
          {item.label}
        </SiteLink>
      );
    case 'dropdown':
      return (
        <NavbarDropdown label={item.label}>
          {item.items.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </NavbarDropdown>
      );
    case 'localeDropdown':
      return (
        <NavbarDropdown label={labels.navbar.locale}>
          <li>
            <a href={urlPathname} lang="ja" aria-current="true">
              日本語
            </a>
          </li>
        </NavbarDropdown>
      );
    case 'search':
      return mobile ? null : <SearchButton />;
    case 'html':
      return <span className={styles.html} dangerouslySetInnerHTML={{ __html: item.value }} />;
    case 'docsVersionDropdown':
      return (
        <NavbarDropdown label={labels.versions}>
          {item.versions.map((version) => (
            <li key={version.name}>
              <a
                href={`${version.path}/`}
                onClick={() => savePreferredVersion(siteStorage(), shell.docs.pluginId, version.name)}
              >
                {version.label}
              </a>
            </li>
          ))}
        </NavbarDropdown>
      );
    default: {
      const unknown: { type: string } = item;
      throw new Error(`no component found for navbar item type "${unknown.type}"`);
    }
  }
}

/** One navbar item; if it fails to render, the rest of the page still works and the owner is told why. */
export function NavbarItem({ item, mobile = false }: { item: ResolvedNavbarItem; mobile?: boolean }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <span className={styles.error} role="alert">
          {labels.navbar.itemError}
        </span>
      )}
    >
      <NavbarItemContent item={item} mobile={mobile} />
    </ErrorBoundary>
  );
}
