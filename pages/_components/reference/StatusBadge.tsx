import type { ReactNode } from 'react';
import styles from './StatusBadge.module.css';

/** The colour of a badge: a delivery state, or the same colours for an API's 実験的 (planned) and 非推奨 (ending). */
export type BadgeTone = 'delivering' | 'ending' | 'ended' | 'planned';

const toneClasses: Record<BadgeTone, string | undefined> = {
  delivering: undefined,
  ending: styles.ending,
  ended: styles.ended,
  planned: styles.planned,
};

/**
 * A short state in a rounded badge. `data-status-badge` lets the Markdown copy of the page keep a space before it
 * (generators/build/markdown-article.ts); `afterText` spaces it from the text it follows.
 */
export function StatusBadge({
  tone,
  afterText = false,
  children,
}: {
  tone: BadgeTone;
  afterText?: boolean;
  children: ReactNode;
}) {
  const className = [styles.badge, toneClasses[tone], afterText ? styles.afterText : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className} data-status-badge>
      {children}
    </span>
  );
}
