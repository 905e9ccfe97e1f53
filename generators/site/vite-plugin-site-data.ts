import type { Plugin } from 'vite';
import { formatIssue, isDataError } from '../data/data-error';
import { routeKey } from './page-info';
import { siteModel } from './shell-config';

const shellId = 'virtual:site-shell';

/**
 * Exposes build-time data to the bundles as virtual modules:
 * - `virtual:site-shell`: the resolved shell config (navbar, footer, sidebar...), validated from data/.
 * - `__HANDWRITTEN_ROUTES__` (a `define`): the URLs of hand-written MDX pages, for their route function
 *   (route files are also evaluated by Vike at config time, where virtual modules cannot be resolved).
 * Bad data fails the build with the positioned message, not a stack trace.
 */
export function siteDataPlugin(options: { defineRoutes?: boolean } = {}): Plugin {
  const defineRoutes = options.defineRoutes ?? true;
  const load = <T>(make: () => T): T => {
    try {
      return make();
    } catch (error) {
      if (isDataError(error)) {
        const text = error.issues.map(formatIssue).join('\n');
        const clean = new Error(`invalid data:\n${text}`);
        clean.stack = clean.message;
        throw clean;
      }
      throw error;
    }
  };
  return {
    name: 'dmdata:site-data',
    config() {
      if (!defineRoutes) return undefined;
      const routes = load(() => [...siteModel().pages.values()].filter((page) => page.kind === 'mdx').map((page) => routeKey(page.path)));
      return { define: { __HANDWRITTEN_ROUTES__: JSON.stringify(routes) } };
    },
    resolveId(id) {
      if (id === shellId) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${shellId}`) {
        const shell = load(() => siteModel().shell);
        return `export const shell = ${JSON.stringify(shell)};`;
      }
      return undefined;
    },
  };
}
