/**
 * Loads a module of the components a page source renders (`pages/_components/…`, `pages/docs/…`), when a page
 * renders: in Vike's server build and in Vite's test runner, both of which expand `import.meta.glob`.
 *
 * Why not a plain `await import('../../pages/…')`: Vite loads `vite.config.ts` and the test configs by bundling
 * them with rolldown, and they reach the page sources through the site data plugins. Rolldown follows a literal
 * dynamic import into the components and stops at their CSS modules (it cannot bundle CSS). The glob is opaque to
 * it, and it runs only inside this function, which loading a config never calls (nor does the esbuild bundle of
 * the build command, generators/cli/run-bundled.mjs, which lists pages but renders none).
 *
 * `file` is the module's path under `pages/`, without its extension; the caller names the module's type:
 * `await pageComponents<typeof import('../../pages/docs/jmafile/JmaFilePage')>('docs/jmafile/JmaFilePage')`.
 */
export async function pageComponents<Module>(file: string): Promise<Module> {
  const modules = import.meta.glob(['/pages/_components/**/*.{ts,tsx}', '/pages/docs/**/*.{ts,tsx}', '!**/+*']);
  const load = modules[`/pages/${file}.tsx`] ?? modules[`/pages/${file}.ts`];
  if (Object.keys(modules).length === 0) {
    throw new Error(
      `generators/page-sources/page-components.ts: pages/${file} asked for in the command-line bundle, which renders no page (components load in Vite's builds only)`,
    );
  }
  if (!load) throw new Error(`generators/page-sources/page-components.ts: no module pages/${file}.tsx or .ts`);
  return (await load()) as Module;
}
