interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, letting the browser paint and handle input in
 * between. Start-up is a chain of steps (evaluate the app's code, make the router, render); run as
 * one task they block the page for hundreds of milliseconds on a phone (issue 18: total blocking
 * time counts each task's time over 50 ms). `scheduler.yield()` resumes ahead of other queued work
 * where the browser has it; elsewhere a zero-delay timer does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
