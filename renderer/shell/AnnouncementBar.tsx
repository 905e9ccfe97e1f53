import { useEffect, useState } from 'react';
import { shell } from 'virtual:site-shell';
import { labels } from '../../isomorphic/labels';
import { siteStorage } from '../site-storage';
import { storageKeys } from '../storage';
import styles from './AnnouncementBar.module.css';

/**
 * The announcement bar. Closing it stores the dismissal with the bar's id; a new id shows it again.
 * The head script hides an already dismissed bar before first paint.
 */
export function AnnouncementBar() {
  const bar = shell.announcementBar;
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!bar) return;
    const storage = siteStorage();
    const storedId = storage.get(storageKeys.announcementId);
    if (storedId !== bar.id) {
      storage.set(storageKeys.announcementId, bar.id);
      storage.remove(storageKeys.announcementDismissed);
      document.documentElement.removeAttribute('data-announcement-bar-initially-dismissed');
      return;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration, so the first client render matches the prerendered HTML
    if (storage.get(storageKeys.announcementDismissed) === 'true') setClosed(true);
  }, [bar]);
  if (!bar || closed) return null;
  const close = () => {
    const storage = siteStorage();
    storage.set(storageKeys.announcementId, bar.id);
    storage.set(storageKeys.announcementDismissed, 'true');
    setClosed(true);
  };
  return (
    <div
      id={bar.id}
      className={styles.bar}
      role="region"
      aria-label="お知らせ"
      data-announcement-bar
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button
          type="button"
          className={styles.close}
          onClick={close}
          aria-label={labels.announcementClose}
          title={labels.announcementClose}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
