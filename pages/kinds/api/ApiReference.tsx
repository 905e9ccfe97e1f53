import type { ReactNode } from 'react';
import { DisagreementTopicsContext } from '../../_components/DisagreementNote';
import styles from './ApiReference.module.css';

/**
 * The body of an API reference page (overview, endpoint, WebSocket, OAuth 2.0). `data-reference-tables` tells the
 * docs layout to give the content column the room its tables need (renderer/docs/DocsLayout.module.css).
 */
export function ApiReference({
  disagreementTopics,
  children,
}: {
  /** The topics of data/disagreements.yaml by id (ApiPageContext), for the notes of fields, parameters and errors. */
  disagreementTopics: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <DisagreementTopicsContext.Provider value={disagreementTopics}>
      <div className={styles.reference} data-reference-tables>
        {children}
      </div>
    </DisagreementTopicsContext.Provider>
  );
}
