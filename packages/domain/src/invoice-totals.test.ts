import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exchangeRate } from './exchange-rate.ts';
import { invoiceLine, type InvoiceLine, type PriceMode } from './invoice-line.ts';
import { computeInvoiceTotals, computeInvoiceTotalsFromInput } from './invoice-totals.ts';
import { money, sumMoney } from './money.ts';
import { VAT_RATE_CODES, type VatRateCode } from './vat-rates.ts';

const line = (quantity: string, unitPrice: string, vatRate: VatRateCode, discountPercent?: string) =>
  invoiceLine({ quantity, unitPrice, vatRate, ...(discountPercent ? { discountPercent } : {}) });

describe('invoice totals (statutory per-rate VAT)', () => {
  it('computes VAT on the summed net: 3 × 0.10 at 23 % → 0.07, not 0.06', () => {
    const totals = computeInvoiceTotals(
      [line('1', '0.10', '23'), line('1', '0.10', '23'), line('1', '0.10', '23')],
      { priceMode: 'net' },
    );
    expect(totals.byRate).toEqual([{ vatRate: '23', net: 30, vat: 7, gross: 37 }]);
    expect(sumMoney(totals.lines.map((l) => l.vat))).toBe(6);
    expect(totals).toMatchObject({ net: 30, vat: 7, gross: 37 });
  });

  it('computes VAT from summed gross for gross-priced invoices', () => {
    const totals = computeInvoiceTotals([line('1', '50', '23'), line('1', '50', '23')], {
      priceMode: 'gross',
    });
    expect(totals.byRate).toEqual([{ vatRate: '23', net: 8130, vat: 1870, gross: 10000 }]);
  });

  it('keeps one bucket per rate in a fixed order', () => {
    const totals = computeInvoiceTotals(
      [
        line('1', '100', 'zw'),
        line('2', '10', '8'),
        line('1', '100', '23'),
        line('1', '50', 'oo'),
        line('1', '1', '5'),
      ],
      { priceMode: 'net' },
    );
    expect(totals.byRate.map((r) => r.vatRate)).toEqual(['23', '8', '5', 'zw', 'oo']);
    expect(totals.byRate.find((r) => r.vatRate === 'zw')).toEqual({
      vatRate: 'zw',
      net: 10000,
      vat: 0,
      gross: 10000,
    });
    expect(totals).toMatchObject({ net: 27100, vat: 2300 + 160 + 5, gross: 27100 + 2465 });
  });

  it('handles an empty invoice', () => {
    expect(computeInvoiceTotals([], { priceMode: 'net' })).toEqual({
      priceMode: 'net',
      lines: [],
      byRate: [],
      net: 0,
      vat: 0,
      gross: 0,
    });
  });

  it('converts VAT to PLN at the invoice rate', () => {
    const totals = computeInvoiceTotals([line('1', '1000', '23'), line('1', '0.33', '23')], {
      priceMode: 'net',
      exchangeRate: exchangeRate('4.3117'),
    });
    // VAT 230.08 EUR (1000.33 × 23 % = 230.0759) × 4.3117 = 992.036… → 992.04
    expect(totals.vat).toBe(23008);
    expect(totals.pln).toEqual({ net: 431312, vat: 99204, gross: 530516 });
    expect(totals.byRate[0]?.pln).toEqual(totals.pln);
  });

  it('reproduces MF sample FA(3) no. 21 (lines at their own NBP rates)', () => {
    const lines = [
      invoiceLine({ quantity: '10', unitPrice: '406', vatRate: '23', exchangeRate: '4.4080' }),
      invoiceLine({ quantity: '20', unitPrice: '250', vatRate: '23', exchangeRate: '4.5005' }),
      invoiceLine({ quantity: '15', unitPrice: '300', vatRate: '23', exchangeRate: '4.3250' }),
    ];
    const totals = computeInvoiceTotals(lines, { priceMode: 'net' });
    expect(totals).toMatchObject({ net: money('13560'), vat: money('3118.80'), gross: money('16678.80') });
    expect(totals.pln?.vat).toBe(money('13768.14'));
  });

  it('leaves PLN out when a line has no rate to convert with', () => {
    const lines = [
      invoiceLine({ quantity: '1', unitPrice: '10', vatRate: '23', exchangeRate: '4.4' }),
      invoiceLine({ quantity: '1', unitPrice: '10', vatRate: '23' }),
    ];
    expect(computeInvoiceTotals(lines, { priceMode: 'net' }).pln).toBeUndefined();
  });
});

