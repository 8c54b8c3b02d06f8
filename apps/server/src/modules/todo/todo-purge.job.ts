import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { runEvery, type IntervalJob } from '../../lib/interval-job.ts';
import { purgeDeletedTasks } from './todo.service.ts';

/** Removes tasks deleted more than 30 days ago, every `intervalMs`. */
export function scheduleTaskPurge(db: Db, intervalMs: number, log: FastifyBaseLogger): IntervalJob {
  return runEvery('to-do purge job', intervalMs, log, async () => {
    const purged = await purgeDeletedTasks(db);
    if (purged > 0) log.info({ purged }, 'deleted tasks purged after 30 days');
  });
}
