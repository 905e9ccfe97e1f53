import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The e2e files that take longest, longest first (seconds, each file run alone on the 2-core machine). A file missing here only
 * starts later; a name that matches no file fails tests/unit/e2e-schedule.test.ts.
 */
export const longestE2eFiles = [
  'accessibility.test.ts', // 90
  'search.test.ts', // 85
  'layout.test.ts', // 80
  'markdown-boundaries.test.ts', // 58
  'navigation.test.ts', // 26
  'markdown.test.ts', // 25
];

/**
 * Starts the given files first, in the given order, then the rest in Vitest's own order. On a clean clone Vitest has
 * no durations cached and runs larger files first, which put a long, short file (the axe sweep) last: one worker ran
 * it alone while the other core idled. The e2e config lists its longest files here, so the short ones fill the end.
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
