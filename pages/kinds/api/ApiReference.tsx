import type { ReactNode } from 'react';
import styles from './ApiReference.module.css';

/**
 * The body of an API reference page (overview, endpoint, WebSocket, OAuth 2.0). `data-reference-tables` tells the
 * docs layout to give the content column the room its tables need (renderer/docs/DocsLayout.module.css).
 */
export function ApiReference({ children }: { children: ReactNode }) {
  return (
    <div className={styles.reference} data-reference-tables>
      {children}
    </div>
  );
}
