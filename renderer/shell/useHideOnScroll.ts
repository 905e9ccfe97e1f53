import { useEffect, useRef, useState } from 'react';

/**
 * Navbar auto-hide: hidden after scrolling down past the navbar's own height, shown again on any scroll up.
 * Disabled (always shown) when `enabled` is false.
 */
export function useHideOnScroll(enabled: boolean, navbarRef: React.RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const height = navbarRef.current?.offsetHeight ?? 0;
      if (y < height) setHidden(false);
      else if (y > last.current) setHidden(true);
      else if (y < last.current) setHidden(false);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbarRef]);
  return hidden;
}
