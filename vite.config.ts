import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { mdxOptions } from './generators/mdx/mdx-options';
import { siteDataPlugin } from './generators/site/vite-plugin-site-data';

export default defineConfig({
  plugins: [
    siteDataPlugin(),
    {
      enforce: 'pre',
      ...mdx(mdxOptions),
    },
    react({ include: /\.(mdx|tsx|ts)$/ }),
    vike(),
  ],
  css: {
    modules: { localsConvention: 'camelCaseOnly' },
  },
  build: {
    // DMDATA_OUT_DIR lets a second build run beside the usual one (e.g. while tests serve dist/).
    outDir: process.env.DMDATA_OUT_DIR ?? 'dist',
    target: 'es2022',
    cssCodeSplit: false,
  },
});
