import { labels } from '../../renderer/labels';
import type { ContentPageData } from '../../renderer/page-data';
import { searchDescription } from '../../renderer/search/opensearch';
import { searchPagePath } from '../../renderer/search/search-path';

/** The results page has no body of its own: it searches in the browser (`?q=` and `?kind=` of its address). */
export function data(): ContentPageData {
  return { path: searchPagePath, title: labels.search.pageTitle, description: searchDescription, layout: 'page', html: '', toc: [], showTitle: false };
}
