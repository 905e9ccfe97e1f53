import { useEffect, useState } from 'react';
import { labels } from '../labels';
import type { TocEntry } from '../page-data';
import { whenIdle } from '../shell/when-idle';
import styles from './TableOfContents.module.css';

/** Where the TOC column is shown (DocsLayout.module.css hides it below this width). */
const tocVisibleQuery = '(min-width: 1200px)';

/** Whether the page is scrolled to its very end, where the last sections can no longer reach the top. */
function atPageEnd(): boolean {
  return window.scrollY > 0 && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
}

/**
 * Tracks the section being read: the last heading whose top has passed a line a little below the fixed navbar
 * (html scroll-padding-top puts linked headings just under it). Positions are read only when an
 * IntersectionObserver reports a heading crossing that line (its callbacks run right after layout, so nothing
 * is forced), or once scrolling has stopped, with a binary search over the headings (they are in document
 * order); never in every scroll frame. The set-up waits until the page is idle, and happens only where the TOC
 * is shown.
 */
function trackSection(ids: string[], onChange: (id: string | null) => void): () => void {
  const headings = ids.map((id) => document.getElementById(id)).filter((element): element is HTMLElement => element !== null);
  const navbar = document.querySelector<HTMLElement>('[data-navbar]');
  const line = (navbar?.offsetHeight ?? 60) + 24;
  const locate = () => {
    if (headings.length === 0) return onChange(null);
    if (atPageEnd()) return onChange(headings[headings.length - 1].id);
    let low = 0;
    let high = headings.length - 1;
    let current = 0;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (headings[middle].getBoundingClientRect().top - line <= 1) {
        current = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    onChange(headings[current].id);
  };
  const observer = new IntersectionObserver(locate, { rootMargin: `-${line}px 0px 0px 0px`, threshold: [0, 1] });
  for (const heading of headings) observer.observe(heading);
  let settle = 0;
  const onScroll = () => {
    clearTimeout(settle);
    settle = window.setTimeout(locate, 120);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    observer.disconnect();
    clearTimeout(settle);
    window.removeEventListener('scroll', onScroll);
  };
}

/** Headings h2–h6 of the page; the section in view is highlighted as the visitor scrolls. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const ids = toc.map((entry) => entry.id);
    const query = window.matchMedia(tocVisibleQuery);
    let stop: (() => void) | null = null;
    const start = () => {
      stop?.();
      stop = query.matches ? trackSection(ids, setActive) : null;
    };
    const cancelIdle = whenIdle(start);
    query.addEventListener('change', start);
    return () => {
      cancelIdle();
      query.removeEventListener('change', start);
      stop?.();
    };
  }, [toc]);
  if (toc.length === 0) return null;
  const minLevel = Math.min(...toc.map((entry) => entry.level));
  return (
    <nav aria-label={labels.toc} className={styles.toc}>
      <p className={styles.heading}>{labels.toc}</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} style={entry.level > minLevel ? { paddingLeft: `${(entry.level - minLevel) * 0.75}rem` } : undefined}>
            <a href={`#${entry.id}`} className={styles.link} aria-current={entry.id === active ? 'location' : undefined} data-active={entry.id === active || undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
