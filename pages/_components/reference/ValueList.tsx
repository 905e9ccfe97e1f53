import type { ReactNode } from 'react';
import styles from './ValueList.module.css';

/** A bulleted list of values inside a fact or a table cell (the pages of a notice, the data identifiers of a file). */
export function ValueList({ children }: { children: ReactNode }) {
  return <ul className={styles.list}>{children}</ul>;
}
