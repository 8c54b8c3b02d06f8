// The entry of a pool thread (built to dist/pool-worker.js beside dist/server.js).
import { runTask } from './worker-tasks.ts';

export default runTask;
