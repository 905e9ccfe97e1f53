import { labels } from '../../isomorphic/labels';
import styles from './SearchKindChips.module.css';
import { searchKinds, type SearchKind } from '../../isomorphic/search-kinds';
import type { KindCounts } from './site-search';

/**
 * The page-kind filter as a row of radio chips: all kinds, then each kind with the number of pages found of
 * that kind (`counts`, shown once a search has finished; the numbers add up to the pages found of all kinds).
 */
export function SearchKindChips({
  name,
  kind,
  counts,
  onChange,
}: {
  name: string;
  kind: SearchKind | null;
  counts: KindCounts | null;
  onChange: (kind: SearchKind | null) => void;
}) {
  return (
    <fieldset className={styles.kinds} data-search-kinds>
      <legend className="visually-hidden">{labels.search.kindLegend}</legend>
      {[null, ...searchKinds].map((value) => (
        <label key={value ?? 'all'} className={styles.kind}>
          <input
            type="radio"
            name={name}
            value={value ?? ''}
            checked={kind === value}
            onChange={() => onChange(value)}
            data-search-kind={value ?? 'all'}
          />
          <span>
            {value ? labels.search.kinds[value] : labels.search.allKinds}
            {counts && (
              <span className={styles.count} data-search-kind-count>
                {' '}
                {value ? (counts[value] ?? 0) : Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0)}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
