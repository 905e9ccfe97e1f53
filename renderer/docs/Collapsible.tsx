import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { collapseDuration } from './sidebar-navigation';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Animates height between 0 and the content height with ease-in-out; the duration follows the content height
 * (1 ms with prefers-reduced-motion). Collapsed content is removed from the accessibility tree.
 *
 * The content is rendered only once the region has been opened (and kept afterwards), so a collapsed
 * category costs one empty element, in the HTML and during hydration. Heights are read only when the
 * visitor toggles, never on the first render.
 */
export function Collapsible({
  collapsed,
  id,
  className,
  children,
}: {
  collapsed: boolean;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const [opened, setOpened] = useState(!collapsed);
  if (!collapsed && !opened) setOpened(true);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (first.current) {
      first.current = false;
      return;
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.hidden = false;
    const height = element.scrollHeight;
    const duration = collapseDuration(height, reduced);
    element.style.transition = `height ${duration}ms ease-in-out`;
    element.dataset.duration = String(duration);
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
    <div ref={ref} id={id} hidden={collapsed} className={className}>
      {opened ? children : null}
    </div>
  );
}
