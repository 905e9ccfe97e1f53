import type { PageContext } from 'vike/types';
import { routeKey } from '../../isomorphic/route-key';

/** URLs of the hand-written MDX pages, injected at build time by vite.config.ts (`define`). */
declare const __HANDWRITTEN_ROUTES__: string[];

/** Matches the URLs of the hand-written MDX pages under pages/ (a file's place mirrors its URL). */
export default function route(pageContext: PageContext) {
  const key = routeKey(pageContext.urlPathname);
  return __HANDWRITTEN_ROUTES__.includes(key) ? { routeParams: { page: key } } : false;
}
