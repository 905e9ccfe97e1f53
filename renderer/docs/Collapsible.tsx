import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { collapseDuration } from './sidebar-navigation';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Animates height between 0 and the content height with ease-in-out; the duration follows the content height
 * (1 ms with prefers-reduced-motion). Collapsed content is removed from the accessibility tree.
 */
export function Collapsible({ collapsed, id, children }: { collapsed: boolean; id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const height = element.scrollHeight;
    const duration = collapseDuration(height, reduced);
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.dataset.duration = String(duration);
    element.hidden = false;
    if (collapsed) {
      element.style.height = `${height}px`;
      requestAnimationFrame(() => {
        element.style.height = '0px';
      });
    } else {
      element.style.height = '0px';
      requestAnimationFrame(() => {
        element.style.height = `${height}px`;
      });
    }
    const done = () => {
      element.style.transition = '';
      element.style.height = '';
      element.hidden = collapsed;
    };
    const timer = setTimeout(done, duration + 20);
    return () => clearTimeout(timer);
  }, [collapsed]);
  return (
    <div ref={ref} id={id} hidden={collapsed} style={{ overflow: 'hidden' }}>
      {children}
    </div>
  );
}
