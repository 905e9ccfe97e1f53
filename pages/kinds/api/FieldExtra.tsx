import type { ReactNode } from 'react';
import styles from './FieldExtra.module.css';

/** A smaller, muted line under a parameter's or field's description: allowed values, limits, an example, a note. */
export function FieldExtra({ children }: { children: ReactNode }) {
  return <div className={styles.extra}>{children}</div>;
}
