import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { mdxOptions } from '../generators/mdx/mdx-options';
import { siteDataPlugin } from '../generators/site/vite-plugin-site-data';

/** Unit tests: data loaders, generators, and shell components (jsdom where a file asks for it). */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  // Unit tests load the shell config lazily (only tests that import it need valid site data).
  // MDX as in generators/site/vite-config.ts: page-kind components render their prose fragments
  // (`pages/kinds/*/_*.mdx`).
  plugins: [
    siteDataPlugin({ defineRoutes: false }),
    { enforce: 'pre', ...mdx(mdxOptions) },
    react({ include: /\.(mdx|tsx|ts)$/ }),
  ],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
