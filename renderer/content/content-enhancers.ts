import { labels } from '../../isomorphic/labels';

/**
 * Behaviour for prerendered content, attached once by event delegation (content HTML is static, so it has
 * no React handlers): copy buttons on code blocks and filter boxes over tables.
 */
export function installContentEnhancers(root: Document = document): void {
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('[data-copy-code]') : null;
    if (!button) return;
    const code = button.parentElement?.querySelector('pre')?.textContent ?? '';
    void navigator.clipboard?.writeText(code).then(
      () => {
        button.textContent = labels.copied;
        setTimeout(() => {
          button.textContent = labels.copy;
        }, 2000);
      },
      () => undefined,
    );
  });
  root.addEventListener('input', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.dataset.filterFor) applyTableFilter(input);
  });
}

/**
 * Filters the rows of every table inside the target by a case-insensitive substring of the row's text or of its
 * `data-filter-text` (the words it is also found by but does not show).
 */
export function applyTableFilter(input: HTMLInputElement): void {
  const target = document.getElementById(input.dataset.filterFor ?? '');
  if (!target) return;
  const query = input.value.trim().toLowerCase();
  const rows = target.querySelectorAll<HTMLTableRowElement>('tbody tr');
  let shown = 0;
  rows.forEach((row) => {
    const text = `${row.textContent ?? ''} ${row.dataset.filterText ?? ''}`.toLowerCase();
    const match = query === '' || text.includes(query);
    row.hidden = !match;
    if (match) shown += 1;
  });
  target.querySelectorAll<HTMLElement>('[data-filter-group]').forEach((group) => {
    const matches = group.querySelectorAll('tbody tr:not([hidden])').length;
    group.hidden = query !== '' && matches === 0;
    // A folded group (a year of /docs/updates/) opens when the filter finds rows in it.
    const fold = group.querySelector('details');
    if (query !== '' && matches > 0 && fold) fold.open = true;
  });
  const output = document.getElementById(`${input.dataset.filterFor}-count`);
  if (output) output.textContent = labels.filter.count(shown, rows.length);
}
