/**
 * Long generated sections (the schema pages' field tables, condition blocks and version-change lists, long code
 * blocks) use `content-visibility: auto`: the browser lays a section out only when it comes near the viewport, and
 * until then reserves an estimated height for it. After a jump to a `#fragment`, the sections just above the target
 * get laid out and take their real height, which moves the target away from where the jump put it; Chromium's
 * scroll anchoring does not correct a move caused this way (the section growing is itself the anchor). So, after a
 * jump, the sections are watched with a ResizeObserver, whose callback runs after layout and before paint: each time
 * one changes height, the target is put back where the jump put it in the same frame, so the reader never sees it
 * move. The hold ends when the visitor scrolls, types or clicks, or after a few seconds. Nothing is read or
 * measured otherwise.
 */

import { revealInDetails } from './details-reveal';

/** The sections styled with `content-visibility: auto` (`.deferred` in renderer/styles/article.css). */
const deferredSection = '.deferred';
const holdFor = 3000;
/** Set (by `userInputProbe`, in the head) once the visitor scrolls, types or taps before the page is hydrated. */
const inputFlag = '__dmdataUserInput';

/**
 * Inline head script: on a page opened with a `#fragment`, notes the visitor's first scroll, key or tap, so the
 * first realignment after hydration never pulls back a reader who has already moved on.
 */
export const userInputProbe = `if(location.hash){var f=function(){window.${inputFlag}=1};["wheel","touchstart","keydown","pointerdown"].forEach(function(t){addEventListener(t,f,{once:true,capture:true,passive:true})})}`;

let release: (() => void) | null = null;

function hashTarget(): HTMLElement | null {
  const hash = window.location.hash.slice(1);
  if (hash === '') return null;
  let id = hash;
  try {
    id = decodeURIComponent(hash);
  } catch {
    // A malformed escape: look the hash up as written.
  }
  return document.getElementById(id);
}

/**
 * Holds the current hash target in place while deferred sections around it are laid out. The observer's first
 * report, for every section at once, puts the target back at once too: on the first render of a page opened with
 * a fragment (`realignNow`), sections may have been laid out before the script ran. That first render holds
 * nothing if the visitor has scrolled since.
 */
export function holdHashTarget(realignNow = false): void {
  release?.();
  if (window.location.hash.length <= 1) return;
  // A target folded inside a closed <details> is opened and brought into view; after a client-side navigation
  // the new page may reach the DOM only after this hook, so once more on the next frame.
  const reveal = () => {
    const target = hashTarget();
    if (target && revealInDetails(target)) target.scrollIntoView({ block: 'start' });
  };
  reveal();
  requestAnimationFrame(reveal);
  const moved = (window as unknown as Record<string, unknown>)[inputFlag];
  // A reader who scrolled, typed or tapped before the page was hydrated has moved on from the target.
  if (realignNow && moved) return;
  // Looked up at each realignment: after a client-side navigation the new page may not be in the DOM yet.
  const realign = () => hashTarget()?.scrollIntoView({ block: 'start' });
  const sections = new ResizeObserver(realign);
  const observeSections = () => {
    for (const section of document.querySelectorAll(deferredSection)) sections.observe(section);
  };
  observeSections();
  const frame = requestAnimationFrame(observeSections);
  const userEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    sections.disconnect();
    for (const type of userEvents) window.removeEventListener(type, stop, true);
    if (release === stop) release = null;
  };
  const timer = window.setTimeout(stop, holdFor);
  for (const type of userEvents) window.addEventListener(type, stop, { capture: true, passive: true });
  release = stop;
}

let listening = false;

/** Holds the target after the first render and after every in-page jump (TOC, "→ 詳細", field links). */
export function watchHashTargets(): void {
  holdHashTarget(true);
  if (listening) return;
  listening = true;
  window.addEventListener('hashchange', () => holdHashTarget());
}
