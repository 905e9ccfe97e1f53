import { lazy, Suspense, useEffect } from 'react';
import { labels } from '../../isomorphic/labels';
import { stripHtmlSuffix } from '../navigation/url-normalize';
import { usePageContext } from '../usePageContext';
import { CrashPage } from './CrashPage';
import styles from './ErrorPage.module.css';

/** Suggestions for the missing address: their code and the search code load only on this page, after it shows. */
const NotFoundSuggestions = lazy(() => import('./NotFoundSuggestions'));

/** Not-found page (also served as /404.html), or the crash page for other errors. */
export function ErrorPage() {
  const pageContext = usePageContext();
  useEffect(() => {
    // A static host has no file for `/x.html`: show the same page as `/x`.
    const stripped = stripHtmlSuffix(window.location.pathname);
    if (stripped !== null) window.location.replace(`${stripped}${window.location.search}${window.location.hash}`);
  }, []);
  if (!pageContext.is404) {
    return (
      <CrashPage
        error={new Error(String(pageContext.abortReason ?? 'unknown error'))}
        retry={() => window.location.reload()}
      />
    );
  }
  return (
    <div className={styles.notFound} data-not-found>
      <h1>{labels.notFound.heading}</h1>
      <p>{labels.notFound.body}</p>
      <Suspense fallback={<div data-not-found-suggestions="loading" />}>
        <NotFoundSuggestions />
      </Suspense>
      <p>{labels.notFound.linkOwner}</p>
      <p>
        <a href="/">{labels.notFound.home}</a>
      </p>
    </div>
  );
}
