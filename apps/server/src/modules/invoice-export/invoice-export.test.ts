import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_EXPORT_COUNT_HEADER } from '@saldo/contracts/invoice-export';
import type { InvoiceList } from '@saldo/contracts/invoices';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { unzip } from '../../../test/unzip.ts';
import { validateKsefXml } from '../../integrations/ksef/ksef-xsd.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';

const url = '/api/apps/invoice/invoices';
let t: TestApp;
let admin: Record<string, string>;
let client: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await login(t.app, demo.admin)).accessToken);
  client = bearer((await login(t.app, demo.client)).accessToken);
});
afterAll(() => t.close());

async function listTotal(headers: Record<string, string>, query = ''): Promise<number> {
  const response = await t.app.inject({ url: `${url}?perPage=1${query}`, headers });
  return response.json<InvoiceList>().total;
}

async function exportZip(headers: Record<string, string>, query = '') {
  const response = await t.app.inject({ url: `${url}/export.zip?${query}`, headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return { response, files: unzip(response.rawPayload) };
}

describe('the month-end export for the accountant (issue 18)', () => {
  it('holds a PDF of every filtered invoice, the register as CSV and XLSX, and says how many', async () => {
    const total = await listTotal(admin);
    expect(total).toBeGreaterThan(5);
    const { response, files } = await exportZip(admin);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers[INVOICE_EXPORT_COUNT_HEADER]).toBe(String(total));
    const pdfs = [...files].filter(([name]) => name.startsWith('faktury/'));
    expect(pdfs).toHaveLength(total);
    for (const [name, body] of pdfs) {
      expect(name).toMatch(/\.pdf$/);
      expect(body.startsWith('%PDF-')).toBe(true);
    }
    const csv = files.get('rejestr-sprzedazy.csv') ?? '';
    expect(csv.trim().split('\n')).toHaveLength(total + 1);
    expect(csv.split('\n')[0]).toContain('number');
    expect(files.get('rejestr-sprzedazy.xlsx')?.startsWith('PK')).toBe(true);
  });

  it('takes the list filters, and names a whole month after it', async () => {
    const { invoices } = (
      await t.app.inject({ url: `${url}?perPage=1&sortBy=issuedDate&sortDesc=true`, headers: admin })
    ).json<InvoiceList>();
    const month = (invoices[0]?.issuedDate ?? '').slice(0, 7);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
    const query = `dateFrom=${month}-01&dateTo=${month}-${String(last).padStart(2, '0')}`;
    const total = await listTotal(admin, `&${query}`);
    const { response, files } = await exportZip(admin, query);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="faktury-${month}.zip"`);
    expect([...files.keys()].filter((name) => name.startsWith('faktury/'))).toHaveLength(total);
  });

  it('carries the FA(3) file KSeF accepted, valid against the official schema', async () => {
    const { invoices } = (
      await t.app.inject({ url: `${url}?perPage=50&type=vat`, headers: admin })
    ).json<InvoiceList>();
    let accepted: { id: number; xml: string } | undefined;
    for (const invoice of invoices) {
      const response = await t.app.inject({ url: `${url}/${invoice.id}/ksef-xml`, headers: admin });
      if (response.statusCode === 200) {
        accepted = { id: invoice.id, xml: response.body };
        break;
      }
    }
    if (!accepted) throw new Error('no demo invoice makes a FA(3) file');
    const organizationId = (await login(t.app, demo.admin)).userData.organization.id;
    await t.database.db.insert(ksefSubmissions).values({
      invoiceId: accepted.id,
      organizationId,
      status: 'accepted',
      xml: accepted.xml,
      xmlHash: createHash('sha256').update(accepted.xml).digest('base64'),
      ksefNumber: '5260250995-20261110-0100001AF629-AF',
      acceptedAt: new Date(),
    });
    const { files } = await exportZip(admin);
    const xmls = [...files].filter(([name]) => name.startsWith('ksef/')).map(([, body]) => body);
    expect(xmls).toEqual([accepted.xml]);
    await expect(validateKsefXml(accepted.xml)).resolves.toEqual({ ok: true, schema: 'FA(3)' });
    expect(files.get('rejestr-sprzedazy.csv')).toContain('5260250995-20261110-0100001AF629-AF');
  });

  it('gives a client only their own invoices', async () => {
    const total = await listTotal(client);
    const { response, files } = await exportZip(client);
    expect(response.headers[INVOICE_EXPORT_COUNT_HEADER]).toBe(String(total));
    expect([...files.keys()].filter((name) => name.startsWith('faktury/'))).toHaveLength(total);
    expect(total).toBeLessThan(await listTotal(admin));
  });

  it('stops rendering when the download is cancelled, and the user may start another', async () => {
    const total = await listTotal(admin);
    let rendered = 0;
    const run = t.app.workers.run.bind(t.app.workers);
    t.app.workers.run = ((name, input, options) => {
      if (name === 'invoicePdf') rendered += 1;
      return run(name, input, options);
    }) as typeof t.app.workers.run;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const response = await fetch(`${address}${url}/export.zip`, { headers: admin, signal: abort.signal });
    expect(response.status).toBe(200);
    await response.body?.getReader().read();
    abort.abort();
    // The export notices the closed stream at its next file and ends; then a new one is admitted.
    await expect
      .poll(async () => (await fetch(`${address}${url}/export.zip?q=zzzz-none`, { headers: admin })).status, {
        timeout: 20_000,
      })
      .toBe(200);
    expect(rendered).toBeLessThan(total);
    t.app.workers.run = run;
    // fetch's pool may hold a socket it opened ahead and never sent a request on; the server counts
    // such a socket as busy until its headers timeout (60 s), which would stall the app's close.
    t.app.server.closeAllConnections();
  });
});
