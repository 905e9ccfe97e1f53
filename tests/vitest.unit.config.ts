import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { mdxOptions } from '../generators/mdx/mdx-options';
import { siteDataPlugin } from '../generators/site/vite-plugin-site-data';
import { withoutDevelopmentCondition } from './support/dependency-conditions';
import { longestFiles, longestFirst } from './support/longest-first-sequencer';

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
    withoutDevelopmentCondition(),
  ],
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: on the 2-core CI machine that was one file at a time.
    // The files are independent (each edits its own temporary copies), so both cores take files.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker keeps its module graph from one file to the next instead of importing it again per file: the loaders,
    // generators and MDX pipeline are the same for every file, and re-importing them was half of the stage's CPU
    // time (199 → 103 CPU seconds). No file depends on fresh module state: globals stubbed by a file are unstubbed in
    // its own afterEach, the data caches hold the repository's own data/ (the same for every file; fixture data is
    // passed to the loaders by path), and invalidating them only makes them compute again.
    isolate: false,
    sequence: { sequencer: longestFirst(longestFiles.unit) },
  },
});
