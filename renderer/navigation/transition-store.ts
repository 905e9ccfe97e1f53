import { useSyncExternalStore } from 'react';

/**
 * Navigation state shared by Vike's transition hooks (outside React) and the shell (inside React).
 * `slow` turns true only when a navigation is still pending after `progressDelayMs`.
 */
export const progressDelayMs = 200;

interface TransitionState {
  pending: boolean;
  slow: boolean;
}

let state: TransitionState = { pending: false, slow: false };
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

function update(next: TransitionState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function startTransition(): void {
  if (timer) clearTimeout(timer);
  update({ pending: true, slow: false });
  timer = setTimeout(() => update({ pending: true, slow: true }), progressDelayMs);
}

export function endTransition(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  update({ pending: false, slow: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: TransitionState = { pending: false, slow: false };

export function useTransitionState(): TransitionState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
}
