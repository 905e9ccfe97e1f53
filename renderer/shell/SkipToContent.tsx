import { labels } from '../../isomorphic/labels';
import styles from './SkipToContent.module.css';

export const mainContentId = '__main';

export function SkipToContent() {
  return (
    <a className={styles.skip} href={`#${mainContentId}`}>
      {labels.skipToContent}
    </a>
  );
}
