import type { TocEntry } from '../../isomorphic/page-data';
import type { ShellConfig } from '../../isomorphic/site-types';

/**
 * The table of contents of a page body, read from its HTML (the browser's DOM) the way the build reads it from
 * the parsed body (generators/site/body-html.ts, `tableOfContents`): every h2–h6 with an id within the configured levels, its text without the
 * `#` link. The page data of a client navigation leaves the TOC out (the build's `slimNavigationData`), since the
 * headings it lists are in the body already.
 */
export function tocFromHtml(html: string, levels: ShellConfig['tableOfContents']): TocEntry[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const toc: TocEntry[] = [];
  for (const heading of body.querySelectorAll<HTMLElement>('h2[id], h3[id], h4[id], h5[id], h6[id]')) {
    const level = Number(heading.tagName.slice(1));
    if (level < levels.minHeadingLevel || level > levels.maxHeadingLevel) continue;
    const text = heading.cloneNode(true) as HTMLElement;
    for (const link of text.querySelectorAll('a.hash-link')) link.remove();
    toc.push({ id: heading.id, text: (text.textContent ?? '').trim(), level });
  }
  return toc;
}
