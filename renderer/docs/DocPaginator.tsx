import type { SidebarEntry } from '../../isomorphic/site-types';
import { labels } from '../../isomorphic/labels';
import { usePageContext } from '../usePageContext';
import styles from './DocPaginator.module.css';
import { siblingPages } from './sidebar-navigation';

/** Previous / next links in sidebar order. */
export function DocPaginator({ sidebar }: { sidebar: SidebarEntry[] }) {
  const { urlPathname } = usePageContext();
  const { previous, next } = siblingPages(sidebar, urlPathname);
  if (!previous && !next) return null;
  return (
    <nav aria-label={labels.pagination} className={styles.paginator}>
      {previous ? (
        <a href={previous.href} className={styles.link} rel="prev">
          <span className={styles.sub}>« {labels.previous}</span>
          <span className={styles.label}>{previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sub}>{labels.next} »</span>
          <span className={styles.label}>{next.label}</span>
        </a>
      )}
    </nav>
  );
}
