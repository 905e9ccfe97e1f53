import type { ReactNode } from 'react';
import styles from './FeatureCard.module.css';

/** A card with a short title, one or two sentences and a link onwards. */
export function FeatureCard({
  title,
  href,
  linkLabel,
  children,
}: {
  title: string;
  href: string;
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.card}>
      <h3 className={styles.title}>{title}</h3>
      <div className={styles.body}>{children}</div>
      <a className={styles.link} href={href}>
        {linkLabel}
      </a>
    </div>
  );
}
