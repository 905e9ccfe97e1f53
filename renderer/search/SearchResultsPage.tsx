import { useEffect, useId, useState } from 'react';
import { labels } from '../labels';
import { usePageContext } from '../usePageContext';
import styles from './SearchResultsPage.module.css';
import { SearchHitContent } from './SearchHitContent';
import { SearchKindChips } from './SearchKindChips';
import { SearchStatus } from './SearchStatus';
import type { SearchKind } from './search-kinds';
import { readSearchParams, searchPagePath, searchPageUrl } from './search-url';
import { shownResult, useSiteSearch } from './useSiteSearch';

/** Results listed on the page (Pagefind reads one small fragment file per result shown). */
const pageLimit = 50;
const pageDebounceMs = 150;

/**
 * `/search?q=…&kind=…`: the same search as the dialog, as a page that can be shared and bookmarked. The query
 * and kind come from the address once the page runs in the browser (the prerendered page is the empty form,
 * which also works as a plain GET form), and the address follows what the visitor changes here.
 */
export function SearchResultsPage() {
  const { urlOriginal } = usePageContext();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SearchKind | null>(null);
  const [started, setStarted] = useState(false);
  const id = useId();
  useEffect(() => {
    const params = readSearchParams(new URL(urlOriginal, window.location.origin).search);
    setQuery(params.query);
    setKind(params.kind);
    setStarted(true);
  }, [urlOriginal]);
  const state = useSiteSearch(started ? query : '', kind, pageLimit, pageDebounceMs);
  const result = shownResult(state);
  const done = state.status === 'done' ? state.result : null;
  useEffect(() => {
    if (!started) return;
    const url = searchPageUrl(query, kind);
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, '', url);
  }, [started, query, kind]);
  return (
    <div className={styles.page} data-search-page>
      <h1 className={styles.heading}>{labels.search.pageHeading(done?.query ?? '')}</h1>
      <form role="search" action={searchPagePath} method="get" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.bar}>
          <label htmlFor={`${id}-q`} className="visually-hidden">
            {labels.search.placeholder}
          </label>
          <input
            id={`${id}-q`}
            className={styles.input}
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
        <SearchKindChips name="kind" kind={kind} counts={done?.counts ?? null} onChange={setKind} />
      </form>
      <noscript>
        <p>{labels.search.javascriptNeeded}</p>
      </noscript>
      <SearchStatus className={styles.status} state={state} />
      <ol className={styles.results} data-search-results data-search-query={done?.query}>
        {(result?.hits ?? []).map((hit) => (
          <li key={hit.url}>
            <a className={styles.hit} href={hit.url} data-search-result>
              <SearchHitContent hit={hit} />
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
