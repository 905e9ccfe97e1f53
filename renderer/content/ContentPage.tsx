import type { ContentPageData } from '../page-data';
import { usePageContext } from '../usePageContext';

/**
 * The body of every content page: HTML rendered at build time (MDX or generated reference). React only
 * inserts it, so even pages with hundreds of schema fields hydrate as one element.
 */
export function ContentPage() {
  const { data } = usePageContext() as { data?: ContentPageData };
  if (!data || typeof data.html !== 'string') throw new Error('ページのデータを読み込めませんでした（page data is missing or malformed）。');
  return (
    <article>
      {data.showTitle && (
        <header>
          <h1 className="page-title">{data.title}</h1>
        </header>
      )}
      <div className="markdown" data-pagefind-body dangerouslySetInnerHTML={{ __html: data.html }} />
    </article>
  );
}
