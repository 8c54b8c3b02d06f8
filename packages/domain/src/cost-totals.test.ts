import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COST_VAT_TOLERANCE,
  computeCostTotals,
  costTotalsOf,
  deductibleVat,
  vatOnNet,
  type CostRateInput,
  type CostRateSummary,
  type CostTotals,
  type CostTotalsInput,
  type CostTotalsResult,
  type VatDeduction,
} from './cost-totals.ts';
import { exchangeRate, formatExchangeRate, toPln } from './exchange-rate.ts';
import { money, sumMoney, toDecimalString } from './money.ts';
import { VAT_RATE_CODES, VAT_RATES, vatRateOrder, type VatRateCode } from './vat-rates.ts';

const row = (vatRate: VatRateCode, net: CostRateInput['net'], vat: CostRateInput['vat']): CostRateInput => ({
  vatRate,
  net,
  vat,
});

const totals = (input: Partial<CostTotalsInput> & Pick<CostTotalsInput, 'rows'>): CostTotalsResult =>
  computeCostTotals({ deduction: 'full', ...input });

/** The totals of an input the test expects to pass; a refusal fails with the errors in the message. */
function accepted(input: Partial<CostTotalsInput> & Pick<CostTotalsInput, 'rows'>): CostTotals {
  const result = totals(input);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.value;
}

/** Rates that carry no VAT on the document: 0 %, exempt, not subject, reverse charge. */
const NO_VAT_RATES: readonly VatRateCode[] = ['0', '0 WDT', '0 EX', 'zw', 'np', 'np I', 'np II', 'oo'];

describe('vatOnNet (VAT the rate gives, half away from zero)', () => {
  it.each<[number, VatRateCode, number]>([
    [10000, '23', 2300],
    [150, '23', 35], // 34.5 → 35
    [-150, '23', -35], // −34.5 → −35, the mirror of the invoice
    [2, '23', 0], // 0.46 → 0
    [3, '23', 1], // 0.69 → 1
    [-3, '23', -1],
    [10, '5', 1], // 0.5 → 1
    [-10, '5', -1],
    [9, '5', 0], // 0.45 → 0
    [625, '8', 50],
    [1250, '4', 50],
    [50, '3', 2], // 1.5 → 2
    [-50, '3', -2],
    [50, '7', 4], // 3.5 → 4
    [-50, '7', -4],
    [50, '22', 11],
    [0, '23', 0],
  ])('%i gr at rate %s → %i gr', (net, rate, vat) => {
    expect(vatOnNet(net, rate)).toBe(vat);
  });

  it.each(NO_VAT_RATES)('is 0 at %s', (rate) => {
    expect(vatOnNet(123_456_789, rate)).toBe(0);
    expect(vatOnNet(-123_456_789, rate)).toBe(0);
  });

  it('the rates without VAT are exactly those of 0 %', () => {
    expect(VAT_RATE_CODES.filter((code) => VAT_RATES[code].percent === 0)).toEqual(NO_VAT_RATES);
  });

  it('is symmetric and within half a grosz of the exact product', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom(...VAT_RATE_CODES),
        (net, rate) => {
          const vat = vatOnNet(net, rate);
          expect(vatOnNet(-net, rate)).toBe(vat === 0 ? 0 : -vat);
          expect(Math.abs(vat * 100 - net * VAT_RATES[rate].percent)).toBeLessThanOrEqual(50);
        },
      ),
    );
  });
});

describe('deductibleVat', () => {
  it.each<[number, VatDeduction, number]>([
    [2301, 'full', 2301],
    [-2301, 'full', -2301],
    [2301, 'none', 0],
    [-2301, 'none', 0],
    [2300, 'half', 1150],
    [2301, 'half', 1151], // 1150.5 → 1151
    [-2301, 'half', -1151], // a correction mirrors the document
    [1, 'half', 1],
    [-1, 'half', -1],
    [3, 'half', 2],
    [-3, 'half', -2],
    [2, 'half', 1],
    [0, 'half', 0],
  ])('%i gr with %s deduction → %i gr', (vat, deduction, expected) => {
    expect(deductibleVat(vat, deduction)).toBe(expected);
  });
});

