import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files of each suite that take longest, longest first (seconds, on the 2-core machine). A file missing here only
 * starts later; a name that matches no file of its folder fails tests/unit/test-schedule.test.ts.
 */
export const longestFiles = {
  e2e: [
    'accessibility.test.ts', // 90
    'search.test.ts', // 85
    'layout.test.ts', // 80
    'markdown-boundaries.test.ts', // 58
    'navigation.test.ts', // 26
    'markdown.test.ts', // 25
  ],
  unit: [
    'prose.test.ts', // 20
    'stand-in-bundle.test.ts', // 17
    'schemas.test.ts', // 15
    'quicktype.test.ts', // 9
  ],
  // The new page kind's test builds a whole copy of the site before its first test.
  integration: ['page-kinds.test.ts', 'build-cli.test.ts'],
} as const;

/**
 * Starts the given files first, in the given order, then the rest in Vitest's own order. On a clean clone Vitest has
 * no durations cached and runs larger files first, which put a long, short file (the axe sweep) last: one worker ran
 * it alone while the other core idled. Each suite's config names its longest files here, so short ones fill the end.
 */
export function longestFirst(first: readonly string[]) {
  return class LongestFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const rank = (file: TestSpecification) => {
        const index = first.findIndex((name) => file.moduleId.endsWith(`/${name}`));
        return index < 0 ? first.length : index;
      };
      return sorted
        .map((file, order) => ({ file, order }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
        .map(({ file }) => file);
    }
  };
}
