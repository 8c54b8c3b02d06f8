import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');
export const webDist = join(repoRoot, 'apps/web/dist');

export interface BenchServer {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the BUILT server (production mode, as `npm start` runs it) in its own process, on a free
 * loopback port, against `databaseUrl`, or with none on its embedded database (PGlite in a temporary
 * DATA_DIR, seeded with the demo data); background jobs are off so they do not compete with the load.
 */
export async function startBenchServer(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  /** Another build's dist/server.js (a comparison with an older version); this build's by default. */
  entry: string = serverEntry,
): Promise<BenchServer> {
  if (!existsSync(entry) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('Build the app first: `npm run build`.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'saldo-bench-'));
  let log = '';
  const child = spawn(process.execPath, [entry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
      LOG_LEVEL: 'warn',
      NBP_API_URL: 'off',
      RECURRING_INVOICES_INTERVAL_MS: '0',
      DEBT_SCHEDULE_INTERVAL_MS: '0',
      KSEF_SEND_INTERVAL_MS: '0',
      KSEF_RECEIVE_INTERVAL_MS: '0',
      // The load comes from one address; the login rate limit must not count it as an attack.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...env,
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

/** Logs in and answers the bearer token. */
export async function login(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { accessToken: string };
  return body.accessToken;
}
