import type { PageSource } from './page-source';

/**
 * Every page-source module of the site, found by its path: `pages/kinds/<name>/build/source.ts`, the build-time
 * part of a page kind's folder. Vite expands the pattern wherever this module runs: in the command-line scripts,
 * which Vite bundles (generators/cli/run-bundled.mjs), in the dev server's module runner and in the tests.
 */
function pageSourceModules(): Record<string, Record<string, unknown>> {
  return import.meta.glob<Record<string, unknown>>('../../pages/kinds/*/build/source.ts', { eager: true });
}

function isPageSource(value: unknown): value is PageSource {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PageSource>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.searchKinds === 'object' &&
    typeof candidate.listPages === 'function'
  );
}

/**
 * The one page source each module exports, in the modules' order (by file name). A module that exports no page
 * source, or two, is an error naming its file.
 */
export function pageSourcesOf(modules: Record<string, Record<string, unknown>>): PageSource[] {
  return Object.entries(modules).map(([file, exports]) => {
    const sources = [...new Set(Object.values(exports).filter(isPageSource))];
    if (sources.length !== 1) {
      throw new Error(
        `${file.replace(/^(\.\.?\/)+/, '')} must export exactly one page source (found ${sources.length}): each pages/kinds/<name>/build/source.ts is one source of pages`,
      );
    }
    return sources[0];
  });
}

let discovered: PageSource[] | undefined;

/**
 * Every page source of the site: one per `pages/kinds/<name>/build/source.ts` module. A new kind of generated page
 * is a new folder there and is listed by nothing else.
 */
export function pageSources(): PageSource[] {
  discovered ??= pageSourcesOf(pageSourceModules());
  return [...discovered];
}