describe('computeInvoiceTotalsFromInput', () => {
  it('computes from form strings', () => {
    const result = computeInvoiceTotalsFromInput({
      priceMode: 'net',
      exchangeRate: '',
      lines: [
        { quantity: '1,5', unit: 'godz.', unitPrice: '200,00', vatRate: '23', discountPercent: '' },
        { quantity: '2', unit: 'szt.', unitPrice: '19.99', vatRate: '8', discountPercent: null },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // 1.5 × 200.00 = 300.00 at 23 %; 2 × 19.99 = 39.98 at 8 % (VAT 3.1984 → 3.20)
    expect(result.value).toMatchObject({ net: 33998, vat: 7220, gross: 41218 });
    expect(result.lines[0]?.unit).toBe('godz.');
  });

  it('reports errors with line numbers', () => {
    const result = computeInvoiceTotalsFromInput({
      priceMode: 'net',
      exchangeRate: 'abc',
      lines: [
        { quantity: '1', unitPrice: '1', vatRate: '23' },
        { quantity: '1', unitPrice: '', vatRate: '23' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { line: null, field: 'exchangeRate', reason: 'format' },
        { line: 1, field: 'unitPrice', reason: 'empty' },
      ],
    });
  });

  it('reports amounts too large to compute instead of throwing', () => {
    const huge = { quantity: '99999999999', unitPrice: '99999999999', vatRate: '23' };
    expect(computeInvoiceTotalsFromInput({ priceMode: 'net', lines: [huge] })).toEqual({
      ok: false,
      errors: [{ line: 0, field: 'quantity', reason: 'range' }],
    });
    const big = { quantity: '100000', unitPrice: '500000000', vatRate: '23' };
    expect(computeInvoiceTotalsFromInput({ priceMode: 'net', lines: [big, big] })).toEqual({
      ok: false,
      errors: [{ line: null, field: 'total', reason: 'range' }],
    });
  });
});

const arbLine: fc.Arbitrary<InvoiceLine> = fc.record({
  quantity: fc.integer({ min: -10_000_000, max: 100_000_000 }),
  unitPrice: fc.integer({ min: 0, max: 1_000_000_000 }),
  discount: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000 })),
  vatRate: fc.constantFrom(...VAT_RATE_CODES),
  annex15: fc.boolean(),
});
const arbMode = fc.constantFrom<PriceMode>('net', 'gross');

describe('invoice totals properties', () => {
  it('line sums equal the totals in the price mode, and net + VAT = gross everywhere', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 40 }), arbMode, (lines, priceMode) => {
        const totals = computeInvoiceTotals(lines, { priceMode });
        const key = priceMode === 'net' ? 'net' : 'gross';
        expect(sumMoney(totals.lines.map((l) => l[key]))).toBe(totals[key]);
        expect(totals.net + totals.vat).toBe(totals.gross);
        for (const bucket of totals.byRate) expect(bucket.net + bucket.vat).toBe(bucket.gross);
        expect(sumMoney(totals.byRate.map((r) => r.net))).toBe(totals.net);
        expect(sumMoney(totals.byRate.map((r) => r.vat))).toBe(totals.vat);
        for (const l of totals.lines) expect(l.net + l.vat).toBe(l.gross);
      }),
    );
  });

  it('the VAT summary is invariant to line order', () => {
    fc.assert(
      fc.property(
        fc
          .array(arbLine, { maxLength: 30 })
          .chain((lines) =>
            fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
          ),
        arbMode,
        fc.integer({ min: 1, max: 100_000 }),
        ([lines, shuffled], priceMode, rate) => {
          const a = computeInvoiceTotals(lines, { priceMode, exchangeRate: rate });
          const b = computeInvoiceTotals(shuffled, { priceMode, exchangeRate: rate });
          expect(b.byRate).toEqual(a.byRate);
          expect([b.net, b.vat, b.gross, b.pln]).toEqual([a.net, a.vat, a.gross, a.pln]);
        },
      ),
    );
  });

  it('per-rate VAT differs from the summed line VAT by rounding only (≤ ½ gr per line + ½ per rate)', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 30 }), arbMode, (lines, priceMode) => {
        const totals = computeInvoiceTotals(lines, { priceMode });
        for (const bucket of totals.byRate) {
          const inBucket = totals.lines.filter((_, i) => lines[i]?.vatRate === bucket.vatRate);
          const lineVat = sumMoney(inBucket.map((l) => l.vat));
          expect(Math.abs(lineVat - bucket.vat)).toBeLessThanOrEqual((inBucket.length + 1) / 2);
          if (inBucket.length === 1) expect(lineVat).toBe(bucket.vat);
        }
      }),
    );
  });
});
