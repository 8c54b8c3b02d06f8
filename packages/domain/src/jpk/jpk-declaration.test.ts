import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbBook, type RandomBook } from './jpk-arbitraries.ts';
import { registerTotals, roundToZloty, salesRowOutputVat } from './jpk-amounts.ts';
import { buildDeclaration } from './jpk-declaration.ts';
import { purchaseRowFrom } from './jpk-purchase-row.ts';
import { salesRowFrom } from './jpk-sales-row.ts';
import { cost, salesDocument } from './jpk-test-builders.ts';
import type {
  DeclarationInput,
  JpkPurchaseRow,
  JpkSalesRow,
  SurplusChoice,
  VatDeclaration,
} from './jpk-types.ts';

const carryForward: SurplusChoice = { kind: 'carry_forward' };

function declare(
  input: Partial<DeclarationInput> & Pick<DeclarationInput, 'sales' | 'purchases'>,
): VatDeclaration {
  const result = buildDeclaration({ carriedOverSurplus: 0, surplusChoice: carryForward, ...input });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

/** The self-made sample's books: 23 % GTU_12 sale, 8 % sale, 23 % receipts summary, one 23 % purchase. */
function sampleBooks(): { sales: JpkSalesRow[]; purchases: JpkPurchaseRow[] } {
  const sales = [
    salesRowFrom(
      salesDocument({ rateTotals: [{ rate: '23', net: 2_000_000, vat: 460_000 }], gtu: ['GTU_12'] }),
    ),
    salesRowFrom(
      salesDocument({ id: 'b', rateTotals: [{ rate: '8', net: 100_000, vat: 8_000 }], ksefMarker: 'OFF' }),
    ),
    salesRowFrom(
      salesDocument({ id: 'c', kind: 'receipts', rateTotals: [{ rate: '23', net: 100_000, vat: 23_000 }] }),
    ),
  ];
  const purchase = purchaseRowFrom(cost()).purchase;
  if (purchase === null) throw new Error('no purchase');
  return { sales, purchases: [purchase] };
}

describe('roundToZloty', () => {
  it.each([
    [0, 0],
    [49, 0],
    [50, 1],
    [149, 1],
    [150, 2],
    [-49, 0],
    [-50, -1],
    [-150, -2],
    [123_456_789, 1_234_568],
  ])('%i gr → %i zł', (grosze, zloty) => {
    expect(roundToZloty(grosze)).toBe(zloty);
  });
});

describe('buildDeclaration', () => {
  it('gives the figures of the self-made sample (P_38 4910, P_48 1150, P_51 3760)', () => {
    const declaration = declare(sampleBooks());
    expect(declaration.fields).toEqual({
      P_17: 1000,
      P_18: 80,
      P_19: 21000,
      P_20: 4830,
      P_37: 22000,
      P_38: 4910,
      P_42: 5000,
      P_43: 1150,
      P_48: 1150,
      P_51: 3760,
    });
    expect(declaration.toPay).toBe(3760);
    expect(declaration.carryForward).toBe(0);
    expect(declaration.totals.outputVat).toBe(491_000);
    expect(declaration.totals.inputVat).toBe(115_000);
  });

  it('rounds each field from the exact sum of its rows, not row by row', () => {
    const sales = [0, 1, 2].map((i) =>
      salesRowFrom(salesDocument({ id: `r${i}`, rateTotals: [{ rate: '23', net: 1030, vat: 237 }] })),
    );
    // 3 × 10,30 = 30,90 → 31; 3 × 2,37 = 7,11 → 7 (row by row it would be 30 and 6).
    const declaration = declare({ sales, purchases: [] });
    expect(declaration.fields.P_19).toBe(31);
    expect(declaration.fields.P_20).toBe(7);
  });

  it('adds the surplus carried over from last month (P_39) to the input VAT', () => {
    const declaration = declare({ ...sampleBooks(), carriedOverSurplus: 500 });
    expect(declaration.fields.P_39).toBe(500);
    expect(declaration.fields.P_48).toBe(1650);
    expect(declaration.fields.P_51).toBe(3260);
  });

  it('carries a surplus forward (P_53, P_62) when input VAT is higher', () => {
    const { purchases } = sampleBooks();
    const declaration = declare({ sales: [], purchases, carriedOverSurplus: 100 });
    expect(declaration.fields).toMatchObject({
      P_38: 0,
      P_39: 100,
      P_48: 1250,
      P_51: 0,
      P_53: 1250,
      P_62: 1250,
    });
    expect(declaration.fields.P_54).toBeUndefined();
    expect(declaration.carryForward).toBe(1250);
  });

  it('refunds part of the surplus and carries the rest', () => {
    const { purchases } = sampleBooks();
    const result = buildDeclaration({
      sales: [],
      purchases,
      carriedOverSurplus: 0,
      surplusChoice: {
        kind: 'refund',
        amount: 1000,
        term: 'P_560',
        offset: { amount: 200, liability: 'CIT' },
      },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.fields).toMatchObject({ P_53: 1150, P_54: 1000, P_62: 150 });
    expect(result.value.refundTerm).toBe('P_560');
    expect(result.value.refundOffset).toEqual({ amount: 200, liability: 'CIT' });
  });

  it('refuses a refund larger than the surplus, without a surplus, or of nothing', () => {
    const { sales, purchases } = sampleBooks();
    const refund = (amount: number, offset: { amount: number; liability: string } | null = null) =>
      ({ kind: 'refund', amount, term: 'P_55', offset }) as const;
    expect(
      buildDeclaration({ sales: [], purchases, carriedOverSurplus: 0, surplusChoice: refund(1151) }),
    ).toEqual({
      ok: false,
      reason: 'refund_exceeds_surplus',
    });
    expect(buildDeclaration({ sales, purchases, carriedOverSurplus: 0, surplusChoice: refund(1) })).toEqual({
      ok: false,
      reason: 'no_surplus',
    });
    expect(
      buildDeclaration({ sales: [], purchases, carriedOverSurplus: 0, surplusChoice: refund(0) }),
    ).toEqual({
      ok: false,
      reason: 'refund_invalid',
    });
    expect(
      buildDeclaration({
        sales: [],
        purchases,
        carriedOverSurplus: 0,
        surplusChoice: refund(100, { amount: 101, liability: 'PIT' }),
      }),
    ).toEqual({ ok: false, reason: 'refund_invalid' });
    expect(
      buildDeclaration({ sales, purchases, carriedOverSurplus: -1, surplusChoice: carryForward }),
    ).toEqual({
      ok: false,
      reason: 'negative_carry_over',
    });
  });

  it('writes both fields of a pair even when one rounds to zero', () => {
    const sales = [salesRowFrom(salesDocument({ rateTotals: [{ rate: '5', net: 900, vat: 45 }] }))];
    const declaration = declare({ sales, purchases: [] });
    expect(declaration.fields.P_15).toBe(9);
    expect(declaration.fields.P_16).toBe(0);
  });

  it('keeps FP rows out of the sums (their sale is in the RO summary)', () => {
    const { sales, purchases } = sampleBooks();
    const fp = salesRowFrom(
      salesDocument({ id: 'fp', toReceipt: true, rateTotals: [{ rate: '23', net: 10000, vat: 2300 }] }),
    );
    const declaration = declare({ sales: [...sales, fp], purchases });
    expect(declaration.fields.P_38).toBe(4910);
    expect(declaration.totals.salesRowCount).toBe(4);
    expect(salesRowOutputVat(fp)).toBe(0);
  });

  it('ticks P_63/P_64 for margin sales, keeps given flags in schema order, and the correction reason', () => {
    const travel = salesRowFrom(
      salesDocument({
        rateTotals: [],
        margin: { scheme: 'travel', grossSales: 1000, grossMargin: 123, rate: '23' },
      }),
    );
    const used = salesRowFrom(
      salesDocument({
        rateTotals: [],
        margin: { scheme: 'antiques', grossSales: 1000, grossMargin: 123, rate: '23' },
      }),
    );
    const declaration = declare({
      sales: [travel, used],
      purchases: [],
      flags: ['P_67', 'P_65'],
      correctionReason: '  Pominięta faktura FV/3/02/2026. ',
    });
    expect(declaration.flags).toEqual(['P_63', 'P_64', 'P_65', 'P_67']);
    expect(declaration.correctionReason).toBe('Pominięta faktura FV/3/02/2026.');
  });

  it('shows a corrected-down month with negative output tax and nothing to pay', () => {
    const sales = [
      salesRowFrom(
        salesDocument({ kind: 'correction', rateTotals: [{ rate: '23', net: -100_000, vat: -23_000 }] }),
      ),
    ];
    const declaration = declare({ sales, purchases: [] });
    expect(declaration.fields).toMatchObject({
      P_19: -1000,
      P_20: -230,
      P_37: -1000,
      P_38: -230,
      P_48: 0,
      P_51: 0,
      P_53: 230,
    });
  });
});

describe('buildDeclaration on random books (property)', () => {
  const period = { year: 2026, month: 3 };

  function rowsOf(book: RandomBook) {
    const sales: JpkSalesRow[] = book.documents.map(salesRowFrom);
    const purchases: JpkPurchaseRow[] = [];
    for (const c of book.costs) {
      const mapped = purchaseRowFrom(c);
      if (mapped.purchase !== null) purchases.push(mapped.purchase);
      if (mapped.selfAssessedSale !== null) sales.push(mapped.selfAssessedSale);
    }
    return { sales, purchases };
  }

  it('each P field is the rounded sum of its K field over the rows, per rate', () => {
    fc.assert(
      fc.property(arbBook(period), (book) => {
        const { sales, purchases } = rowsOf(book);
        const declaration = declare({ sales, purchases });
        const sum = (rows: readonly (JpkSalesRow | JpkPurchaseRow)[], field: string) =>
          rows.reduce(
            (total, row) => total + ((row.amounts as Record<string, number | undefined>)[field] ?? 0),
            0,
          );
        const counted = sales.filter((row) => row.documentType !== 'FP');
        for (const n of [
          10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32,
        ]) {
          const field = `P_${n}` as keyof typeof declaration.fields;
          expect(declaration.fields[field] ?? 0).toBe(roundToZloty(sum(counted, `K_${n}`)));
        }
        for (const n of [40, 41, 42, 43]) {
          const field = `P_${n}` as keyof typeof declaration.fields;
          expect(declaration.fields[field] ?? 0).toBe(roundToZloty(sum(purchases, `K_${n}`)));
        }
        // The control sums equal the rows' VAT, and the settlement balances.
        expect(declaration.totals.outputVat).toBe(
          counted.reduce((total, row) => total + salesRowOutputVat(row), 0),
        );
        expect(declaration.totals).toEqual(registerTotals(sales, purchases));
        const p = declaration.fields;
        expect(p.P_51).toBe(Math.max(0, (p.P_38 ?? 0) - (p.P_48 ?? 0)));
        expect((p.P_51 ?? 0) === 0 || (p.P_53 ?? 0) === 0).toBe(true);
        expect((p.P_62 ?? 0) + (p.P_54 ?? 0)).toBe(p.P_53 ?? 0);
      }),
      { numRuns: 200 },
    );
  });
});
