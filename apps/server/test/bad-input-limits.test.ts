import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CostImportResponse, CostResponse } from '@saldo/contracts/costs';
import type { OverdueList } from '@saldo/contracts/debt';
import type { ErrorResponse } from '@saldo/contracts/errors';
import { adminHeaders, freshOrganization, type Headers } from '../src/modules/contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from '../src/modules/invoices/test-helpers.ts';
import { postCost, summaryCost } from '../src/modules/costs/test-helpers.ts';
import { multipartBody, type MultipartFile } from './multipart.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { PDF, PNG } from './walk-fixture.ts';

/**
 * Issue #15, item 6: inputs that once crashed a route (a 500), each answered now as a refusal that
 * names its reason, or (old data already stored) served as it is.
 */

let t: TestApp;
let org: Headers;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await freshOrganization(t);
  buyerId = (await newBuyer(t, org)).id;
  const all = { vat: true, vatMargin: true, proforma: true, advance: true, final: true, correction: true };
  await t.app.inject({ method: 'PUT', url: '/api/organization/invoice-types', headers: org, payload: all });
});
afterAll(async () => {
  await t.close();
});

const invoicesUrl = '/api/apps/invoice/invoices';

describe('business dates', () => {
  it.each(['0001-01-01', '1999-12-31', '2100-01-01', '9999-12-31'])(
    'refuses an invoice dated %s, naming the allowed range',
    async (date) => {
      const response = await t.app.inject({
        method: 'POST',
        url: invoicesUrl,
        headers: { ...org, 'accept-language': 'pl' },
        payload: vatInvoice(buyerId, { issueDate: date, saleDate: date }),
      });
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<ErrorResponse>();
      expect(body.errors?.['issueDate']).toBe('Podaj datę od 2000-01-01 do 2099-12-31.');
      expect(body.errors?.['saleDate']).toBeDefined();
    },
  );

  it('accepts the first and the last day of the range', async () => {
    const invoice = await issue(
      t,
      org,
      vatInvoice(buyerId, { issueDate: '2000-01-01', saleDate: '2000-01-01' }),
    );
    expect(invoice.issuedDate).toBe('2000-01-01');
    const cost = await postCost(t, org, summaryCost(buyerId, { number: 'RANGE/1', dueDate: '2099-12-31' }));
    expect(cost.dueDate).toBe('2099-12-31');
  });

  it('refuses a cost document and a payment outside the range', async () => {
    const cost = await t.app.inject({
      method: 'POST',
      url: '/api/documents/costs',
      headers: org,
      payload: summaryCost(buyerId, { issueDate: '0001-01-01', receiptDate: '0001-01-02' }),
    });
    expect(cost.statusCode, cost.body).toBe(400);
    expect(cost.json<ErrorResponse>().errors).toMatchObject({
      issueDate: 'Enter a date between 2000-01-01 and 2099-12-31.',
    });

    const invoice = await issue(t, org, vatInvoice(buyerId));
    const payment = await t.app.inject({
      method: 'POST',
      url: `${invoicesUrl}/${invoice.id}/payments`,
      headers: org,
      payload: { amount: '1', date: '9999-12-31', method: 'transfer' },
    });
    expect(payment.statusCode, payment.body).toBe(400);
    expect(payment.json<ErrorResponse>().errors).toHaveProperty('date');
  });

  it('answers a search by dates far outside the range (a filter, not a stored date)', async () => {
    for (const query of [
      'dateFrom=0001-01-01&dateTo=9999-12-31',
      'dateFrom=9999-12-31',
      'dateTo=0001-01-01',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `${invoicesUrl}?${query}`, headers: org });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    }
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/apps/invoice/reports/receivables?date=9999-12-31',
      headers: org,
    });
    expect(report.statusCode, report.body).toBe(400);
    expect(report.json<ErrorResponse>().errors).toHaveProperty('date');
  });

  it('still lists overdue invoices when one was stored with a date out of the range (old data)', async () => {
    const own = await freshOrganization(t);
    const buyer = (await newBuyer(t, own)).id;
    const ancient = await issue(
      t,
      own,
      vatInvoice(buyer, { issueDate: '2020-01-10', saleDate: '2020-01-10' }),
    );
    const recent = await issue(
      t,
      own,
      vatInvoice(buyer, { issueDate: '2024-01-10', saleDate: '2024-01-10' }),
    );
    // Written before the range was checked: the way such a row got in no longer exists.
    await t.database.db.execute(
      sql`update invoices set issue_date = '0001-01-01', sale_date = '0001-01-01', due_date = '0001-01-15' where id = ${ancient.id}`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/apps/invoice/overdue', headers: own });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<OverdueList>().invoices.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([ancient.id, recent.id]));
    const summary = await t.app.inject({ method: 'GET', url: '/api/apps/invoice/summary', headers: own });
    expect(summary.statusCode, summary.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: invoicesUrl, headers: own });
    expect(list.statusCode, list.body).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `${invoicesUrl}/${ancient.id}`, headers: own });
    expect(detail.statusCode, detail.body).toBe(200);
    const report = await t.app.inject({
      method: 'GET',
      url: '/api/apps/invoice/reports/receivables',
      headers: own,
    });
    expect(report.statusCode, report.body).toBe(200);
  });
});

