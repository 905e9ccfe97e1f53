import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';
import { mdxOptions } from '../mdx/mdx-options';
import { cssBreakpoints } from './css-breakpoints';
import { liveDataPlugin } from './vite-plugin-live-data';
import { siteDataPlugin, type BuildSiteModel } from './vite-plugin-site-data';

/** CSS modules of code the client loads on demand: the search dialog and results, the schema validator's result. */
const onDemandStyles =
  /\/renderer\/(search\/Search(Dialog|HitContent|KindChips|Results)|content\/schema-validator\/[\w-]+)\.module\.css(\?|$)/;

/**
 * Modules that go into the React chunk every page loads first: React itself, the shell's stylesheets and CSS
 * modules (Vike's own `.css` group, placed after ours, would make one tiny chunk and one request per module) and
 * the bundler's runtime helpers.
 */
function isFirstLoadModule(id: string): boolean {
  if (/\/renderer\/styles\/[\w-]+\.css(\?|$)/.test(id)) return true;
  if (/\.module\.css(\?|$)/.test(id)) return !onDemandStyles.test(id);
  return /\/node_modules\/(react|react-dom|scheduler)\//.test(id) || id.includes('rolldown/runtime');
}

/**
 * Chunks of both builds. Components under pages/ render only on the server (in a page's `+data`); Vike adds the CSS
 * the server build emits for a page to the page's stylesheets unless the client build emitted the same file
 * (https://vike.dev/includeAssetsImportedByServer). So their styles are a chunk of their own, and the shell's
 * chunk is the same file in both builds: a page links the shell's stylesheet and the components' one. The search
 * code's styles load with it, in one file.
 */
const chunkGroups = [
  { name: 'components', priority: 2, test: (id: string) => /\/pages\/.*\.css(\?|$)/.test(id) },
  { name: 'search', priority: 1, test: (id: string) => onDemandStyles.test(id) && id.includes('/renderer/search/') },
  { name: 'react', priority: 1, test: isFirstLoadModule },
];

/**
 * The settings of both builds, made anew on every call: Vike and Vite adjust the objects of a configuration as they
 * resolve it (the output file names of each environment), and Vike's API resolves the one configuration it is
 * given several times, so the settings come from a plugin's `config` hook, which Vite calls on each resolution,
 * as it loads vite.config.ts anew.
 */
function siteSettings(): UserConfig {
  return {
    css: {
      modules: { localsConvention: 'camelCaseOnly' },
      postcss: { plugins: [cssBreakpoints()] },
    },
    build: {
      // DMDATA_OUT_DIR lets a second build run beside the usual one (e.g. while tests serve dist/).
      outDir: process.env.DMDATA_OUT_DIR ?? 'dist',
      target: 'es2022',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: chunkGroups,
          },
        },
      },
    },
  };
}

/**
 * The site's Vite configuration, made in one place for both ways Vite runs: `npm run build` calls it with the site
 * model it has validated (generators/cli/build.ts passes the result to Vike's build API, so the plugins are objects
 * of the build script's own modules), and vite.config.ts calls it without one for `npm run dev` (`vike dev`), where
 * the plugins load the data through the dev server's module runner.
 */
export function siteViteConfig(options: { model?: Promise<BuildSiteModel> } = {}): UserConfig {
  return {
    plugins: [
      { name: 'dmdata:site-settings', config: siteSettings },
      siteDataPlugin({ model: options.model }),
      liveDataPlugin(),
      {
        enforce: 'pre',
        ...mdx(mdxOptions),
      },
      react({ include: /\.(mdx|tsx|ts)$/ }),
      // Vike's own plugin reads its configuration as soon as it is made. In `npm run build` Vike's API adds it
      // (last, as here) once the API call has set the configuration; made here, before that call, it would read
      // vite.config.ts instead and run twice.
      ...(options.model ? [] : [vike()]),
    ],
  };
}
