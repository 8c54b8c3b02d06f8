// Shared by the receivables report test files (not imported by the app): a fresh organization with
// invoices at known due dates, currencies and payments, and the figures the report must give on
// REPORT_DATE. Every amount below is worked out by hand in the comments.
import { eq } from 'drizzle-orm';
import type { InvoiceInputBody } from '@saldo/contracts/invoices';
import type { TestApp } from '../../../../test/test-app.ts';
import {
  createContractor,
  freshOrganization,
  kowalski,
  type Headers,
} from '../../contractors/test-helpers.ts';
import { contractors } from '../../contractors/contractors.table.ts';
import { issue } from '../../invoices/test-helpers.ts';

/** Tuesday 30 June 2026. */
export const REPORT_DATE = '2026-06-30';

const invoiceUrl = '/api/apps/invoice/invoices';

/** One 23 % line priced gross, so the invoice's gross is exactly `gross`. */
function invoice(
  contractorId: number,
  issueDate: string,
  termDays: number,
  gross: string,
  overrides: Partial<InvoiceInputBody> = {},
): InvoiceInputBody {
  return {
    type: 'vat',
    contractorId,
    issueDate,
    saleDate: issueDate,
    placeOfIssue: 'Kraków',
    paymentTerm: 'custom',
    paymentTermDays: termDays,
    paymentMethod: 'transfer',
    currency: 'PLN',
    priceMode: 'gross',
    lines: [{ name: 'Usługa', quantity: '1', unit: 'szt.', unitPrice: gross, vatRate: '23' }],
    ...overrides,
  };
}

async function post(t: TestApp, headers: Headers, url: string, payload?: object) {
  const response = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
}

const pay = (t: TestApp, headers: Headers, id: number, amount: string, date: string) =>
  post(t, headers, `${invoiceUrl}/${id}/payments`, { amount, date, method: 'transfer' });

export interface Scenario {
  headers: Headers;
  organizationId: number;
  alfa: { id: number; nip: string };
  beta: { id: number; nip: string };
  gamma: { id: number; nip: string };
}

/**
 * Alfa: 1 000,00 PLN due Mon 15 Jun, 400,00 paid 20 Jun (600,00 open, 15 days → 1_30); 500,00 due
 *   Mon 16 Mar (106 days → over_90); a correction of that one to 400,00 issued 10 Jun (−100,00, a
 *   refund owed: never overdue → not_due); a cancelled 999,00 and a proforma 700,00 (not counted).
 * Beta: 1 000,00 EUR at 4,2913 (4 291,30 PLN gross) issued 15 May, due Saturday 30 May
 *   → deadline Mon 1 Jun (29 days → 1_30, though 31 calendar days); 250,00 EUR paid 10 Jun is
 *   1 072,825 → 1 072,83 PLN, the open 750,00 EUR is 3 218,475 → 3 218,48 PLN (both half-up).
 * Gamma: 2 000,00 issued 25 Jun due 9 Jul (not_due), 500,00 of it paid 5 Jul (after the report: not
 *   counted); 300,00 due Wed 1 Apr (exactly 90 days → 61_90); 800,00 issued 5 May, paid 20 May; and
 *   100,00 issued 1 Jul, after the report's day (not counted).
 */
