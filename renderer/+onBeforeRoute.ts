import type { PageContext } from 'vike/types';
import { stripHtmlSuffix } from './navigation/url-normalize';

/** Routes `/x.html` and `/x/index.html` as `/x` (client navigation and prerender alike). */
export default function onBeforeRoute(pageContext: PageContext) {
  const stripped = stripHtmlSuffix(pageContext.urlPathname);
  if (stripped === null) return undefined;
  const url = new URL(pageContext.urlOriginal, 'http://localhost');
  return { pageContext: { urlLogical: `${stripped}${url.search}${url.hash}` } };
}
