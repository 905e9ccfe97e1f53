import { useEffect, type RefObject } from 'react';

/** Calls `close` on a mouse, touch or focus event outside `ref` while `active`. */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    const handler = (event: Event) => {
      const node = ref.current;
      if (node && event.target instanceof Node && !node.contains(event.target)) close();
    };
    document.addEventListener('mousedown', handler);
    document.addEventListener('touchstart', handler);
    document.addEventListener('focusin', handler);
    return () => {
      document.removeEventListener('mousedown', handler);
      document.removeEventListener('touchstart', handler);
      document.removeEventListener('focusin', handler);
    };
  }, [ref, active, close]);
}
