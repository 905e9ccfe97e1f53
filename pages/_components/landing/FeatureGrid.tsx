import type { ReactNode } from 'react';
import styles from './FeatureGrid.module.css';

/** Cards side by side on wide screens, one column on phones. */
export function FeatureGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
