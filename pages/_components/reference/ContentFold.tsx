import type { ReactNode } from 'react';
import styles from './ContentFold.module.css';

/**
 * Content folded below its heading (the years of /docs/updates/, the deep field sections and the examples of a
 * schema page): a `<details>` that works without JavaScript. `data-fold-for` names the heading's id, so a link to
 * the heading or to anything inside opens it (renderer/content/details-reveal.ts).
 */
export function ContentFold({
  headingId,
  summary,
  open,
  children,
}: {
  headingId: string;
  summary: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details className={styles.fold} data-fold-for={headingId} open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
