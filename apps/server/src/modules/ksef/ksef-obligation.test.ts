// Issue 31 item 10: a company obliged to issue invoices in KSeF (art. 106ga) prints an invoice KSeF has
// not numbered as a preview, and the accepted one as an invoice with its KSeF number.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceResponse } from '@saldo/contracts/invoices';
import { KSEF_PREVIEW_WORDING } from '@saldo/contracts/invoice-wording';
import type { KsefInvoiceState, KsefSettings } from '@saldo/contracts/ksef';
import { bearer, demo, login, type TestApp } from '../../../test/test-app.ts';
import type { AppContext } from '../../app-context.ts';
import type { Headers } from '../contractors/test-helpers.ts';
import { issue, vatInvoice } from '../invoices/test-helpers.ts';
import { organizationAudit } from '../organizations/organization-audit.table.ts';
import { sendQueuedInvoices, type KsefDeps } from './ksef-send.job.ts';
import { startKsefTestbed, TOKEN, type KsefTestbed } from './test-helpers.ts';

const base = '/api/apps/invoice';
const OBLIGED_FROM = '2026-11-15';

let t: TestApp;
let admin: Headers;
let buyerId: number;
let ctx: AppContext;
let deps: KsefDeps;

let testbed: KsefTestbed;

beforeAll(async () => {
  testbed = await startKsefTestbed();
  ({ t, admin, buyerId, ctx, deps } = testbed);
});
afterAll(async () => {
  await testbed.close();
});

const settingsBody = { environment: 'test', sendOnIssue: false, receive: false } as const;

const putSettings = (payload: object, headers = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/organization/ksef', headers, payload });

async function configure(payload: object): Promise<KsefSettings> {
  const response = await putSettings(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KsefSettings>();
}

const obligationAudit = () =>
  t.database.db
    .select({ details: organizationAudit.details })
    .from(organizationAudit)
    .where(eq(organizationAudit.action, 'ksefObligationSet'))
    .orderBy(organizationAudit.id);

async function detail(id: number): Promise<InvoiceResponse['invoice']> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/invoices/${id}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoiceResponse>().invoice;
}

async function pdfText(id: number): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `${base}/invoices/${id}/pdf`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, ' ');
}

const issuedOn = (date: string) => issue(t, admin, vatInvoice(buyerId, { issueDate: date, saleDate: date }));

describe('the day the company is obliged to use KSeF from', () => {
  it('is not set at first, is saved, kept when left out, cleared with null, and audited', async () => {
    expect((await configure(settingsBody)).obligedFrom).toBeNull();
    expect(await obligationAudit()).toEqual([]);

    expect((await configure({ ...settingsBody, token: TOKEN, obligedFrom: OBLIGED_FROM })).obligedFrom).toBe(
      OBLIGED_FROM,
    );
    // Left out of the body (an older client), the stored day stays and nothing is recorded.
    expect((await configure(settingsBody)).obligedFrom).toBe(OBLIGED_FROM);
    expect((await configure({ ...settingsBody, obligedFrom: null })).obligedFrom).toBeNull();
    expect((await obligationAudit()).map((row) => row.details)).toEqual([
      { from: OBLIGED_FROM, before: null },
      { from: null, before: OBLIGED_FROM },
    ]);
  });

  it('refuses a day that is no date, and a client user', async () => {
    expect((await putSettings({ ...settingsBody, obligedFrom: '2026-02-30' })).statusCode).toBe(400);
    expect((await putSettings({ ...settingsBody, obligedFrom: '1999-12-31' })).statusCode).toBe(400);
    const client = bearer((await login(t.app, demo.client)).accessToken);
    expect((await putSettings({ ...settingsBody, obligedFrom: OBLIGED_FROM }, client)).statusCode).toBe(403);
    expect((await configure(settingsBody)).obligedFrom).toBeNull();
  });
});

describe('the printed invoice of an obliged company', () => {
  it('prints as today while the company is not obliged', async () => {
    await configure({ ...settingsBody, obligedFrom: null });
    const invoice = await issuedOn('2026-11-20');
    expect(invoice.ksefPreview).toBe(false);
    const text = await pdfText(invoice.id);
    expect(text).not.toContain('Podgląd');
    expect(text).toContain('Faktura VAT');
  });

  it('prints an invoice issued before the obligation as today', async () => {
    await configure({ ...settingsBody, obligedFrom: OBLIGED_FROM });
    const invoice = await issuedOn('2026-11-14');
    expect((await detail(invoice.id)).ksefPreview).toBe(false);
    expect(await pdfText(invoice.id)).not.toContain('Podgląd');
  });

  it('never marks a proforma, which is no invoice and never goes to KSeF', async () => {
    await configure({ ...settingsBody, obligedFrom: OBLIGED_FROM });
    const proforma = await issue(
      t,
      admin,
      vatInvoice(buyerId, { type: 'proforma', issueDate: '2026-11-20', saleDate: '2026-11-20' }),
    );
    expect(proforma.ksefPreview).toBe(false);
  });

  it('prints an unsent invoice as a preview, and the accepted one with its KSeF number', async () => {
    await configure({ ...settingsBody, obligedFrom: OBLIGED_FROM });
    const invoice = await issuedOn(OBLIGED_FROM);
    // The answer to the creation already says so, and so does every later read.
    expect(invoice.ksefPreview).toBe(true);
    expect((await detail(invoice.id)).ksefPreview).toBe(true);
    const preview = await pdfText(invoice.id);
    expect(preview).toContain(KSEF_PREVIEW_WORDING.pl);
    expect(preview).toContain('Podgląd: Faktura VAT');

    const queued = await t.app.inject({
      method: 'POST',
      url: `${base}/invoices/${invoice.id}/ksef`,
      headers: admin,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    // Queued is not accepted: still a preview.
    expect((await detail(invoice.id)).ksefPreview).toBe(true);
    expect(await sendQueuedInvoices(ctx, deps)).toEqual({ accepted: 1, rejected: 0, retrying: 0 });
    const state = await t.app.inject({
      method: 'GET',
      url: `${base}/invoices/${invoice.id}/ksef`,
      headers: admin,
    });
    const { ksefNumber } = state.json<KsefInvoiceState>();
    expect(ksefNumber).not.toBeNull();

    expect((await detail(invoice.id)).ksefPreview).toBe(false);
    const accepted = await pdfText(invoice.id);
    expect(accepted).not.toContain('Podgląd');
    expect(accepted).toContain('Faktura VAT');
    expect(accepted).toContain(ksefNumber ?? 'a KSeF number');
  });
});
