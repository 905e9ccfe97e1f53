import type { ReactNode } from 'react';
import { shell } from 'virtual:site-shell';
import { labels } from '../labels';
import type { TocEntry } from '../page-data';
import { mainContentId } from '../shell/SkipToContent';
import { Breadcrumbs } from './Breadcrumbs';
import { DocPaginator } from './DocPaginator';
import styles from './DocsLayout.module.css';
import { DocSidebarItems } from './DocSidebarItems';
import { TableOfContents } from './TableOfContents';

/** Docs pages: sidebar, breadcrumbs, the page, previous/next, and the table of contents. */
export function DocsLayout({ toc, children }: { toc: TocEntry[]; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <nav aria-label={labels.sidebar.label} className={styles.sidebarNav}>
          <DocSidebarItems entries={shell.sidebar} />
        </nav>
      </aside>
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        <div className={styles.content}>
          <Breadcrumbs />
          {children}
          <DocPaginator />
        </div>
        {toc.length > 0 && (
          <div className={styles.toc}>
            <TableOfContents toc={toc} />
          </div>
        )}
      </main>
    </div>
  );
}
