/**
 * Mail to people outside the account (issue 15.1 and 17.1): one gate for every such send. Each
 * refusal says why in the user's language and changes nothing (the invoice stays as it was, no
 * invited user is created, nothing reaches the outbox). The limits are counted from the outbox in the
 * database, so rows written earlier (by another instance, before a restart) count too.
 *
 *   no transport configured: 503 mail_not_configured, invoice and invitations ....... here
 *   the test-mode outbox transport, and GET /api/mail/status ........................ here
 *   account mail (password links) without a transport: answered, nothing kept ....... here
 *   a sender whose address is unconfirmed: 403, in Polish for a Polish user .......... here
 *   more than 10 recipients (To + Cc): 400 ......................................... here
 *   the organization's sending rate, and a new organization's daily quota .......... here
 *   concurrent sends cannot all slip under the quota ................................ here
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceResponse } from '@saldo/contracts/invoices';
import { insertOutboxMail } from '../src/integrations/mail/outbox.repository.ts';
import { mailOutbox } from '../src/integrations/mail/outbox.table.ts';
import { users } from '../src/modules/auth/users.table.ts';
import { freshOrganization, type Headers } from '../src/modules/contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from '../src/modules/invoices/test-helpers.ts';
import { invoices } from '../src/modules/invoices/invoices.table.ts';
import { organizations } from '../src/modules/organizations/organizations.table.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../src/lib/dates.ts';
import { bearer, createTestApp, newRegistration, type TestApp } from './test-app.ts';

const invoicesUrl = '/api/apps/invoice/invoices';

function addresses(n: number, domain = 'odbiorca.pl') {
  return Array.from({ length: n }, (_, i) => `osoba${i}@${domain}`).join(', ');
}

async function organizationOf(t: TestApp, headers: Headers): Promise<number> {
  const me = await t.app.inject({ url: '/api/jwt/me', headers });
  const id = me.json<{ userData: { id: number } }>().userData.id;
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row.organizationId;
}

async function ageOrganization(t: TestApp, organizationId: number, days: number) {
  await t.database.db
    .update(organizations)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(organizations.id, organizationId));
}

/** Mail the organization sent earlier, `ago` ms back: what another instance or an earlier run wrote. */
async function sentEarlier(t: TestApp, organizationId: number, recipientCount: number, ago: number) {
  const id = await insertOutboxMail(
    t.database.db,
    { to: 'wczesniej@example.com', subject: 'Earlier', text: '', html: '' },
    { organizationId, recipientCount },
  );
  await t.database.db
    .update(mailOutbox)
    .set({ createdAt: new Date(Date.now() - ago) })
    .where(eq(mailOutbox.id, id));
}

async function outboxCount(t: TestApp, organizationId: number) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.organizationId, organizationId)));
  return row?.n ?? 0;
}

interface Sending {
  headers: Headers;
  organizationId: number;
  invoiceId: number;
}

async function sendingSetup(t: TestApp, headers?: Headers): Promise<Sending> {
  const admin = headers ?? (await freshOrganization(t));
  const buyer = await newBuyer(t, admin);
  const invoice = await issue(t, admin, vatInvoice(buyer.id));
  return { headers: admin, organizationId: await organizationOf(t, admin), invoiceId: invoice.id };
}

function send(t: TestApp, s: Sending, payload: { to: string; cc?: string }, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `${invoicesUrl}/${s.invoiceId}/send`,
    headers: { ...s.headers, 'accept-language': language },
    payload: { subject: 'Faktura', message: 'W załączeniu faktura.', cc: '', ...payload },
  });
}

/** The stored status (the answer shows 'overdue' for these past-due fixtures) and the audit's send entry. */
async function invoiceStatus(t: TestApp, s: Sending) {
  const response = await t.app.inject({ url: `${invoicesUrl}/${s.invoiceId}`, headers: s.headers });
  const { invoice } = response.json<InvoiceResponse>();
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, s.invoiceId));
  return { status: row?.status, sent: invoice.audit.some((entry) => entry.action === 'sent') };
}

