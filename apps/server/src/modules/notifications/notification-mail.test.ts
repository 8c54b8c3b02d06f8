import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt, isNull } from 'drizzle-orm';
import { notificationPreferencesSchema } from '@saldo/contracts/notifications';
import { callerWith, demoAdmin, type Caller } from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import type { AppContext } from '../../app-context.ts';
import { mailOutbox } from '../../integrations/mail/outbox.table.ts';
import type { OutgoingMail } from '../../integrations/mail/outbox.repository.ts';
import { users } from '../auth/users.table.ts';
import { sendDigests, sendEventMails } from './notification-mailer.ts';
import { notificationMails } from './notifications.table.ts';
import { notify } from './notifications.repository.ts';

let t: TestApp;
let admin: Caller;
let accountant: Caller;
let organizationId: number;
const dispatched: { id: number; mail: OutgoingMail }[] = [];

const mailCtx = (transport: 'outbox' | 'none' = 'outbox') => ({
  db: t.database.db,
  config: t.config,
  mailer: {
    transport,
    dispatch: (id: number, mail: OutgoingMail) => dispatched.push({ id, mail }),
  } as unknown as AppContext['mailer'],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await demoAdmin(t);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  const [row] = await t.database.db
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(eq(users.email, demo.admin.email));
  organizationId = row?.organizationId ?? 0;
});
afterAll(async () => {
  await t.close();
});

const event = (number: string) =>
  t.database.db.transaction((tx) =>
    notify(tx, {
      organizationId,
      kind: 'ksefRejected',
      params: { number },
      link: '/apps/invoice/preview/1',
    }),
  );

async function choose(call: Caller, language: string, change: { email?: boolean; dailyDigest?: boolean }) {
  const current = notificationPreferencesSchema.parse(
    (await call({ method: 'GET', url: '/api/notifications/preferences' })).json(),
  );
  const response = await call({
    method: 'PUT',
    url: '/api/notifications/preferences',
    headers: { 'accept-language': language },
    payload: {
      preferences: current.preferences.map((p) =>
        p.kind === 'ksefRejected' && change.email !== undefined ? { ...p, email: change.email } : p,
      ),
      dailyDigest: change.dailyDigest ?? current.dailyDigest,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return notificationPreferencesSchema.parse(response.json());
}

const outboxSince = async (id: number) =>
  t.database.db.select().from(mailOutbox).where(gt(mailOutbox.id, id)).orderBy(mailOutbox.id);
const lastOutboxId = async () =>
  (
    await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1)
  )[0]?.id ?? 0;

describe('events by e-mail', () => {
  it('offers every kind by e-mail, off by default, and no digest', async () => {
    const current = notificationPreferencesSchema.parse(
      (await admin({ method: 'GET', url: '/api/notifications/preferences' })).json(),
    );
    expect(current.dailyDigest).toBe(false);
    expect(current.preferences.every((p) => p.bell && !p.email)).toBe(true);
  });

  it('e-mails an event to those who chose its kind, in the language they chose it in, and only once', async () => {
    const saved = await choose(accountant, 'pl', { email: true });
    expect(saved.preferences.find((p) => p.kind === 'ksefRejected')).toMatchObject({ email: true });
    const before = await lastOutboxId();
    await event('FV/MAIL/1');
    expect(await sendEventMails(mailCtx())).toBe(1);
    const [mail, ...others] = await outboxSince(before);
    expect(others).toEqual([]);
    expect(mail?.recipient).toBe(demo.accountant.email);
    expect(mail?.subject).toBe('Saldo: KSeF odrzucił fakturę FV/MAIL/1');
    expect(mail?.textBody).toContain('http://saldo.test/apps/invoice/preview/1');
    expect(mail?.textBody).toContain('http://saldo.test/pages/account-setting');
    expect(dispatched.at(-1)?.id).toBe(mail?.id);
    // Taken once: a second run (or a second instance) finds nothing.
    expect(await sendEventMails(mailCtx())).toBe(0);
  });

  it('leaves the events queued while no mail transport is configured', async () => {
    await event('FV/MAIL/2');
    expect(await sendEventMails(mailCtx('none'))).toBe(0);
    const waiting = await t.database.db
      .select({ id: notificationMails.id })
      .from(notificationMails)
      .where(isNull(notificationMails.sentAt));
    expect(waiting).toHaveLength(1);
    expect(await sendEventMails(mailCtx())).toBe(1);
  });

  it('e-mails nothing to a user who turned the kind off again', async () => {
    await choose(accountant, 'pl', { email: false });
    await event('FV/MAIL/3');
    expect(await sendEventMails(mailCtx())).toBe(0);
  });
});

describe('the daily digest', () => {
  // 06:30 and 08:00 in Warsaw on a winter day (UTC+1).
  const early = new Date('2026-12-01T05:30:00Z');
  const morning = new Date('2026-12-01T07:00:00Z');
  const nextMorning = new Date('2026-12-02T07:00:00Z');

  it('sends one mail a day from 7:00 Warsaw time listing the unread events', async () => {
    await choose(admin, 'en', { dailyDigest: true });
    await event('FV/DIGEST/1');
    const before = await lastOutboxId();
    expect(await sendDigests(mailCtx(), early)).toBe(0);
    expect(await sendDigests(mailCtx(), morning)).toBe(1);
    expect(await sendDigests(mailCtx(), morning)).toBe(0);
    const [mail] = await outboxSince(before);
    expect(mail?.recipient).toBe(demo.admin.email);
    expect(mail?.subject).toMatch(/^Your Saldo digest: \d+ unread events$/);
    expect(mail?.textBody).toContain('KSeF rejected invoice FV/DIGEST/1');
  });

  it('sends nothing when everything is read', async () => {
    await admin({ method: 'POST', url: '/api/notifications/read-all' });
    expect(await sendDigests(mailCtx(), nextMorning)).toBe(0);
  });
});
