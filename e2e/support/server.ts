import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * Starts the BUILT server (`npm run build` first) on a free port with its own data folder, so each
 * spec file has its own database and files can run in parallel without sharing data.
 */
export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '..', '..');
const serverEntry = join(repoRoot, 'apps/server/dist/server.js');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become healthy in 60 s:\n${output()}`);
}

export interface StartServerOptions {
  /** Extra environment for the server, e.g. GUS_API_URL pointing at a fake register. */
  env?: Record<string, string>;
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry) || !existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('Build the app first: `npm run build` (npm test does it for you).');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'saldo-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
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
