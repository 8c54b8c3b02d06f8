import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { HEALTH_PROBE_MAX_AGE_MS } from '../src/modules/health/health.routes.ts';
import { bearer, createTestApp, demo, login, type TestApp } from './test-app.ts';

/**
 * The limits that keep a storm of expensive reads from starving everyone else (decision 0009): the
 * server-wide cap on interactive heavy reads, the per-user limit answered before the database is
 * touched, and health answering from a shared probe no older than a second.
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

function deferred() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('overload limits', () => {
  it('runs at most HEAVY_READS_AT_ONCE interactive heavy reads in the server: the next waits, then 503 with Retry-After', async () => {
    const t = await start({ HEAVY_READS_AT_ONCE: '1', DB_ACQUIRE_TIMEOUT_MS: '300' });
    const gate = deferred();
    let started = 0;
    t.app.get('/api/test/heavy', { config: { ability: ['read', 'Invoice'], heavyRead: true } }, async () => {
      started += 1;
      await gate.promise;
      return { ok: true };
    });
    t.app.get(
      '/api/test/export',
      { config: { ability: ['read', 'Invoice'], heavyRead: true, longStatements: true } },
      async () => ({ ok: true }),
    );
    const admin = await login(t.app, demo.admin);
    const client = await login(t.app, demo.client);
    const heavy = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/test/heavy', headers: bearer(token) });

    const holding = heavy(admin.accessToken);
    await sleep(50);
    // Another user, under their own limit, still waits for the one server-wide slot, and gives up.
    const refusedAt = Date.now();
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/test/heavy',
      headers: { ...bearer(client.accessToken), 'accept-language': 'pl' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(250);
    expect(started).toBe(1);
    // Exports and reports are not held behind the lists (the worker pool paces them).
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/export', headers: bearer(client.accessToken) }))
        .statusCode,
    ).toBe(200);

    // A request waiting when the slot frees gets it.
    const waiting = heavy(client.accessToken);
    await sleep(50);
    expect(started).toBe(1);
    gate.open();
    expect((await holding).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
    expect(started).toBe(2);
  });

  it('refuses a user over their limit before loading them from the database', async () => {
    const t = await start({ HEAVY_READS_PER_USER: '1', DB_ACQUIRE_TIMEOUT_MS: '2000' });
    const gate = deferred();
    t.app.get('/api/test/heavy', { config: { ability: ['read', 'Invoice'], heavyRead: true } }, async () => {
      await gate.promise;
      return { ok: true };
    });
    const admin = await login(t.app, demo.admin);
    const holding = t.app.inject({
      method: 'GET',
      url: '/api/test/heavy',
      headers: bearer(admin.accessToken),
    });
    await sleep(50);
    // Every connection busy (PGlite: the one database; PostgreSQL: the pool of the test app is
    // taken by a transaction that waits): loading the user would wait up to 2 s.
    await t.database.db.execute(sql`select 1`);
    await t.app.ready();
    const release = deferred();
    const transactions = Array.from({ length: 10 }, () =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await release.promise;
      }),
    );
    await sleep(50);
    const startedAt = Date.now();
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/test/heavy',
      headers: bearer(admin.accessToken),
    });
    expect(refused.statusCode).toBe(429);
    expect(Date.now() - startedAt).toBeLessThan(500);
    release.open();
    await Promise.all(transactions);
    gate.open();
    expect((await holding).statusCode).toBe(200);
  });

  it('takes a request with a bad token out of no slot: the guard answers it 401', async () => {
    const t = await start({ HEAVY_READS_AT_ONCE: '1', HEAVY_READS_PER_USER: '1' });
    t.app.get('/api/test/heavy', { config: { ability: ['read', 'Invoice'], heavyRead: true } }, async () => ({
      ok: true,
    }));
    const admin = await login(t.app, demo.admin);
    for (let i = 0; i < 3; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/test/heavy',
        headers: bearer('not-a-token'),
      });
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/test/heavy', headers: bearer(admin.accessToken) }))
        .statusCode,
    ).toBe(200);
  });

  it('reports the age of the database reading it answers, never more than a second', async () => {
    const t = await start({});
    const ages: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      ages.push(response.json<{ databaseCheckAgeMs: number }>().databaseCheckAgeMs);
      await sleep(400);
    }
    for (const age of ages) expect(age).toBeLessThanOrEqual(HEALTH_PROBE_MAX_AGE_MS);
  });
});
