import { useEffect, useState } from 'react';
import { shell } from 'virtual:site-shell';
import { labels } from '../../isomorphic/labels';
import { siteStorage } from '../site-storage';
import { storageKeys } from '../storage';
import { nextColorMode, readDocumentColorMode, type ColorMode } from './color-mode';
import styles from './ColorModeToggle.module.css';

const iconSize = 24;

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0-5a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1zm0 17a1 1 0 0 1 1 1v2a1 1 0 1 1-2 0v-2a1 1 0 0 1 1-1zM3 11h2a1 1 0 1 1 0 2H3a1 1 0 1 1 0-2zm16 0h2a1 1 0 1 1 0 2h-2a1 1 0 1 1 0-2zM5.6 4.2l1.4 1.4A1 1 0 1 1 5.6 7L4.2 5.6a1 1 0 0 1 1.4-1.4zm12.8 12.8 1.4 1.4a1 1 0 1 1-1.4 1.4L17 18.4a1 1 0 0 1 1.4-1.4zM19.8 5.6 18.4 7A1 1 0 1 1 17 5.6l1.4-1.4a1 1 0 0 1 1.4 1.4zM7 18.4l-1.4 1.4a1 1 0 1 1-1.4-1.4L5.6 17A1 1 0 0 1 7 18.4z"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width={iconSize} height={iconSize} aria-hidden="true">
      <path
        fill="currentColor"
        d="M9.4 2.2a1 1 0 0 1 .2 1.1A8 8 0 0 0 20.7 14.4a1 1 0 0 1 1.3 1.3A10 10 0 1 1 8.3 2a1 1 0 0 1 1.1.2z"
      />
    </svg>
  );
}

/** Switches light ↔ dark, stores the choice, and applies it to `<html data-theme>`. */
export function ColorModeToggle() {
  const [mode, setMode] = useState<ColorMode>(shell.colorMode.defaultMode);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reads browser-only state after hydration, so the first client render matches the prerendered HTML
  useEffect(() => setMode(readDocumentColorMode()), []);
  if (shell.colorMode.disableSwitch) return null;
  const toggle = () => {
    const next = nextColorMode(readDocumentColorMode());
    document.documentElement.setAttribute('data-theme', next);
    siteStorage().set(storageKeys.theme, next);
    setMode(next);
  };
  const current = mode === 'dark' ? labels.colorMode.dark : labels.colorMode.light;
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggle}
      title={labels.colorMode.toggle(current)}
      aria-label={labels.colorMode.toggle(current)}
      aria-live="polite"
    >
      {mode === 'dark' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}
