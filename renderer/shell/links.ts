import { routeKey } from '../../isomorphic/route-key';

/** Whether a sidebar/navbar href is the current page (trailing slashes ignored). */
export function isActivePath(href: string, currentPath: string): boolean {
  return routeKey(href) === routeKey(currentPath);
}

export function isExternalHref(href: string): boolean {
  return /^[a-z]+:/i.test(href);
}
