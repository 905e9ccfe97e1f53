import { labels } from '../../isomorphic/labels';
import type { ContentPageData } from '../../isomorphic/page-data';
import { searchDescription } from '../../isomorphic/opensearch';

/**
 * The results page has no body of its own: it searches in the browser (`?q=` and `?kind=` of its address). It
 * is no content page: no `path`, so the shell gives it no source link and no Markdown version (it lists other
 * pages); its address is `searchPagePath`.
 */
export function data(): ContentPageData {
  return {
    path: '',
    title: labels.search.pageTitle,
    documentTitle: labels.search.pageTitle,
    description: searchDescription,
    layout: 'page',
    html: '',
    toc: [],
    showTitle: false,
  };
}
