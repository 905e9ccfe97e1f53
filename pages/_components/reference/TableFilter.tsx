import { labels } from '../../../isomorphic/labels';
import styles from './TableFilter.module.css';

/**
 * A filter box over the tables inside the element with id `targetId` (rows match on `data-filter-text`).
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
