import type { ReactNode } from 'react';
import { AccountActions } from './AccountActions';
import styles from './LandingHero.module.css';

export interface LandingHeroProps {
  /** The promise in one line: the page's only h1. */
  title: string;
  /** One supporting line under the promise. */
  lead: ReactNode;
  /** A small label above the promise (e.g. the licence). */
  eyebrow?: ReactNode;
  /** The quieter third link beside the account buttons. */
  secondary?: { href: string; label: string };
  /** The drawing beside the text (below it on phones). */
  picture: ReactNode;
  /** Extra content under the buttons (e.g. download buttons on the EEW Client page). */
  children?: ReactNode;
}

/** The first screen of a marketing page: promise, supporting line, account buttons and a drawing. */
export function LandingHero({ title, lead, eyebrow, secondary, picture, children }: LandingHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title" data-landing-hero>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="hero-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        <AccountActions secondary={secondary} />
        {children}
      </div>
      <div className={styles.picture}>{picture}</div>
    </section>
  );
}
