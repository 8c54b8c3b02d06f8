import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../paths.ts';
import type { Database } from './client.ts';

// Any constant shared by every instance of this app; it names the advisory lock taken while migrating.
const MIGRATION_LOCK_ID = 724_513_901;

/** Applies the committed SQL migrations in apps/server/drizzle that the database has not seen yet. */
export async function migrate(database: Database, folder = migrationsDir): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.driver, { migrationsFolder: folder });
    return;
  }
  // Several instances may start at once against one PostgreSQL: the advisory lock makes them take
  // turns, and the ones that come second find nothing left to apply. The lock belongs to a session,
  // so the lock and the migration share one pooled connection.
  const connection = await database.pool.connect();
  try {
    // Connections start with the interactive statement timeout; an index built over a million rows
    // takes longer, and waiting for another instance's migration is expected.
    await connection.query('set statement_timeout = 0');
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzle({ client: connection }), { migrationsFolder: folder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
      await connection.query('reset statement_timeout');
    }
  } finally {
    connection.release();
  }
}
