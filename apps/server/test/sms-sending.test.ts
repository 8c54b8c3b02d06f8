/**
 * SMS to a debtor are outside sends too (issue 15.1): the same gate as mail to others, counted in
 * text messages from sms_log. Each refusal says why in the user's language, reaches no gateway and
 * records nothing in the debt history.
 *
 *   a sender whose address is unconfirmed: 403 sms_unconfirmed_sender ............. here
 *   the organization's rate (100 in 10 minutes), counting what was sent before ....... here
 *   a new organization's daily quota, growing with its age ......................... here
 *   an SMS the gateway refused does not count; concurrent sends stay within quota ... here
 *   no gateway configured: 503, as before ........................... debt.test.ts
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsLog } from '../src/integrations/sms/sms-log.table.ts';
import { users } from '../src/modules/auth/users.table.ts';
import { debtHistory } from '../src/modules/debt/debt.table.ts';
import { debtScenario, type DebtScenario } from '../src/modules/debt/test-helpers.ts';
import { organizations } from '../src/modules/organizations/organizations.table.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../src/lib/dates.ts';
import { startFakeSmsServer, type FakeSmsServer } from './fakes/fake-sms-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let sms: FakeSmsServer;

beforeAll(async () => {
  sms = await startFakeSmsServer();
  t = await createTestApp({ SMTP_URL: 'outbox:', SMS_API_URL: sms.url, SMS_API_TOKEN: sms.token });
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

interface Texting {
  scenario: DebtScenario;
  organizationId: number;
  userId: number;
}

async function textingSetup(): Promise<Texting> {
  const scenario = await debtScenario(t);
  const me = await t.app.inject({ url: '/api/jwt/me', headers: scenario.admin });
  const userId = me.json<{ userData: { id: number } }>().userData.id;
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error('no such user');
  return { scenario, organizationId: row.organizationId, userId };
}

function text(s: Texting, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/apps/invoice/invoices/${s.scenario.late.id}/debt/reminder`,
    headers: { ...s.scenario.admin, 'accept-language': language },
    payload: { channel: 'sms' },
  });
}

async function ageOrganization(s: Texting, days: number) {
  await t.database.db
    .update(organizations)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(organizations.id, s.organizationId));
}

/** SMS the organization sent earlier, `ago` ms back: what another instance or an earlier run wrote. */
async function textedEarlier(s: Texting, n: number, ago: number, status: 'sent' | 'refused' = 'sent') {
  await t.database.db.insert(smsLog).values(
    Array.from({ length: n }, () => ({
      organizationId: s.organizationId,
      userId: s.userId,
      recipient: '+48 500 100 200',
      status,
      createdAt: new Date(Date.now() - ago),
    })),
  );
}

async function smsEntries(s: Texting) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(debtHistory)
    .where(and(eq(debtHistory.organizationId, s.organizationId), eq(debtHistory.action, 'reminder_sms')));
  return row?.n ?? 0;
}

describe('texting a debtor through the sending gate', () => {
  it('refuses an SMS from an account whose address is not confirmed, in the user’s language', async () => {
    const s = await textingSetup();
    await t.database.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, s.userId));
    const before = sms.messages.length;
    const response = await text(s, 'pl');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message:
        'Najpierw potwierdź swój adres e-mail (linkiem, który Ci wysłaliśmy); do tego czasu nic nie jest wysyłane do innych.',
      code: 'sms_unconfirmed_sender',
    });
    expect(sms.messages.length).toBe(before);
    expect(await smsEntries(s)).toBe(0);
  });

  it('holds the organization to 100 SMS in 10 minutes, counting what was sent before', async () => {
    const s = await textingSetup();
    await ageOrganization(s, 365);
    await textedEarlier(s, 100, 5 * MINUTE_MS);
    // Older than the window: no longer counts.
    await textedEarlier(s, 100, 11 * MINUTE_MS);
    const before = sms.messages.length;
    const refused = await text(s, 'de');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Ihre Organisation darf höchstens 100 SMS in 10 Minuten senden. Es wurde keine SMS gesendet; versuchen Sie es in einigen Minuten erneut.',
      code: 'sms_rate_limited',
    });
    expect(sms.messages.length).toBe(before);
    expect(await smsEntries(s)).toBe(0);
    await t.database.db
      .update(smsLog)
      .set({ createdAt: new Date(Date.now() - 11 * MINUTE_MS) })
      .where(eq(smsLog.organizationId, s.organizationId));
    expect((await text(s)).statusCode).toBe(201);
    expect(await smsEntries(s)).toBe(1);
  });

  it('gives a new organization a daily quota that grows with its age', async () => {
    const s = await textingSetup();
    await textedEarlier(s, 20, 3 * HOUR_MS);
    const refused = await text(s, 'fr');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        "Une nouvelle organisation peut envoyer au plus 20 SMS par jour (une limite qui augmente avec son ancienneté) ; celle d'aujourd'hui est atteinte. Aucun SMS n'a été envoyé.",
      code: 'sms_daily_quota',
    });
    expect(await smsEntries(s)).toBe(0);
    await ageOrganization(s, 2);
    expect((await text(s)).statusCode).toBe(201);
  });

  it('lets concurrent SMS through only as far as the quota reaches', async () => {
    const s = await textingSetup();
    await textedEarlier(s, 18, HOUR_MS);
    const before = sms.messages.length;
    const answers = await Promise.all(Array.from({ length: 5 }, () => text(s)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
    expect(sms.messages.length - before).toBe(2);
    expect(await smsEntries(s)).toBe(2);
  });

  // Last: the fake gateway keeps refusing the number from here on.
  it('logs each SMS; one the gateway refused does not count against the quota', async () => {
    const s = await textingSetup();
    await textedEarlier(s, 19, HOUR_MS, 'refused');
    const first = await text(s);
    expect(first.statusCode, first.body).toBe(201);
    const [logged] = await t.database.db
      .select()
      .from(smsLog)
      .where(and(eq(smsLog.organizationId, s.organizationId), eq(smsLog.status, 'sent')));
    expect(logged).toMatchObject({ recipient: '48500100200', status: 'sent' });
    expect(logged?.providerId).toBeTruthy();

    sms.refuseNumber('48500100200');
    expect((await text(s)).statusCode).toBe(409);
    const rows = await t.database.db
      .select({ status: smsLog.status })
      .from(smsLog)
      .where(eq(smsLog.organizationId, s.organizationId));
    expect(rows.filter((row) => row.status === 'refused')).toHaveLength(20);
    expect(await smsEntries(s)).toBe(1);
  });
});
