import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { longestE2eFiles } from '../support/longest-first-sequencer';

describe('the e2e schedule (tests/support/longest-first-sequencer.ts)', () => {
  it('names only e2e files that exist, each once', () => {
    const files = readdirSync(path.join(repoRoot, 'tests/e2e'));
    expect(longestE2eFiles.filter((name) => !files.includes(name))).toEqual([]);
    expect(new Set(longestE2eFiles).size).toBe(longestE2eFiles.length);
  });
});
