import { describe, expect, it } from 'vitest';
import { balanceByCurrency, withoutTotals } from './balance.ts';

describe('withoutTotals', () => {
  it('takes the excluded sums off per currency, PLN first', () => {
    expect(
      withoutTotals(
        [
          { currency: 'EUR', gross: 50000, balance: 50000 },
          { currency: 'PLN', gross: 381300, balance: 112300 },
        ],
        [{ currency: 'PLN', gross: 12300, balance: 12300 }],
      ),
    ).toEqual([
      { currency: 'PLN', gross: 369000, balance: 100000 },
      { currency: 'EUR', gross: 50000, balance: 50000 },
    ]);
  });

  it('drops a currency that only pro formas had', () => {
    const proformas = [{ currency: 'USD', gross: 1000, balance: 1000 }] as const;
    expect(withoutTotals(proformas, proformas)).toEqual([]);
  });
});

describe('balanceByCurrency', () => {
  it('nets receivables against payables in each currency, never across them', () => {
    expect(
      balanceByCurrency(
        [
          { currency: 'PLN', gross: 369000, balance: 100000 },
          { currency: 'EUR', gross: 50000, balance: 0 },
        ],
        [
          { currency: 'GBP', gross: 2000, balance: 2000 },
          { currency: 'PLN', gross: 61500, balance: 161500 },
        ],
      ),
    ).toEqual([
      { currency: 'PLN', receivable: 100000, payable: 161500, net: -61500 },
      { currency: 'GBP', receivable: 0, payable: 2000, net: -2000 },
    ]);
  });

  it('keeps a currency where a correction left a negative balance', () => {
    expect(balanceByCurrency([{ currency: 'PLN', gross: -500, balance: -500 }], [])).toEqual([
      { currency: 'PLN', receivable: -500, payable: 0, net: -500 },
    ]);
  });

  it('is empty when nothing is outstanding', () => {
    expect(balanceByCurrency([{ currency: 'PLN', gross: 100, balance: 0 }], [])).toEqual([]);
  });
});
