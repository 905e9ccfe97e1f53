import { useEffect, useState } from 'react';
import type { SearchHit } from '../search/search-hits';
import { SearchHitContent } from '../search/SearchHitContent';
import styles from './ErrorPage.module.css';

const suggestionsHeading = 'お探しのページの候補';

/**
 * Pages the missing address probably meant: near addresses and pages that name its words. The page list loads only
 * here, after the page shows; nothing is shown when nothing is found.
 */
export default function NotFoundSuggestions() {
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
      <h2>{suggestionsHeading}</h2>
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
