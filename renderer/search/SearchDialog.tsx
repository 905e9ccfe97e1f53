import { useEffect, useId, useRef, useState } from 'react';
import { labels } from '../../isomorphic/labels';
import inputStyles from './SearchInput.module.css';
import styles from './SearchDialog.module.css';
import { SearchHitContent } from './SearchHitContent';
import { SearchKindChips } from './SearchKindChips';
import { SearchStatus } from './SearchStatus';
import type { SiteSearchResult } from './site-search';
import { loadPagefind } from './pagefind-client';
import type { SearchKind } from '../../isomorphic/search-kinds';
import { searchPagePath } from '../../isomorphic/search-path';
import { searchQueryString } from './search-url';
import { shownResult, useSiteSearch } from './useSiteSearch';

const maxPages = 10;
/**
 * Pause after a keystroke before searching (ms): short enough that results follow typing (median last key → results
 * ≤ 150 ms, tests/e2e/search.test.ts), long enough to skip most keystrokes in the middle of a word.
 */
export const dialogDebounceMs = 25;

/** A left click without modifier keys: the dialog closes and the client router follows the link. */
function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Search box, page-kind filter and results over the Pagefind index. Each result is a real link (new tab, copy
 * link) to the page or to its best-matching section; ↑ ↓ choose, Enter follows the chosen link, Esc closes.
 * The list ends with a link to the results page of the same query and kind. The list carries the query its
 * results answer (`data-search-query`) once they are shown.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SearchKind | null>(null);
  // The chosen option belongs to the results it was chosen in: new results start at the first option, decided while
  // rendering (an effect that reset it after paint could undo an arrow key pressed in between).
  const [chosen, setChosen] = useState<{ result: SiteSearchResult | null; index: number }>({ result: null, index: 0 });
  const [loadFailed, setLoadFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const state = useSiteSearch(query, kind, maxPages, dialogDebounceMs);
  const result = shownResult(state);
  const hits = result?.hits ?? [];
  useEffect(() => {
    input.current?.focus();
    void loadPagefind().catch(() => setLoadFailed(true));
  }, []);
  const active = chosen.result === result ? chosen.index : 0;
  const setActive = (next: (index: number) => number) =>
    setChosen((previous) => ({ result, index: next(previous.result === result ? previous.index : 0) }));
  const optionId = (index: number) => `${listId}-${index}`;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      // The same path as a click on the link: the dialog closes and the client router navigates.
      document.getElementById(optionId(active))?.click();
    }
  };
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);
  const done = state.status === 'done' ? state.result : null;
  return (
    <div className={styles.dialog}>
      <div className={styles.bar}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {labels.search.placeholder}
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          className={inputStyles.input}
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
          aria-autocomplete="list"
          placeholder={labels.search.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          data-search-input
        />
        <button type="button" className={styles.close} onClick={onClose}>
          {labels.search.close}
        </button>
      </div>
      <div className={styles.kinds}>
        <SearchKindChips name={`${listId}-kind`} kind={kind} counts={done?.counts ?? null} onChange={setKind} />
      </div>
      <SearchStatus className={styles.status} state={loadFailed ? { status: 'error' } : state} />
      <div
        id={listId}
        role="listbox"
        aria-label={labels.search.dialog}
        className={styles.results}
        data-search-results
        data-search-query={done?.query}
      >
        {hits.map((hit, index) => (
          <a
            key={hit.url}
            id={optionId(index)}
            href={hit.url}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.hit}
            data-search-result
            onMouseEnter={() => setActive(() => index)}
            onClick={(event) => {
              if (isPlainClick(event)) onClose();
            }}
          >
            <SearchHitContent hit={hit} />
          </a>
        ))}
      </div>
      {/* Only when the list does not already show every page found: the link never stands in for a result. */}
      {done && done.total > done.hits.length && (
        <a
          className={styles.all}
          href={`${searchPagePath}${searchQueryString(done.query, done.kind)}`}
          data-search-all
          onClick={(event) => {
            if (isPlainClick(event)) onClose();
          }}
        >
          {labels.search.allResults(done.total)}
        </a>
      )}
      <p className={styles.hint}>{labels.search.hint}</p>
    </div>
  );
}
