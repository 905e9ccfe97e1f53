import { defineConfig } from 'vitest/config';
import { withoutDevelopmentCondition } from './support/dependency-conditions';
import { longestFiles, longestFirst } from './support/longest-first-sequencer';

/**
 * Integration tests: whole commands on a temporary copy of the repository (`npm run build` with bad data, a new page
 * kind built end to end, the dev server's reloads). Each file works in temporary folders of its own (builds write to
 * their own out dirs, the dev server runs on a copy and a free port), so two files run side by side.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  plugins: [withoutDevelopmentCondition()],
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 300_000,
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: longestFirst(longestFiles.integration) },
  },
});
