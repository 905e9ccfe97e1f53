import type { ContentPageData } from '../../isomorphic/page-data';
import { usePageContext } from '../usePageContext';

/**
 * The prerendered body HTML. The build drops it from the first page's inline data, since it is already in the
 * document: during hydration React is given an empty string and leaves the existing DOM as it is (production
 * React does not compare `dangerouslySetInnerHTML` while hydrating, and it only rewrites the content when
 * the string changes, i.e. on a client navigation, whose page data carries the HTML). Nothing reads or
 * serialises the body on hydration.
 */
function bodyHtml(data: ContentPageData | undefined, isHydration: boolean): string | undefined {
  if (typeof data?.html === 'string') return data.html;
  return isHydration ? '' : undefined;
}

/**
 * The body of every content page: HTML rendered at build time (MDX or generated reference). React only
 * inserts it, so even pages with hundreds of schema fields hydrate as one element.
 */
export function ContentPage() {
  const pageContext = usePageContext() as { data?: ContentPageData; isHydration?: boolean };
  const { data } = pageContext;
  const html = bodyHtml(data, pageContext.isHydration === true);
  if (!data || html === undefined)
    throw new Error('ページのデータを読み込めませんでした（page data is missing or malformed）。');
  return (
    // The search index covers the title and the body; the title counts most (Pagefind weight 10, h1 default 7).
    <article data-pagefind-body>
      {data.showTitle && (
        <header>
          <h1 className="page-title" data-pagefind-weight="10">
            {data.title}
          </h1>
        </header>
      )}
      <div className="markdown" data-content-body suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
