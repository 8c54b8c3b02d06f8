import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DebtBulkResult, DebtHistoryEntry, OverdueList } from '@saldo/contracts/debt';
import { exchangeRate } from '@saldo/domain/exchange-rate';
import { overdueClaim } from '@saldo/domain/late-payment/overdue-claim';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { startFakeNbpServer, type FakeNbpServer } from '../../../test/fakes/fake-nbp-server.ts';
import { startFakeSmsServer, type FakeSmsServer } from '../../../test/fakes/fake-sms-server.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../../test/fakes/fake-smtp-server.ts';
import { users } from '../auth/users.table.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { debtScenario, nbpDataForCompensation, today, type DebtScenario } from './test-helpers.ts';

const base = '/api/apps/invoice';
let t: TestApp;
let smtp: FakeSmtpServer;
let sms: FakeSmsServer;
let nbp: FakeNbpServer;
let s: DebtScenario;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  sms = await startFakeSmsServer();
  nbp = await startFakeNbpServer(nbpDataForCompensation());
  t = await createTestApp({
    SMTP_URL: smtp.url,
    NBP_API_URL: nbp.url,
    SMS_API_URL: sms.url,
    SMS_API_TOKEN: sms.token,
  });
  s = await debtScenario(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([smtp.close(), sms.close(), nbp.close()]);
});

async function overdue(headers: Headers, query = ''): Promise<OverdueList> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/overdue${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OverdueList>();
}

async function act(headers: Headers, id: number, action: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `${base}/invoices/${id}/debt/${action}`,
    headers: { ...headers, 'accept-language': 'pl' },
    ...(payload ? { payload } : {}),
  });
}

