import { startTransition, useEffect, useState } from 'react';

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

/** Calls `listener` once the moment has come: at once if it has. Answers the unsubscription. */
function whenReady(listener: () => void) {
  if (ready) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  schedule();
  return () => listeners.delete(listener);
}

/**
 * False until the page has painted once and the browser has been idle: for what the shell can start
 * a moment later (the bell's count, the bookmarks, the live channel). Their requests, sockets and
 * schema parsing otherwise ran inside React's first commit, in the load's longest task (issue 18).
 * Once true it stays true for the rest of the page's life.
 *
 * The change to true is rendered as a transition, in slices: as a store update (useSyncExternalStore)
 * it was rendered at once, the toasts, bell and bookmarks in one task of about 30 ms at 1x.
 */
export function useAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(ready);
  useEffect(() => whenReady(() => startTransition(() => setShown(true))), []);
  return shown;
}
