import { useEffect } from 'react';
import { labels } from '../../isomorphic/labels';
import type { ErrorFallbackProps } from './ErrorBoundary';
import styles from './CrashPage.module.css';

/** Shown when rendering the page throws: what broke, and a button that renders it again. */
export function CrashPage({ error, retry }: ErrorFallbackProps) {
  useEffect(() => {
    document.title = labels.crash.title;
  }, []);
  return (
    <div className={styles.crash} role="alert" data-crash-page>
      <h1>{labels.crash.heading}</h1>
      <p className={styles.message}>{error.message}</p>
      <button type="button" className={styles.retry} onClick={retry}>
        {labels.crash.retry}
      </button>
    </div>
  );
}
