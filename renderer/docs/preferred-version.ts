import type { DocsVersionConfig } from '../../isomorphic/site-types';
import { storageKeys, type SiteStorage } from '../storage';

/**
 * The visitor's preferred docs version, saved per docs plugin id. A saved name that is no longer a version
 * is cleared and ignored.
 */
export function readPreferredVersion(
  storage: SiteStorage,
  pluginId: string,
  versions: DocsVersionConfig[],
): DocsVersionConfig | null {
  const key = storageKeys.docsPreferredVersion(pluginId);
  const saved = storage.get(key);
  if (saved === null) return null;
  const version = versions.find((candidate) => candidate.name === saved);
  if (!version) {
    storage.remove(key);
    return null;
  }
  return version;
}

export function savePreferredVersion(storage: SiteStorage, pluginId: string, versionName: string): void {
  storage.set(storageKeys.docsPreferredVersion(pluginId), versionName);
}

export function clearPreferredVersion(storage: SiteStorage, pluginId: string): void {
  storage.remove(storageKeys.docsPreferredVersion(pluginId));
}
