// What server-process.ts preloads (after tsx) into the server it starts: the crash probe, in the main
// thread only. Worker threads (the pool's, xmllint's) inherit the preloads but not tsx's loader on
// Node 20, so a .ts preload would fail there; they run no SQL, so they need no probe.
import { isMainThread } from 'node:worker_threads';

if (isMainThread) await import('./crash-probe.ts');
