import { markdownPathOf } from './navigation/markdown-path';

/**
 * Extra `<link>` elements a page asks for in its head (e.g. an Atom feed on the page that lists the feed's items).
 * A page's `+data` returns them as `headLinks` next to its content data; +onRenderHtml writes them.
 */
export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's Markdown version (see renderer/navigation/markdown-path.ts), announced to readers and tools. */
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
        .map((name) => `${name}="${escapeAttribute(link[name] as string)}"`);
      return `<link ${attributes.join(' ')} />`;
    })
    .join('\n    ');
}
