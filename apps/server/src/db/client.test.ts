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
});
