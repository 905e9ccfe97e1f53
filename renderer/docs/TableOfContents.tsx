import { useEffect, useMemo, useState } from 'react';
import { tocVisibleMediaQuery } from '../../isomorphic/breakpoint';
import { labels } from '../../isomorphic/labels';
import type { TocEntry } from '../../isomorphic/page-data';
import { whenIdle } from '../shell/when-idle';
import styles from './TableOfContents.module.css';

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
  const headings = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
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

/** A TOC longer than this shows the headings below its second level only for the group being read or opened. */
export const tocFoldAbove = 30;

interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** Nests the flat heading list by level (a heading belongs to the nearest earlier heading of a lower level). */
export function tocTree(toc: TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of toc) {
    const node: TocNode = { entry, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

/** The ids of `id`'s heading and every heading it is nested under. */
function pathTo(nodes: TocNode[], id: string | null): Set<string> {
  const found = new Set<string>();
  const visit = (node: TocNode): boolean => {
    if (node.entry.id === id || node.children.some(visit)) {
      found.add(node.entry.id);
      return true;
    }
    return false;
  };
  if (id !== null) nodes.some(visit);
  return found;
}

interface TocListProps {
  nodes: TocNode[];
  depth: number;
  fold: boolean;
  active: string | null;
  activePath: Set<string>;
  toggled: Record<string, boolean>;
  onToggle: (id: string, open: boolean) => void;
}

function TocList({ nodes, depth, fold, active, activePath, toggled, onToggle }: TocListProps) {
  return (
    <ul>
      {nodes.map(({ entry, children }) => {
        // In a long TOC, the headings under a second-level heading are rendered only while its group is open:
        // opened by the visitor, or holding the section being read. The heading's own section links to them.
        const foldable = fold && depth >= 1 && children.length > 0;
        const open = !foldable || (toggled[entry.id] ?? activePath.has(entry.id));
        return (
          <li key={entry.id} className={foldable ? styles.group : undefined}>
            <a
              href={`#${entry.id}`}
              className={styles.link}
              aria-current={entry.id === active ? 'location' : undefined}
              data-active={entry.id === active || undefined}
            >
              {entry.text}
            </a>
            {foldable && (
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-label={
                  open ? labels.tocCollapse(entry.text, children.length) : labels.tocExpand(entry.text, children.length)
                }
                data-collapsed={open ? undefined : true}
                onClick={() => onToggle(entry.id, !open)}
              />
            )}
            {open && children.length > 0 && (
              <TocList
                nodes={children}
                depth={depth + 1}
                fold={fold}
                active={active}
                activePath={activePath}
                toggled={toggled}
                onToggle={onToggle}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Headings h2–h6 of the page, nested by level; the section in view is highlighted as the visitor scrolls. A long
 * TOC (the big schema pages list a hundred and more field paths) folds the headings below its second level into
 * groups with a toggle, so only what fits a reader's view is rendered; the group holding the section being
 * read opens by itself.
 */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const [active, setActive] = useState<string | null>(null);
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  useEffect(() => {
    const ids = toc.map((entry) => entry.id);
    const query = window.matchMedia(tocVisibleMediaQuery);
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
  const tree = useMemo(() => tocTree(toc), [toc]);
  const activePath = useMemo(() => pathTo(tree, active), [tree, active]);
  if (toc.length === 0) return null;
  return (
    <nav aria-label={labels.toc} className={styles.toc}>
      <p className={styles.heading}>{labels.toc}</p>
      <TocList
        nodes={tree}
        depth={0}
        fold={toc.length > tocFoldAbove}
        active={active}
        activePath={activePath}
        toggled={toggled}
        onToggle={(id, open) => setToggled((previous) => ({ ...previous, [id]: open }))}
      />
    </nav>
  );
}
