import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { labels } from '../../isomorphic/labels';
import styles from './LazyLoader.module.css';
import { LoadingSpinner } from './LoadingSpinner';

/** Default delay before the spinner shows (ms); there is no default timeout. */
export const lazyLoaderDelayMs = 200;

type LoadState<P> =
  { status: 'loading' } | { status: 'error'; error: Error } | { status: 'loaded'; Component: ComponentType<P> };

/**
 * Whether the site answers now. A retried `import()` that fails again while the site answers is the browser's
 * module map remembering the first failure (Chromium keeps a failed module URL failed for the life of the page),
 * so only a reload can load it.
 */
async function siteAnswers(): Promise<boolean> {
  try {
    return (await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Loads a component chunk on demand. Spinner after `delay` ms while loading, no timeout; on failure a red box
 * (half the width) with the error text and a Retry button that loads it again. When the retry fails although the
 * site answers, the page reloads (after `beforeReload`, which keeps what the visitor was doing) so the browser
 * fetches the chunk afresh; when the site does not answer, the box stays with the new error.
 */
export function LazyLoader<P extends object>({
  load,
  props,
  delay = lazyLoaderDelayMs,
  beforeReload,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  delay?: number;
  beforeReload?: () => void;
}) {
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  const [pastDelay, setPastDelay] = useState(delay === 0);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new `load` starts over
    setState({ status: 'loading' });
    setPastDelay(delay === 0);
    const timer = setTimeout(() => alive && setPastDelay(true), delay);
    load().then(
      (module) => alive && setState({ status: 'loaded', Component: module.default }),
      async (error: unknown) => {
        // Only while the loader is still shown: a visitor who closed it meanwhile keeps the page.
        if (attempt > 0 && (await siteAnswers()) && alive) {
          beforeReload?.();
          window.location.reload();
          return;
        }
        if (alive) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [load, delay, attempt, beforeReload]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (state.status === 'loaded') return <state.Component {...props} />;
  if (state.status === 'error') {
    return (
      <div className={styles.error} role="alert" data-lazy-error>
        <p>
          {labels.loader.failed}: {state.error.message}
        </p>
        <button type="button" onClick={retry}>
          {labels.loader.retry}
        </button>
      </div>
    );
  }
  return pastDelay ? <LoadingSpinner /> : null;
}
