// The built server on its embedded database (PGlite in a temporary DATA_DIR), seeded with the demo
// data: the web bench measures the web app, so it needs no PostgreSQL. bench/lib/server.ts always
// names a DATABASE_URL, hence this small twin of it (and of e2e/support/server.ts).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, type BenchServer } from '../lib/server.ts';

export const webDist = join(repoRoot, 'apps/web/dist');
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

export async function startEmbeddedServer(): Promise<BenchServer> {
  if (!existsSync(serverEntry) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('Build the app first: `npm run build`.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'saldo-bench-web-'));
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      // Production, as `npm start` serves the app: the same headers and static file handling.
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NBP_API_URL: 'off',
      RECURRING_INVOICES_INTERVAL_MS: '0',
      DEBT_SCHEDULE_INTERVAL_MS: '0',
      KSEF_SEND_INTERVAL_MS: '0',
      KSEF_RECEIVE_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`The server did not become healthy in 120 s:\n${log}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
