import { markdownPathOf } from '../isomorphic/markdown-path';

import type { HeadLink } from '../isomorphic/head-link';
import { escapeHtml } from '../isomorphic/escape-html';

export type { HeadLink };

/** The page's Markdown version (see isomorphic/markdown-path.ts), announced to readers and tools. */
export function markdownAlternate(urlPath: string): HeadLink {
  return { rel: 'alternate', type: 'text/markdown', href: markdownPathOf(urlPath), title: 'Markdown' };
}

/** The `headLinks` of page data (after `extra`) as HTML, one `<link>` per line; empty when there are none. */
export function headLinksHtml(data: unknown, extra: HeadLink[] = []): string {
  const links = [...extra, ...((data as { headLinks?: HeadLink[] } | undefined)?.headLinks ?? [])];
  return links
    .map((link) => {
      const attributes = (['rel', 'type', 'href', 'title'] as const)
        .filter((name) => link[name] !== undefined)
        .map((name) => `${name}="${escapeHtml(link[name] as string)}"`);
      return `<link ${attributes.join(' ')} />`;
    })
    .join('\n    ');
}
