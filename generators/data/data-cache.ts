/**
 * Values derived from the files under data/ (catalogs, schemas, site config, compiled meta schemas) are computed
 * once and kept: a build reads each file once. The dev server (`npm run dev`) must forget them when a file
 * changes, so every such cache is made with `dataCache`, and `invalidateDataCaches(files)` (called by
 * generators/site/vite-plugin-live-data.ts) makes the ones that read those files compute again on next use.
 *
 * - A cache names the files it reads as path prefixes relative to the repository (`data/api/`,
 *   `data/telegrams.yaml`), or none to depend on every file under data/. A change under `data/meta/` (the schemas
 *   that validate everything) reaches every cache.
 * - A cache that uses another cache while computing depends on it too: it computes again when that one did.
 * - In the dev server the caches live in the copy of the build code that Vite's module runner loads for the pages'
 *   hooks; the live data plugin calls `invalidateDataCaches` through that same runner
 *   (generators/site/live-data-check.ts), so one record of changes serves every cache.
 */

interface DataChange {
  generation: number;
  /** Changed files relative to the repository; null when everything may have changed. */
  files: readonly string[] | null;
}

interface DataCacheState {
  generation: number;
  /** The latest changes, oldest first; a cache older than all of them computes again. */
  changes: DataChange[];
}

const keptChanges = 200;

const current: DataCacheState = { generation: 0, changes: [] };

/**
 * Records that files under data/ changed (paths relative to the repository: `data/telegrams.yaml`), or, without
 * an argument, that any of them may have: the caches that read them compute again on next use.
 */
export function invalidateDataCaches(files?: readonly string[]): void {
  current.generation += 1;
  current.changes.push({ generation: current.generation, files: files ? [...files] : null });
  if (current.changes.length > keptChanges) current.changes.splice(0, current.changes.length - keptChanges);
}

function changedSince(generation: number, reads: readonly string[] | null): boolean {
  const { changes } = current;
  if (changes.length > 0 && changes[0].generation > generation + 1) return true;
  for (let index = changes.length - 1; index >= 0 && changes[index].generation > generation; index -= 1) {
    const { files } = changes[index];
    if (!files || !reads) return true;
    if (files.some((file) => file.startsWith('data/meta/') || reads.some((prefix) => file.startsWith(prefix))))
      return true;
  }
  return false;
}

class DataCache<T> {
  private value: T | undefined;
  private computedAt = -1;
  /** Grows each time the value is computed, so the caches built on it can tell. */
  version = 0;
  private uses: Array<{ cache: DataCache<unknown>; version: number }> = [];

  constructor(
    private readonly compute: () => T,
    private readonly reads: readonly string[] | null,
  ) {}

  get(): T {
    if (!this.fresh()) {
      const uses: Array<{ cache: DataCache<unknown>; version: number }> = [];
      computing.push(uses);
      try {
        this.value = this.compute();
      } finally {
        computing.pop();
      }
      this.uses = uses;
      this.computedAt = current.generation;
      this.version += 1;
    }
    computing[computing.length - 1]?.push({ cache: this, version: this.version });
    return this.value as T;
  }

  /** Whether the value is still right: nothing it read changed, and no cache it used computed again. */
  fresh(): boolean {
    if (this.computedAt < 0) return false;
    const generation = current.generation;
    if (this.computedAt === generation) return true;
    if (changedSince(this.computedAt, this.reads)) return false;
    for (const use of this.uses) {
      if (!use.cache.fresh() || use.cache.version !== use.version) return false;
    }
    this.computedAt = generation;
    return true;
  }
}

/** The caches being computed, innermost last, each collecting the caches it uses. */
const computing: Array<Array<{ cache: DataCache<unknown>; version: number }>> = [];

/**
 * A value computed from data/ on first use and kept until what it reads changes. `reads` lists path prefixes
 * relative to the repository (`['data/api/']`); leave it out for a value that may read any file under data/.
 * A computation that throws is not kept. Only synchronous uses of other caches are tracked: an asynchronous
 * loader must list everything it reads.
 */
export function dataCache<T>(compute: () => T, reads?: readonly string[]): () => T {
  const cache = new DataCache(compute, reads ?? null);
  return () => cache.get();
}
