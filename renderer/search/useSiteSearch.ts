import { useEffect, useState } from 'react';
import type { SearchKind } from '../../isomorphic/search-kinds';
import { searchSite, type SiteSearchResult } from './site-search';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'searching'; previous: SiteSearchResult | null }
  | { status: 'done'; result: SiteSearchResult }
  | { status: 'error' };

/**
 * Runs `searchSite` whenever the query or the kind changes; an empty query is idle. While a search runs the
 * previous results stay (as `previous`), so the list does not flicker between keystrokes.
 */
export function useSiteSearch(
  query: string,
  kind: SearchKind | null,
  limit: number,
  debounceMs: number,
): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: 'idle' });
  useEffect(() => {
    if (!query.trim()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- an empty query ends a search
      setState({ status: 'idle' });
      return;
    }
    let alive = true;
    setState((current) => ({
      status: 'searching',
      previous: current.status === 'done' ? current.result : current.status === 'searching' ? current.previous : null,
    }));
    searchSite(query, kind, limit, debounceMs).then(
      (result) => {
        if (alive && result) setState({ status: 'done', result });
      },
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [query, kind, limit, debounceMs]);
  return state;
}

/** The results to show in a state: the finished ones, or the previous ones while searching. */
export function shownResult(state: SiteSearchState): SiteSearchResult | null {
  if (state.status === 'done') return state.result;
  if (state.status === 'searching') return state.previous;
  return null;
}
