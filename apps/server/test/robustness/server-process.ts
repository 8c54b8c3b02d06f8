import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { testDatabaseServer } from '../database-server.ts';

/**
 * The real server as a child process, for the crash tests: started from source with tsx (so the tests
 * need no build), on a free port, against a store that outlives it. The store is what `npm start`
 * uses by default — PGlite on disk in DATA_DIR — or, when the tests run against PostgreSQL
 * (TEST_DATABASE_URL or DATABASE_URL), a database of its own that is dropped afterwards.
 */

const repoRoot = resolve(import.meta.dirname, '..', '..', '..', '..');
const serverEntry = join(repoRoot, 'apps/server/src/server.ts');
const probeUrl = pathToFileURL(join(import.meta.dirname, 'crash-probe-entry.mjs')).href;

export interface Store {
  dataDir: string;
  /** Set when the server uses PostgreSQL; the tests may query it while the server runs. */
  databaseUrl: string | undefined;
  dispose(): Promise<void>;
}

export interface ServerProcess {
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves once the output contains `text`; rejects if the process exits first or after `ms`. */
  waitForOutput(text: string, ms: number): Promise<void>;
  /** SIGKILL, no shutdown: resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM, the clean shutdown, with SIGKILL after 15 s. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
const stores = new Set<Store>();

// Should the test process itself die (a worker torn down), take the servers with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** A temporary DATA_DIR and, with PostgreSQL, a fresh empty database (the server migrates it). */
export async function createStore(): Promise<Store> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saldo-crash-'));
  const server = testDatabaseServer;
  let databaseUrl: string | undefined;
  let name = '';
  if (server) {
    name = `saldo_crash_${randomBytes(6).toString('hex')}`;
    await adminQuery(server, `create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const store: Store = {
    dataDir,
    databaseUrl,
    async dispose() {
      stores.delete(store);
      try {
        if (server) await adminQuery(server, `drop database if exists ${name} with (force)`);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  stores.add(store);
  return store;
}

/**
 * Runs `sql` on the store, PostgreSQL or PGlite. PGlite is a folder one process holds: only while no
 * server runs on the store (after kill or stop).
 */
export async function readStore<T extends Record<string, unknown>>(
  store: Store,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  if (store.databaseUrl) return adminQuery<T>(store.databaseUrl, sql, values);
  const db = new PGlite(join(store.dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return (await db.query<T>(sql, values)).rows;
  } finally {
    await db.close();
  }
}

/** Runs `sql` on the store's PostgreSQL database (not possible with PGlite: the server holds it). */
export function storeQuery<T extends pg.QueryResultRow>(store: Store, sql: string, values: unknown[] = []) {
  if (!store.databaseUrl) throw new Error('storeQuery needs PostgreSQL');
  return adminQuery<T>(store.databaseUrl, sql, values);
}

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

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => child.once('exit', () => done()));
}

export interface StartOptions {
  /** The crash probe's settings (see crash-probe.ts); without them the probe is not loaded. */
  probe?: { sql: string; at: number; freezeMs: number; after?: boolean };
  /** More settings for the server (KSEF_API_URL of a fake KSeF, say). */
  env?: Readonly<Record<string, string>>;
}

export async function startServer(store: Store, options: StartOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? tmpdir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    LOG_LEVEL: 'warn',
    // No demo data: it would only slow the start, and the probe would see its inserts.
    SEED_DEMO_DATA: 'false',
    MAIL_DELIVERY_INTERVAL_MS: '0',
    RECURRING_INVOICES_INTERVAL_MS: '0',
    DEBT_SCHEDULE_INTERVAL_MS: '0',
    KSEF_SEND_INTERVAL_MS: '0',
    KSEF_RECEIVE_INTERVAL_MS: '0',
    NBP_API_URL: 'off',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
    ...options.env,
  };
  const args = ['--import', 'tsx'];
  if (options.probe) {
    args.push('--import', probeUrl);
    env.CRASH_PROBE_SQL = options.probe.sql;
    env.CRASH_PROBE_AT = String(options.probe.at);
    env.CRASH_PROBE_FREEZE_MS = String(options.probe.freezeMs);
    if (options.probe.after) env.CRASH_PROBE_AFTER = '1';
  }
  const child = spawn(process.execPath, [...args, serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let log = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    output: () => log,
    waitForOutput: (text, ms) =>
      new Promise((done, fail) => {
        const finish = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          child.off('exit', onExit);
          if (error) fail(error);
          else done();
        };
        const check = () => {
          if (log.includes(text)) finish();
        };
        const onExit = () => finish(new Error(`the server exited before printing "${text}":\n${log}`));
        const timer = setTimeout(() => finish(new Error(`no "${text}" within ${ms} ms:\n${log}`)), ms);
        listeners.add(check);
        child.once('exit', onExit);
        check();
      }),
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exited(child);
      clearTimeout(forced);
    },
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`the server did not become healthy in 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** For afterAll: kills every server still running and removes every store not yet disposed. */
export async function cleanUp(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      child.kill('SIGKILL');
      return exited(child);
    }),
  );
  for (const store of [...stores]) await store.dispose();
}
