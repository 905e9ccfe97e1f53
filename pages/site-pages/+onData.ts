import type { PageContext } from 'vike/types';
import { shell } from 'virtual:site-shell';
import type { ClientPageData } from '../../isomorphic/page-data';
import { tocFromHtml } from '../../renderer/docs/toc-from-html';

/**
 * After a client navigation: the page data comes without its table of contents (the build's `slimNavigationData`,
 * generators/build/navigation-data.ts), whose headings are in the body; read it from there. A no-op where the
 * data has its TOC (the server's render, the first page's inline data).
 */
export default function onData(pageContext: PageContext): void {
  const data = pageContext.data as ClientPageData | undefined;
  if (data && !data.toc && typeof data.html === 'string') data.toc = tocFromHtml(data.html, shell.tableOfContents);
}
