import { useEffect } from 'react';
import { searchQueryString } from './search-url';
import styles from './SearchResults.module.css';
import { SearchHitContent } from './SearchHitContent';
import { SearchKindChips } from './SearchKindChips';
import { SearchStatus } from './SearchStatus';
import { isSearchKind, type SearchKind } from '../../isomorphic/search-kinds';
import type { SiteSearchResult } from './site-search';
import { shownResult, useSiteSearch } from './useSiteSearch';

/** Results listed on the page (Pagefind reads one small fragment file per result shown). */
const pageLimit = 50;
const pageDebounceMs = 150;

/**
 * The search part of /search, loaded only once the page runs (like the dialog): the kind chips with their counts,
 * the status line and the result links, marked with the query they answer (`data-search-query`); the address
 * follows each finished search. `kind` is the
 * address's `kind` as written (an unknown one counts as none); `onResult` hands each finished search to the page.
 */
export default function SearchResults({
  query,
  kind: kindParam,
  onKind,
  onResult,
}: {
  query: string;
  kind: string | null;
  onKind: (kind: SearchKind | null) => void;
  onResult: (result: SiteSearchResult | null) => void;
}) {
  const kind = isSearchKind(kindParam) ? kindParam : null;
  const state = useSiteSearch(query, kind, pageLimit, pageDebounceMs);
  const result = shownResult(state);
  const done = state.status === 'done' ? state.result : null;
  useEffect(() => {
    onResult(done);
    if (!done) return;
    // The address names the search shown, so it can be shared, bookmarked and reloaded.
    const search = searchQueryString(done.query, done.kind);
    if (window.location.search !== search)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  }, [done, onResult]);
  return (
    <>
      <div className={styles.kinds}>
        <SearchKindChips name="kind" kind={kind} counts={done?.counts ?? null} onChange={onKind} />
      </div>
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
    </>
  );
}
