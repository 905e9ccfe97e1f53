import { labels } from '../../../isomorphic/labels';
import styles from './TableFilter.module.css';

/**
 * The words a row is also found by that it does not show (`data-filter-text`; the filter matches the row's own text
 * and these): each word once, none the row already shows. Undefined when there is none, so the row has no attribute
 * (the page data of a client navigation carries every row: the telegram index's filter text repeating each row was
 * a quarter of it).
 */
export function filterExtra(words: string[], shown: string[]): string | undefined {
  const extra = [...new Set(words)].filter((word) => word && !shown.some((text) => text.includes(word)));
  return extra.length > 0 ? extra.join(' ') : undefined;
}

/**
 * A filter box over the tables inside the element with id `targetId` (rows match on their text and
 * `data-filter-text`, see `filterExtra`).
 * The tables are complete in the HTML; the box narrows them once the page's script runs. `data-table-filter` marks
 * it as interface, not content, for the Markdown copy of the page (generators/build/markdown-article.ts).
 */
export function TableFilter({
  targetId,
  total,
  placeholder = labels.filter.placeholder,
  suggestions,
}: {
  targetId: string;
  total: number;
  placeholder?: string;
  /** Values offered in the box's drop-down (a `<datalist>`), e.g. delivery class names; typing still works. */
  suggestions?: Array<{ value: string; label: string }>;
}) {
  const inputId = `${targetId}-filter`;
  const listId = suggestions ? `${targetId}-suggestions` : undefined;
  return (
    <div className={styles.filter} data-table-filter>
      <label htmlFor={inputId}>{labels.filter.label}</label>
      <input
        id={inputId}
        type="search"
        data-filter-for={targetId}
        placeholder={placeholder}
        autoComplete="off"
        list={listId}
      />
      {suggestions && (
        <datalist id={listId}>
          {suggestions.map((item) => (
            <option key={item.value} value={item.value} label={item.label} />
          ))}
        </datalist>
      )}
      <output id={`${targetId}-count`} htmlFor={inputId} aria-live="polite">
        {labels.filter.count(total, total)}
      </output>
    </div>
  );
}
