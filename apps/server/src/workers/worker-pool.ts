// PDFs, exports and XML imports take tens to hundreds of milliseconds of CPU each; on the request
// thread, fifty of them stall every other tenant's requests for seconds. They run here instead, in
// a pool of worker threads (piscina) with a bounded queue and a cap per user, and a request that
// would overflow either is refused at once with Retry-After rather than left waiting.
import { Piscina } from 'piscina';
import type { WorkerSettings } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import type { TaskInput, TaskMessage, TaskName, TaskOutput } from './worker-tasks.ts';

export interface RunOptions {
  /**
   * The user the work is for: each user has at most `perUser` tasks running or waiting. null for
   * background jobs, which are never refused (they run one task at a time and would only retry).
   */
  owner: number | null;
}

export interface WorkerPool {
  run<N extends TaskName>(name: N, input: TaskInput<N>, options: RunOptions): Promise<TaskOutput<N>>;
  /** Tasks running or waiting for a thread. */
  readonly pending: number;
  /** Waits for the running tasks, then stops the threads. */
  close(): Promise<void>;
}

// From source (tests, tsx) this module is a .ts file and the thread needs tsx's loader; in the
// build it is dist/server.js, and dist/pool-worker.js lies beside it (build.mjs).
const workerFile = import.meta.url.endsWith('.ts')
  ? new URL('./pool-worker-source.mjs', import.meta.url)
  : new URL('./pool-worker.js', import.meta.url);

/** Until a task has finished, Retry-After assumes a second per task. */
const INITIAL_TASK_MS = 1_000;
const MAX_RETRY_AFTER_SECONDS = 60;

export function createWorkerPool(settings: WorkerSettings): WorkerPool {
  const piscina = new Piscina<TaskMessage, unknown>({
    filename: workerFile.href,
    // Threads start with the first task and stop after a minute without one, so an instance that
    // makes no files (and every test app) holds no threads.
    minThreads: 0,
    maxThreads: settings.threads,
    idleTimeout: 60_000,
    // Below the request thread's priority (Linux): while files are made, lists and health still
    // get the CPU first.
    niceIncrement: 10,
  });
  let pending = 0;
  const perOwner = new Map<number, number>();

  /** Roughly when `tasksAhead` tasks will have finished, by the run time of the tasks so far. */
  function seconds(tasksAhead: number) {
    const taskMs = piscina.completed > 0 ? piscina.histogram.runTime.mean : INITIAL_TASK_MS;
    const estimate = Math.ceil((tasksAhead * taskMs) / settings.threads / 1000);
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, estimate));
  }

  function admit(owner: number) {
    const mine = perOwner.get(owner) ?? 0;
    if (mine >= settings.perUser)
      throw new AppError(429, 'http.tooManyTasks', {
        params: { count: mine },
        retryAfterSeconds: seconds(mine),
      });
    const waiting = pending - settings.threads;
    if (waiting >= settings.maxQueue) {
      const retryAfterSeconds = seconds(waiting + 1);
      throw new AppError(503, 'http.workersBusy', {
        params: { seconds: retryAfterSeconds },
        retryAfterSeconds,
      });
    }
    perOwner.set(owner, mine + 1);
  }

  function release(owner: number | null) {
    pending -= 1;
    if (owner === null) return;
    const left = (perOwner.get(owner) ?? 1) - 1;
    if (left === 0) perOwner.delete(owner);
    else perOwner.set(owner, left);
  }

  return {
    async run<N extends TaskName>(name: N, input: TaskInput<N>, { owner }: RunOptions) {
      if (owner !== null) admit(owner);
      pending += 1;
      try {
        return restoreBuffer(await piscina.run({ name, input })) as TaskOutput<N>;
      } finally {
        release(owner);
      }
    },
    get pending() {
      return pending;
    },
    close: () => piscina.close(),
  };
}

/** A Buffer comes back from the thread as a plain Uint8Array over the same bytes. */
function restoreBuffer(output: unknown): unknown {
  return output instanceof Uint8Array && !Buffer.isBuffer(output)
    ? Buffer.from(output.buffer, output.byteOffset, output.byteLength)
    : output;
}
