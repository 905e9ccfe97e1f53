import { labels } from '../../isomorphic/labels';
import styles from './SearchHitContent.module.css';
import type { SearchHit } from './search-hits';

/** The text of one result: page title, the matching section's heading (if any) and the excerpt with its marks. */
export function SearchHitContent({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className={styles.title}>{hit.title}</span>
      {hit.section && (
        <span className={styles.section}>
          <span className="visually-hidden">{labels.search.section}: </span>
          {hit.section}
        </span>
      )}
      <span className={styles.excerpt}>
        {hit.excerpt.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
      </span>
    </>
  );
}
