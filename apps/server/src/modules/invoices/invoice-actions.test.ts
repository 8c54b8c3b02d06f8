import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceResponse } from '@saldo/contracts/invoices';
import { holdClockAt } from '../../../test/clock.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startFakeNbpServer, type FakeNbpServer } from '../../../test/fakes/fake-nbp-server.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../../test/fakes/fake-smtp-server.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issueDueRecurringInvoices } from './recurring-invoices.job.ts';
import { issue, newBuyer, vatInvoice } from './test-helpers.ts';

let t: TestApp;
let admin: Headers;
let buyerId: number;
let smtp: FakeSmtpServer;
let nbp: FakeNbpServer;
// The fixtures issue invoices on 2026-11-10, due 2026-11-24: held a week after that.
holdClockAt('2026-11-16T09:00:00Z');
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  nbp = await startFakeNbpServer();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NBP_API_URL: nbp.url });
  admin = await freshOrganization(t);
  buyerId = (await newBuyer(t, admin)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await nbp.close();
});

const url = '/api/apps/invoice/invoices';

async function pdfText(body: Buffer): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(proxy, { mergePages: true });
  return text;
}

describe('PDF', () => {
  it('prints the number, both NIPs, the totals per rate and the amount in words', async () => {
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    const response = await t.app.inject({ url: `${url}/${invoice.id}/pdf`, headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=".+\.pdf"/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text.replace(/\s/g, '')).toContain('6783014227');
    for (const amount of ['1500,00', '345,00', '100,00', '8,00', '1953,00'])
      expect(text.replace(/[\s\u00a0]/g, '')).toContain(amount);
    expect(text.replace(/\s+/g, ' ')).toContain('jeden tysiąc dziewięćset pięćdziesiąt trzy złote 00/100');
  });
});

describe('sending', () => {
  it('mails the PDF over SMTP, records it and marks the invoice sent', async () => {
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}/${invoice.id}/send`,
      headers: { ...admin, 'accept-language': 'pl' },
      payload: { to: 'biuro@kowalski.pl', cc: 'ksiegowa@kowalski.pl', subject: '', message: '' },
    });
    expect(response.statusCode).toBe(200);
    const sent = response.json<InvoiceResponse>().invoice;
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    expect(sent.audit.at(-1)).toMatchObject({ action: 'sent', details: { to: 'biuro@kowalski.pl' } });
    const withPdf = () => smtp.received.filter((m) => m.raw.includes('application/pdf'));
    await expect.poll(() => withPdf().length, { timeout: 10_000 }).toBe(1);
    const [mail] = withPdf();
    if (!mail) throw new Error('no mail');
    expect(mail.to).toEqual(['biuro@kowalski.pl', 'ksiegowa@kowalski.pl']);
    expect(mail.raw).toContain('Content-Type: application/pdf');
    expect(mail.raw).toMatch(/Subject: .*Faktura/);
  });

  it('refuses bad addresses with a field error', async () => {
    const invoice = await issue(t, admin, vatInvoice(buyerId));
    const response = await t.app.inject({
      method: 'POST',
      url: `${url}/${invoice.id}/send`,
      headers: admin,
      payload: { to: 'not-an-address', subject: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors['to']).toBeDefined();
  });
});

describe('NBP exchange rate', () => {
  it('gives the table A rate of the last business day before the date', async () => {
    const response = await t.app.inject({
      url: '/api/apps/invoice/exchange-rate?currency=EUR&date=2026-04-07',
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currency: 'EUR',
      rate: '4.2913',
      table: '065/A/NBP/2026',
      effectiveDate: '2026-04-03',
    });
    const connections = await t.app.inject({ url: '/api/organization/connections', headers: admin });
    const nbp = connections
      .json<{ services: { service: string; lastSuccessAt: string | null }[] }>()
      .services.find((s) => s.service === 'nbp');
    expect(nbp?.lastSuccessAt).not.toBeNull();
  });

  it('says plainly when NBP is not configured', async () => {
    const bare = await createTestApp();
    try {
      const headers = await freshOrganization(bare);
      const response = await bare.app.inject({
        url: '/api/apps/invoice/exchange-rate?currency=EUR&date=2026-04-07',
        headers,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json<{ message: string }>().message).toMatch(/not configured/);
    } finally {
      await bare.close();
    }
  });
});

describe('recurring invoices', () => {
  it('issues each due copy once, even with two runs at the same time, and catches up', async () => {
    const organization = await freshOrganization(t);
    const buyer = await newBuyer(t, organization);
    const source = await issue(
      t,
      organization,
      vatInvoice(buyer.id, { issueDate: '2026-08-31', saleDate: '2026-08-31', repeat: 'monthly' }),
    );
    const counts = await Promise.all([
      issueDueRecurringInvoices(t.database.db, '2026-11-05'),
      issueDueRecurringInvoices(t.database.db, '2026-11-05'),
    ]);
    // 30 Sep and 31 Oct are due by 5 Nov; 30 Nov is not yet.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await issueDueRecurringInvoices(t.database.db, '2026-11-05')).toBe(0);
    const list = await t.app.inject({
      url: `${url}?sortBy=issuedDate&sortDesc=false`,
      headers: organization,
    });
    const dates = list.json<{ invoices: { issuedDate: string }[] }>().invoices.map((i) => i.issuedDate);
    expect(dates).toEqual(['2026-08-31', '2026-09-30', '2026-10-31']);
    const reread = await t.app.inject({ url: `${url}/${source.id}`, headers: organization });
    expect(reread.json<InvoiceResponse>().invoice.audit.map((a) => a.action)).toEqual([
      'created',
      'recurring_issued',
      'recurring_issued',
    ]);
  });
});
