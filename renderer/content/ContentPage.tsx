import { useState } from 'react';
import type { ContentPageData } from '../page-data';
import { usePageContext } from '../usePageContext';

const bodySelector = '[data-content-body]';

/**
 * The prerendered body HTML. The build drops it from the first page's inline data (it is already in the
 * document), so during hydration it is read back from the DOM; after client navigation it comes with the
 * page data.
 */
function useBodyHtml(data: ContentPageData | undefined, isHydration: boolean): string | undefined {
  const [fromDocument] = useState(() =>
    isHydration && typeof document !== 'undefined' ? document.querySelector(bodySelector)?.innerHTML : undefined,
  );
  if (typeof data?.html === 'string') return data.html;
  return isHydration ? fromDocument : undefined;
}

/**
 * The body of every content page: HTML rendered at build time (MDX or generated reference). React only
 * inserts it, so even pages with hundreds of schema fields hydrate as one element.
 */
export function ContentPage() {
  const pageContext = usePageContext() as { data?: ContentPageData; isHydration?: boolean };
  const { data } = pageContext;
  const html = useBodyHtml(data, pageContext.isHydration === true);
  if (!data || html === undefined) throw new Error('ページのデータを読み込めませんでした（page data is missing or malformed）。');
  return (
    <article>
      {data.showTitle && (
        <header>
          <h1 className="page-title">{data.title}</h1>
        </header>
      )}
      <div className="markdown" data-content-body data-pagefind-body dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
