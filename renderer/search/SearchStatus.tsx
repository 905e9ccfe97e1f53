import { labels } from '../../isomorphic/labels';
import type { SiteSearchState } from './useSiteSearch';

/**
 * Topic words some page has, left out because no page has them with the rest (`words` joined with 」「). Written
 * here, in the search code loaded when search opens, not in the shell's labels.
 */
const leftOutLabel = (words: string) => `（「${words}」まで含むページはないため、除いて検索しました）`;

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
        ` ${leftOutLabel(state.result.leftOut.join('」「'))}`}
    </div>
  );
}
