// The reports over HTTP against figures worked out by hand (test-helpers.ts describes the books).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costsReportSchema, incomeReportSchema, salesReportSchema } from '@saldo/contracts/reports';
import { bearer, createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';
import { adminHeaders, type Headers } from '../contractors/test-helpers.ts';
import { readXlsx, seedBooks, type Books } from './test-helpers.ts';

let t: TestApp;
let books: Books;
let demoAdmin: Headers;
beforeAll(async () => {
  t = await createTestApp();
  books = await seedBooks(t);
  demoAdmin = await adminHeaders(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Headers = books.headers) => t.app.inject({ url, headers });
const amounts = (count: number, net: number, vat: number, gross: number) => ({ count, net, vat, gross });
const none = amounts(0, 0, 0, 0);

describe('GET /api/reports/sales', () => {
  it('answers May 2026 beside April 2026 and May 2025, in PLN at each invoice’s rate', async () => {
    const response = await get('/api/reports/sales?period=month&month=2026-05');
    expect(response.statusCode).toBe(200);
    const report = salesReportSchema.parse(response.json());
    expect(report.ranges).toEqual({
      current: { from: '2026-05', to: '2026-05' },
      previous: { from: '2026-04', to: '2026-04' },
      lastYear: { from: '2025-05', to: '2025-05' },
    });
    // 1 000,00 + 100,00 + 400,00 net; 230,00 + 8,00 + 92,00 VAT; the proforma and the cancelled
    // invoice are not sales.
    expect(report.totals).toEqual({
      current: amounts(3, 150_000, 33_000, 183_000),
      previous: amounts(1, 50_000, 11_500, 61_500),
      lastYear: amounts(1, 20_000, 4_600, 24_600),
    });
    expect(report.monthly).toEqual([{ month: '2026-05', ...report.totals }]);
    expect(report.byContractor).toEqual([
      {
        contractorId: books.alfa,
        name: 'Alfa S.A.',
        nip: '5250001233',
        current: amounts(2, 110_000, 23_800, 133_800),
        previous: amounts(1, 50_000, 11_500, 61_500),
        lastYear: none,
      },
      {
        contractorId: books.beta,
        name: 'Beta GmbH',
        nip: '5213012343',
        current: amounts(1, 40_000, 9_200, 49_200),
        previous: none,
        lastYear: amounts(1, 20_000, 4_600, 24_600),
      },
    ]);
    expect(report.otherContractors).toEqual({ current: none, previous: none, lastYear: none });
    expect(report.byRate).toEqual([
      {
        vatRate: '23',
        current: amounts(2, 140_000, 32_200, 172_200),
        previous: amounts(1, 50_000, 11_500, 61_500),
        lastYear: amounts(1, 20_000, 4_600, 24_600),
      },
      { vatRate: '8', current: amounts(1, 10_000, 800, 10_800), previous: none, lastYear: none },
    ]);
    const withPln = (count: number, net: number, vat: number, gross: number, pln = [net, vat, gross]) => ({
      ...amounts(count, net, vat, gross),
      netPln: pln[0],
      vatPln: pln[1],
      grossPln: pln[2],
    });
    expect(report.byCurrency).toEqual([
      {
        currency: 'EUR',
        current: withPln(1, 10_000, 2_300, 12_300, [40_000, 9_200, 49_200]),
        previous: withPln(0, 0, 0, 0),
        lastYear: withPln(0, 0, 0, 0),
      },
      {
        currency: 'PLN',
        current: withPln(2, 110_000, 23_800, 133_800),
        previous: withPln(1, 50_000, 11_500, 61_500),
        lastYear: withPln(1, 20_000, 4_600, 24_600),
      },
    ]);
    expect(report.byType).toEqual([{ type: 'vat', ...report.totals }]);
  });

  it('reports a quarter month by month, the previous quarter beside each month', async () => {
    const report = salesReportSchema.parse(
      (await get('/api/reports/sales?period=quarter&month=2026-05')).json(),
    );
    expect(report.ranges.current).toEqual({ from: '2026-04', to: '2026-06' });
    expect(report.ranges.previous).toEqual({ from: '2026-01', to: '2026-03' });
    expect(report.totals.current).toEqual(amounts(4, 200_000, 44_500, 244_500));
    expect(report.monthly.map((m) => [m.month, m.current.gross, m.lastYear.gross])).toEqual([
      ['2026-04', 61_500, 0],
      ['2026-05', 183_000, 24_600],
      ['2026-06', 0, 0],
    ]);
  });

  it('reports a custom run of months and refuses one the wrong way round or too long', async () => {
    const ok = await get('/api/reports/sales?period=custom&from=2025-05&to=2026-05');
    expect(ok.statusCode).toBe(200);
    expect(salesReportSchema.parse(ok.json()).totals.current.gross).toBe(183_000 + 61_500 + 24_600);
    expect((await get('/api/reports/sales?period=custom&from=2026-05&to=2026-04')).statusCode).toBe(400);
    expect((await get('/api/reports/sales?period=custom&from=2023-01&to=2026-01')).statusCode).toBe(400);
    expect((await get('/api/reports/sales?period=custom&from=2026-01')).statusCode).toBe(400);
    expect((await get('/api/reports/sales?month=2026-13')).statusCode).toBe(400);
  });
});

describe('GET /api/reports/costs', () => {
  it('answers costs by booking month, category and supplier', async () => {
    const report = costsReportSchema.parse(
      (await get('/api/reports/costs?period=month&month=2026-05')).json(),
    );
    expect(report.totals).toEqual({
      current: amounts(2, 60_000, 12_300, 72_300),
      previous: amounts(1, 20_000, 4_600, 24_600),
      lastYear: none,
    });
    expect(report.byCategory).toEqual([
      {
        categoryId: books.office,
        name: 'Office',
        current: amounts(1, 50_000, 11_500, 61_500),
        previous: none,
        lastYear: none,
      },
      {
        categoryId: null,
        name: '',
        current: amounts(1, 10_000, 800, 10_800),
        previous: amounts(1, 20_000, 4_600, 24_600),
        lastYear: none,
      },
    ]);
    expect(report.bySupplier.map((s) => [s.contractorId, s.current.gross, s.previous.gross])).toEqual([
      [books.alfa, 61_500, 24_600],
      [books.beta, 10_800, 0],
    ]);
  });
});

describe('GET /api/reports/income and the form of taxation', () => {
  it('answers revenue, costs, income, VAT and cash flow of May on the tax scale', async () => {
    const report = incomeReportSchema.parse(
      (await get('/api/reports/income?period=month&month=2026-05')).json(),
    );
    expect(report.taxSettings).toEqual({ form: 'scale', lumpSumRate: 0 });
    expect(report.estimate).toBe(true);
    // Costs: 615,00 − 115,00 deducted; 108,00 with nothing deducted: 608,00.
    expect(report.months).toEqual([
      {
        month: '2026-05',
        revenue: 150_000,
        costs: 60_800,
        income: 89_200,
        cumulativeIncome: 89_200,
        incomeYearToDate: 119_200,
        // 1 192 zł × 12 % − 3 600 zł < 0.
        pitAdvance: 0,
      },
    ]);
    expect(report.totals.previous).toEqual({ revenue: 50_000, costs: 20_000, income: 30_000, pitAdvance: 0 });
    expect(report.vat).toEqual([{ month: '2026-05', outputVat: 33_000, inputVat: 11_500, balance: 21_500 }]);
    // In: 500,00 and 23,00 EUR × 4 = 92,00; out: 615,00.
    expect(report.cashFlow).toEqual([{ month: '2026-05', inflow: 59_200, outflow: 61_500, net: -2_300 }]);
  });

  it('gives the same VAT as the month’s JPK', async () => {
    const detail = await get('/api/tax-returns/2026-05');
    expect(detail.statusCode).toBe(200);
    const { declaration } = detail.json<{ declaration: { outputVat: number; inputVat: number } }>();
    const report = incomeReportSchema.parse((await get('/api/reports/income?month=2026-05')).json());
    expect(report.vat[0]?.outputVat).toBe(declaration.outputVat);
    expect(report.vat[0]?.inputVat).toBe(declaration.inputVat);
  });

  it('estimates flat-tax and lump-sum advances once the form is set', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/reports/tax-settings', headers: books.headers, payload });
    expect((await put({ form: 'flat', lumpSumRate: 0 })).statusCode).toBe(200);
    const flat = incomeReportSchema.parse(
      (await get('/api/reports/income?period=quarter&month=2026-05')).json(),
    );
    // April: 300 zł × 19 % = 57; May: 1 192 zł since January × 19 % = 226,48 → 226, less 57; June: 0.
    expect(flat.months.map((m) => m.pitAdvance)).toEqual([5_700, 16_900, 0]);
    expect(flat.months.map((m) => m.cumulativeIncome)).toEqual([30_000, 119_200, 119_200]);
    expect(flat.totals.current.pitAdvance).toBe(22_600);

    expect((await put({ form: 'lumpSum', lumpSumRate: 850 })).statusCode).toBe(200);
    const lump = incomeReportSchema.parse((await get('/api/reports/income?month=2026-05')).json());
    // 1 500 zł of revenue × 8,5 % = 127,50 → 128.
    expect(lump.months[0]?.pitAdvance).toBe(12_800);
    expect((await get('/api/reports/tax-settings')).json()).toEqual({ form: 'lumpSum', lumpSumRate: 850 });
    expect((await put({ form: 'lumpSum', lumpSumRate: 900 })).statusCode).toBe(400);
    expect((await put({ form: 'scale', lumpSumRate: 850 })).json()).toEqual({
      form: 'scale',
      lumpSumRate: 0,
    });
  });
});

describe('report exports', () => {
  it('writes the sales report as CSV with a total row in złoty', async () => {
    const response = await get('/api/reports/sales/export?period=month&month=2026-05&format=csv&lang=en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="report-sales-2026-05.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Section;Item;Documents;Net;VAT;Gross;Gross, previous period;Gross, last year');
    expect(lines[1]).toBe('Total;2026-05 – 2026-05;3;1500,00;330,00;1830,00;615,00;246,00');
    expect(lines).toContain('Contractor;Alfa S.A. (5250001233);2;1100,00;238,00;1338,00;615,00;0,00');
    expect(lines).toContain('Currency;EUR;1;400,00;92,00;492,00;0,00;0,00');
  });

  it('writes the income report as XLSX in Polish, read back as numbers', async () => {
    const response = await t.app.inject({
      url: '/api/reports/income/export?period=month&month=2026-05&format=xlsx&lang=pl',
      headers: books.headers,
    });
    expect(response.statusCode).toBe(200);
    const { sheetName, rows } = readXlsx(response.rawPayload);
    expect(sheetName).toBe('Dochód');
    expect(rows[0]?.slice(0, 4)).toEqual(['Miesiąc', 'Przychód', 'Koszty', 'Dochód']);
    expect(rows[1]).toEqual(['2026-05', 1500, 608, 892, 892, 0, 330, 115, 215, 592, 615, -23]);
    expect(rows[2]?.[0]).toBe('Razem');
  });

  it('writes the costs report as a PDF', async () => {
    const response = await get('/api/reports/costs/export?period=quarter&month=2026-05&format=pdf&lang=de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('who sees the reports', () => {
  it('refuses a client user and a visitor, and shows another organization nothing of these books', async () => {
    const client = bearer((await login(t.app, demo.client)).accessToken);
    for (const url of [
      '/api/reports/sales',
      '/api/reports/costs',
      '/api/reports/income',
      '/api/reports/sales/export?format=csv',
      '/api/reports/tax-settings',
    ]) {
      expect((await get(url, client)).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    const other = salesReportSchema.parse(
      (await get('/api/reports/sales?period=year&month=2026-05', demoAdmin)).json(),
    );
    expect(other.byContractor.map((c) => c.contractorId)).not.toContain(books.alfa);
    expect(other.byContractor.map((c) => c.contractorId)).not.toContain(books.beta);
    const otherCosts = costsReportSchema.parse(
      (await get('/api/reports/costs?period=year&month=2026-05', demoAdmin)).json(),
    );
    expect(otherCosts.byCategory.map((c) => c.categoryId)).not.toContain(books.office);
  });
});
