import { randomInt } from 'node:crypto';
import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementTimeout } from '../src/db/db-scope.ts';
import { bearer, createTestApp, demo, login, type TestApp } from './test-app.ts';
import { testDatabaseServer } from './database-server.ts';

/**
 * Overload: a request whose client left stops its work, every statement has a time limit, waiting
 * for a connection is bounded, health and sign-in have their own reserve, and one user cannot take
 * every connection. The routes under /api/test are added here, beside the real ones.
 */
let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

async function start(env: Record<string, string>): Promise<TestApp> {
  current = await createTestApp(env);
  return current;
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

function deferred() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('on every database', () => {
  it('refuses a third concurrent expensive read of one user with 429 and Retry-After, not another user', async () => {
    const t = await start({ HEAVY_READS_PER_USER: '2' });
    const gate = deferred();
    t.app.get('/api/test/heavy', { config: { ability: ['read', 'Invoice'], heavyRead: true } }, async () => {
      await gate.promise;
      return { ok: true };
    });
    const admin = await login(t.app, demo.admin);
    const other = await login(t.app, demo.client);
    const heavy = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/test/heavy', headers: bearer(token) });
    const held = [heavy(admin.accessToken), heavy(admin.accessToken)];
    await sleep(50);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/test/heavy',
      headers: { ...bearer(admin.accessToken), 'accept-language': 'pl' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json<{ message: string }>().message).toMatch(/kilka list/);
    // The limit is per user: someone else is not refused because of the admin's tabs.
    const otherUser = heavy(other.accessToken);
    gate.open();
    expect((await otherUser).statusCode).not.toBe(429);
    for (const response of await Promise.all(held)) expect(response.statusCode).toBe(200);
    // The slots come back when the answers are sent.
    expect((await heavy(admin.accessToken)).statusCode).toBe(200);
  });

  it('gives back the slot of a request whose client left before it was routed', async () => {
    const t = await start({ HEAVY_READS_PER_USER: '1' });
    t.app.get('/api/test/heavy', { config: { ability: ['read', 'Invoice'], heavyRead: true } }, async () => ({
      ok: true,
    }));
    const origin = await listen(t);
    const admin = await login(t.app, demo.admin);
    const { port } = new URL(origin);
    // The whole request, then the socket closed at once: the client is gone while the guard still
    // loads the user, before the per-user limit counts the request.
    for (let i = 0; i < 3; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.end(
            `GET /api/test/heavy HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${admin.accessToken}\r\n\r\n`,
          );
          socket.destroy();
        });
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }
    await sleep(300);
    const response = await fetch(`${origin}/api/test/heavy`, { headers: bearer(admin.accessToken) });
    expect(response.status).toBe(200);
  });

  it('keeps the request scope through body parsing, so a POST handler queries inside it', async () => {
    const t = await start({});
    t.app.post('/api/test/echo', { config: { access: 'public' } }, async () => {
      const { currentDbScope } = await import('../src/db/db-scope.ts');
      return { lane: currentDbScope()?.lane ?? null };
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { a: 1 } });
    expect(response.json()).toEqual({ lane: 'main' });
  });
});

