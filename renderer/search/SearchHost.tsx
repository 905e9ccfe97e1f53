import { useEffect } from 'react';
import { labels } from '../../isomorphic/labels';
import { LazyLoader } from '../shell/LazyLoader';
import { siteStorage } from '../site-storage';
import { storageKeys } from '../storage';
import { useScrollLock } from '../shell/useScrollLock';
import styles from './SearchHost.module.css';
import { isSearchShortcut, setSearchOpen, useSearchOpen } from './search-store';

const loadSearchDialog = () => import('./SearchDialog');
const close = () => setSearchOpen(false);
const reopenAfterReload = () => siteStorage().set(storageKeys.searchReopen, 'true');

/** Keyboard shortcuts for search, and the modal with the lazily loaded search UI while search is open. */
export function SearchHost() {
  const open = useSearchOpen();
  useScrollLock(open);
  useEffect(() => {
    const storage = siteStorage();
    if (storage.get(storageKeys.searchReopen) !== 'true') return;
    storage.remove(storageKeys.searchReopen);
    setSearchOpen(true);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      else if (isSearchShortcut(event)) {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useEffect(() => {
    if (open) return;
    document.querySelector<HTMLElement>('[data-search-button]')?.blur();
  }, [open]);
  if (!open) return null;
  return (
    <>
      <div className={styles.backdrop} onClick={close} aria-hidden="true" />
      <div
        className={styles.modal}
        role="dialog"
        aria-modal="true"
        aria-label={labels.search.dialog}
        data-search-dialog
      >
        <LazyLoader load={loadSearchDialog} props={{ onClose: close }} beforeReload={reopenAfterReload} />
      </div>
    </>
  );
}
