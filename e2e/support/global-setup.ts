import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serverEntry, spawnServer } from './spawn-server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A data folder the built server migrated and seeded, which each spec's server copies; '' when none. */
    e2eDataTemplate: string;
  }
}

/**
 * Starts the built server once on an empty data folder, which initialises the embedded database,
 * migrates it and seeds the demo company, then stops it cleanly. Every spec's server starts from a
 * copy of that folder instead of repeating the work (seconds each, a minute on a loaded machine).
 */
export default async function setup(project: TestProject) {
  if (!existsSync(serverEntry)) {
    // startServer explains that the app must be built first.
    project.provide('e2eDataTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'saldo-e2e-template-'));
  // Only the seed: the deadline job would add that day's "due tomorrow" notices to every spec's copy
  // (seven on some days), and a spec counting the bell would count them.
  const server = await spawnServer(dir, { DEADLINE_NOTICE_INTERVAL_MS: '0' });
  await server.stop();
  project.provide('e2eDataTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
