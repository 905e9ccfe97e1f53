import type { ReactNode } from 'react';

export type AdmonitionKind = 'note' | 'tip' | 'info' | 'caution' | 'danger';

/** The same markup as an MDX `:::kind[title]` directive. */
export function Admonition({ kind, title, children }: { kind: AdmonitionKind; title: string; children: ReactNode }) {
  return (
    <aside className={`admonition admonition-${kind}`}>
      <p className="admonition-title">{title}</p>
      {children}
    </aside>
  );
}
