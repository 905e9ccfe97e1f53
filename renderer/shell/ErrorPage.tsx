import { useEffect, useState } from 'react';
import type { SearchHit } from '../search/search-hits';
import { SearchHitContent } from '../search/SearchHitContent';
import { labels } from '../../isomorphic/labels';
import { stripHtmlSuffix } from '../navigation/url-normalize';
import { usePageContext } from '../usePageContext';
import { CrashPage } from './CrashPage';
import styles from './ErrorPage.module.css';

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
      <NotFoundSuggestions />
      <p>{labels.notFound.linkOwner}</p>
      <p>
        <a href="/">{labels.notFound.home}</a>
      </p>
    </div>
  );
}

/**
 * Pages the missing address probably meant: near addresses and what the address's words find. The search code
 * (Pagefind and the page list) loads only here, after the page shows; nothing is shown when nothing is found.
 */
function NotFoundSuggestions() {
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  useEffect(() => {
    let alive = true;
    import('./not-found-suggestions')
      .then(({ notFoundSuggestions }) => notFoundSuggestions(window.location.pathname))
      .then(
        (found) => alive && setHits(found),
        () => alive && setHits([]),
      );
    return () => {
      alive = false;
    };
  }, []);
  if (!hits || hits.length === 0) return <div data-not-found-suggestions={hits ? 'none' : 'loading'} />;
  return (
    <section className={styles.suggestions} data-not-found-suggestions="done">
      <h2>{labels.notFound.suggestions}</h2>
      <ul>
        {hits.map((hit) => (
          <li key={hit.url}>
            <a href={hit.url} className={styles.suggestion} data-not-found-suggestion>
              <SearchHitContent hit={hit} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