describe.skipIf(!testDatabaseServer)('on PostgreSQL', () => {
  async function runningStatements(marker: string): Promise<number> {
    const admin = new pg.Client({ connectionString: testDatabaseServer });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where state = 'active' and query like $1 and pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      return rows[0]?.n ?? 0;
    } finally {
      await admin.end();
    }
  }

  it('cancels the running query of a request whose client left, and frees its connection', async () => {
    const t = await start({ DB_POOL_SIZE: '1', DB_STATEMENT_TIMEOUT_MS: '60000' });
    const seconds = 30 + randomInt(1000) / 1000;
    t.app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql.raw(`select pg_sleep(${seconds})`));
      return { ok: true };
    });
    const base = await listen(t);
    const client = new AbortController();
    const request = fetch(`${base}/api/test/slow`, { signal: client.signal }).catch(() => null);
    await expect.poll(() => runningStatements(`pg_sleep(${seconds})`)).toBe(1);
    client.abort();
    await request;
    await expect.poll(() => runningStatements(`pg_sleep(${seconds})`), { timeout: 2_000 }).toBe(0);
    // The one connection is free again: the next request gets it at once.
    const started = Date.now();
    await t.database.db.execute(sql`select 1`);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('caps the parallel workers one query may take (DB_PARALLEL_WORKERS_PER_QUERY)', async () => {
    async function workersPerGather(env: Record<string, string>): Promise<string | undefined> {
      const t = await start(env);
      if (t.database.kind !== 'postgres') throw new Error('PostgreSQL only');
      const { rows } = await t.database.guarded.query('show max_parallel_workers_per_gather');
      return (rows[0] as { max_parallel_workers_per_gather?: string } | undefined)
        ?.max_parallel_workers_per_gather;
    }
    expect(await workersPerGather({ DB_PARALLEL_WORKERS_PER_QUERY: '0' })).toBe('0');
    expect(await workersPerGather({ DB_PARALLEL_WORKERS_PER_QUERY: '1' })).toBe('1');
  });

  it('answers a statement past the timeout with a translated 503 and Retry-After', async () => {
    const t = await start({ DB_STATEMENT_TIMEOUT_MS: '200' });
    t.app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql`select pg_sleep(2)`);
      return { ok: true };
    });
    const started = Date.now();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/slow',
      headers: { 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(response.json<{ message: string }>().message).toMatch(/zu lange gedauert/);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives exports, reports and imports the longer statement timeout they opt into', async () => {
    const t = await start({ DB_STATEMENT_TIMEOUT_MS: '100', DB_WORK_STATEMENT_TIMEOUT_MS: '5000' });
    t.app.get('/api/test/export', { config: { access: 'public', longStatements: true } }, async () => {
      await t.database.db.execute(sql`select pg_sleep(0.3)`);
      return { ok: true };
    });
    t.app.get('/api/test/report', { config: { access: 'public' } }, async () => {
      await withStatementTimeout(5_000, () => t.database.db.execute(sql`select pg_sleep(0.3)`));
      // Only the work inside the helper had the long limit; the connection is back to the short one.
      await t.database.db.execute(sql`select pg_sleep(0.3)`);
      return { ok: true };
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/export' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/test/report' })).statusCode).toBe(503);
  });

  it('answers 503 with Retry-After when no connection frees up in time, and health still answers', async () => {
    const t = await start({ DB_POOL_SIZE: '1', DB_ACQUIRE_TIMEOUT_MS: '200' });
    t.app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql`select pg_sleep(1.5)`);
      return { ok: true };
    });
    const { accessToken } = await login(t.app, demo.admin);
    const holding = t.app.inject({ method: 'GET', url: '/api/test/slow' });
    await sleep(100);
    const started = Date.now();
    const waiting = await t.app.inject({
      method: 'GET',
      url: '/api/apps/contractors',
      headers: bearer(accessToken),
    });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers['retry-after']).toBe('2');
    // Sign-in and health use the reserve connections.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/jwt/login', payload: demo.admin });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(signIn.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((await holding).statusCode).toBe(200);
  });
});

describe.skipIf(Boolean(testDatabaseServer))('on the embedded database (PGlite)', () => {
  /** Holds PGlite in a transaction until `release` is called, as a long statement would. */
  async function holdDatabase(t: TestApp) {
    // Until PGlite has started, queries bypass the gate (its start-up queries must).
    await t.database.db.execute(sql`select 1`);
    await t.app.ready();
    const gate = deferred();
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await gate.promise;
    });
    return { release: gate.open, done: holding };
  }

  it('never runs the queued query of a request whose client left', async () => {
    const t = await start({ DB_ACQUIRE_TIMEOUT_MS: '5000' });
    t.app.get('/api/test/mark', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql`select set_config('saldo.marker', 'ran', false)`);
      return { ok: true };
    });
    const base = await listen(t);
    const held = await holdDatabase(t);
    const client = new AbortController();
    const request = fetch(`${base}/api/test/mark`, { signal: client.signal }).catch(() => null);
    await sleep(200);
    client.abort();
    await request;
    await sleep(100);
    held.release();
    await held.done;
    if (t.database.kind !== 'pglite') throw new Error('expected PGlite');
    const { rows } = await t.database.client.query<{ marker: string | null }>(
      `select current_setting('saldo.marker', true) as marker`,
    );
    expect(rows[0]?.marker ?? '').not.toBe('ran');
  });

  it('answers 503 with Retry-After when the database stays busy past the acquire timeout', async () => {
    const t = await start({ DB_ACQUIRE_TIMEOUT_MS: '200' });
    const { accessToken } = await login(t.app, demo.admin);
    const held = await holdDatabase(t);
    const started = Date.now();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/apps/contractors',
      headers: bearer(accessToken),
    });
    held.release();
    await held.done;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('2');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('serves health before the requests queued ahead of it', async () => {
    const t = await start({ DB_ACQUIRE_TIMEOUT_MS: '5000' });
    const order: string[] = [];
    t.app.get('/api/test/list', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql`select 1`);
      return { ok: true };
    });
    const held = await holdDatabase(t);
    const lists = Array.from({ length: 5 }, () =>
      t.app.inject({ method: 'GET', url: '/api/test/list' }).then((response) => {
        order.push('list');
        return response;
      }),
    );
    await sleep(50);
    const health = t.app.inject({ method: 'GET', url: '/api/health' }).then((response) => {
      order.push('health');
      return response;
    });
    await sleep(50);
    held.release();
    await held.done;
    expect((await health).statusCode).toBe(200);
    await Promise.all(lists);
    expect(order).toEqual(['health', 'list', 'list', 'list', 'list', 'list']);
  });
});
