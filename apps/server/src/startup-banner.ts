import type { Config } from './config.ts';
import type { DatabaseKind } from './db/client.ts';
import { demoUsers } from './db/seed.ts';

/** A database address without its password, for saying where the data is. */
function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'the server named by DATABASE_URL';
  }
}

/**
 * What a person who just started Saldo needs, and nothing else: where it answers, how to sign in
 * to the demo, and where their data is kept (so they know what to back up or delete).
 */
export function startupBanner(
  config: Pick<
    Config,
    'appUrl' | 'seedDemoData' | 'dataDir' | 'databaseUrl' | 'fileStorage' | 'filesDir' | 's3'
  >,
  databaseKind: DatabaseKind,
): string {
  const lines = [`Saldo is running at ${config.appUrl} (API documentation: ${config.appUrl}/api/docs)`];
  if (config.seedDemoData) {
    const logins = demoUsers.map((user) => `${user.email} / ${user.password} (${user.role})`);
    lines.push(`Demo logins: ${logins.join(', ')}`);
  }
  const database =
    databaseKind === 'postgres' && config.databaseUrl
      ? `PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}`
      : `the embedded database in ${config.dataDir}`;
  const files =
    config.fileStorage === 's3' && config.s3
      ? `the S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}`
      : config.filesDir;
  lines.push(`Data is kept in ${database}; attachments in ${files}`);
  return lines.join('\n');
}
