import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { repoRoot, serverEntry, spawnServer, type RunningServer } from './spawn-server.ts';

export interface StartServerOptions {
  /** Extra environment for the server, e.g. GUS_API_URL pointing at a fake register. */
  env?: Record<string, string>;
  /** Start from an empty data folder instead of the seeded copy. */
  fresh?: boolean;
}

/**
 * Starts the BUILT server (`npm run build` first) on a free port with its own data folder, so each
 * spec file has its own database and files can run in parallel without sharing data. The folder is a
 * copy of the one global-setup.ts migrated and seeded, so each start skips initdb, the migrations and
 * the demo seed (`fresh: true` starts from an empty folder, as `npm start` on a new machine does).
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry) || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build the app first: `npm run build` (npm test does it for you).');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'saldo-e2e-'));
  const template = options.fresh ? '' : inject('e2eDataTemplate');
  if (template) cpSync(template, dataDir, { recursive: true });
  const server = await spawnServer(dataDir, options.env ?? {});
  return {
    baseUrl: server.baseUrl,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