describe('deeply nested JSON', () => {
  const arrays = '['.repeat(10_000) + ']'.repeat(10_000);
  const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);

  it.each([
    ['an authenticated route', 'POST', '/api/apps/contractors'],
    ['a public route', 'POST', '/api/jwt/login'],
    ['a route that replaces a record', 'PUT', '/api/account-setting/data'],
  ] as const)('is refused with 400 on %s', async (_label, method, url) => {
    for (const payload of [arrays, objects]) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...org, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json<ErrorResponse>().message).toBe('The request is nested too deeply.');
    }
  });

  it('still takes ordinary nesting', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: invoicesUrl,
      headers: org,
      payload: vatInvoice(buyerId),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('a NUL character in an upload’s file name', () => {
  const upload = (url: string, files: MultipartFile[], headers: Headers) => {
    const body = multipartBody(files);
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('is refused with 400 where the name is kept (cost attachments and the KSeF import)', async () => {
    const cost = await postCost(t, org, summaryCost(buyerId, { number: 'NUL/1' }));
    const cases: [string, MultipartFile][] = [
      [
        `/api/documents/costs/${cost.id}/attachments`,
        { field: 'file', filename: 'scan\u0000.pdf', type: 'application/pdf', data: PDF },
      ],
      [
        '/api/documents/costs/import',
        { field: 'files', filename: 'a\u0000.xml', type: 'text/xml', data: Buffer.from('<a/>') },
      ],
    ];
    for (const [url, file] of cases) {
      const response = await upload(url, [file], { ...org, 'accept-language': 'pt' });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      expect(response.json<ErrorResponse>().message, url).toBe(
        'O nome do ficheiro contém caracteres não permitidos.',
      );
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/documents/costs/${cost.id}`,
      headers: org,
    });
    expect(detail.json<CostResponse>().cost.attachments).toEqual([]);
  });

  it('does no harm where the name is ignored (avatar, logo, contractors CSV)', async () => {
    const admin = await adminHeaders(t);
    const cases: [string, MultipartFile][] = [
      [
        '/api/account-setting/avatar',
        { field: 'file', filename: 'me\u0000.png', type: 'image/png', data: PNG },
      ],
      [
        '/api/organization/company/logo',
        { field: 'file', filename: 'l\u0000.png', type: 'image/png', data: PNG },
      ],
      [
        '/api/apps/contractors/import',
        { field: 'file', filename: 'c\u0000.csv', type: 'text/csv', data: Buffer.from('name\nA\n') },
      ],
    ];
    for (const [url, file] of cases) {
      const response = await upload(url, [file], admin);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
  });
});

describe('the KSeF XML import', () => {
  const sample = readFileSync(
    join(import.meta.dirname, '../src/integrations/ksef/fixtures/fa3/FA_3_Przykład_1.xml'),
  );
  const deep = Buffer.from(`<?xml version="1.0"?>${'<a>'.repeat(3_000)}${'</a>'.repeat(3_000)}`);
  const wide = Buffer.from(`<?xml version="1.0"?><a>${'<b/>'.repeat(650_000)}</a>`);

  it('refuses each oversized file on its own and imports the good ones of the same batch', async () => {
    const own = await freshOrganization(t);
    const body = multipartBody([
      { field: 'files', filename: 'deep.xml', type: 'text/xml', data: deep },
      { field: 'files', filename: 'good.xml', type: 'text/xml', data: sample },
      { field: 'files', filename: 'wide.xml', type: 'text/xml', data: wide },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/documents/costs/import',
      headers: { ...own, ...body.headers, 'accept-language': 'de' },
      payload: body.payload,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const [deepResult, good, wideResult] = response.json<CostImportResponse>().results;
    expect(deepResult).toEqual({
      ok: false,
      fileName: 'deep.xml',
      reason: 'invalid_xml',
      message: 'Die Datei ist tiefer als 64 Ebenen verschachtelt.',
    });
    expect(good).toMatchObject({ ok: true, fileName: 'good.xml', number: 'FV2026/02/150' });
    expect(wideResult).toEqual({
      ok: false,
      fileName: 'wide.xml',
      reason: 'too_large',
      message: 'Die Datei hat mehr als 100000 Elemente.',
    });
  });
});

describe('negative lines', () => {
  it.each([
    ['quantity', { quantity: '-1' }],
    ['unitPrice', { unitPrice: '-150,00' }],
  ] as const)('refuses a negative %s on an ordinary sales invoice', async (field, change) => {
    for (const type of ['vat', 'proforma', 'vatMargin', 'advance'] as const) {
      const base = vatInvoice(buyerId, {
        type,
        ...(type === 'vatMargin' ? { marginScheme: 'used_goods' as const } : {}),
        ...(type === 'advance' ? { orderValue: '10000' } : {}),
      });
      const [first, ...rest] = base.lines;
      const response = await t.app.inject({
        method: 'POST',
        url: invoicesUrl,
        headers: { ...org, 'accept-language': 'fr' },
        payload: { ...base, lines: [{ ...first, ...change }, ...rest] },
      });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(400);
      expect(response.json<ErrorResponse>().errors?.[`lines.0.${field}`], type).toBe(
        'Seule une facture corrective peut avoir une quantité ou un prix négatif.',
      );
    }
  });

  it('takes a negative line on a correction', async () => {
    const original = await issue(t, org, vatInvoice(buyerId));
    const correction = await issue(
      t,
      org,
      vatInvoice(buyerId, {
        type: 'correction',
        correctedInvoiceId: original.id,
        correctionReason: 'Zwrot towaru',
        lines: [
          { name: 'Usługa programistyczna', quantity: '10', unit: 'h', unitPrice: '150,00', vatRate: '23' },
          { name: 'Książka', quantity: '-1', unit: 'szt.', unitPrice: '33,3333', vatRate: '8' },
        ],
      }),
    );
    expect(correction.totals.gross).toBeLessThan(0);
  });
});
