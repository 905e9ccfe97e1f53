import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { mdxOptions } from './generators/mdx/mdx-options';
import { cssBreakpoints } from './generators/site/css-breakpoints';
import { liveDataPlugin } from './generators/site/vite-plugin-live-data';
import { siteDataPlugin } from './generators/site/vite-plugin-site-data';

/**
 * Modules that go into the React chunk every page loads first: React itself, every CSS module's class map
 * (Vike's own `.css` group, placed after ours, would make one tiny chunk and one request per module) and the
 * bundler's runtime helpers. The styles of the search dialog and of the results list stay with them: they load
 * only when search opens.
 */
function isFirstLoadModule(id: string): boolean {
  if (/\/renderer\/styles\/[\w-]+\.css(\?|$)/.test(id)) return true;
  if (/\.module\.css(\?|$)/.test(id))
    return !/\/renderer\/search\/(SearchDialog|SearchHitContent|SearchKindChips|SearchResults)\.module/.test(id);
  return /\/node_modules\/(react|react-dom|scheduler)\//.test(id) || id.includes('rolldown/runtime');
}

/**
 * CSS modules of components rendered only at build time (under pages/, inside a page's `+data`): nothing in the
 * client reads their class maps, so Vite would drop them and their CSS. Such a module is imported by the client
 * for its stylesheet (pages/_components/build-time-styles.ts); this keeps its CSS in the bundle.
 */
const keepBuildTimeComponentCss = {
  name: 'keep-build-time-component-css',
  enforce: 'post' as const,
  transform(code: string, id: string) {
    if (/\/pages\/.*\.module\.css(\?|$)/.test(id))
      return { code, map: null, moduleSideEffects: 'no-treeshake' as const };
    return undefined;
  },
};

export default defineConfig({
  plugins: [
    keepBuildTimeComponentCss,
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
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: (id: string) => isFirstLoadModule(id) }],
        },
      },
    },
  },
});
