import { useSyncExternalStore } from 'react';

/**
 * Whether the tour is running, for the whole page: the user menu's "Take the tour", the gallery's
 * start button and the first-login start all set it; the one tour in the shell reads it.
 */
let running = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (running === value) return;
  running = value;
  for (const listener of listeners) listener();
}

export const startTour = () => set(true);
export const stopTour = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTourRunning(): boolean {
  return useSyncExternalStore(subscribe, () => running);
}
