import { routeKey } from '../../isomorphic/route-key';
import type { SidebarEntry } from '../../isomorphic/site-types';

export interface Crumb {
  label: string;
  href?: string;
}

/** Whether the category (or any descendant) links to `path`. */
export function containsPath(entry: SidebarEntry, path: string): boolean {
  const key = routeKey(path);
  if (entry.kind === 'link') return !entry.external && routeKey(entry.href) === key;
  if (entry.href && routeKey(entry.href) === key) return true;
  return entry.items.some((child) => containsPath(child, path));
}

/** Categories from the top down to the current page, then the page itself (not linked). */
export function breadcrumbTrail(entries: SidebarEntry[], path: string): Crumb[] {
  const key = routeKey(path);
  for (const entry of entries) {
    if (!containsPath(entry, path)) continue;
    if (entry.kind === 'link') return [{ label: entry.label }];
    if (entry.href && routeKey(entry.href) === key) return [{ label: entry.label }];
    return [{ label: entry.label, href: entry.href }, ...breadcrumbTrail(entry.items, path)];
  }
  return [];
}

/** Every internal page of the sidebar in reading order (category pages before their items). */
export function flattenSidebarLinks(entries: SidebarEntry[]): { label: string; href: string }[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'link') return entry.external ? [] : [{ label: entry.label, href: entry.href }];
    const own = entry.href ? [{ label: entry.label, href: entry.href }] : [];
    return [...own, ...flattenSidebarLinks(entry.items)];
  });
}

/** Previous and next pages around `path` in sidebar order. */
export function siblingPages(entries: SidebarEntry[], path: string) {
  const links = flattenSidebarLinks(entries);
  const index = links.findIndex((link) => routeKey(link.href) === routeKey(path));
  if (index < 0) return { previous: null, next: null };
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null };
}

/**
 * Duration (ms) of the collapse animation for content of `height` px: longer for taller content, so the
 * speed looks constant; 1 ms when the visitor prefers reduced motion.
 */
export function collapseDuration(height: number, reducedMotion: boolean): number {
  if (reducedMotion) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}
