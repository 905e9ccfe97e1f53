import { labels } from '../../isomorphic/labels';
import type { SiteSearchState } from './useSiteSearch';

/** The live line above the results: how many pages were found, none, the words left out, or that search failed. */
export function SearchStatus({ state, className }: { state: SiteSearchState; className?: string }) {
  return (
    <div className={className} aria-live="polite" data-search-status>
      {state.status === 'error' && labels.search.error}
      {state.status === 'done' && state.result.total === 0 && labels.search.noResults(state.result.query)}
      {state.status === 'done' && state.result.total > 0 && labels.search.results(state.result.total)}
      {state.status === 'done' &&
        state.result.dropped.length > 0 &&
        ` ${labels.search.dropped(state.result.dropped.join('」「'))}`}
      {state.status === 'done' &&
        state.result.leftOut.length > 0 &&
        ` ${labels.search.leftOut(state.result.leftOut.join('」「'))}`}
    </div>
  );
}
