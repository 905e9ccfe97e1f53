import { useCallback, useEffect, useId, useState } from 'react';
import { labels } from '../../isomorphic/labels';
import { LazyLoader } from '../shell/LazyLoader';
import { usePageContext } from '../usePageContext';
import inputStyles from './SearchInput.module.css';
import styles from './SearchResultsPage.module.css';
import type { SearchKind } from '../../isomorphic/search-kinds';
import type { SiteSearchResult } from './site-search';

const loadSearchResults = () => import('./SearchResults');

/**
 * `/search?q=…&kind=…`: the same search as the dialog, as a page that can be shared and bookmarked. The query
 * and kind come from the address once the page runs in the browser (the prerendered page is the empty form,
 * which also works as a plain GET form), and the address follows each finished search (`SearchResults`). The search
 * code, the kind chips and the index load only then (`SearchResults`), as for the dialog.
 */
export function SearchResultsPage() {
  const { urlOriginal, urlPathname } = usePageContext();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<string | null>(null);
  const [started, setStarted] = useState(false);
  const [done, setDone] = useState<SiteSearchResult | null>(null);
  const onResult = useCallback((result: SiteSearchResult | null) => setDone(result), []);
  const onKind = useCallback((value: SearchKind | null) => setKind(value), []);
  const id = useId();
  useEffect(() => {
    // `q` and `kind`, as searchQueryString writes them (read here: the search code loads only after this).
    const params = new URL(urlOriginal, window.location.origin).searchParams;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration, so the first client render matches the prerendered HTML
    setQuery(params.get('q') ?? '');
    setKind(params.get('kind'));
    setStarted(true);
  }, [urlOriginal]);
  return (
    <div className={styles.page} data-search-page>
      <h1 className={styles.heading}>{labels.search.pageHeading(done?.query ?? '')}</h1>
      <form role="search" action={urlPathname} method="get" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.bar}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {labels.search.placeholder}
          </label>
          <input
            id={`${id}-q`}
            className={inputStyles.input}
            type="search"
            name="q"
            value={query}
            placeholder={labels.search.placeholder}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            data-search-page-input
          />
          <button type="submit" className={styles.submit}>
            {labels.search.submit}
          </button>
        </div>
        {started && <LazyLoader load={loadSearchResults} props={{ query, kind, onKind, onResult }} />}
      </form>
      <noscript>
        <p>{labels.search.javascriptNeeded}</p>
      </noscript>
    </div>
  );
}
