import { labels } from '../../isomorphic/labels';
import type { ContentPageData } from '../../isomorphic/page-data';
import { usePageContext } from '../usePageContext';
import styles from './EditLink.module.css';
import { MarkdownLink } from './MarkdownLink';

/**
 * After the page body: the link to where the page's facts are written in the repository (the MDX file of a
 * hand-written page, the data file and the entry's line of a generated one) and, beside it, the page as Markdown.
 * Nothing on the 404 page, which has no source of its own.
 */
export function EditLink() {
  const { data, is404 } = usePageContext() as { data?: ContentPageData; is404?: boolean };
  if (is404 || !data?.path) return null;
  const edit = data.edit;
  return (
    <div className={styles.sourceLinks}>
      {edit && (
        <a
          className={styles.editLink}
          href={edit.url}
          title={labels.editSource(edit.file, edit.line)}
          target="_blank"
          rel="noopener noreferrer"
          data-edit-link
        >
          {labels.editThisPage}
        </a>
      )}
      <MarkdownLink path={data.path} />
    </div>
  );
}
