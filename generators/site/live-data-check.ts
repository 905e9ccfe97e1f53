import { contentDataFiles } from '../content/content-data';
import { invalidateDataCaches } from '../data/data-cache';
import { isDataError, type DataIssue } from '../data/data-error';
import { schemaPageSource } from '../../pages/kinds/json-schema/build/source';
import { pageSources } from './page-sources';
import { siteModel } from './site-model';

/** What the dev server learns after files under data/ changed: the problems found, none when the data is valid. */
export interface LiveDataCheck {
  issues: DataIssue[];
}

async function collect(issues: DataIssue[], check: () => unknown): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (!isDataError(error)) throw error;
    issues.push(...error.issues);
    return false;
  }
}

/**
 * Drops the data caches that read the changed files (paths relative to the repository, `data/telegrams.yaml`) and
 * validates again what they can affect, through the same cached loaders the pages use, so a page requested next
 * finds its data already loaded. The site model covers site.yaml, sidebar.yaml, the catalogs, the API files and
 * the schema listing; the schemas themselves are compiled again only when a schema changed, a content data file
 * only when it changed, and everything when a meta schema (data/meta/) changed. Loaded by
 * `vite-plugin-live-data.ts` through Vite's module runner, the copy of the build code the pages' hooks use; any
 * error other than a DataError is thrown.
 * @public (loaded by path through Vite's module runner, which knip cannot follow)
 */
export async function checkChangedData(changed: readonly string[]): Promise<LiveDataCheck> {
  invalidateDataCaches(changed);
  const issues: DataIssue[] = [];
  if (!(await collect(issues, () => siteModel()))) return { issues };
  const everything = changed.some((file) => file.startsWith('data/meta/'));
  const schemas = everything || changed.some((file) => file.startsWith('data/schemas/'));
  for (const source of pageSources()) {
    if (!source.validate || (source === schemaPageSource && !schemas)) continue;
    await collect(issues, () => source.validate?.());
  }
  for (const entry of contentDataFiles) {
    if (everything || changed.includes(entry.file)) await collect(issues, entry.load);
  }
  return { issues };
}
