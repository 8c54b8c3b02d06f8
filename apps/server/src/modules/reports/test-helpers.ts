// Shared by the report test files (not imported by the app): a fresh organization with a small set of
// books whose every report figure is worked out by hand in reports.test.ts.
import type { CostInputBody } from '@saldo/contracts/costs';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import type { TestApp } from '../../../test/test-app.ts';
import { unzip } from '../../../test/unzip.ts';
import { postCost, summaryCost } from '../costs/test-helpers.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from '../contractors/test-helpers.ts';
import { issue } from '../invoices/test-helpers.ts';

/** One line at `rate` priced gross, so the invoice's gross is exactly `gross`. */
export function grossInvoice(
  contractorId: number,
  issueDate: string,
  gross: string,
  overrides: Partial<InvoiceInputBody> = {},
  vatRate: '23' | '8' | '5' | '0' = '23',
): InvoiceInputBody {
  return {
    type: 'vat',
    contractorId,
    issueDate,
    saleDate: issueDate,
    placeOfIssue: 'Kraków',
    paymentTerm: 'custom',
    paymentTermDays: 14,
    paymentMethod: 'transfer',
    currency: 'PLN',
    priceMode: 'gross',
    lines: [{ name: 'Usługa', quantity: '1', unit: 'szt.', unitPrice: gross, vatRate }],
    ...overrides,
  };
}

export async function post(t: TestApp, headers: Headers, url: string, payload?: object) {
  const response = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response;
}

export interface Books {
  headers: Headers;
  alfa: number;
  beta: number;
  office: number;
}

/**
 * May 2026 (the period), April 2026 (the previous period) and May 2025 (last year):
 *   sales May: Alfa 1 230,00 (23 %), Alfa 108,00 (8 %), Beta 123,00 EUR at 4,0000 (492,00 PLN);
 *     and a proforma 999,00 and a cancelled 369,00, which count for nothing;
 *   sales April: Alfa 615,00; May 2025: Beta 246,00;
 *   costs May: Alfa 500,00 + 115,00 VAT in 'Office'; Beta 100,00 + 8,00 VAT, no category, VAT not
 *     deducted; April: Alfa 200,00 + 46,00;
 *   payments May: Alfa's 1 230,00 paid 500,00 on 28 May; Beta's 23,00 EUR on 30 May (92,00 PLN);
 *     the 'Office' cost paid in full on 15 May.
 */
export async function seedBooks(t: TestApp): Promise<Books> {
  const headers = await freshOrganization(t);
  const all = { vat: true, vatMargin: true, proforma: true, advance: true, final: true, correction: true };
  await t.app.inject({ method: 'PUT', url: '/api/organization/invoice-types', headers, payload: all });
  const alfa = (await createContractor(t, headers, { ...kowalski, name: 'Alfa S.A.', nip: '525-000-12-33' }))
    .id;
  const beta = (await createContractor(t, headers, { ...kowalski, name: 'Beta GmbH', nip: '521-301-23-43' }))
    .id;
  const category = await post(t, headers, '/api/organization/categories', { name: 'Office', kind: 'cost' });
  const office = category
    .json<{ categories: { id: number; name: string }[] }>()
    .categories.find((c) => c.name === 'Office')?.id;
  if (office === undefined) throw new Error('no category');

  const i1 = await issue(t, headers, grossInvoice(alfa, '2026-05-10', '1230,00'));
  await issue(t, headers, grossInvoice(alfa, '2026-05-25', '108,00', {}, '8'));
  const i2 = await issue(
    t,
    headers,
    grossInvoice(beta, '2026-05-20', '123,00', {
      currency: 'EUR',
      exchangeRate: '4,0000',
      exchangeRateTable: '096/A/NBP/2026',
      language: 'english',
    }),
  );
  await issue(t, headers, grossInvoice(alfa, '2026-05-12', '999,00', { type: 'proforma' }));
  const cancelled = await issue(t, headers, grossInvoice(alfa, '2026-05-13', '369,00'));
  await post(t, headers, `/api/apps/invoice/invoices/${cancelled.id}/cancel`);
  await issue(t, headers, grossInvoice(alfa, '2026-04-15', '615,00'));
  await issue(t, headers, grossInvoice(beta, '2025-05-05', '246,00'));
  await post(t, headers, `/api/apps/invoice/invoices/${i1.id}/payments`, {
    amount: '500,00',
    date: '2026-05-28',
    method: 'transfer',
  });
  await post(t, headers, `/api/apps/invoice/invoices/${i2.id}/payments`, {
    amount: '23,00',
    date: '2026-05-30',
    method: 'transfer',
  });

  const cost = (contractorId: number, overrides: Partial<CostInputBody>) =>
    postCost(t, headers, summaryCost(contractorId, overrides));
  const c1 = await cost(alfa, {
    number: 'A/1/05',
    issueDate: '2026-05-05',
    receiptDate: '2026-05-06',
    bookingPeriod: '2026-05',
    categoryId: office,
    rates: [{ vatRate: '23', net: '500,00', vat: '115,00' }],
  });
  await cost(beta, {
    number: 'B/1/05',
    issueDate: '2026-05-07',
    receiptDate: '2026-05-08',
    bookingPeriod: '2026-05',
    vatDeduction: 'none',
    rates: [{ vatRate: '8', net: '100,00', vat: '8,00' }],
  });
  await cost(alfa, {
    number: 'A/1/04',
    issueDate: '2026-04-05',
    receiptDate: '2026-04-06',
    bookingPeriod: '2026-04',
    rates: [{ vatRate: '23', net: '200,00', vat: '46,00' }],
  });
  await post(t, headers, `/api/documents/costs/${c1.id}/payments`, {
    amount: '615,00',
    date: '2026-05-15',
    method: 'transfer',
  });
  return { headers, alfa, beta, office };
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The first sheet of an XLSX the server wrote (lib/spreadsheet.ts): shared strings and numbers. */
export function readXlsx(file: Buffer): { sheetName: string; rows: (string | number | null)[][] } {
  const files = unzip(file);
  const strings = [
    ...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>\s*<t[^>]*>([\s\S]*?)<\/t>\s*<\/si>/g),
  ].map((m) => unescapeXml(m[1] ?? ''));
  const sheetName = /<sheet [^>]*name="([^"]*)"/.exec(files.get('xl/workbook.xml') ?? '')?.[1] ?? '';
  const rows = [
    ...(files.get('xl/worksheets/sheet1.xml') ?? '').matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g),
  ].map((row) =>
    [...(row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const value = /<v>([^<]*)<\/v>/.exec(cell[2] ?? '')?.[1];
      if (value === undefined) return null;
      return /t="s"/.test(cell[1] ?? '') ? (strings[Number(value)] ?? null) : Number(value);
    }),
  );
  return { sheetName: unescapeXml(sheetName), rows };
}
