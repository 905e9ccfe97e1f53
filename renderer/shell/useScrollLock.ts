import { useEffect } from 'react';

/** Locks page scrolling while `locked` (used by the mobile sidebar and the search dialog). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.setAttribute('data-scroll-locked', '');
    return () => root.removeAttribute('data-scroll-locked');
  }, [locked]);
}