describe('computeCostTotals', () => {
  it('sums a PLN document per rate, typed the Polish or the English way', () => {
    const value = accepted({
      rows: [row('23', '1 000,00', '230,00'), row('8', '250.50', '20.04'), row('zw', '99,99', '0')],
    });
    expect(value).toEqual({
      byRate: [
        { vatRate: '23', net: 100000, vat: 23000, gross: 123000 },
        { vatRate: '8', net: 25050, vat: 2004, gross: 27054 },
        { vatRate: 'zw', net: 9999, vat: 0, gross: 9999 },
      ],
      net: 135049,
      vat: 25004,
      gross: 160053,
      pln: { net: 135049, vat: 25004, gross: 160053 },
      deductibleVatPln: 25004,
    });
  });

  it('keeps the VAT as typed, not as recomputed, when it is within the tolerance', () => {
    // A supplier rounding line by line: 23 % of 1 000,00 is 230,00, the document says 230,37.
    const value = accepted({ rows: [row('23', '1000', '230.37')] });
    expect(value.byRate).toEqual([{ vatRate: '23', net: 100000, vat: 23037, gross: 123037 }]);
  });

  it('accepts negative rows (a correction)', () => {
    const value = accepted({ rows: [row('23', '-1000', '-230'), row('8', '50', '4')] });
    expect(value).toMatchObject({ net: -95000, vat: -22600, gross: -117600 });
  });

  describe('VAT rounding in the check (half away from zero)', () => {
    it.each<[string, number]>([
      ['1.50', 35], // 34.5 gr
      ['-1.50', -35],
      ['0.02', 0], // 0.46 gr
      ['-0.02', 0],
      ['0.03', 1], // 0.69 gr
      ['-0.03', -1],
    ])('net %s at rate 23 expects %i gr of VAT', (net, expected) => {
      // A VAT far off makes the check report the amount it expected.
      expect(totals({ rows: [row('23', net, '50')] })).toEqual({
        ok: false,
        errors: [{ row: 0, field: 'vat', reason: 'mismatch', expected }],
      });
      expect(accepted({ rows: [row('23', net, toDecimalString(expected))] }).byRate[0]?.vat).toBe(expected);
    });
  });

  describe('tolerance of the typed VAT', () => {
    it('is one złoty', () => {
      expect(COST_VAT_TOLERANCE).toBe(100);
    });

    it.each(['231.00', '229.00', '230'])('accepts %s on 1000.00 at 23 % (within 100 gr)', (vat) => {
      expect(totals({ rows: [row('23', '1000.00', vat)] }).ok).toBe(true);
    });

    it.each(['231.01', '228.99', '0', '23.00', '-230'])('refuses %s on 1000.00 at 23 %', (vat) => {
      expect(totals({ rows: [row('23', '1000.00', vat)] })).toEqual({
        ok: false,
        errors: [{ row: 0, field: 'vat', reason: 'mismatch', expected: 23000 }],
      });
    });

    it.each(['-231.00', '-229.00'])('accepts %s on −1000.00 at 23 %', (vat) => {
      expect(totals({ rows: [row('23', '-1000.00', vat)] }).ok).toBe(true);
    });

    it.each(['-231.01', '-228.99', '230'])('refuses %s on −1000.00 at 23 %', (vat) => {
      expect(totals({ rows: [row('23', '-1000.00', vat)] })).toEqual({
        ok: false,
        errors: [{ row: 0, field: 'vat', reason: 'mismatch', expected: -23000 }],
      });
    });

    it('reports every refused row with its index, and no totals', () => {
      expect(
        totals({
          rows: [row('23', '100', '23'), row('8', '100', '10'), row('5', '100', '5'), row('zw', '1', '2')],
        }),
      ).toEqual({
        ok: false,
        errors: [
          { row: 1, field: 'vat', reason: 'mismatch', expected: 800 },
          { row: 3, field: 'vat', reason: 'mismatch', expected: 0 },
        ],
      });
    });
  });

  describe.each(NO_VAT_RATES)('rate %s (no VAT)', (rate) => {
    it('takes VAT 0 and makes gross equal to net', () => {
      expect(accepted({ rows: [row(rate, '1234.56', '0')] }).byRate).toEqual([
        { vatRate: rate, net: 123456, vat: 0, gross: 123456 },
      ]);
    });

    it.each(['0.01', '-0.01', '1.00', '284.00'])('refuses VAT %s, expecting 0', (vat) => {
      expect(totals({ rows: [row(rate, '1234.56', vat)] })).toEqual({
        ok: false,
        errors: [{ row: 0, field: 'vat', reason: 'mismatch', expected: 0 }],
      });
    });
  });

  describe('duplicate rates', () => {
    it('refuses every repeated row after the first', () => {
      expect(
        totals({
          rows: [
            row('23', '100', '23'),
            row('8', '100', '8'),
            row('23', '10', '2.30'),
            row('23', '1', '0.23'),
          ],
        }),
      ).toEqual({
        ok: false,
        errors: [
          { row: 2, field: 'vatRate', reason: 'duplicate' },
          { row: 3, field: 'vatRate', reason: 'duplicate' },
        ],
      });
    });

    it('reports a duplicate together with the row’s other problems', () => {
      expect(totals({ rows: [row('zw', '1', '0'), row('zw', 'x', '5')] })).toEqual({
        ok: false,
        errors: [
          { row: 1, field: 'vatRate', reason: 'duplicate' },
          { row: 1, field: 'net', reason: 'format' },
        ],
      });
    });

    it('tells apart codes that share a percentage', () => {
      const value = accepted({
        rows: [row('0', '1', '0'), row('0 WDT', '2', '0'), row('0 EX', '3', '0'), row('np', '4', '0')],
      });
      expect(value.byRate.map((r) => r.vatRate)).toEqual(['0', '0 WDT', '0 EX', 'np']);
    });
  });

  describe('empty input', () => {
    it('refuses a document without rows', () => {
      expect(totals({ rows: [] })).toEqual({
        ok: false,
        errors: [{ row: null, field: 'rows', reason: 'empty' }],
      });
    });

    it('refuses a row left blank', () => {
      expect(totals({ rows: [row('23', '', '  ')] })).toEqual({
        ok: false,
        errors: [
          { row: 0, field: 'net', reason: 'empty' },
          { row: 0, field: 'vat', reason: 'empty' },
        ],
      });
    });

    it('lists the exchange rate first, then the rows', () => {
      expect(totals({ rows: [], exchangeRate: 'abc' })).toEqual({
        ok: false,
        errors: [
          { row: null, field: 'exchangeRate', reason: 'format' },
          { row: null, field: 'rows', reason: 'empty' },
        ],
      });
    });

    it('accepts a zero document (nothing to pay, nothing to deduct)', () => {
      expect(accepted({ rows: [row('23', '0', '0')] })).toMatchObject({
        net: 0,
        vat: 0,
        gross: 0,
        deductibleVatPln: 0,
      });
    });
  });

  describe('amounts as typed', () => {
    it.each<[CostRateInput['net'], number]>([
      ['1 000,50', 100050],
      ['1\u00a0000,50', 100050],
      ['1.000,50', 100050],
      ['1,000.50', 100050],
      ['+1000.5', 100050],
      ['1000,500', 100050],
      [1000.5, 100050],
      ['-0,01', -1],
      ['-0', 0],
    ])('reads %j as %i gr', (net, grosze) => {
      expect(accepted({ rows: [row('zw', net, '0')] }).net).toBe(grosze);
    });

    it.each([
      ['12,345', 'precision'],
      ['0.001', 'precision'],
      ['abc', 'format'],
      ['1.2.3', 'format'],
      ['12,3x', 'format'],
      ['--5', 'format'],
      ['1e3', 'format'],
      ['99999999999999999', 'range'],
    ] as const)('refuses the net %j (%s) and does not check its VAT', (net, reason) => {
      expect(totals({ rows: [row('23', net, '1000')] })).toEqual({
        ok: false,
        errors: [{ row: 0, field: 'net', reason }],
      });
    });

    it('refuses a bad VAT without a mismatch on top', () => {
      expect(totals({ rows: [row('23', '100', '23,001')] })).toEqual({
        ok: false,
        errors: [{ row: 0, field: 'vat', reason: 'precision' }],
      });
    });

    it('reports net and VAT of one row, and problems of several rows, in order', () => {
      expect(totals({ rows: [row('23', 'x', 'y'), row('8', '1', '0.08'), row('5', '', '1,001')] })).toEqual({
        ok: false,
        errors: [
          { row: 0, field: 'net', reason: 'format' },
          { row: 0, field: 'vat', reason: 'format' },
          { row: 2, field: 'net', reason: 'empty' },
          { row: 2, field: 'vat', reason: 'precision' },
        ],
      });
    });
  });

  describe('exchange rate', () => {
    it.each<[CostTotalsInput['exchangeRate'], string]>([
      ['abc', 'format'],
      ['4.40801', 'precision'],
      ['0', 'zero'],
      ['0,0000', 'zero'],
      [0, 'zero'],
      ['-4.4', 'negative'],
      [Number.NaN, 'format'],
      [Number.POSITIVE_INFINITY, 'format'],
    ])('refuses %j (%s), together with the rows’ problems', (rate, reason) => {
      expect(totals({ rows: [row('23', '100', '1')], exchangeRate: rate })).toEqual({
        ok: false,
        errors: [
          { row: null, field: 'exchangeRate', reason },
          { row: 0, field: 'vat', reason: 'mismatch', expected: 2300 },
        ],
      });
    });

    it.each([null, undefined, '', '   '])('treats %j as a PLN document', (rate) => {
      const value = accepted({ rows: [row('23', '100.01', '23')], exchangeRate: rate });
      expect(value.pln).toEqual({ net: value.net, vat: value.vat, gross: value.gross });
    });

    it.each<CostTotalsInput['exchangeRate']>(['4,5', '4.5000', 4.5])('reads %j', (rate) => {
      expect(accepted({ rows: [row('zw', '1', '0')], exchangeRate: rate }).pln.net).toBe(450);
    });
  });

  describe('PLN amounts', () => {
    it('converts each rate and then sums, as the VAT register books them', () => {
      const value = accepted({
        rows: [row('23', '1000.00', '230.00'), row('8', '100.00', '8.00')],
        exchangeRate: '4.3117',
      });
      expect(value).toMatchObject({ net: 110000, vat: 23800, gross: 133800 });
      // 4311.70 + 431.17; 230 × 4.3117 = 991.691 → 991.69, 8 × 4.3117 = 34.4936 → 34.49
      expect(value.pln).toEqual({ net: 474287, vat: 102618, gross: 576905 });
    });

    it('rounds each rate on its own, so the PLN sum may differ from the converted sum', () => {
      const value = accepted({
        rows: [row('23', '0.03', '0.01'), row('8', '0.03', '0')],
        exchangeRate: '4.5',
      });
      // 3 gr × 4.5 = 13.5 → 14 per rate, so 28; the summed 6 gr would give 27.
      expect(value.pln).toEqual({ net: 28, vat: 5, gross: 33 });
      expect(toPln(value.net, exchangeRate('4.5'))).toBe(27);
    });

    it('makes PLN gross the sum of PLN net and VAT, not the converted gross', () => {
      const value = accepted({ rows: [row('23', '0.03', '0.01')], exchangeRate: '4.5' });
      expect(value.pln).toEqual({ net: 14, vat: 5, gross: 19 });
      expect(toPln(value.gross, exchangeRate('4.5'))).toBe(18);
    });

    it('rounds a correction half away from zero', () => {
      const value = accepted({ rows: [row('23', '-0.03', '-0.01')], exchangeRate: '4.5' });
      expect(value.pln).toEqual({ net: -14, vat: -5, gross: -19 });
    });
  });

  describe('deductible VAT', () => {
    it.each<[VatDeduction, number]>([
      ['full', 2301],
      ['half', 1151],
      ['none', 0],
    ])('%s: of 23.01 zł', (deduction, expected) => {
      // 23 % of 100.04 is 23.0092 → 23.01
      expect(accepted({ rows: [row('23', '100.04', '23.01')], deduction }).deductibleVatPln).toBe(expected);
    });

    it('halves a correction half away from zero', () => {
      const value = accepted({ rows: [row('23', '-100.04', '-23.01')], deduction: 'half' });
      expect(value.deductibleVatPln).toBe(-1151);
    });

    it('is taken from the PLN VAT of a foreign-currency document', () => {
      const value = accepted({
        rows: [row('23', '100.04', '23.01')],
        exchangeRate: '4.5',
        deduction: 'half',
      });
      // 23.01 × 4.5 = 103.545 → 103.55 zł; half of 10 355 gr is 5 177.5 → 5 178
      expect(value.pln.vat).toBe(10355);
      expect(value.deductibleVatPln).toBe(5178);
    });

    it('halves the total VAT once, not each rate', () => {
      const value = accepted({
        rows: [row('23', '0.04', '0.01'), row('8', '0.13', '0.01')],
        deduction: 'half',
      });
      expect(value.vat).toBe(2);
      expect(value.deductibleVatPln).toBe(1);
    });
  });

  it('sorts the rates in the statutory order, whatever the order typed', () => {
    const value = accepted({
      rows: [
        row('oo', '1', '0'),
        row('zw', '1', '0'),
        row('5', '100', '5'),
        row('23', '100', '23'),
        row('0 WDT', '1', '0'),
        row('8', '100', '8'),
        row('np', '1', '0'),
      ],
    });
    expect(value.byRate.map((r) => r.vatRate)).toEqual(['23', '8', '5', '0 WDT', 'zw', 'np', 'oo']);
  });
});

