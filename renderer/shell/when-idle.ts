/**
 * Runs `task` once the browser is idle after the current work (hydration, first paint), so set-up that is
 * not needed for the first frame (scroll tracking, prefetch listeners) stays out of the long hydration task.
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => task(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
