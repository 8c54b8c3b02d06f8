import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { GuardedPGlite } from './guarded-pglite.ts';
import { GuardedPool, type PoolLimits } from './guarded-pool.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;

/**
 * The one database type repositories are written against. Both drivers' databases, and the
 * transactions they open, are a `PgDatabase` over this schema, so `(db | tx, args)` functions work on
 * PGlite and PostgreSQL alike.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A connected database; the typed driver instance is kept for the driver-specific migrator. On
 * PostgreSQL `pool` is the main pool itself (the migrator takes a session lock on one of its
 * connections); `guarded` is what queries go through (see guarded-pool.ts).
 */
export type Database =
  | { kind: 'pglite'; db: Db; driver: PgliteDatabase<Schema>; client: PGlite; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: Db;
      driver: NodePgDatabase<Schema>;
      pool: pg.Pool;
      guarded: GuardedPool;
      close(): Promise<void>;
    };

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

/** The settings' defaults, for callers (bench, tools) that open a database without a whole Config. */
export const defaultDatabaseLimits: PoolLimits = {
  connections: 10,
  reserveConnections: 2,
  acquireTimeoutMs: 1_000,
  statementTimeoutMs: 5_000,
  workStatementTimeoutMs: 120_000,
};

export function createDb(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & { databaseLimits?: PoolLimits },
  options: CreateDbOptions = {},
): Database {
  const limits = config.databaseLimits ?? defaultDatabaseLimits;
  if (config.databaseUrl) {
    const guarded = new GuardedPool(config.databaseUrl, limits, options.onConnectionError ?? (() => {}));
    // drizzle types its client as pg's own Pool; GuardedPool offers the two methods it calls on one
    // (connect and query) and is recognised as a pool by its class name.
    const driver = drizzlePg({ client: guarded as unknown as pg.Pool, schema });
    const close = once(() => guarded.end());
    return { kind: 'postgres', db: driver, driver, pool: guarded.main, guarded, close };
  }
  // The migrations create pg_trgm (the lists' search indexes); PGlite ships it as a contrib module
  // that has to be loaded with every instance, a restored snapshot included.
  const extensions = { pg_trgm };
  const client = options.inMemory
    ? new GuardedPGlite(options.snapshot ? { loadDataDir: options.snapshot, extensions } : { extensions })
    : new GuardedPGlite({ dataDir: pgliteDir(config.dataDir), extensions });
  client.acquireTimeoutMs = limits.acquireTimeoutMs;
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