describe('costTotalsOf (summaries already checked)', () => {
  const summaries: CostRateSummary[] = [
    { vatRate: 'zw', net: 500, vat: 0, gross: 500 },
    { vatRate: '23', net: 1000, vat: 230, gross: 1230 },
  ];

  it('sorts a copy and leaves the input as it was', () => {
    const value = costTotalsOf(summaries, undefined, 'full');
    expect(value.byRate.map((r) => r.vatRate)).toEqual(['23', 'zw']);
    expect(summaries.map((r) => r.vatRate)).toEqual(['zw', '23']);
    expect(value).toMatchObject({ net: 1500, vat: 230, gross: 1730, deductibleVatPln: 230 });
  });

  it('converts to PLN with the parsed rate', () => {
    const value = costTotalsOf(summaries, exchangeRate('4.0000'), 'half');
    expect(value.pln).toEqual({ net: 6000, vat: 920, gross: 6920 });
    expect(value.deductibleVatPln).toBe(460);
  });

  it('gives zero totals for no rows', () => {
    expect(costTotalsOf([], undefined, 'full')).toEqual({
      byRate: [],
      net: 0,
      vat: 0,
      gross: 0,
      pln: { net: 0, vat: 0, gross: 0 },
      deductibleVatPln: 0,
    });
  });
});

