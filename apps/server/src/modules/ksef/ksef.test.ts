import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  KsefFetchResult,
  KsefInvoiceState,
  KsefPanel,
  KsefQueueResult,
  KsefSettings,
} from '@saldo/contracts/ksef';
import { isValidKsefNumber } from '@saldo/domain/identifiers/ksef-number';
import { bearer, demo, login, type TestApp } from '../../../test/test-app.ts';
import { type FakeKsefServer } from '../../../test/fakes/fake-ksef-server.ts';
import { sampleInvoiceXml } from '../../integrations/ksef-api/ksef-api-test-support.ts';
import { KsefApiClient } from '../../integrations/ksef-api/ksef-api-client.ts';
import type { AppContext } from '../../app-context.ts';
import type { Headers } from '../contractors/test-helpers.ts';
import { invoiceKsefXml } from '../invoices/ksef/invoice-ksef.service.ts';
import { issueDueRecurringInvoices } from '../invoices/recurring-invoices.job.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { issue, vatInvoice } from '../invoices/test-helpers.ts';
import { sendQueuedInvoices, type KsefDeps } from './ksef-send.job.ts';
import { DEMO_NIP, startKsefTestbed, TOKEN, type KsefTestbed } from './test-helpers.ts';
import { ksefSettings, ksefSubmissions } from './ksef.table.ts';

const base = '/api/apps/invoice';

let t: TestApp;
let fake: FakeKsefServer;
let admin: Headers;
let buyerId: number;
let ctx: AppContext;
let deps: KsefDeps;

let testbed: KsefTestbed;

beforeAll(async () => {
  testbed = await startKsefTestbed();
  ({ t, fake, admin, buyerId, ctx, deps } = testbed);
});
afterAll(async () => {
  await testbed.close();
});

const newInvoice = () =>
  issue(t, admin, vatInvoice(buyerId, { issueDate: '2026-11-20', saleDate: '2026-11-20' }));

