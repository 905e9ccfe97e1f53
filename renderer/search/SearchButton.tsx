import { labels } from '../../isomorphic/labels';
import styles from './SearchButton.module.css';
import { setSearchOpen } from './search-store';

/**
 * Opens the search dialog. The dialog and the index load only then. The full button is named by its visible
 * text (`検索 Ctrl K`, WCAG 2.5.3 label in name); the compact one, an icon, by `aria-label`.
 */
export function SearchButton({ compact = false }: { compact?: boolean }) {
  return (
    <button
      type="button"
      className={compact ? styles.compact : styles.button}
      onClick={() => setSearchOpen(true)}
      aria-label={compact ? labels.search.button : undefined}
      aria-haspopup="dialog"
      data-search-button
    >
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d="M14.4 12.9l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z"
          fill="currentColor"
        />
      </svg>
      {!compact && (
        <>
          <span className={styles.label}>{labels.search.button}</span>
          <kbd className={styles.kbd}>Ctrl K</kbd>
        </>
      )}
    </button>
  );
}
