import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import type { AuthResponse } from '@saldo/contracts/auth';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDb, type Database } from '../src/db/client.ts';
import { mailOutbox } from '../src/integrations/mail/outbox.table.ts';
import { users } from '../src/modules/auth/users.table.ts';
import { testDatabaseServer as serverUrl } from './database-server.ts';

/**
 * A real app on a fresh, migrated and seeded database for one test file: PGlite in memory by default
 * (started from the snapshot global-setup.ts made); with TEST_DATABASE_URL or DATABASE_URL (a
 * PostgreSQL server), a new database `saldo_test_<random>` copied from the template global-setup.ts
 * migrated and seeded, dropped afterwards. Files never
 * share rows, so they run in parallel.
 */
export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openDatabase(config: Config): Promise<{ database: Database; drop(): Promise<void> }> {
  if (!serverUrl) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return {
      database: createDb({ ...config, databaseUrl: undefined }, { inMemory: true, snapshot }),
      drop: async () => {},
    };
  }
  const name = `saldo_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = createDb({ ...config, databaseUrl: url.toString() });
  return { database, drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** `env` overrides the test defaults (e.g. WEB_DIST, AUTH_RATE_LIMIT_PER_IP). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'saldo-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    APP_URL: 'http://saldo.test',
    WEB_DIST: join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    MAIL_DELIVERY_INTERVAL_MS: '0',
    RECURRING_INVOICES_INTERVAL_MS: '0',
    DEBT_SCHEDULE_INTERVAL_MS: '0',
    TODO_PURGE_INTERVAL_MS: '0',
    NOTIFICATION_MAIL_INTERVAL_MS: '0',
    DEADLINE_NOTICE_INTERVAL_MS: '0',
    KSEF_SEND_INTERVAL_MS: '0',
    KSEF_RECEIVE_INTERVAL_MS: '0',
    NBP_API_URL: 'off',
    // Test mode: mail is kept in mail_outbox, where the tests read it; SMTP_URL: '' sends nothing.
    SMTP_URL: 'outbox:',
    // Generous, so files that log in often do not trip the limiter; the rate-limit test sets its own.
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    ...env,
  });
  const { database, drop } = await openDatabase(config);
  const app = await buildApp({ config, db: database, logger: false });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const demo = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
  accountant: { email: 'accountant@demo.com', password: 'accountant' },
};

export async function login(
  app: App,
  credentials: { email: string; password: string },
): Promise<AuthResponse> {
  const response = await app.inject({ method: 'POST', url: '/api/jwt/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<AuthResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest mail in the outbox for an address. */
export async function latestMail(database: Database, to: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/**
 * Marks a user's address confirmed, as the mailed link would (the link itself is tested in
 * email-links.test.ts). Mail to others needs a confirmed sender.
 */
export async function confirmEmail(database: Database, userId: number) {
  await database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
}

/** The token of the link (`…/confirm-email?token=…` or `…/reset-password?token=…`) in the newest mail. */
export async function mailedToken(database: Database, to: string, page: 'confirm-email' | 'reset-password') {
  const mail = await latestMail(database, to);
  const match = mail?.textBody.match(new RegExp(`/${page}\\?token=([\\w%-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link mailed to ${to}`);
  return decodeURIComponent(match[1]);
}

let counter = 0;
/** A fresh, valid registration (unique within the run). */
export function newRegistration() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
  return { username: `user_${id}`, email: `user_${id}@example.com`, password: 'correct-horse-battery' };
}
