import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { repoRoot } from './paths.ts';

const secret = { JWT_SECRET: 'a-test-secret-of-at-least-32-characters' };
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'saldo-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig(secret);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(repoRoot, 'data'),
      databaseUrl: undefined,
      refreshTokenTtlDays: 14,
      appUrl: 'http://localhost:3000',
      mailTransport: 'none',
      smtpUrl: undefined,
      webDist: join(repoRoot, 'apps', 'web', 'dist'),
      logLevel: 'info',
      seedDemoData: true,
      authRateLimit: { perIp: 30, perEmail: 10 },
    });
  });

  it('reads every setting', () => {
    const config = loadConfig({
      ...secret,
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/saldo',
      DATABASE_URL: 'postgres://saldo@db:5432/saldo',
      REFRESH_TOKEN_TTL_DAYS: '30',
      APP_URL: 'https://saldo.example.pl/',
      SMTP_URL: 'smtp://user:pass@mail.example.pl:587',
      MAIL_FROM: 'Saldo <biuro@example.pl>',
      WEB_DIST: '/srv/web',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/saldo',
      databaseUrl: 'postgres://saldo@db:5432/saldo',
      refreshTokenTtlDays: 30,
      appUrl: 'https://saldo.example.pl',
      mailTransport: 'smtp',
      smtpUrl: 'smtp://user:pass@mail.example.pl:587',
      webDist: '/srv/web',
      logLevel: 'warn',
      trustProxy: true,
      seedDemoData: false,
    });
  });

  it('takes SMTP_URL=outbox: as the test-mode transport, and names a wrong value without echoing it', () => {
    expect(loadConfig({ ...secret, SMTP_URL: 'outbox:' })).toMatchObject({
      mailTransport: 'outbox',
      smtpUrl: undefined,
    });
    const wrong = () => loadConfig({ ...secret, SMTP_URL: 'http://user:secret@mail.example.pl' });
    expect(wrong).toThrow('SMTP_URL: must be an smtp:// or smtps:// URL, or outbox: (test mode)');
    expect(wrong).not.toThrow(/secret@/);
  });

  it('takes APP_URL from PORT by default and treats empty variables as unset', () => {
    expect(loadConfig({ ...secret, PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadConfig({ ...secret, PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['abc', 'must be a whole number between 1 and 65535'],
    ['70000', 'must be at most 65535'],
    ['0', 'must be at least 1'],
    ['30.5', 'must be a whole number'],
  ])('rejects PORT=%s with a message naming the variable', (port, reason) => {
    expect(() => loadConfig({ ...secret, PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secret, PORT: port })).toThrow(`PORT: ${reason}`);
    expect(() => loadConfig({ ...secret, PORT: port })).toThrow(`(got "${port}")`);
  });

  it('lists every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ JWT_SECRET: 'short', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SMTP_URL: 'http://x' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    // Values that may carry passwords are not repeated.
    expect(message).not.toContain('short');
    expect(message).not.toContain('mysql://x');
    expect(message).toContain('LOG_LEVEL: must be a pino level (info, debug, …) (got "loud")');
    for (const name of ['JWT_SECRET', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL'])
      expect(message).toContain(`  ${name}:`);
  });

  it('without JWT_SECRET, generates one in DATA_DIR and keeps it across restarts', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir, ...secret }).jwtSecret).toBe(secret.JWT_SECRET);
  });

  it('without SECRETS_KEY, generates one in DATA_DIR too, apart from the JWT secret', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(readFileSync(join(dataDir, 'secrets-key'), 'utf8').trim()).toBe(config.secretsKey);
    expect(config.secretsKey).not.toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).secretsKey).toBe(config.secretsKey);
  });

  it('does not touch the disk when JWT_SECRET and SECRETS_KEY are given', () => {
    const dataDir = join(tempDir(), 'not-created');
    loadConfig({ DATA_DIR: dataDir, ...secret, SECRETS_KEY: 'another-secret-that-is-long-enough-here' });
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('file storage settings', () => {
  const s3 = {
    FILE_STORAGE: 's3',
    S3_ENDPOINT: 'https://s3.example.pl',
    S3_BUCKET: 'saldo-files',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-key-value',
  };

  it('default to a folder inside DATA_DIR', () => {
    expect(loadConfig(secret)).toMatchObject({
      fileStorage: 'folder',
      filesDir: join(repoRoot, 'data', 'files'),
      s3: null,
    });
    expect(loadConfig({ ...secret, DATA_DIR: '/var/lib/saldo' }).filesDir).toBe('/var/lib/saldo/files');
  });

  it('resolve FILES_DIR like DATA_DIR', () => {
    expect(loadConfig({ ...secret, FILES_DIR: 'attachments' }).filesDir).toBe(join(repoRoot, 'attachments'));
    expect(loadConfig({ ...secret, FILES_DIR: '/srv/files' }).filesDir).toBe('/srv/files');
  });

  it('read the S3 settings, with a default region and path-style addressing', () => {
    expect(loadConfig({ ...secret, ...s3 })).toMatchObject({
      fileStorage: 's3',
      s3: {
        endpoint: 'https://s3.example.pl',
        region: 'us-east-1',
        bucket: 'saldo-files',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-key-value',
        forcePathStyle: true,
      },
    });
    const custom = loadConfig({ ...secret, ...s3, S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'false' });
    expect(custom.s3).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });
  });

  it('ignore the S3 settings when storing in a folder', () => {
    expect(loadConfig({ ...secret, ...s3, FILE_STORAGE: 'folder' }).s3).toBeNull();
  });

  it.each(['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
    'refuse FILE_STORAGE=s3 without %s',
    (name) => {
      const env = { ...secret, ...s3, [name]: undefined };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`  ${name}: is required when FILE_STORAGE=s3`);
    },
  );

  it('list a missing S3 variable together with other bad values, without echoing the secret', () => {
    let message = '';
    try {
      loadConfig({
        ...secret,
        ...s3,
        PORT: 'abc',
        S3_BUCKET: undefined,
        S3_ENDPOINT: 'ftp://x',
        S3_SECRET_ACCESS_KEY: '',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('  PORT:');
    expect(message).toContain('  S3_BUCKET: is required when FILE_STORAGE=s3');
    expect(message).toContain('  S3_ENDPOINT: must be an http:// or https:// URL');
    expect(message).toContain('  S3_SECRET_ACCESS_KEY: is required when FILE_STORAGE=s3');
  });

  it('refuse bad values', () => {
    expect(() => loadConfig({ ...secret, FILE_STORAGE: 'ftp' })).toThrow(
      'FILE_STORAGE: must be folder or s3',
    );
    expect(() => loadConfig({ ...secret, ...s3, S3_BUCKET: 'a/b' })).toThrow(
      'S3_BUCKET: must be a bucket name',
    );
    expect(() => loadConfig({ ...secret, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE: must be true or false',
    );
    expect(() => loadConfig({ ...secret, ...s3, S3_REGION: ' ' })).toThrow('S3_REGION: must not be blank');
  });
});

describe('SMS settings', () => {
  const sms = { SMS_API_URL: 'https://api.smsapi.pl', SMS_API_TOKEN: 'sms-token-value-123' };

  it('default to no SMS provider', () => {
    expect(loadConfig(secret).sms).toEqual({ baseUrl: '', token: '', sender: '' });
    expect(loadConfig({ ...secret, SMS_API_URL: '', SMS_API_TOKEN: '' }).sms.baseUrl).toBe('');
  });

  it('read the gateway address, token and sender name', () => {
    expect(loadConfig({ ...secret, ...sms, SMS_SENDER: 'Saldo' }).sms).toEqual({
      baseUrl: 'https://api.smsapi.pl',
      token: 'sms-token-value-123',
      sender: 'Saldo',
    });
    expect(loadConfig({ ...secret, ...sms, SMS_SENDER: '48500100200' }).sms.sender).toBe('48500100200');
  });

  it('refuse half a set-up, naming the missing variable', () => {
    expect(() => loadConfig({ ...secret, SMS_API_URL: sms.SMS_API_URL })).toThrow(
      '  SMS_API_TOKEN: is required when SMS_API_URL is set',
    );
    expect(() => loadConfig({ ...secret, SMS_API_TOKEN: sms.SMS_API_TOKEN })).toThrow(
      '  SMS_API_URL: is required when SMS_API_TOKEN is set',
    );
  });

  it('refuse bad values without echoing the token', () => {
    let message = '';
    try {
      loadConfig({
        ...secret,
        SMS_API_URL: 'ftp://x',
        SMS_API_TOKEN: '   ',
        SMS_SENDER: 'A sender too long',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('  SMS_API_URL: must be an http:// or https:// URL (got "ftp://x")');
    expect(message).toContain('  SMS_API_TOKEN: must not be blank');
    expect(message).not.toContain('"   "');
    expect(message).toContain('  SMS_SENDER: must be up to 11 letters and digits, or a number');
    // A blank token is refused, but its value is never repeated, whatever it is.
    let withToken = '';
    try {
      loadConfig({ ...secret, SMS_API_TOKEN: sms.SMS_API_TOKEN, SMS_SENDER: 'A sender too long' });
    } catch (error) {
      withToken = (error as Error).message;
    }
    expect(withToken).toContain('  SMS_API_URL:');
    expect(withToken).not.toContain(sms.SMS_API_TOKEN);
  });
});

describe('demo data', () => {
  it('DEMO=off starts without the demo data, and wins over SEED_DEMO_DATA (issue #15, item 5)', () => {
    const base = { JWT_SECRET: 'x'.repeat(32), SECRETS_KEY: 'y'.repeat(32) };
    expect(loadConfig({ ...base, DEMO: 'off' }).seedDemoData).toBe(false);
    expect(loadConfig({ ...base, DEMO: 'on', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(true);
    expect(loadConfig(base).seedDemoData).toBe(true);
    expect(() => loadConfig({ ...base, DEMO: 'maybe' })).toThrow(/DEMO: must be on or off/);
  });
});
