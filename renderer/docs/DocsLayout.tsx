import { Suspense, type ReactNode } from 'react';
import type { SidebarEntry } from '../../isomorphic/site-types';
import { labels } from '../../isomorphic/labels';
import type { TocEntry } from '../../isomorphic/page-data';
import { mainContentId } from '../shell/SkipToContent';
import { Breadcrumbs } from './Breadcrumbs';
import { DocPaginator } from './DocPaginator';
import styles from './DocsLayout.module.css';
import { DocSidebarItems } from './DocSidebarItems';
import { TableOfContents } from './TableOfContents';

/**
 * Docs pages: sidebar, breadcrumbs, the page, previous/next, and the table of contents. The page and the TOC
 * are separate Suspense boundaries, so React hydrates them as separate, interruptible pieces of work after the
 * shell instead of one long task. The sidebar (only its open categories are rendered, so it is small) hydrates
 * with the shell: its links are what a reader clicks first.
 */
export function DocsLayout({
  sidebar,
  toc,
  children,
}: {
  sidebar: SidebarEntry[];
  toc: TocEntry[];
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <nav aria-label={labels.sidebar.label} className={styles.sidebarNav}>
          <DocSidebarItems entries={sidebar} />
        </nav>
      </aside>
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        <div className={styles.content}>
          <Suspense>
            <Breadcrumbs sidebar={sidebar} />
            {children}
            <DocPaginator sidebar={sidebar} />
          </Suspense>
        </div>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <Suspense>
              <TableOfContents toc={toc} />
            </Suspense>
          </div>
        )}
      </main>
    </div>
  );
}
