import { useEffect, useRef, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Navbar auto-hide: hidden after scrolling down past the navbar's own height, shown again on any scroll up.
 * Disabled (always shown) when `enabled` is false. The scroll listener is added once the page is idle, not
 * during hydration.
 */
export function useHideOnScroll(enabled: boolean, navbarRef: React.RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (!enabled) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- a disabled navbar is shown again
      setHidden(false);
      return;
    }
    // The navbar's height is read when the listener is set up and after a resize, never in a scroll handler.
    let height = 0;
    const measure = () => {
      height = navbarRef.current?.offsetHeight ?? 0;
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (y < height) setHidden(false);
      else if (y > last.current) setHidden(true);
      else if (y < last.current) setHidden(false);
      last.current = y;
    };
    const cancelIdle = whenIdle(() => {
      measure();
      last.current = window.scrollY;
      window.addEventListener('scroll', onScroll, { passive: true });
      window.addEventListener('resize', measure, { passive: true });
    });
    return () => {
      cancelIdle();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', measure);
    };
  }, [enabled, navbarRef]);
  return hidden;
}
