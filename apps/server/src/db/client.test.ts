import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseServer } from '../../test/database-server.ts';
import { createDb } from './client.ts';

describe.skipIf(!testDatabaseServer)('createDb on PostgreSQL', () => {
  it('survives the server ending an idle connection, and reports it', async () => {
    const reported: Error[] = [];
    const database = createDb(
      { databaseUrl: testDatabaseServer, dataDir: '' },
      { onConnectionError: (error) => reported.push(error) },
    );
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: testDatabaseServer });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => reported.length).toBe(1);
    // The pool replaced the lost connection.
    await expect(database.pool.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    await database.close();
  });

  it("sends a connection's statements one at a time and in order, when they are asked for at once", async () => {
    const database = createDb(
      { databaseUrl: testDatabaseServer, dataDir: '' },
      { onConnectionError: () => {} },
    );
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const lease = await database.guarded.connect();
    let running = 0;
    let most = 0;
    const send = lease.client.query.bind(lease.client) as (text: string) => Promise<pg.QueryResult>;
    const counting = async (text: string) => {
      running += 1;
      most = Math.max(most, running);
      try {
        return await send(text);
      } finally {
        running -= 1;
      }
    };
    lease.client.query = counting as unknown as typeof lease.client.query;
    try {
      const answers = await Promise.allSettled(
        ['select 1 as n, pg_sleep(0.02)', 'select 2 as n', 'select 1/0 as n', 'select 4 as n'].map((text) =>
          lease.query(text),
        ),
      );
      expect(
        answers.map((answer) => (answer.status === 'fulfilled' ? answer.value.rows[0] : 'failed')),
      ).toEqual([{ n: 1, pg_sleep: '' }, { n: 2 }, 'failed', { n: 4 }]);
      // node-postgres got one statement at a time: none queued behind another (pg 9 refuses that).
      expect(most).toBe(1);
    } finally {
      lease.release();
      await database.close();
    }
  });
});
