import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { startupBanner } from './startup-banner.ts';

const base = { DATA_DIR: '/srv/saldo-data', JWT_SECRET: 'x'.repeat(40), SECRETS_KEY: 'y'.repeat(40) };

describe('startupBanner', () => {
  it('says where Saldo answers, the demo logins and where the data is', () => {
    const config = loadConfig({ ...base, PORT: '3100' });
    expect(startupBanner(config, 'pglite')).toBe(
      [
        'Saldo is running at http://localhost:3100 (API documentation: http://localhost:3100/api/docs)',
        'Demo logins: admin@demo.com / admin (admin), client@demo.com / client (client), accountant@demo.com / accountant (accountant)',
        'Data is kept in the embedded database in /srv/saldo-data; attachments in /srv/saldo-data/files',
      ].join('\n'),
    );
  });

  it('never prints the database password, and no demo logins without demo data', () => {
    const config = loadConfig({
      ...base,
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: 'postgres://saldo:s3cret-pass@db.internal:5432/books',
    });
    const banner = startupBanner(config, 'postgres');
    expect(banner).not.toContain('s3cret-pass');
    expect(banner).not.toContain('Demo logins');
    expect(banner).toContain('Data is kept in PostgreSQL at db.internal:5432/books');
  });
});
