import type { Plugin, ViteDevServer } from 'vite';
import { formatIssue, isDataError } from '../data/data-error';
import type { ShellConfig } from '../../isomorphic/site-types';
import type { siteModel } from './site-model';

/** What the Vite plugins of a build need from the site model: the route keys, the pages' paths and the shell. */
export interface BuildSiteModel {
  routeKeys: string[];
  paths: string[];
  shell: ShellConfig;
}

/** The virtual modules made from the shell config, by resolved id: the name each exports. */
const shellModules = new Map<string, 'shell' | 'sidebar'>([
  ['\0virtual:site-shell', 'shell'],
  ['\0virtual:site-sidebar', 'sidebar'],
]);
/** The resolved ids of the virtual modules made from data/: the dev server invalidates them on an edit. */
export const dataModuleIds = [...shellModules.keys()];

/**
 * Exposes build-time data to the bundles as virtual modules:
 * - `virtual:site-shell`: the resolved shell config (navbar, footer, storage…), validated from data/, without the
 *   docs sidebar, which is `virtual:site-sidebar`: only the site's pages load it, as the page setting `+sidebar`
 *   (pages/site-pages/+sidebar.ts); the search and error pages do not.
 * - `__PAGE_ROUTES__` (a `define`): the route keys of every page of the site model, for the one route function
 *   (route files are also evaluated by Vike at config time, where virtual modules cannot be resolved). In the dev
 *   server it is `null`: pages come and go with edits under data/, so every URL goes to the route set, whose
 *   `+data` answers 404 for a URL the current site model does not have.
 * - `__PAGE_PATHS__` (a `define`, read by the server build only): the path of every page, the list Vike prerenders
 *   (pages/site-pages/+onBeforePrerenderStart.ts); `null` in the dev server.
 * In a build the model comes from the build script, which validated it and passes it here (`model`); in
 * `npm run dev` from the server's module runner, the copy the pages' hooks use; in the tests from the test's own
 * modules. The plugin itself never loads the page sources. Bad data fails with the positioned message, not a
 * stack trace.
 */
export function siteDataPlugin(options: { defineRoutes?: boolean; model?: Promise<BuildSiteModel> } = {}): Plugin {
  const defineRoutes = options.defineRoutes ?? true;
  const buildSiteModel = (): Promise<BuildSiteModel> =>
    options.model ??
    Promise.reject(
      new Error(
        'the site is built by `npm run build` (generators/cli/build.ts), which validates the site model and passes it to the Vite plugins; `vike build` alone has none',
      ),
    );
  const load = async <T>(make: () => T | Promise<T>): Promise<T> => {
    try {
      return await make();
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
  let devServer: ViteDevServer | undefined;
  let building = false;
  return {
    name: 'dmdata:site-data',
    configureServer(server) {
      // Only in `npm run dev` (beside the live-data plugin); vitest's server does not run the pages' hooks.
      if (server.config.plugins.some((plugin) => plugin.name === 'dmdata:live-data')) devServer = server;
    },
    async config(_config, env) {
      building = env.command === 'build';
      if (!defineRoutes) return undefined;
      if (env.command === 'serve') return { define: { __PAGE_ROUTES__: 'null', __PAGE_PATHS__: 'null' } };
      const { routeKeys, paths } = await load(buildSiteModel);
      return { define: { __PAGE_ROUTES__: JSON.stringify(routeKeys), __PAGE_PATHS__: JSON.stringify(paths) } };
    },
    resolveId(id) {
      return shellModules.has(`\0${id}`) ? `\0${id}` : undefined;
    },
    async load(id) {
      const exported = shellModules.get(id);
      if (exported) {
        // Tests (vitest) import the shell in Node: the module reads it from the site model where it runs.
        if (!building && !devServer) {
          const value = exported === 'sidebar' ? 'siteModel().shell.sidebar' : 'siteModel().shell';
          return `import { siteModel } from '/generators/site/site-model.ts';\nexport const ${exported} = ${value};`;
        }
        // The dev server takes the shell from its module runner's copy of the generators, the one the pages' hooks
        // use, so that after an edit under data/ the catalogs are loaded once (see vite-plugin-live-data.ts).
        const server = devServer;
        const shell = await load(async () =>
          server
            ? (
                (await server.ssrLoadModule('/generators/site/site-model.ts')) as { siteModel: typeof siteModel }
              ).siteModel().shell
            : (await buildSiteModel()).shell,
        );
        // A JSON string parsed once is cheaper for the browser than the same data as an object literal.
        const { sidebar, ...rest } = shell;
        const value = exported === 'sidebar' ? sidebar : rest;
        return `export const ${exported} = /*#__PURE__*/ JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
      }
      return undefined;
    },
  };
}
