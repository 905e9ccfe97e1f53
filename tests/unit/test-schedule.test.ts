import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../generators/data/data-source';
import { longestFiles } from '../support/longest-first-sequencer';

describe('the test schedule (tests/support/longest-first-sequencer.ts)', () => {
  it.each(Object.entries(longestFiles))('names only %s files that exist, each once', (suite, names) => {
    const files = readdirSync(path.join(repoRoot, 'tests', suite));
    expect(names.filter((name) => !files.includes(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});
