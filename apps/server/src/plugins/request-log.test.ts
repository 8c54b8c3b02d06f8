import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../lib/app-error.ts';
import { errorsPlugin } from './errors.ts';
import { redactUrl, RequestLogController } from './request-log.ts';

interface LogLine {
  level: number;
  msg: string;
  url?: string;
  statusCode?: number;
  responseTime?: number;
  reason?: string;
  err?: { stack?: string };
}

const DEBUG = 20;
const WARN = 40;
const ERROR = 50;

function logSink() {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    stream: {
      write(chunk: string) {
        raw.push(chunk);
        lines.push(JSON.parse(chunk) as LogLine);
      },
    },
  };
}

describe('redactUrl', () => {
  it('hides credential values in the query and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123&lang=pl')).toBe(
      '/reset-password?token=[redacted]&lang=pl',
    );
    expect(redactUrl('/confirm-email?token=s3cr3t')).toBe('/confirm-email?token=[redacted]');
    expect(redactUrl('/x?refresh_token=a&apiKey=b&key=c&q=nip')).toBe(
      '/x?refresh_token=[redacted]&apiKey=[redacted]&key=[redacted]&q=nip',
    );
    expect(redactUrl('/api/apps/invoice/list?page=2&sort=date')).toBe(
      '/api/apps/invoice/list?page=2&sort=date',
    );
  });

  it('hides the key of a key-addressed file', () => {
    expect(redactUrl('/api/logos/Zq3kX9vW1pLmN8sT0aBcDeFg')).toBe('/api/logos/[redacted]');
    expect(redactUrl('/api/avatars/Zq3kX9vW1pLmN8sT0aBcDeFg?v=2')).toBe('/api/avatars/[redacted]?v=2');
  });
});

describe('request logging', () => {
  const sink = logSink();
  const app = Fastify({
    logger: { level: 'debug', stream: sink.stream },
    logController: new RequestLogController({ slowMs: 50 }),
  });

  beforeAll(async () => {
    await app.register(errorsPlugin);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/slow', async () => {
      await sleep(80);
      return { ok: true };
    });
    app.get('/refused', async () => {
      throw new AppError(403, 'auth.forbidden');
    });
    app.get('/register-down', async () => {
      throw new AppError(503, 'http.internal');
    });
    app.get('/fault', async () => {
      throw new Error('a real bug');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const linesFor = (url: string) => sink.lines.filter((line) => line.url === url);

  it('logs a normal request once, at debug, with its time', async () => {
    await app.inject({ url: '/ok' });
    const lines = linesFor('/ok');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: DEBUG, statusCode: 200 });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('logs a slow request at warn with its time', async () => {
    await app.inject({ url: '/slow' });
    const [line] = linesFor('/slow');
    expect(line?.level).toBe(WARN);
    expect(line?.responseTime).toBeGreaterThanOrEqual(50);
    expect(line?.msg).toMatch(/slow request \(\d+ ms\)/);
  });

  it('names a refusal on the request line, at debug, without a stack', async () => {
    await app.inject({ url: '/refused' });
    expect(linesFor('/refused')).toEqual([
      expect.objectContaining({ level: DEBUG, reason: 'auth.forbidden' }),
    ]);
    expect(sink.lines.some((line) => line.err?.stack?.includes('auth.forbidden'))).toBe(false);
  });

  it('logs a foreseen 5xx (a register down) as one warning, with no stack', async () => {
    const before = sink.lines.length;
    await app.inject({ url: '/register-down' });
    const written = sink.lines.slice(before);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ level: WARN, statusCode: 503, reason: 'http.internal' });
    expect(written[0]?.err).toBeUndefined();
  });

  it('logs a real fault as an error with its stack', async () => {
    const before = sink.lines.length;
    await app.inject({ url: '/fault' });
    const written = sink.lines.slice(before);
    expect(written.find((line) => line.level === ERROR)?.err?.stack).toContain('a real bug');
  });
});

describe('the app’s access log', () => {
  let t: TestApp;
  const sink = logSink();
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    app = await buildApp({
      config: t.config,
      db: t.database,
      logger: { level: 'debug', stream: sink.stream },
    });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('never writes a mailed link’s token', async () => {
    const token = 'mailed-one-time-token-9f8e7d6c5b4a';
    await app.inject({ url: `/reset-password?token=${token}` });
    await app.inject({ url: `/confirm-email?token=${token}&lang=pl` });
    expect(sink.raw.join('')).not.toContain(token);
    expect(sink.lines.some((line) => line.url === '/reset-password?token=[redacted]')).toBe(true);
  });

  it('writes nothing per request at the default level', async () => {
    const quiet = logSink();
    const defaultApp = await buildApp({
      config: t.config,
      db: t.database,
      logger: { level: 'info', stream: quiet.stream },
    });
    try {
      await defaultApp.inject({ url: '/api/apps/invoice/list' });
      await defaultApp.inject({ url: '/api/no-such-route' });
    } finally {
      await defaultApp.close();
    }
    expect(quiet.lines).toEqual([]);
  });
});
