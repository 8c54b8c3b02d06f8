import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seed } from '../src/db/seed.ts';
import { testDatabaseServer } from './database-server.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A dumped PGlite data directory, migrated and seeded; '' when tests use PostgreSQL. */
    pgliteSnapshot: string;
    /** A migrated and seeded PostgreSQL database each test file copies; '' on PGlite. */
    postgresTemplate: string;
  }
}

async function adminQuery(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * With PostgreSQL: migrates and seeds one template database; each test file then creates its own
 * database as a copy of it (`create database … template …`), a file copy on the server instead of
 * the migrations and the demo seed once per file.
 */
async function setupPostgres(project: TestProject, serverUrl: string) {
  const name = `saldo_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDb({ dataDir: '', databaseUrl: url.toString() });
  try {
    await migrate(database);
    await seed(database.db);
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

/**
 * Runs the migrations and the seed once on a fresh PGlite and dumps the result; each test file then
 * starts its own in-memory database from that dump. (Creating a PGlite from scratch runs initdb,
 * several seconds of WebAssembly per file.)
 */
export default async function setup(project: TestProject) {
  if (testDatabaseServer) return setupPostgres(project, testDatabaseServer);
  project.provide('postgresTemplate', '');
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
