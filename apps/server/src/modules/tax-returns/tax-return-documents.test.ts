// The sales register from real invoices: a final invoice's advances deducted rate by rate, a margin
// invoice taxed on its sale less the purchase price kept on its lines, WSTO_EE for an EU consumer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterPage, RegisterRow } from '@saldo/contracts/tax-returns';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { freshOrganization, type Headers } from '../contractors/test-helpers.ts';
import { issue, newBuyer, vatInvoice } from '../invoices/test-helpers.ts';

let t: TestApp;
let admin: Headers;
let buyerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await freshOrganization(t);
  buyerId = (await newBuyer(t, admin)).id;
  const all = { vat: true, vatMargin: true, proforma: true, advance: true, final: true, correction: true };
  await t.app.inject({ method: 'PUT', url: '/api/organization/invoice-types', headers: admin, payload: all });
});
afterAll(async () => {
  await t.close();
});

async function row(period: string, number: string): Promise<RegisterRow> {
  const response = await t.app.inject({
    url: `/api/tax-returns/${period}/registers/sale?perPage=100&q=${encodeURIComponent(number)}`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  const found = response.json<RegisterPage>().rows.find((r) => r.number === number);
  if (!found) throw new Error(`no row ${number} in ${period}`);
  return found;
}

const on = (date: string) => ({ issueDate: date, saleDate: date });

describe('a final invoice in the sales register', () => {
  it('reports only what its advances did not, per rate', async () => {
    // Order: 10 000,00 at 23 % and 5 000,00 at 8 %. Advances in May: 2 000 at 23 % + 1 000 at 8 %,
    // then 2 000 at 23 %. The final (June) reports 6 000,00 / 1 380,00 at 23 % and 4 000,00 / 320,00 at 8 %.
    const orderLines = [
      { name: 'Regały', quantity: '1', unitPrice: '10000', vatRate: '23' as const },
      { name: 'Książki', quantity: '1', unitPrice: '5000', vatRate: '8' as const },
    ];
    const first = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        ...on('2026-05-06'),
        type: 'advance',
        orderLines,
        lines: [
          { name: 'Zaliczka – regały', quantity: '1', unitPrice: '2000', vatRate: '23' },
          { name: 'Zaliczka – książki', quantity: '1', unitPrice: '1000', vatRate: '8' },
        ],
      }),
    );
    const second = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        ...on('2026-05-20'),
        type: 'advance',
        orderLines,
        lines: [{ name: 'Zaliczka – regały', quantity: '1', unitPrice: '2000', vatRate: '23' }],
      }),
    );
    const final = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        ...on('2026-06-10'),
        type: 'final',
        advanceInvoiceIds: [first.id, second.id],
        lines: orderLines,
      }),
    );
    expect((await row('2026-05', first.number)).amounts).toEqual({
      K_19: 200_000,
      K_20: 46_000,
      K_17: 100_000,
      K_18: 8_000,
    });
    expect((await row('2026-06', final.number)).amounts).toEqual({
      K_19: 600_000,
      K_20: 138_000,
      K_17: 400_000,
      K_18: 32_000,
    });
  });
});

describe('a margin invoice in the sales register', () => {
  it('is taxed on the sale less the purchase price of its lines, marked MR_UZ', async () => {
    const invoice = await issue(
      t,
      admin,
      vatInvoice(buyerId, {
        ...on('2026-06-12'),
        type: 'vatMargin',
        marginScheme: 'used_goods',
        priceMode: 'gross',
        lines: [
          {
            name: 'Samochód używany',
            quantity: '1',
            unitPrice: '36900',
            vatRate: '23',
            purchasePrice: '31 980,00',
          },
          { name: 'Opony używane', quantity: '1', unitPrice: '615', vatRate: '23' },
        ],
      }),
    );
    // The purchase price is kept on the line as a plain decimal; not printed, but returned.
    expect(invoice.lines.map((line) => line.purchasePrice)).toEqual(['31980.00', '']);
    const found = await row('2026-06', invoice.number);
    // Margin 36 900 − 31 980 + 615 (no purchase price: taxed whole) = 5 535,00 gross;
    // VAT 5 535 × 23/123 = 1 035,00; net 4 500,00.
    expect(found.amounts).toMatchObject({ K_19: 450_000, K_20: 103_500 });
    expect(found.markers).toContain('MR_UZ');
  });

  it('refuses a purchase price that is not an amount', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/apps/invoice/invoices',
      headers: admin,
      payload: vatInvoice(buyerId, {
        ...on('2026-06-12'),
        type: 'vatMargin',
        marginScheme: 'used_goods',
        lines: [{ name: 'Rower', quantity: '1', unitPrice: '900', vatRate: '23', purchasePrice: 'abc' }],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('lines.0.purchasePrice');
  });
});

describe('procedure markers from the documents', () => {
  it('marks WSTO_EE on an "np" sale to a consumer in another EU country', async () => {
    const consumer = await newBuyer(t, admin, { name: 'Hans Müller', nip: '', regon: '', country: 'DE' });
    const invoice = await issue(
      t,
      admin,
      vatInvoice(consumer.id, {
        ...on('2026-06-15'),
        lines: [
          { name: 'Regał (sprzedaż wysyłkowa, VAT w DE)', quantity: '1', unitPrice: '800', vatRate: 'np' },
        ],
      }),
    );
    expect((await row('2026-06', invoice.number)).markers).toContain('WSTO_EE');
  });
});
