import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCorrection, computeCorrectionFromInput } from './correction.ts';
import { exchangeRate } from './exchange-rate.ts';
import { invoiceLine, type InvoiceLine, type PriceMode } from './invoice-line.ts';
import { computeInvoiceTotals } from './invoice-totals.ts';
import { money } from './money.ts';
import { VAT_RATE_CODES } from './vat-rates.ts';

describe('correction invoices', () => {
  it('gives per-rate differences (FA(3) sample 2: -162.60 / -37.40 / -200.00)', () => {
    const before = [invoiceLine({ id: 'a', quantity: '1', unitPrice: '1000', vatRate: '23' })];
    const after = [invoiceLine({ id: 'a', quantity: '1', unitPrice: '837.40', vatRate: '23' })];
    const result = computeCorrection(before, after, { priceMode: 'net' });
    expect(result.byRate).toEqual([{ vatRate: '23', net: -16260, vat: -3740, gross: -20000 }]);
    expect(result).toMatchObject({ net: -16260, vat: -3740, gross: -20000 });
    expect(result.lines).toEqual([
      expect.objectContaining({ key: 'a', net: -16260, vat: -3740, gross: -20000, changed: true }),
    ]);
  });

  it('shows a change of rate as two buckets', () => {
    const before = [invoiceLine({ quantity: '1', unitPrice: '100', vatRate: '8' })];
    const after = [invoiceLine({ quantity: '1', unitPrice: '100', vatRate: '23' })];
    const result = computeCorrection(before, after, { priceMode: 'net' });
    expect(result.byRate).toEqual([
      { vatRate: '23', net: 10000, vat: 2300, gross: 12300 },
      { vatRate: '8', net: -10000, vat: -800, gross: -10800 },
    ]);
    expect(result).toMatchObject({ net: 0, vat: 1500, gross: 1500 });
  });

  it('corrects to zero by removing every line', () => {
    const before = [
      invoiceLine({ quantity: '3', unitPrice: '0.10', vatRate: '23' }),
      invoiceLine({ quantity: '1', unitPrice: '10', vatRate: 'zw' }),
    ];
    const result = computeCorrection(before, [], { priceMode: 'net', exchangeRate: exchangeRate('4.2') });
    expect(result).toMatchObject({ net: -1030, vat: -7, gross: -1037 });
    expect(result.pln).toEqual({ net: -4326, vat: -29, gross: -4355 });
    expect(result.lines.map((l) => [l.key, l.changed, l.after])).toEqual([
      ['#0', true, undefined],
      ['#1', true, undefined],
    ]);
  });

  it('pairs lines by id and marks unchanged ones', () => {
    const a = invoiceLine({ id: 'a', quantity: '1', unitPrice: '10', vatRate: '23' });
    const b = invoiceLine({ id: 'b', quantity: '1', unitPrice: '20', vatRate: '23' });
    const c = invoiceLine({ id: 'c', quantity: '1', unitPrice: '30', vatRate: '23' });
    const result = computeCorrection([a, b], [b, c], { priceMode: 'net' });
    expect(result.lines.map((l) => [l.key, l.changed, l.net])).toEqual([
      ['a', true, -1000],
      ['b', false, 0],
      ['c', true, 3000],
    ]);
  });

  it('parses form input and reports errors by side', () => {
    const ok = computeCorrectionFromInput({
      priceMode: 'gross',
      before: [{ quantity: '1', unitPrice: '123', vatRate: '23' }],
      after: [{ quantity: '1', unitPrice: '100', vatRate: '23' }],
    });
    expect(ok.ok && ok.value.byRate).toEqual([{ vatRate: '23', net: -1870, vat: -430, gross: -2300 }]);
    const bad = computeCorrectionFromInput({
      priceMode: 'net',
      exchangeRate: '0',
      before: [],
      after: [{ quantity: 'one', unitPrice: '1', vatRate: '23' }],
    });
    expect(bad).toEqual({
      ok: false,
      errors: [
        { side: null, line: null, field: 'exchangeRate', reason: 'zero' },
        { side: 'after', line: 0, field: 'quantity', reason: 'format' },
      ],
    });
  });

  it('property: before + difference = after, per rate and in total', () => {
    const arbLine: fc.Arbitrary<InvoiceLine> = fc.record({
      quantity: fc.integer({ min: 0, max: 10_000_000 }),
      unitPrice: fc.integer({ min: 0, max: 100_000_000 }),
      discount: fc.integer({ min: 0, max: 10_000 }),
      vatRate: fc.constantFrom(...VAT_RATE_CODES),
      annex15: fc.constant(false),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { maxLength: 10 }),
        fc.array(arbLine, { maxLength: 10 }),
        fc.constantFrom<PriceMode>('net', 'gross'),
        (before, after, priceMode) => {
          const result = computeCorrection(before, after, { priceMode });
          const expected = computeInvoiceTotals(after, { priceMode });
          expect(result.before.gross + result.gross).toBe(expected.gross);
          expect(result.before.vat + result.vat).toBe(expected.vat);
          for (const bucket of expected.byRate) {
            const b = result.before.byRate.find((r) => r.vatRate === bucket.vatRate);
            const d = result.byRate.find((r) => r.vatRate === bucket.vatRate);
            expect((b?.vat ?? 0) + (d?.vat ?? 0)).toBe(bucket.vat);
          }
        },
      ),
    );
  });

  it('keeps money() literal helpers consistent', () => {
    expect(money('-162.60')).toBe(-16260);
  });
});