async function state(id: number, headers = admin): Promise<KsefInvoiceState> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/invoices/${id}/ksef`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KsefInvoiceState>();
}

const queue = (id: number) =>
  t.app.inject({ method: 'POST', url: `${base}/invoices/${id}/ksef`, headers: admin });

async function configure(body: object) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/organization/ksef',
    headers: admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KsefSettings>();
}

describe('settings', () => {
  it('refuses to queue before KSeF is set up, saying what to do', async () => {
    const invoice = await newInvoice();
    const response = await queue(invoice.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('Settings → KSeF');
  });

  it('keeps the token sealed and never sends it back', async () => {
    const saved = await configure({ environment: 'test', token: TOKEN, sendOnIssue: false, receive: false });
    expect(saved).toEqual({
      environment: 'test',
      tokenSet: true,
      tokenHint: 'cdef',
      sendOnIssue: false,
      receive: false,
      obligedFrom: null,
      offlineCertificate: null,
    });
    const [row] = await t.database.db.select().from(ksefSettings);
    expect(row?.tokenSealed).not.toContain('0123456789abcdef');
    // Without a token in the body the stored one stays.
    expect((await configure({ environment: 'demo', sendOnIssue: false, receive: false })).tokenSet).toBe(
      true,
    );
    await configure({ environment: 'test', sendOnIssue: false, receive: false });
  });
});

describe('sending', () => {
  it('sends a queued invoice, records its KSeF number and UPO, and locks it', async () => {
    const invoice = await newInvoice();
    const queued = await queue(invoice.id);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json<KsefInvoiceState>().state).toBe('queued');

    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    const accepted = await state(invoice.id);
    expect(accepted.state).toBe('accepted');
    expect(isValidKsefNumber(accepted.ksefNumber ?? '')).toBe(true);
    expect(accepted.ksefNumber?.startsWith(DEMO_NIP)).toBe(true);

    // KSeF got exactly the file we keep, and the QR link is built from its hash.
    const [row] = await t.database.db
      .select()
      .from(ksefSubmissions)
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    const sent = fake.accepted.find((a) => a.ksefNumber === accepted.ksefNumber);
    expect(sent?.invoiceHash).toBe(
      createHash('sha256')
        .update(row?.xml ?? '', 'utf8')
        .digest('base64'),
    );
    const hash = createHash('sha256')
      .update(row?.xml ?? '', 'utf8')
      .digest('base64url');
    expect(accepted.verificationUrl).toBe(
      `https://qr-test.ksef.mf.gov.pl/invoice/${DEMO_NIP}/20-11-2026/${hash}`,
    );
    expect(accepted.upoAvailable).toBe(true);
    const upo = await t.app.inject({
      method: 'GET',
      url: `${base}/invoices/${invoice.id}/ksef/upo`,
      headers: admin,
    });
    expect(upo.statusCode).toBe(200);
    expect(upo.body).toContain(accepted.ksefNumber);

    // The PDF carries the KSeF number and the verification link under its QR code.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `${base}/invoices/${invoice.id}/pdf`,
      headers: admin,
    });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain(accepted.ksefNumber);
    expect(text.replace(/\s+/g, '')).toContain(accepted.verificationUrl);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `${base}/invoices/${invoice.id}`,
      headers: admin,
      payload: vatInvoice(buyerId, { issueDate: '2026-11-20', saleDate: '2026-11-20', notes: 'x' }),
    });
    expect(edit.statusCode).toBe(409);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${base}/invoices/${invoice.id}/cancel`,
      headers: admin,
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<{ message: string }>().message).toContain('Issue a correction');
    const detail = await t.app.inject({
      method: 'GET',
      url: `${base}/invoices/${invoice.id}`,
      headers: admin,
    });
    expect(detail.json<{ invoice: { editable: boolean } }>().invoice.editable).toBe(false);
    expect((await queue(invoice.id)).statusCode).toBe(409);

    // A correction names the original by its KSeF number (NrKSeF = 1), not as issued outside KSeF.
    const correction = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        type: 'correction',
        issueDate: '2026-11-21',
        saleDate: '2026-11-21',
        correctedInvoiceId: invoice.id,
        correctionReason: 'Rabat',
        lines: [
          { name: 'Usługa programistyczna', quantity: '8', unit: 'h', unitPrice: '150,00', vatRate: '23' },
          { name: 'Książka', quantity: '3', unit: 'szt.', unitPrice: '33,3333', vatRate: '8' },
        ],
      }),
    );
    const xml = await t.app.inject({
      method: 'GET',
      url: `${base}/invoices/${correction.id}/ksef-xml`,
      headers: admin,
    });
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.body).toContain(`<NrKSeFFaKorygowanej>${accepted.ksefNumber}</NrKSeFFaKorygowanej>`);
    expect(xml.body).not.toContain('<NrKSeFN>');
  });

  it("shows KSeF's reason for a rejection, and sends again when asked", async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    fake.rejectNextInvoice(450, 'Błąd weryfikacji semantyki dokumentu faktury', ['Nieprawidłowa data']);
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 0, rejected: 1, retrying: 0 });
    const rejected = await state(invoice.id);
    expect(rejected.state).toBe('rejected');
    expect(rejected.error).toContain('450 Błąd weryfikacji semantyki dokumentu faktury: Nieprawidłowa data');

    expect((await queue(invoice.id)).statusCode).toBe(202);
    await sendQueuedInvoices(ctx, deps);
    expect((await state(invoice.id)).state).toBe('accepted');
  });

  it('keeps an invoice queued while KSeF fails, and retries it later with back-off', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    fake.failNextInvoice(500);
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 0, rejected: 0, retrying: 1 });
    const waiting = await state(invoice.id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting.error).toContain('500');
    expect(Date.parse(waiting.nextAttemptAt ?? '')).toBeGreaterThan(Date.now());
    // Not due yet: nothing happens.
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 0, rejected: 0, retrying: 0 });

    await t.database.db
      .update(ksefSubmissions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    const again = await sendQueuedInvoices(ctx, deps);
    expect(again, JSON.stringify(await state(invoice.id))).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
  });

  it('after a crash between sending and recording, records the number KSeF already gave, sending nothing twice', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    // What a worker did before it died: it saved the file, KSeF accepted it, the reference was never saved.
    const { xml } = await invoiceKsefXml(ctx, { id: 0, organizationId: 1, role: 'admin' }, invoice.id);
    const client = new KsefApiClient({ baseUrl: fake.url, pollIntervalMs: 5 });
    const auth = await client.authenticateWithToken({ nip: DEMO_NIP, ksefToken: TOKEN });
    const session = await client.openOnlineSession(auth);
    const sent = await client.sendInvoice(session, xml);
    const settled = await client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber);
    if (settled.state !== 'accepted') throw new Error('the fake should accept');
    await t.database.db
      .update(ksefSubmissions)
      .set({
        status: 'sending',
        xml,
        xmlHash: createHash('sha256').update(xml, 'utf8').digest('base64'),
        leaseUntil: new Date(Date.now() - 1000),
      })
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    const before = fake.accepted.length;

    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    expect((await state(invoice.id)).ksefNumber).toBe(settled.ksefNumber);
    expect(fake.accepted.length).toBe(before);
  });

  it('after a crash with the reference saved, asks KSeF about it instead of sending again', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    const { xml } = await invoiceKsefXml(ctx, { id: 0, organizationId: 1, role: 'admin' }, invoice.id);
    const client = new KsefApiClient({ baseUrl: fake.url, pollIntervalMs: 5 });
    const auth = await client.authenticateWithToken({ nip: DEMO_NIP, ksefToken: TOKEN });
    const session = await client.openOnlineSession(auth);
    const sent = await client.sendInvoice(session, xml);
    await t.database.db
      .update(ksefSubmissions)
      .set({
        status: 'sending',
        xml,
        sessionReference: session.referenceNumber,
        invoiceReference: sent.referenceNumber,
        leaseUntil: new Date(Date.now() - 1000),
      })
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    const before = fake.accepted.length;
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    expect(fake.accepted.length).toBe(before);
    expect((await state(invoice.id)).state).toBe('accepted');
  });

  it('a 440 for a different document with our number is "number already used", not our acceptance', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    const { xml } = await invoiceKsefXml(ctx, { id: 0, organizationId: 1, role: 'admin' }, invoice.id);
    // Someone else (another branch, another program) already sent a different document under our
    // seller NIP, kind and number.
    const number = /<P_2>([^<]+)<\/P_2>/.exec(xml)?.[1] ?? '';
    const theirs = xml.replace(/<P_13_1>[^<]+<\/P_13_1>/, '<P_13_1>1.00</P_13_1>');
    expect(theirs).not.toBe(xml);
    const client = new KsefApiClient({ baseUrl: fake.url, pollIntervalMs: 5 });
    const auth = await client.authenticateWithToken({ nip: DEMO_NIP, ksefToken: TOKEN });
    const session = await client.openOnlineSession(auth);
    const sent = await client.sendInvoice(session, theirs);
    const settled = await client.waitForInvoice(auth, session.referenceNumber, sent.referenceNumber);
    if (settled.state !== 'accepted') throw new Error(`the fake should accept, got ${settled.state}`);

    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 0, rejected: 1, retrying: 0 });
    const refused = await state(invoice.id);
    expect(refused).toMatchObject({ state: 'rejected', ksefNumber: null });
    expect(refused.error).toContain('already used in KSeF');
    expect(refused.error).toContain(settled.ksefNumber);
    expect(number).not.toBe('');
  });

  it('a session that takes no more invoices (21180) is replaced and the invoice sent in a new one', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    fake.failNextSend(21180);
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    const opened = fake.requests.filter(
      (r) => r.method === 'POST' && r.url.pathname === '/v2/sessions/online',
    );
    expect(opened.length).toBeGreaterThanOrEqual(2);
  });

  it('status 405 (cancelled for a session error) is sent again later, not rejected', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    fake.cancelNextInvoice();
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 0, rejected: 0, retrying: 1 });
    const [row] = await t.database.db
      .select()
      .from(ksefSubmissions)
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    expect(row).toMatchObject({ status: 'queued', invoiceReference: null });
    await t.database.db
      .update(ksefSubmissions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
  });

  it('a five-digit exception code (21405) while asking about a reference keeps it: nothing is sent twice', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    fake.failWhen('GET', /^\/v2\/sessions\/[^/]+\/invoices\/[^/]+$/, {
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        exception: {
          exceptionDetailList: [
            { exceptionCode: 21405, exceptionDescription: 'Błąd walidacji danych wejściowych.', details: [] },
          ],
        },
      }),
    });
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 0, rejected: 0, retrying: 1 });
    const [row] = await t.database.db
      .select()
      .from(ksefSubmissions)
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    expect(row?.invoiceReference).not.toBeNull();
    await t.database.db
      .update(ksefSubmissions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    const before = fake.accepted.length;
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    expect(fake.accepted.length).toBe(before);
  });

  it('a UPO that comes cut is fetched again by a later run until it is whole', async () => {
    const invoice = await newInvoice();
    await queue(invoice.id);
    fake.corruptNextUpo();
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    expect((await state(invoice.id)).upoAvailable).toBe(false);
    await t.database.db
      .update(ksefSubmissions)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(ksefSubmissions.invoiceId, invoice.id));
    await sendQueuedInvoices(ctx, deps);
    expect((await state(invoice.id)).upoAvailable).toBe(true);
  });

  it('sends each invoice once when two workers run at the same time', async () => {
    const invoices = [await newInvoice(), await newInvoice(), await newInvoice()];
    const result = await t.app.inject({
      method: 'POST',
      url: `${base}/ksef/send`,
      headers: admin,
      payload: { ids: [...invoices.map((i) => i.id), 999_999] },
    });
    const queued = result.json<KsefQueueResult>();
    expect(queued.queued).toEqual(invoices.map((i) => i.id));
    expect(queued.skipped.map((s) => s.id)).toEqual([999_999]);
    const before = fake.accepted.length;
    const [a, b] = await Promise.all([sendQueuedInvoices(ctx, deps), sendQueuedInvoices(ctx, deps)]);
    expect((a?.accepted ?? 0) + (b?.accepted ?? 0)).toBe(3);
    expect(fake.accepted.length).toBe(before + 3);
  });

  it('queues an invoice on issue when the company asks for it', async () => {
    await configure({ environment: 'test', sendOnIssue: true, receive: false });
    const invoice = await newInvoice();
    expect((await state(invoice.id)).state).toBe('queued');
    // So is a copy the recurring job issues.
    const monthly = await issue(
      t,
      admin,
      vatInvoice(buyerId, { issueDate: '2026-10-20', saleDate: '2026-10-20', repeat: 'monthly' }),
    );
    expect((await state(monthly.id)).state).toBe('queued');
    await issueDueRecurringInvoices(t.database.db, '2026-11-20');
    const [copy] = await t.database.db.select().from(invoices).where(eq(invoices.repeatSourceId, monthly.id));
    expect((await state(copy?.id ?? 0)).state).toBe('queued');
    await configure({ environment: 'test', sendOnIssue: false, receive: false });
    await sendQueuedInvoices(ctx, deps);
  });

  it('shows the queue and the last errors in the panel', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ksef/panel', headers: admin });
    expect(response.statusCode, response.body).toBe(200);
    const panel = response.json<KsefPanel>();
    expect(panel).toMatchObject({
      configured: true,
      environment: 'test',
      // The invoice whose number another document holds in KSeF stays rejected until renumbered.
      queue: { queued: 0, sending: 0, rejected: 1 },
    });
  });
});

describe('receiving', () => {
  it('fetches purchase invoices addressed to the company into costs as drafts, once', async () => {
    const incoming = sampleInvoiceXml('FV2026/11/777').replace(
      '<NIP>1111111111</NIP>',
      `<NIP>${DEMO_NIP}</NIP>`,
    );
    const ksefNumber = fake.addIncoming(incoming);
    const fetch = () => t.app.inject({ method: 'POST', url: '/api/ksef/fetch', headers: admin });
    const first = await fetch();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<KsefFetchResult>()).toEqual({ imported: 1, skipped: 0, error: null });
    const costs = await t.app.inject({
      method: 'GET',
      url: '/api/documents/costs?q=FV2026%2F11%2F777',
      headers: admin,
    });
    expect(costs.body).toContain('FV2026/11/777');
    expect((await fetch()).json<KsefFetchResult>().imported).toBe(0);
    const panel = (
      await t.app.inject({ method: 'GET', url: '/api/ksef/panel', headers: admin })
    ).json<KsefPanel>();
    expect(panel.lastFetch).toMatchObject({ error: null });
    expect(ksefNumber).toMatch(/^\d{10}-/);
  });

  it('says why when the token is refused', async () => {
    fake.refuseToken(true);
    const response = await t.app.inject({ method: 'POST', url: '/api/ksef/fetch', headers: admin });
    fake.refuseToken(false);
    expect(response.json<KsefFetchResult>().error).toMatch(/refused/i);
  });
});

describe('a client user', () => {
  it('reads the state of its own invoices only and cannot send or see the panel', async () => {
    const client = bearer((await login(t.app, demo.client)).accessToken);
    const other = await newInvoice();
    expect(
      (await t.app.inject({ method: 'GET', url: `${base}/invoices/${other.id}/ksef`, headers: client }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/invoices/${other.id}/ksef`, headers: client }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/ksef/panel', headers: client })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/organization/ksef', headers: client })).statusCode,
    ).toBe(403);
  });
});
