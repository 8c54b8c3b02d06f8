import { createServer, type AddressInfo, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, latestMail, type TestApp } from '../../../test/test-app.ts';
import { createMailer } from './mailer.ts';
import { mailOutbox } from './outbox.table.ts';

/** Just enough of an SMTP server to accept mail from nodemailer, keeping each message it gets. */
function fakeSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = '';
    let data: string | null = null;
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake.smtp\r\n');
        else if (command.startsWith('DATA')) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('mail through SMTP', () => {
  const received: string[] = [];
  let smtp: Server;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await fakeSmtpServer(received);
    const { port } = smtp.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Saldo <biuro@saldo.test>' });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('delivers the mail and records it as sent in the outbox', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/jwt/forgot-password',
      payload: { email: 'client@demo.com' },
    });
    await vi.waitFor(
      async () => expect((await latestMail(t.database, 'client@demo.com'))?.sentAt).toBeInstanceOf(Date),
      {
        timeout: 10_000,
      },
    );
    const logged = await latestMail(t.database, 'client@demo.com');
    expect(logged).toMatchObject({ error: null, subject: 'Reset your password', textBody: '', htmlBody: '' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('biuro@saldo.test');
    expect(received[0]).toContain('Reset your password');
  });
});

describe('mail committed but never handed to SMTP (the server stopped in between)', () => {
  const received: string[] = [];
  let smtp: Server;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await fakeSmtpServer(received);
    const { port } = smtp.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => smtp.close(resolve));
  });

  it('is delivered by the delivery job once, and a hand-off still under way is left alone', async () => {
    const { db } = t.database;
    const row = (recipient: string, minutesAgo: number, startedMinutesAgo: number | null) => ({
      recipient,
      subject: `Invoice for ${recipient}`,
      textBody: 'x',
      htmlBody: '<p>x</p>',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      deliveryStartedAt:
        startedMinutesAgo === null ? null : new Date(Date.now() - startedMinutesAgo * 60_000),
    });
    await db
      .insert(mailOutbox)
      .values([
        row('orphaned@example.com', 5, null),
        row('stalled@example.com', 30, 20),
        row('just-written@example.com', 0, null),
        row('being-sent@example.com', 5, 1),
      ]);
    const mailer = createMailer({ db, config: t.config, log: t.app.log });
    expect(await mailer.deliverOrphaned()).toBe(2);
    expect(await mailer.deliverOrphaned()).toBe(0);
    await mailer.close();
    expect(received).toHaveLength(2);
    expect(received.join()).toContain('orphaned@example.com');
    expect(received.join()).toContain('stalled@example.com');
    expect((await latestMail(t.database, 'orphaned@example.com'))?.sentAt).toBeInstanceOf(Date);
    expect((await latestMail(t.database, 'just-written@example.com'))?.sentAt).toBeNull();
    expect((await latestMail(t.database, 'being-sent@example.com'))?.sentAt).toBeNull();
  });
});

describe('mail when the SMTP server is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still answers the request, and records the failure in the outbox', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/forgot-password',
      payload: { email: 'admin@demo.com' },
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(
      async () => expect((await latestMail(t.database, 'admin@demo.com'))?.error).toBeTruthy(),
      {
        timeout: 10_000,
      },
    );
    expect((await latestMail(t.database, 'admin@demo.com'))?.sentAt).toBeNull();
  });

  it('logs the failed delivery as one warning with the reason, not as an error with a stack', async () => {
    const warn = vi.fn();
    const error = vi.fn();
    const log = { warn, error, info: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ db: t.database.db, config: t.config, log });
    await mailer.send({ to: 'admin@demo.com', subject: 'Test', text: 'x', html: '<p>x</p>' });
    await mailer.close();
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      { mailId: expect.any(Number), reason: expect.stringContaining('ECONNREFUSED') },
      'mail delivery failed',
    );
  });
});
