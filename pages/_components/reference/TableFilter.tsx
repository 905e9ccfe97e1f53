import { labels } from '../../../renderer/labels';

/**
 * A filter box over the tables inside the element with id `targetId` (rows match on `data-filter-text`).
 * The tables are complete in the HTML; the box narrows them once the page's script runs.
 */
export function TableFilter({ targetId, total, placeholder = labels.filter.placeholder }: { targetId: string; total: number; placeholder?: string }) {
  const inputId = `${targetId}-filter`;
  return (
    <div className="table-filter">
      <label htmlFor={inputId}>{labels.filter.label}</label>
      <input id={inputId} type="search" data-filter-for={targetId} placeholder={placeholder} autoComplete="off" />
      <output id={`${targetId}-count`} htmlFor={inputId} aria-live="polite">
        {labels.filter.count(total, total)}
      </output>
    </div>
  );
}
