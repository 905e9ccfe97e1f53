import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { mdxOptions } from './generators/mdx/mdx-options';
import { cssBreakpoints } from './generators/site/css-breakpoints';
import { liveDataPlugin } from './generators/site/vite-plugin-live-data';
import { siteDataPlugin } from './generators/site/vite-plugin-site-data';

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

export default defineConfig({
  plugins: [
    siteDataPlugin(),
    liveDataPlugin(),
    {
      enforce: 'pre',
      ...mdx(mdxOptions),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
    vike(),
  ],
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
});
