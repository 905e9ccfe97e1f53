import { labels } from '../../isomorphic/labels';
import styles from './LoadingSpinner.module.css';

export const spinnerSize = { width: 128, height: 110 } as const;

/** The loader shown while a lazy part or a slow page is loading. */
export function LoadingSpinner() {
  return (
    <div className={styles.wrapper} role="status" data-loading-spinner>
      <svg
        className={styles.spinner}
        width={spinnerSize.width}
        height={spinnerSize.height}
        viewBox="0 0 128 110"
        aria-hidden="true"
      >
        <path
          d="M8 70h20l10-28 14 52 12-74 12 60 10-24h34"
          fill="none"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{labels.loader.loading}</span>
    </div>
  );
}
