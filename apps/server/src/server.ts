import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { createFileStorage } from './lib/file-storage/file-storage.ts';
import { startupBanner } from './startup-banner.ts';

/** Start-up: config, database, migrations, demo data, HTTP. And a clean stop on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig(process.env);
  // The embedded database may have one server at a time (PostgreSQL guards itself).
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  let reportConnectionError = (error: Error) => console.warn(error);
  const database = createDb(config, { onConnectionError: (error) => reportConnectionError(error) });
  await migrate(database);
  if (config.seedDemoData) await seed(database.db, { files: createFileStorage(config) });
  const app = await buildApp({ config, db: database });
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let requests in flight finish, then close the database they were using.
    const forced = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // `startup: true` is what `npm start` (scripts/start.mjs) shows of the log by default.
  app.log.info({ startup: true }, startupBanner(config, database.kind));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
