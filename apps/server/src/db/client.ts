import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/**
 * The one database type repositories are written against. Both drivers' databases, and the
 * transactions they open, are a `PgDatabase` over this schema, so `(db | tx, args)` functions work on
 * PGlite and PostgreSQL alike.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A connected database; the typed driver instance is kept for the driver-specific migrator. */
export type Database =
  | { kind: 'pglite'; db: Db; driver: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; driver: NodePgDatabase<Schema>; pool: pg.Pool; close(): Promise<void> };

export type DatabaseKind = Database['kind'];

export interface CreateDbOptions {
  /** PGlite only: keep the database in memory (tests) instead of DATA_DIR/pglite. */
  inMemory?: boolean;
  /**
   * PGlite in memory only: start from a dumped data directory (`client.dumpDataDir()`). Tests dump one
   * migrated, seeded database once and start every file from it, skipping PGlite's slow initdb.
   */
  snapshot?: Blob;
  /**
   * PostgreSQL only: told of a connection that failed while no query was using it (the server
   * restarted, an administrator ended it). The pool drops that connection and opens a new one on
   * demand, so this is news for the log, not a reason to stop the process.
   */
  onConnectionError?: (error: Error) => void;
}

export function createDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: CreateDbOptions = {},
): Database {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const report = options.onConnectionError ?? (() => {});
    pool.on('error', report);
    // The pool stops listening to a connection once it starts closing it; an error that arrives
    // then (the server ending the session first) would otherwise be an uncaught exception.
    pool.on('connect', (client) => client.on('error', () => {}));
    const driver = drizzlePg({ client: pool, schema });
    return { kind: 'postgres', db: driver, driver, pool, close: once(() => pool.end()) };
  }
  // The migrations create pg_trgm (the lists' search indexes); PGlite ships it as a contrib module
  // that has to be loaded with every instance, a restored snapshot included.
  const extensions = { pg_trgm };
  const client = options.inMemory
    ? new PGlite(options.snapshot ? { loadDataDir: options.snapshot, extensions } : { extensions })
    : new PGlite(pgliteDir(config.dataDir), { extensions });
  const driver = drizzlePglite({ client, schema });
  return { kind: 'pglite', db: driver, driver, client, close: once(() => client.close()) };
}

/** DATA_DIR/pglite, created if missing (PGlite does not create parent folders). */
function pgliteDir(dataDir: string): string {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Closing twice (a shutdown signal during a failed start, a test) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