// Rows as a user types them: distinct rates, VAT within the tolerance of what the rate gives.
const arbRows = fc
  .uniqueArray(
    fc.record({
      vatRate: fc.constantFrom(...VAT_RATE_CODES),
      net: fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
      delta: fc.integer({ min: -COST_VAT_TOLERANCE, max: COST_VAT_TOLERANCE }),
    }),
    { selector: (r) => r.vatRate, minLength: 1, maxLength: VAT_RATE_CODES.length },
  )
  .map((rows) =>
    rows.map(({ vatRate, net, delta }) =>
      // The tolerance applies to taxed rates; a rate without VAT takes exactly 0.
      row(
        vatRate,
        toDecimalString(net),
        toDecimalString(vatOnNet(net, vatRate) + (VAT_RATES[vatRate].percent === 0 ? 0 : delta)),
      ),
    ),
  );
const arbRate = fc.option(fc.integer({ min: 1, max: 1_000_000 }).map((rate) => formatExchangeRate(rate)));
const arbDeduction = fc.constantFrom<VatDeduction>('full', 'half', 'none');

describe('cost totals properties', () => {
  it('gross = net + VAT and PLN gross = PLN net + PLN VAT, per rate and in total', () => {
    fc.assert(
      fc.property(arbRows, arbRate, arbDeduction, (rows, rate, deduction) => {
        const value = accepted({ rows, exchangeRate: rate, deduction });
        expect(value.gross).toBe(value.net + value.vat);
        expect(value.pln.gross).toBe(value.pln.net + value.pln.vat);
        for (const bucket of value.byRate) expect(bucket.gross).toBe(bucket.net + bucket.vat);
        expect(sumMoney(value.byRate.map((r) => r.net))).toBe(value.net);
        expect(sumMoney(value.byRate.map((r) => r.vat))).toBe(value.vat);
        expect(value.byRate.map((r) => r.net)).toEqual(
          [...rows]
            .sort((a, b) => vatRateOrder(a.vatRate) - vatRateOrder(b.vatRate))
            .map((r) => money(r.net)),
        );
        if (rate === null) {
          expect(value.pln).toEqual({ net: value.net, vat: value.vat, gross: value.gross });
        } else {
          const parsed = exchangeRate(rate);
          expect(value.pln.net).toBe(sumMoney(value.byRate.map((r) => toPln(r.net, parsed))));
          expect(value.pln.vat).toBe(sumMoney(value.byRate.map((r) => toPln(r.vat, parsed))));
        }
        expect(value.deductibleVatPln).toBe(deductibleVat(value.pln.vat, deduction));
        const order = value.byRate.map((r) => vatRateOrder(r.vatRate));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('does not depend on the order of the rows', () => {
    fc.assert(
      fc.property(
        arbRows.chain((rows) =>
          fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length })),
        ),
        arbRate,
        arbDeduction,
        ([rows, shuffled], rate, deduction) => {
          expect(accepted({ rows: shuffled, exchangeRate: rate, deduction })).toEqual(
            accepted({ rows, exchangeRate: rate, deduction }),
          );
        },
      ),
    );
  });

  it('refuses any VAT more than the tolerance away, naming the VAT the rate gives', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        fc.constantFrom(...VAT_RATE_CODES),
        fc.integer({ min: COST_VAT_TOLERANCE + 1, max: 1_000_000 }),
        fc.boolean(),
        (net, vatRate, off, above) => {
          const expected = vatOnNet(net, vatRate);
          const vat = toDecimalString(expected + (above ? off : -off));
          expect(totals({ rows: [row(vatRate, toDecimalString(net), vat)] })).toEqual({
            ok: false,
            errors: [{ row: 0, field: 'vat', reason: 'mismatch', expected }],
          });
        },
      ),
    );
  });
});

// User input never throws nor yields unsafe integers (like computeInvoiceTotalsFromInput).
describe('amounts too large to compute', () => {
  // 90 071 992 547 409,91 zł is Number.MAX_SAFE_INTEGER grosze; its VAT is typed exactly.
  const huge = row('23', '90071992547409.91', '20716558285904.28');
  const tooLarge = { ok: false, errors: [{ row: null, field: 'rows', reason: 'range' }] };

  it('refuses a gross beyond the safe integer range', () => {
    expect(totals({ rows: [huge] })).toEqual(tooLarge);
  });

  it('refuses, without throwing, a PLN conversion that leaves the safe range', () => {
    expect(totals({ rows: [huge], exchangeRate: '4.5' })).toEqual(tooLarge);
  });
});