async function history(headers: Headers, query: string): Promise<DebtHistoryEntry[]> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/debt-history?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ entries: DebtHistoryEntry[] }>().entries;
}

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** SMTP delivery is not awaited by the request: wait for the message to arrive. */
async function mailTo(address: string, count: number) {
  for (let i = 0; i < 100; i++) {
    const mails = smtp.received.filter((m) => m.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${address}`);
}

describe('GET /overdue', () => {
  it('lists what is late and unpaid, with interest to today and the compensation at the NBP rate', async () => {
    const list = await overdue(s.admin);
    const ids = list.invoices.map((i) => i.id).sort((a, b) => a - b);
    expect(ids).toEqual([s.late.id, s.partly.id, s.unreachable.id].sort((a, b) => a - b));
    expect(list.total).toBe(3);

    const late = list.invoices.find((i) => i.id === s.late.id);
    const expected = overdueClaim(
      { balance: 195_300, toPay: 195_300, gross: 195_300, grossPln: null, dueDate: s.late.dueDate },
      today(),
      exchangeRate('4.2500'),
    );
    expect(late).toMatchObject({
      number: s.late.number,
      balance: 195_300,
      total: 195_300,
      interest: expected.interest,
      interestRate: expected.interestRate,
      reminders: 0,
      lastAction: null,
      compensation: { eur: 40, pln: 17_000, rate: '4.2500', rateDate: expected.compensation?.rateDate },
    });
    expect(late?.interest).toBeGreaterThan(0);
    expect(late?.daysOverdue).toBeGreaterThanOrEqual(69);

    const partly = list.invoices.find((i) => i.id === s.partly.id);
    expect(partly?.balance).toBe(100_000);
    // Sums over the whole list, not the page.
    const interests = list.invoices.reduce((sum, i) => sum + (i.interest ?? 0), 0);
    // The 953,00 paid today, 20 days late, still owes interest for those days.
    const latePaid = list.invoices.reduce((sum, i) => sum + (i.latePaymentInterest ?? 0), 0);
    expect(partly?.latePaymentInterest).toBeGreaterThan(0);
    expect(list.sums).toEqual([
      {
        currency: 'PLN',
        balance: 195_300 + 100_000 + 195_300,
        interest: interests,
        latePaymentInterest: latePaid,
      },
    ]);
  });

  it('filters by band, amount, text and contractor, sorts and pages', async () => {
    expect((await overdue(s.admin, '?band=61_90')).invoices.map((i) => i.id)).toEqual([s.late.id]);
    expect((await overdue(s.admin, '?band=1_30')).invoices.map((i) => i.id)).toEqual([s.partly.id]);
    expect((await overdue(s.admin, '?maxAmount=1500')).invoices.map((i) => i.id)).toEqual([s.partly.id]);
    expect((await overdue(s.admin, '?minAmount=1%20500,00')).total).toBe(2);
    expect((await overdue(s.admin, `?q=${encodeURIComponent(s.late.number)}`)).total).toBe(1);
    expect((await overdue(s.admin, '?q=Milcz')).invoices.map((i) => i.id)).toEqual([s.unreachable.id]);
    expect((await overdue(s.admin, `?contractorId=${s.silentBuyerId}`)).total).toBe(1);

    const byInterest = await overdue(s.admin, '?sortBy=interest&sortDesc=true');
    expect(byInterest.invoices[0]?.id).toBe(s.late.id);
    const ascending = await overdue(s.admin, '?sortBy=daysOverdue&sortDesc=false&perPage=1&page=1');
    expect(ascending.invoices.map((i) => i.id)).toEqual([s.partly.id]);
    expect(ascending.total).toBe(3);
    const page2 = await overdue(s.admin, '?sortBy=daysOverdue&sortDesc=false&perPage=1&page=2');
    expect(page2.invoices.map((i) => i.id)).toEqual([s.unreachable.id]);
  });

  it('refuses a bound that is not an amount', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${base}/overdue?minAmount=abc`,
      headers: s.admin,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('collection steps', () => {
  it('e-mails a reminder with the invoice PDF over SMTP and records it', async () => {
    const response = await act(s.admin, s.late.id, 'reminder', {
      channel: 'email',
      message: 'Prosimy o kontakt.',
    });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<DebtHistoryEntry>();
    expect(entry).toMatchObject({
      invoiceId: s.late.id,
      action: 'reminder_email',
      origin: 'user',
      title: 'Wysłano przypomnienie e-mail',
      subtitle: 'Do: ksiegowosc@kowalski.pl',
      delivered: true,
    });
    expect(entry.attachmentUrl).toBe(`${base}/debt-history/${entry.id}/attachment`);

    const [mail] = await mailTo('ksiegowosc@kowalski.pl', 1);
    expect(mail?.raw).toContain('application/pdf');
    expect(mail?.raw).toContain('Prosimy o kontakt.');

    const item = (await overdue(s.admin)).invoices.find((i) => i.id === s.late.id);
    expect(item?.reminders).toBe(1);
    expect(item?.lastAction?.title).toBe('Payment reminder sent by e-mail');

    const pdf = await t.app.inject({ method: 'GET', url: entry.attachmentUrl ?? '', headers: s.admin });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(s.late.number);
  });

  it('texts a reminder through the SMS gateway', async () => {
    const response = await act(s.admin, s.late.id, 'reminder', { channel: 'sms' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<DebtHistoryEntry>()).toMatchObject({
      action: 'reminder_sms',
      subtitle: 'Do: 48500100200',
    });
    const sent = sms.messages.at(-1);
    expect(sent?.to).toBe('48500100200');
    expect(sent?.message).toContain(s.late.number);
  });

  it('says why when the buyer cannot be reached, and records nothing', async () => {
    const before = await history(s.admin, `invoiceId=${s.unreachable.id}`);
    const email = await act(s.admin, s.unreachable.id, 'reminder', { channel: 'email' });
    expect(email.statusCode).toBe(409);
    expect(email.json<{ message: string }>().message).toBe(
      'Nabywca nie ma adresu e-mail. Najpierw dodaj go do kontrahenta.',
    );
    expect((await act(s.admin, s.unreachable.id, 'reminder', { channel: 'sms' })).statusCode).toBe(409);
    expect(await history(s.admin, `invoiceId=${s.unreachable.id}`)).toEqual(before);
  });

  it('refuses steps on what owes nothing', async () => {
    const paid = await act(s.admin, s.paid.id, 'reminder', { channel: 'email' });
    expect(paid.statusCode).toBe(409);
    expect(paid.json<{ message: string }>().message).toContain(s.paid.number);
    expect((await act(s.admin, 999_999, 'note', { kind: 'note', text: 'x' })).statusCode).toBe(404);
  });

  it('records a phone call and a note', async () => {
    const call = await act(s.admin, s.partly.id, 'note', {
      kind: 'phone_call',
      text: 'Obiecali zapłacić w piątek',
    });
    expect(call.statusCode).toBe(201);
    expect(call.json<DebtHistoryEntry>()).toMatchObject({
      action: 'phone_call',
      title: 'Rozmowa telefoniczna',
      subtitle: 'Obiecali zapłacić w piątek',
    });
    expect((await act(s.admin, s.partly.id, 'note', { kind: 'note', text: '   ' })).statusCode).toBe(400);
  });

  it('generates a demand for payment with interest and compensation, and e-mails it when asked', async () => {
    const early = await act(s.admin, s.late.id, 'demand', { interestDate: '2020-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ errors: Record<string, string> }>().errors.interestDate).toContain(s.late.dueDate);

    const response = await act(s.admin, s.late.id, 'demand', { send: true });
    expect(response.statusCode, response.body).toBe(201);
    const entry = response.json<DebtHistoryEntry>();
    expect(entry).toMatchObject({ action: 'demand_letter', title: 'Wezwanie do zapłaty', delivered: true });
    expect(entry.subtitle).toContain('wysłano e-mailem do ksiegowosc@kowalski.pl');
    const pdf = await t.app.inject({ method: 'GET', url: entry.attachmentUrl ?? '', headers: s.admin });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(/WEZWANIE DO ZAPŁATY/i);
    expect(text).toContain(s.late.number);
    expect(text).toContain('170,00');
    const mails = await mailTo('ksiegowosc@kowalski.pl', 2);
    expect(mails.at(-1)?.raw).toMatch(/wezwanie/i);
  });

  it('resends the invoice', async () => {
    const response = await act(s.admin, s.partly.id, 'resend');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<DebtHistoryEntry>().title).toBe('Ponownie wysłano fakturę');
  });

  it('takes one step for many invoices and skips those it cannot, saying why', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/debt/bulk`,
      headers: s.admin,
      payload: { ids: [s.partly.id, s.paid.id, s.unreachable.id], action: 'reminder_email' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<DebtBulkResult>();
    expect(result.done).toEqual([s.partly.id]);
    expect(result.skipped).toEqual([
      { id: s.paid.id, reason: `Invoice ${s.paid.number} has nothing left to pay.` },
      { id: s.unreachable.id, reason: 'The buyer has no e-mail address. Add one to the contractor first.' },
    ]);
  });

  it('lists an invoice history newest first, and a contractor history across its invoices', async () => {
    const entries = await history(s.admin, `invoiceId=${s.late.id}`);
    expect(entries.map((e) => e.action)).toEqual(['demand_letter', 'reminder_sms', 'reminder_email']);
    const contractor = await history(s.admin, `contractorId=${s.buyerId}`);
    expect(new Set(contractor.map((e) => e.invoiceId))).toEqual(new Set([s.late.id, s.partly.id]));
  });
});

describe('without a mail transport or an SMS gateway', () => {
  let bare: TestApp;
  let scenario: DebtScenario;
  beforeAll(async () => {
    bare = await createTestApp({ SMTP_URL: '' });
    const saved = t;
    t = bare;
    scenario = await debtScenario(bare);
    t = saved;
  });
  afterAll(() => bare.close());

  it('answers 503 saying the channel is not set up, and records nothing', async () => {
    const post = (payload: object) =>
      bare.app.inject({
        method: 'POST',
        url: `${base}/invoices/${scenario.late.id}/debt/reminder`,
        headers: scenario.admin,
        payload,
      });
    const email = await post({ channel: 'email' });
    expect(email.statusCode).toBe(503);
    expect(email.json<{ code?: string }>().code).toBe('mail_not_configured');
    expect(email.json<{ message: string }>().message).toBe(
      'E-mail sending is not set up on this server, so nothing was sent.',
    );
    const text = await post({ channel: 'sms' });
    expect(text.statusCode).toBe(503);
    expect(text.json<{ message: string }>().message).toContain('No SMS provider is configured');
    const list = await bare.app.inject({
      method: 'GET',
      url: `${base}/debt-history?invoiceId=${scenario.late.id}`,
      headers: scenario.admin,
    });
    expect(list.json<{ entries: unknown[] }>().entries).toEqual([]);
  });

  it('still lists overdue invoices, with the compensation in EUR only when NBP is off', async () => {
    const response = await bare.app.inject({
      method: 'GET',
      url: `${base}/overdue`,
      headers: scenario.admin,
    });
    const late = response.json<OverdueList>().invoices.find((i) => i.id === scenario.late.id);
    expect(late?.compensation).toMatchObject({ eur: 40, pln: null, rate: null });
  });
});

describe('a client user', () => {
  let admin: Headers;
  let client: Headers;
  let ownContractorId: number;

  beforeAll(async () => {
    admin = await adminHeaders(t);
    client = bearer((await login(t.app, demo.client)).accessToken);
    const [row] = await t.database.db
      .select({ contractorId: users.contractorId })
      .from(users)
      .where(eq(users.email, demo.client.email));
    ownContractorId = row?.contractorId ?? -1;
  });

  it('sees only its own overdue invoices', async () => {
    const all = await overdue(admin);
    const own = await overdue(client);
    expect(own.invoices.length).toBeGreaterThan(0);
    expect(own.invoices.every((i) => i.client.id === ownContractorId)).toBe(true);
    expect(all.invoices.some((i) => i.client.id !== ownContractorId)).toBe(true);
  });

  it('sees the reminders sent to it, not the creditor notes, and nothing of other buyers', async () => {
    const own = (await overdue(client)).invoices[0];
    const other = (await overdue(admin)).invoices.find((i) => i.client.id !== ownContractorId);
    if (!own || !other) throw new Error('the demo data has overdue invoices of the client and of others');

    expect((await act(admin, own.id, 'note', { kind: 'note', text: 'Wewnętrzna notatka' })).statusCode).toBe(
      201,
    );
    expect((await act(admin, own.id, 'reminder', { channel: 'email' })).statusCode).toBe(201);
    const otherEntry = await act(admin, other.id, 'demand', {});
    expect(otherEntry.statusCode).toBe(201);

    const seen = await history(client, `invoiceId=${own.id}`);
    expect(seen.map((e) => e.action)).toEqual(['reminder_email']);
    expect(await history(client, `invoiceId=${other.id}`)).toEqual([]);
    expect(await history(client, `contractorId=${other.client.id}`)).toEqual([]);
    const foreignPdf = await t.app.inject({
      method: 'GET',
      url: otherEntry.json<DebtHistoryEntry>().attachmentUrl ?? '',
      headers: client,
    });
    expect(foreignPdf.statusCode).toBe(404);
  });

  it('cannot take collection steps', async () => {
    const own = (await overdue(client)).invoices[0];
    expect((await act(client, own?.id ?? 1, 'reminder', { channel: 'email' })).statusCode).toBe(403);
    expect((await act(client, own?.id ?? 1, 'note', { kind: 'note', text: 'x' })).statusCode).toBe(403);
    const bulk = await t.app.inject({
      method: 'POST',
      url: `${base}/debt/bulk`,
      headers: client,
      payload: { ids: [own?.id ?? 1], action: 'demand_letter' },
    });
    expect(bulk.statusCode).toBe(403);
  });
});
