// Figures agree everywhere (issue 22): on randomized books, a sales report's total for a period equals
// the invoice list's totals for the same filter, per currency; its VAT summary adds up to the
// invoices' VAT and equals the month's JPK (tax returns).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceList } from '@saldo/contracts/invoices';
import { incomeReportSchema, salesReportSchema } from '@saldo/contracts/reports';
import { monthsOf, periodOf, rangeDates, type MonthRange } from '@saldo/domain/reports/periods';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createContractor, freshOrganization, kowalski, type Headers } from '../contractors/test-helpers.ts';
import { issue } from '../invoices/test-helpers.ts';
import { grossInvoice, post } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const invoiceArb = fc.record({
  month: fc.integer({ min: 1, max: 6 }),
  day: fc.integer({ min: 1, max: 28 }),
  grosze: fc.integer({ min: 1, max: 5_000_000 }),
  rate: fc.constantFrom('23' as const, '8' as const, '5' as const, '0' as const),
  currency: fc.constantFrom('PLN' as const, 'EUR' as const),
  kind: fc.constantFrom('vat' as const, 'vat' as const, 'proforma' as const, 'cancelled' as const),
  buyer: fc.integer({ min: 0, max: 1 }),
});

const periodArb = fc.oneof(
  fc
    .integer({ min: 1, max: 6 })
    .map((m) => ({ query: `period=month&month=2026-0${m}`, range: periodOf('month', `2026-0${m}`) })),
  fc
    .integer({ min: 1, max: 6 })
    .map((m) => ({ query: `period=quarter&month=2026-0${m}`, range: periodOf('quarter', `2026-0${m}`) })),
  fc.constant({
    query: 'period=custom&from=2026-02&to=2026-05',
    range: { from: '2026-02', to: '2026-05' } as MonthRange,
  }),
  fc.constant({ query: 'period=year&month=2026-03', range: periodOf('year', '2026-03') }),
);

const zloty = (grosze: number) => `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;

async function listSums(headers: Headers, range: MonthRange, type?: string) {
  const { from, to } = rangeDates(range);
  const query = new URLSearchParams({ dateFrom: from, dateTo: to, perPage: '1' });
  if (type) query.set('type', type);
  const response = await t.app.inject({ url: `/api/apps/invoice/invoices?${query.toString()}`, headers });
  expect(response.statusCode).toBe(200);
  return new Map(response.json<InvoiceList>().sums.map((s) => [s.currency, s]));
}

describe('reports agree with the invoice list and the JPK', () => {
  it('on randomized books', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(invoiceArb, { minLength: 1, maxLength: 7 }),
        periodArb,
        async (drafts, period) => {
          const headers = await freshOrganization(t);
          const all = {
            vat: true,
            vatMargin: true,
            proforma: true,
            advance: true,
            final: true,
            correction: true,
          };
          await t.app.inject({
            method: 'PUT',
            url: '/api/organization/invoice-types',
            headers,
            payload: all,
          });
          const buyers = [
            (await createContractor(t, headers, { ...kowalski, name: 'Alfa S.A.', nip: '525-000-12-33' })).id,
            (await createContractor(t, headers, { ...kowalski, name: 'Beta GmbH', nip: '521-301-23-43' })).id,
          ];
          for (const draft of drafts) {
            const date = `2026-0${draft.month}-${String(draft.day).padStart(2, '0')}`;
            const invoice = await issue(
              t,
              headers,
              grossInvoice(
                buyers[draft.buyer] ?? 0,
                date,
                zloty(draft.grosze),
                {
                  ...(draft.kind === 'proforma' ? { type: 'proforma' } : {}),
                  ...(draft.currency === 'EUR'
                    ? {
                        currency: 'EUR',
                        exchangeRate: '4,3217',
                        exchangeRateTable: '001/A/NBP/2026',
                        language: 'english',
                      }
                    : {}),
                },
                draft.rate,
              ),
            );
            if (draft.kind === 'cancelled')
              await post(t, headers, `/api/apps/invoice/invoices/${invoice.id}/cancel`);
          }

          const sales = salesReportSchema.parse(
            (await t.app.inject({ url: `/api/reports/sales?${period.query}`, headers })).json(),
          );
          expect(sales.ranges.current).toEqual(period.range);
          const [everything, proformas] = await Promise.all([
            listSums(headers, period.range),
            listSums(headers, period.range, 'proforma'),
          ]);
          // The list's sums less its proformas (not sales) are the report's, currency by currency.
          for (const [currency, sums] of everything) {
            const proforma = proformas.get(currency) ?? { net: 0, vat: 0, gross: 0 };
            const row = sales.byCurrency.find((r) => r.currency === currency);
            const expected = {
              net: sums.net - proforma.net,
              vat: sums.vat - proforma.vat,
              gross: sums.gross - proforma.gross,
            };
            const got = row
              ? { net: row.current.net, vat: row.current.vat, gross: row.current.gross }
              : { net: 0, vat: 0, gross: 0 };
            expect(got).toEqual(expected);
          }
          expect(
            sales.byCurrency.filter((r) => r.current.count > 0).every((r) => everything.has(r.currency)),
          ).toBe(true);
          // The PLN total is the currencies' PLN equivalents, and the parts of every breakdown add up to it.
          const plnSum = (key: 'netPln' | 'vatPln' | 'grossPln') =>
            sales.byCurrency.reduce((s, r) => s + r.current[key], 0);
          expect([sales.totals.current.net, sales.totals.current.vat, sales.totals.current.gross]).toEqual([
            plnSum('netPln'),
            plnSum('vatPln'),
            plnSum('grossPln'),
          ]);
          const grossOf = (rows: { current: { gross: number } }[]) =>
            rows.reduce((s, r) => s + r.current.gross, 0);
          expect(grossOf(sales.byType)).toBe(sales.totals.current.gross);
          expect(grossOf(sales.monthly)).toBe(sales.totals.current.gross);
          expect(grossOf(sales.byContractor) + sales.otherContractors.current.gross).toBe(
            sales.totals.current.gross,
          );

          // The VAT summary is the invoices' VAT (sale date = issue date here), month by month as the JPK.
          const income = incomeReportSchema.parse(
            (await t.app.inject({ url: `/api/reports/income?${period.query}`, headers })).json(),
          );
          expect(income.vat.reduce((s, m) => s + m.outputVat, 0)).toBe(sales.totals.current.vat);
          const month = monthsOf(period.range)[0] ?? '';
          const jpk = await t.app.inject({ url: `/api/tax-returns/${month}`, headers });
          expect(jpk.statusCode).toBe(200);
          const { declaration } = jpk.json<{ declaration: { outputVat: number } }>();
          expect(income.vat.find((m) => m.month === month)?.outputVat).toBe(declaration.outputVat);
        },
      ),
      { numRuns: 5 },
    );
  });
});
