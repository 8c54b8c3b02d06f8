import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { testDatabaseServer } from './database-server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded; '' when tests use PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Runs the migrations and the seed once on a fresh PGlite and dumps the result; each test file then
 * starts its own in-memory database from that dump. (Creating a PGlite from scratch runs initdb,
 * several seconds of WebAssembly per file.) With PostgreSQL every file migrates its own database.
 */
export default async function setup(project: TestProject) {
  if (testDatabaseServer) {
    project.provide('pgliteSnapshot', '');
    return;
  }
  const database = createDb({ dataDir: '', databaseUrl: undefined }, { inMemory: true });
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  await migrate(database);
  await seed(database.db);
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'saldo-pglite-'));
  const file = join(dir, 'snapshot.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
