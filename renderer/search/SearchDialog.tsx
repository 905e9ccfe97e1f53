import { useEffect, useId, useRef, useState } from 'react';
import { navigate } from 'vike/client/router';
import { labels } from '../labels';
import styles from './SearchDialog.module.css';
import { loadPagefind, type PagefindResultData } from './pagefind-client';

interface Hit {
  key: string;
  url: string;
  title: string;
  section: string | null;
  excerpt: string;
}

const maxPages = 8;
const maxSectionsPerPage = 3;

/** Pages first, then up to three matching sections of each page. */
function toHits(results: PagefindResultData[]): Hit[] {
  return results.flatMap((result): Hit[] => {
    const title = result.meta.title ?? result.url;
    const sections = result.sub_results.filter((sub) => sub.url.includes('#')).slice(0, maxSectionsPerPage);
    if (sections.length === 0) return [{ key: result.url, url: result.url, title, section: null, excerpt: result.excerpt }];
    return sections.map((sub) => ({ key: sub.url, url: sub.url, title, section: sub.title, excerpt: sub.excerpt }));
  });
}

/** Search box and results over the Pagefind index, driven by the keyboard (↑ ↓ Enter Esc). */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
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
      setStatus('idle');
      return;
    }
    let alive = true;
    setStatus('searching');
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(text, {}, 150))
      .then(async (search) => {
        if (!search || !alive) return;
        const data = await Promise.all(search.results.slice(0, maxPages).map((result) => result.data()));
        if (!alive) return;
        setHits(toHits(data));
        setActive(0);
        setStatus('done');
      })
      .catch(() => alive && setStatus('error'));
    return () => {
      alive = false;
    };
  }, [query]);
  const go = (hit: Hit | undefined) => {
    if (!hit) return;
    onClose();
    void navigate(hit.url);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, hits.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(hits[active]);
    }
  };
  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);
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
          aria-activedescendant={hits.length > 0 ? `${listId}-${active}` : undefined}
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
      <div className={styles.status} aria-live="polite">
        {status === 'error' && labels.search.error}
        {status === 'done' && hits.length === 0 && labels.search.noResults(query.trim())}
        {status === 'done' && hits.length > 0 && labels.search.results(hits.length)}
      </div>
      <ul id={listId} role="listbox" aria-label={labels.search.dialog} className={styles.results}>
        {hits.map((hit, index) => (
          <li
            key={hit.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.hit}
            data-search-result
            data-href={hit.url}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(hit)}
          >
            <span className={styles.title}>{hit.title}</span>
            {hit.section && (
              <span className={styles.section}>
                <span className="visually-hidden">{labels.search.section}: </span>
                {hit.section}
              </span>
            )}
            <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{labels.search.hint}</p>
    </div>
  );
}
