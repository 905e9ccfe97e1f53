import type { ReactNode } from 'react';
import styles from './FactList.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a reference page (definition list, two columns on wide screens, one on a phone). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
