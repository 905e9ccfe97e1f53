import { shell } from 'virtual:site-shell';
import { createSiteStorage, type SiteStorage } from './storage';

let instance: SiteStorage | null = null;

/** The site's storage, created on first use in the browser with the configured type and suffix. */
export function siteStorage(): SiteStorage {
  instance ??= createSiteStorage(shell.storage.type, shell.storage.suffix);
  return instance;
}
