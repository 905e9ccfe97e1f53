import { useEffect, useId, useRef, useState } from 'react';
import { labels } from '../../isomorphic/labels';
import styles from './SearchDialog.module.css';
import { loadPagefind } from './pagefind-client';
import { toSearchHit, type SearchHit } from './search-hits';
import { searchKindFilter, searchKinds, type SearchKind } from '../../isomorphic/search-kinds';

const maxPages = 10;

type KindCounts = Partial<Record<SearchKind, number>>;

/** A left click without modifier keys: the dialog closes and the client router follows the link. */
function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * Search box, page-kind filter and results over the Pagefind index. Each result is a real link (new tab, copy
 * link) to the page or to its best-matching section; ↑ ↓ choose, Enter follows the chosen link, Esc closes.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<SearchKind | null>(null);
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [counts, setCounts] = useState<KindCounts>({});
  const [active, setActive] = useState(0);
  const [status, setStatus] = useState<'idle' | 'searching' | 'done' | 'error'>('idle');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  useEffect(() => {
    input.current?.focus();
    void loadPagefind().catch(() => setStatus('error'));
  }, []);
  useEffect(() => {
    const text = query.trim();
    if (!text) {
      setHits([]);
      setCounts({});
      setStatus('idle');
      return;
    }
    let alive = true;
    setStatus('searching');
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(text, kind ? { filters: { [searchKindFilter]: kind } } : {}, 150))
      .then(async (search) => {
        if (!search || !alive) return;
        const data = await Promise.all(search.results.slice(0, maxPages).map((result) => result.data()));
        if (!alive) return;
        setHits(data.map(toSearchHit));
        setCounts((search.totalFilters?.[searchKindFilter] ?? {}) as KindCounts);
        setActive(0);
        setStatus('done');
      })
      .catch(() => alive && setStatus('error'));
    return () => {
      alive = false;
    };
  }, [query, kind]);
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
  const text = query.trim();
  return (
    <div className={styles.dialog}>
      <div className={styles.bar}>
        <label htmlFor={`${listId}-input`} className="visually-hidden">
          {labels.search.placeholder}
        </label>
        <input
          ref={input}
          id={`${listId}-input`}
          className={styles.input}
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
      <fieldset className={styles.kinds} data-search-kinds>
        <legend className="visually-hidden">{labels.search.kindLegend}</legend>
        {[null, ...searchKinds].map((value) => (
          <label key={value ?? 'all'} className={styles.kind}>
            <input type="radio" name={`${listId}-kind`} value={value ?? ''} checked={kind === value} onChange={() => setKind(value)} data-search-kind={value ?? 'all'} />
            <span>
              {value ? labels.search.kinds[value] : labels.search.allKinds}
              {value && text && status === 'done' && <span className={styles.count}> {counts[value] ?? 0}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={styles.status} aria-live="polite">
        {status === 'error' && labels.search.error}
        {status === 'done' && hits.length === 0 && labels.search.noResults(text)}
        {status === 'done' && hits.length > 0 && labels.search.results(hits.length)}
      </div>
      <div id={listId} role="listbox" aria-label={labels.search.dialog} className={styles.results}>
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
            onMouseEnter={() => setActive(index)}
            onClick={(event) => {
              if (isPlainClick(event)) onClose();
            }}
          >
            <span className={styles.title}>{hit.title}</span>
            {hit.section && (
              <span className={styles.section}>
                <span className="visually-hidden">{labels.search.section}: </span>
                {hit.section}
              </span>
            )}
            <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
          </a>
        ))}
      </div>
      <p className={styles.hint}>{labels.search.hint}</p>
    </div>
  );
}
