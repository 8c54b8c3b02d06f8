// The entry of a pool thread when the server runs from its TypeScript sources (tests, `tsx`): on
// Node 20 a worker thread does not inherit tsx's loader, so it is registered here first.
import { register } from 'tsx/esm/api';

register();
const { runTask } = await import('./worker-tasks.ts');

export default runTask;
