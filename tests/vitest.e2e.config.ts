import { defineConfig } from 'vitest/config';
import { longestFiles, longestFirst } from './support/longest-first-sequencer';

/** End-to-end tests: Debian's Chromium (playwright-core) against the production build on 127.0.0.1. */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
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
    // The longest files start first (tests/support/longest-first-sequencer.ts), so the run ends on short files on
    // both workers.
    sequence: { sequencer: longestFirst(longestFiles.e2e) },
  },
});
