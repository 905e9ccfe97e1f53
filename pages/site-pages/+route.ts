import type { PageContext } from 'vike/types';
import { routeKey } from '../../isomorphic/route-key';

/**
 * Route keys of every page of the site model (hand-written and generated), injected at build time by the site
 * data plugin (`define`): the one list of URLs, read by the client router too. `null` in the dev server, where the
 * list changes with every edit under data/: there every URL comes here and `+data` answers 404 for an unknown one.
 */
declare const __PAGE_ROUTES__: string[] | null;

let routes: Set<string> | undefined;

/**
 * Matches exactly the URLs of the site model's pages; any other URL is the 404 page. The set is made on the first
 * call: Vike also loads this file at config time, where the `define` is not applied.
 */
export default function route(pageContext: PageContext) {
  if (__PAGE_ROUTES__ === null) return true;
  routes ??= new Set(__PAGE_ROUTES__);
  return routes.has(routeKey(pageContext.urlPathname));
}
