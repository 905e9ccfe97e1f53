import { useEffect, useState, type ComponentType } from 'react';
import { labels } from '../../isomorphic/labels';
import { stripHtmlSuffix } from '../navigation/url-normalize';
import { usePageContext } from '../usePageContext';
import { CrashPage } from './CrashPage';
import styles from './ErrorPage.module.css';
import { whenIdle } from './when-idle';

/** What makes the suggestions start at once rather than at the browser's next idle moment. */
const interactionEvents = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Suggestions for the missing address. Their code and the page list load only on this page, and only once the
 * page is interactive: when the browser is next idle (at most 2 s later) or at the visitor's first interaction,
 * whichever comes first, so the page's first load carries none of it.
 */
function LazyNotFoundSuggestions() {
  const [Suggestions, setSuggestions] = useState<ComponentType | null>(null);
  useEffect(() => {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      void import('./NotFoundSuggestions').then(
        (module) => setSuggestions(() => module.default),
        () => undefined,
      );
    };
    const cancelIdle = whenIdle(start);
    for (const type of interactionEvents) window.addEventListener(type, start, { passive: true, once: true });
    function stop() {
      cancelIdle();
      for (const type of interactionEvents) window.removeEventListener(type, start);
    }
    return stop;
  }, []);
  return Suggestions ? <Suggestions /> : <div data-not-found-suggestions="loading" />;
}

/** Not-found page (also served as /404.html), or the crash page for other errors. */
/** Vike's abort reason (any value a page threw with `render(500, reason)`) as a message. */
function reasonText(reason: unknown): string {
  if (reason === undefined || reason === null) return 'unknown error';
  if (reason instanceof Error) return reason.message;
  return typeof reason === 'string' ? reason : JSON.stringify(reason);
}

export function ErrorPage() {
  const pageContext = usePageContext();
  useEffect(() => {
    // A static host has no file for `/x.html`: show the same page as `/x`.
    const stripped = stripHtmlSuffix(window.location.pathname);
    if (stripped !== null) window.location.replace(`${stripped}${window.location.search}${window.location.hash}`);
  }, []);
  if (!pageContext.is404) {
    return <CrashPage error={new Error(reasonText(pageContext.abortReason))} retry={() => window.location.reload()} />;
  }
  return (
    <div className={styles.notFound} data-not-found>
      <h1>{labels.notFound.heading}</h1>
      <p>{labels.notFound.body}</p>
      <LazyNotFoundSuggestions />
      <p>{labels.notFound.linkOwner}</p>
      <p>
        <a href="/">{labels.notFound.home}</a>
      </p>
    </div>
  );
}
