import { useSyncExternalStore } from 'react';

/** The longest the extras wait for an idle moment on a page that never goes idle. */
export const AFTER_FIRST_PAINT_TIMEOUT_MS = 2_000;

let ready = false;
let scheduled = false;
const listeners = new Set<() => void>();

function settle() {
  ready = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** After the next frame is painted and the browser has had an idle moment (or the time-out). */
function schedule() {
  if (scheduled) return;
  scheduled = true;
  const idle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(settle, { timeout: AFTER_FIRST_PAINT_TIMEOUT_MS })
      : setTimeout(settle, 0);
  if (typeof window.requestAnimationFrame === 'function')
    window.requestAnimationFrame(() => setTimeout(idle, 0));
  else idle();
}

function subscribe(listener: () => void) {
  if (ready) return () => {};
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/**
 * False until the page has painted once and the browser has been idle: for what the shell can start
 * a moment later (the bell's count, the bookmarks, the live channel). Their requests, sockets and
 * schema parsing otherwise ran inside React's first commit, in the load's longest task (issue 18).
 * Once true it stays true for the rest of the page's life.
 */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(subscribe, () => ready);
}
