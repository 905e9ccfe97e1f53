import { prefetch } from 'vike/client/router';
import { shouldPrefetch, type ConnectionInfo } from './prefetch-policy';

const prefetched = new Set<string>();

/** Where Vike's prerender puts a page's data: `/docs/eew` → `/docs/eew/index.pageContext.json`. */
export function pageContextUrl(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/index.pageContext.json`;
}

/**
 * Prefetches a page's code and data when a visitor points at or focuses an internal link, unless the
 * connection is 2g or data-saver is on.
 */
export function installLinkPrefetch(): void {
  const handler = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target === '_blank') return;
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!shouldPrefetch(connection)) return;
    const url = link.pathname;
    if (prefetched.has(url) || url === location.pathname) return;
    prefetched.add(url);
    prefetch(url).catch(() => prefetched.delete(url));
    // The page data too: a prefetch hint keeps it in the browser's cache for the coming navigation.
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = pageContextUrl(url);
    document.head.append(hint);
  };
  document.addEventListener('mouseover', handler, { passive: true });
  document.addEventListener('focusin', handler);
  document.addEventListener('touchstart', handler, { passive: true });
}
