import { labels } from '../../isomorphic/labels';
import { markdownPathOf } from '../../isomorphic/markdown-path';
import styles from './EditLink.module.css';

/**
 * The page's Markdown version (written by the build next to the HTML), opened as a plain document. Vike's client
 * router is told to leave the link alone (`data-vike="false"`): the target is a text file, not a page.
 */
export function MarkdownLink({ path }: { path: string }) {
  return (
    <a
      className={styles.markdownLink}
      href={markdownPathOf(path)}
      type="text/markdown"
      title={labels.markdownVersionTitle}
      data-vike="false"
      data-markdown-link
    >
      {labels.markdownVersion}
    </a>
  );
}
