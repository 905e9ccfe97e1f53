import type { ReactNode } from 'react';
import styles from './PageLayout.module.css';
import { mainContentId } from './SkipToContent';

/** Layout of pages outside the docs: one centred column. */
export function PageLayout({ children }: { children: ReactNode }) {
  return (
    <main id={mainContentId} className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}
