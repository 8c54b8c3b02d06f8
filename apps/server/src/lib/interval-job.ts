import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  /** Stops the timer and waits for a run still under way. */
  stop(): Promise<void>;
}

/**
 * Runs `task` now and then every `intervalMs`, one run at a time (a slow run delays the next rather
 * than overlapping it). A failure is logged and the next run tries again; the timer never keeps the
 * process alive.
 */
export function runEvery(
  name: string,
  intervalMs: number,
  log: FastifyBaseLogger,
  task: () => Promise<void>,
): IntervalJob {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await task();
      } catch (error) {
        log.error({ err: error }, `${name} failed`);
      }
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