export async function seedScenario(t: TestApp): Promise<Scenario> {
  const headers = await freshOrganization(t);
  const all = { vat: true, vatMargin: true, proforma: true, advance: true, final: true, correction: true };
  await t.app.inject({ method: 'PUT', url: '/api/organization/invoice-types', headers, payload: all });
  const contractor = async (name: string, nip: string) => {
    const created = await createContractor(t, headers, { ...kowalski, name, nip });
    const [row] = await t.database.db
      .select({ organizationId: contractors.organizationId, nip: contractors.nip })
      .from(contractors)
      .where(eq(contractors.id, created.id));
    if (!row) throw new Error('contractor not stored');
    return { id: created.id, nip: row.nip ?? '', organizationId: row.organizationId };
  };
  const alfa = await contractor('Alfa S.A.', '525-000-12-33');
  const beta = await contractor('Beta GmbH', '521-301-23-43');
  const gamma = await contractor('Gamma Sp. z o.o.', '777-000-11-11');

  const a1 = await issue(t, headers, invoice(alfa.id, '2026-06-01', 14, '1000,00'));
  await pay(t, headers, a1.id, '400,00', '2026-06-20');
  const a2 = await issue(t, headers, invoice(alfa.id, '2026-03-02', 14, '500,00'));
  await issue(
    t,
    headers,
    invoice(alfa.id, '2026-06-10', 14, '400,00', {
      type: 'correction',
      correctedInvoiceId: a2.id,
      correctionReason: 'Rabat',
    }),
  );
  const cancelled = await issue(t, headers, invoice(alfa.id, '2026-06-02', 14, '999,00'));
  await post(t, headers, `${invoiceUrl}/${cancelled.id}/cancel`);
  await issue(t, headers, invoice(alfa.id, '2026-06-03', 14, '700,00', { type: 'proforma' }));

  const b1 = await issue(
    t,
    headers,
    invoice(beta.id, '2026-05-15', 15, '1000,00', {
      currency: 'EUR',
      exchangeRate: '4,2913',
      exchangeRateTable: '093/A/NBP/2026',
      language: 'english',
    }),
  );
  await pay(t, headers, b1.id, '250,00', '2026-06-10');

  const g1 = await issue(t, headers, invoice(gamma.id, '2026-06-25', 14, '2000,00'));
  await pay(t, headers, g1.id, '500,00', '2026-07-05');
  await issue(t, headers, invoice(gamma.id, '2026-03-18', 14, '300,00'));
  const g3 = await issue(t, headers, invoice(gamma.id, '2026-05-05', 14, '800,00'));
  await pay(t, headers, g3.id, '800,00', '2026-05-20');
  await issue(t, headers, invoice(gamma.id, '2026-07-01', 14, '100,00'));

  return {
    headers,
    organizationId: alfa.organizationId,
    alfa: { id: alfa.id, nip: alfa.nip },
    beta: { id: beta.id, nip: beta.nip },
    gamma: { id: gamma.id, nip: gamma.nip },
  };
}

/**
 * The report on REPORT_DATE with months=3.
 * Aging: not_due −10 000 (Alfa's correction) + 200 000 (Gamma) = 190 000; 1_30 60 000 + 321 848 =
 * 381 848; 61_90 30 000; over_90 50 000; total 651 848.
 * DSO: sales issued 2 Apr – 30 Jun: 100 000 + 429 130 + 200 000 + 80 000 − 10 000 = 799 130;
 * 651 848 ÷ 799 130 × 90 = 73.413… → 73.4.
 * Issued: Apr 0; May 429 130 + 80 000; Jun 100 000 + 200 000 − 10 000. Collected: May 80 000;
 * Jun 40 000 + 107 283.
 */
export function expectedReport(s: Scenario) {
  return {
    date: REPORT_DATE,
    aging: {
      not_due: 190_000,
      '1_30': 381_848,
      '31_60': 0,
      '61_90': 30_000,
      over_90: 50_000,
      total: 651_848,
    },
    byContractor: [
      {
        contractorId: s.beta.id,
        name: 'Beta GmbH',
        nip: s.beta.nip,
        not_due: 0,
        '1_30': 321_848,
        '31_60': 0,
        '61_90': 0,
        over_90: 0,
        total: 321_848,
      },
      {
        contractorId: s.gamma.id,
        name: 'Gamma Sp. z o.o.',
        nip: s.gamma.nip,
        not_due: 200_000,
        '1_30': 0,
        '31_60': 0,
        '61_90': 30_000,
        over_90: 0,
        total: 230_000,
      },
      {
        contractorId: s.alfa.id,
        name: 'Alfa S.A.',
        nip: s.alfa.nip,
        not_due: -10_000,
        '1_30': 60_000,
        '31_60': 0,
        '61_90': 0,
        over_90: 50_000,
        total: 100_000,
      },
    ],
    dso: 73.4,
    monthly: [
      { month: '2026-04', issued: 0, collected: 0 },
      { month: '2026-05', issued: 509_130, collected: 80_000 },
      { month: '2026-06', issued: 290_000, collected: 147_283 },
    ],
    topDebtors: [
      { contractorId: s.beta.id, name: 'Beta GmbH', overdue: 321_848, invoices: 1, oldestDaysOverdue: 29 },
      { contractorId: s.alfa.id, name: 'Alfa S.A.', overdue: 110_000, invoices: 2, oldestDaysOverdue: 106 },
      {
        contractorId: s.gamma.id,
        name: 'Gamma Sp. z o.o.',
        overdue: 30_000,
        invoices: 1,
        oldestDaysOverdue: 90,
      },
    ],
  };
}
