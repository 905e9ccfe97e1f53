import type { SidebarEntry } from '../../isomorphic/site-types';
import { labels } from '../../isomorphic/labels';
import { usePageContext } from '../usePageContext';
import styles from './Breadcrumbs.module.css';
import { breadcrumbTrail } from './sidebar-navigation';

/** Home icon, then the sidebar categories leading to the current page. */
export function Breadcrumbs({ sidebar }: { sidebar: SidebarEntry[] }) {
  const { urlPathname } = usePageContext();
  const trail = breadcrumbTrail(sidebar, urlPathname);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={labels.breadcrumbs} className={styles.breadcrumbs}>
      <ol>
        <li>
          <a href="/" aria-label={labels.breadcrumbsHome} className={styles.home}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
              />
            </svg>
          </a>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? (
                <a href={crumb.href}>{crumb.label}</a>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
