import { defineConfig } from 'vitest/config';

/**
 * Integration tests: whole commands on a temporary copy of the repository (`npm run build` with bad data, a new page
 * kind built end to end, the dev server's reloads). Each file spawns builds or a server, so they run one at a time
 * after the unit tests, which stay fast and in-process.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
