import { defineConfig } from 'vitest/config';
import { withoutDevelopmentCondition } from './support/dependency-conditions';
import { longestFiles, longestFirst } from './support/longest-first-sequencer';

/** End-to-end tests: Debian's Chromium (playwright-core) against the production build on 127.0.0.1. */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  plugins: [withoutDevelopmentCondition()],
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/e2e-global-setup.ts'],
    // A guard against a hang, not a speed check: the file-wide scans take tens of seconds beside a second file.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // Two files at a time, both on the run's one Chromium (tests/support/e2e-global-setup.ts): a file waits on the
    // browser most of its time, so one at a time kept the 2-core machine about 60 % busy.
    maxWorkers: 2,
    pool: 'forks',
    // The files of a worker share its module cache: the site model, the data loaders and Playwright are imported
    // once per worker instead of once per file (the run's import time fell from 35 s to 12 s, the stage from 280 s
    // to 247 s). What support modules keep is the same for every file: the connection to the one browser (closed
    // and cleared by each file's afterAll), the sizes of built files and the parsed Markdown of the one build.
    isolate: false,
    // The longest files start first (tests/support/longest-first-sequencer.ts), so the run ends on short files on
    // both workers.
    sequence: { sequencer: longestFirst(longestFiles.e2e) },
  },
});