describe('with no mail transport configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: '' });
  });
  afterAll(() => t.close());

  it('tells the web app there is none', async () => {
    const response = await t.app.inject({ url: '/api/mail/status' });
    expect(response.json()).toEqual({ transport: 'none' });
  });

  it('refuses to send an invoice with one translated message and a code, and leaves it issued', async () => {
    const s = await sendingSetup(t);
    const response = await send(t, s, { to: 'biuro@kowalski.pl' }, 'pl');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'Wysyłka e-maili nie jest skonfigurowana na tym serwerze, więc nic nie wysłano.',
      code: 'mail_not_configured',
    });
    expect(await invoiceStatus(t, s)).toEqual({ status: 'issued', sent: false });
    expect(await outboxCount(t, s.organizationId)).toBe(0);
  });

  it('refuses an invitation and creates no user', async () => {
    const admin = await freshOrganization(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/organization/users',
      headers: admin,
      payload: { email: 'zaproszona@example.com', fullName: 'Ewa Zaproszona', role: 'admin' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ code: string }>().code).toBe('mail_not_configured');
    const invited = await t.database.db.select().from(users).where(eq(users.email, 'zaproszona@example.com'));
    expect(invited).toEqual([]);
  });

  it('still answers a password reset the same way, and keeps no copy of the link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/forgot-password',
      payload: { email: 'admin@demo.com' },
    });
    expect(response.statusCode).toBe(200);
    const kept = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'admin@demo.com'));
    expect(kept).toEqual([]);
  });
});

describe('with the test-mode outbox transport', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'outbox:' });
  });
  afterAll(() => t.close());

  it('says so to the web app (which shows the banner)', async () => {
    const response = await t.app.inject({ url: '/api/mail/status' });
    expect(response.json()).toEqual({ transport: 'outbox' });
  });

  it('keeps the mail, counted for the organization, and marks the invoice sent in the same step', async () => {
    const s = await sendingSetup(t);
    const response = await send(t, s, { to: 'biuro@kowalski.pl', cc: 'ksiegowa@kowalski.pl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await invoiceStatus(t, s)).toEqual({ status: 'sent', sent: true });
    const [kept] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.organizationId, s.organizationId));
    expect(kept).toMatchObject({ recipient: 'biuro@kowalski.pl', recipientCount: 2, sentAt: null });
  });

  it('refuses mail from an account whose address is not confirmed, in the user’s language', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/jwt/register',
      payload: newRegistration(),
    });
    const s = await sendingSetup(t, bearer(registered.json<{ accessToken: string }>().accessToken));
    const response = await send(t, s, { to: 'ofiara@example.com' }, 'pl');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'Najpierw potwierdź swój adres e-mail (linkiem, który Ci wysłaliśmy); do tego czasu nic nie jest wysyłane do innych.',
      code: 'mail_unconfirmed_sender',
    });
    expect(await invoiceStatus(t, s)).toEqual({ status: 'issued', sent: false });
    expect(await outboxCount(t, s.organizationId)).toBe(0);
  });

  it('refuses more than 10 recipients, To and Cc together', async () => {
    const s = await sendingSetup(t);
    const response = await send(t, s, { to: addresses(6), cc: addresses(5, 'kopia.pl') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'A message may go to at most 10 recipients (To and Cc together); this one has 11. Nothing was sent.',
      code: 'mail_too_many_recipients',
    });
    expect(await invoiceStatus(t, s)).toEqual({ status: 'issued', sent: false });
    expect((await send(t, s, { to: addresses(5), cc: addresses(5, 'kopia.pl') })).statusCode).toBe(200);
  });

  it('holds the organization to 100 recipients in 10 minutes, counting what was sent before', async () => {
    const s = await sendingSetup(t);
    await ageOrganization(t, s.organizationId, 365);
    await sentEarlier(t, s.organizationId, 95, 5 * MINUTE_MS);
    // Older than the window: no longer counts.
    await sentEarlier(t, s.organizationId, 100, 11 * MINUTE_MS);
    const refused = await send(t, s, { to: addresses(6) }, 'de');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Ihre Organisation darf E-Mails an höchstens 100 Empfänger in 10 Minuten senden. Es wurde nichts gesendet; versuchen Sie es in einigen Minuten erneut.',
      code: 'mail_rate_limited',
    });
    expect(await invoiceStatus(t, s)).toEqual({ status: 'issued', sent: false });
    expect((await send(t, s, { to: addresses(5) })).statusCode).toBe(200);
  });

  it('gives a new organization a daily quota that grows with its age', async () => {
    const s = await sendingSetup(t);
    await sentEarlier(t, s.organizationId, 18, 3 * HOUR_MS);
    const refused = await send(t, s, { to: addresses(3) }, 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        "Une nouvelle organisation peut envoyer des e-mails à au plus 20 destinataires par jour (une limite qui augmente avec son ancienneté) ; celle d'aujourd'hui est atteinte. Rien n'a été envoyé.",
      code: 'mail_daily_quota',
    });
    expect(await invoiceStatus(t, s)).toEqual({ status: 'issued', sent: false });
    await ageOrganization(t, s.organizationId, 2);
    expect((await send(t, s, { to: addresses(3) })).statusCode).toBe(200);
  });

  it('lets concurrent sends through only as far as the quota reaches', async () => {
    const s = await sendingSetup(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(t, s, { to: addresses(10) })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 429, 429, 429]);
    expect(await outboxCount(t, s.organizationId)).toBe(2);
  });
});
