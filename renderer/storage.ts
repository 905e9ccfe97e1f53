/**
 * The one wrapper around browser storage. When storage is unavailable (privacy mode, disabled cookies, quota),
 * it warns once and behaves as a no-op store, so the site keeps working without persistence.
 */
export interface SiteStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export type StorageType = 'localStorage' | 'sessionStorage';

const noopStorage: SiteStorage = {
  get: () => null,
  set: () => undefined,
  remove: () => undefined,
};

let warned = false;
function warnOnce(type: StorageType, error: unknown): void {
  if (warned) return;
  warned = true;
  const reason = error instanceof Error ? error.message : String(error);
  console.warn(`[storage] ${type} is not available; the site continues without remembering your choices (${reason}).`);
}

/** Test hook: forget that the warning was shown. */
export function resetStorageWarning(): void {
  warned = false;
}

function probe(type: StorageType): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    const storage = window[type];
    const key = '__storage_probe__';
    storage.setItem(key, key);
    storage.removeItem(key);
    return storage;
  } catch (error) {
    warnOnce(type, error);
    return null;
  }
}

/** Storage for the given type; keys get the configured suffix (empty on this site). */
export function createSiteStorage(type: StorageType, suffix: string): SiteStorage {
  const storage = probe(type);
  if (!storage) return noopStorage;
  const full = (key: string) => `${key}${suffix}`;
  const guard = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch (error) {
      warnOnce(type, error);
      return fallback;
    }
  };
  return {
    get: (key) => guard(() => storage.getItem(full(key)), null),
    set: (key, value) => guard(() => storage.setItem(full(key), value), undefined),
    remove: (key) => guard(() => storage.removeItem(full(key)), undefined),
  };
}

/** Storage keys used by the shell (without suffix). */
export const storageKeys = {
  theme: 'theme',
  announcementDismissed: 'announcement.dismiss',
  announcementId: 'announcement.id',
  /** Set just before a reload that a failed search chunk forced; the reloaded page opens search again. */
  searchReopen: 'search.reopen',
  docsPreferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;
