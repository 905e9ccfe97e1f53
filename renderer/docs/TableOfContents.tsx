import { useEffect, useState } from 'react';
import { labels } from '../labels';
import type { TocEntry } from '../page-data';
import styles from './TableOfContents.module.css';

/** Id of the last heading whose top is above the navbar line: the section being read. */
function currentHeading(ids: string[]): string | null {
  // At the very bottom the last sections cannot reach the top of the viewport: the last one is being read.
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  if (atBottom && ids.length > 0 && window.scrollY > 0) return ids[ids.length - 1];
  // Headings land below the fixed navbar (html scroll-padding-top); count one as reached a little below that line.
  const offset = (document.querySelector<HTMLElement>('[data-navbar]')?.offsetHeight ?? 60) + 24;
  let current: string | null = null;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) continue;
    if (element.getBoundingClientRect().top - offset <= 1) current = id;
    else break;
  }
  return current ?? ids[0] ?? null;
}

/** Headings h2–h6 of the page; the section in view is highlighted as the visitor scrolls. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const ids = toc.map((entry) => entry.id);
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setActive(currentHeading(ids)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [toc]);
  if (toc.length === 0) return null;
  const minLevel = Math.min(...toc.map((entry) => entry.level));
  return (
    <nav aria-label={labels.toc} className={styles.toc}>
      <p className={styles.heading}>{labels.toc}</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} style={{ paddingLeft: `${(entry.level - minLevel) * 0.75}rem` }}>
            <a href={`#${entry.id}`} className={styles.link} aria-current={entry.id === active ? 'location' : undefined} data-active={entry.id === active || undefined}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
