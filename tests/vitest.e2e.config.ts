import { defineConfig } from 'vitest/config';

/** End-to-end tests: Debian's Chromium (playwright-core) against the production build on 127.0.0.1. */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/e2e-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
