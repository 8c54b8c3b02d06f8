import { describe, expect, it } from 'vitest';
import { emptyLine, repeaterProblems, repeaterTotals, type RepeaterLine } from './repeater-model.ts';

const line = (patch: Partial<RepeaterLine>): RepeaterLine => ({ ...emptyLine(), name: 'Usługa', ...patch });

describe('the repeater rows', () => {
  it('computes VAT once per rate on the sum, as the invoice does, not as the sum of the rows', () => {
    const lines = [1, 2, 3].map(() => line({ unitPrice: '0,33' }));
    const { lines: rows, totals } = repeaterTotals({ priceMode: 'net', lines });
    // Each row alone: 0.33 × 23 % = 0.0759 → 0.08; the invoice: 0.99 × 23 % = 0.2277 → 0.23.
    expect(rows.map((row) => row?.vat)).toEqual([8, 8, 8]);
    expect(totals).toMatchObject({ net: 99, vat: 23, gross: 122 });
  });

  it('counts gross prices back to net per rate', () => {
    const { totals } = repeaterTotals({
      priceMode: 'gross',
      lines: [line({ unitPrice: '123' }), line({ unitPrice: '108', vatRate: '8' })],
    });
    expect(totals?.byRate.map(({ vatRate, net, vat }) => [vatRate, net, vat])).toEqual([
      ['23', 10000, 2300],
      ['8', 10000, 800],
    ]);
    expect(totals).toMatchObject({ net: 20000, vat: 3100, gross: 23100 });
  });

  it('leaves out a row still being typed instead of blanking the totals', () => {
    const { lines, totals } = repeaterTotals({
      priceMode: 'net',
      lines: [line({ quantity: '2', unitPrice: '10', discountPercent: '10' }), line({ unitPrice: '' })],
    });
    expect(lines[0]).toMatchObject({ net: 1800 });
    expect(lines[1]).toBeNull();
    expect(totals).toMatchObject({ net: 1800, vat: 414 });
  });

  it('reports the problems under the paths of the invoice body', () => {
    expect(
      repeaterProblems({
        priceMode: 'net',
        lines: [line({ name: ' ', unitPrice: '1' }), line({ quantity: 'abc', unitPrice: '1,23456' })],
      }),
    ).toEqual({
      'lines.0.name': 'required',
      'lines.1.quantity': 'decimal.format',
      'lines.1.unitPrice': 'decimal.precision',
    });
    expect(repeaterProblems({ priceMode: 'net', lines: [] })).toEqual({ lines: 'noLines' });
  });
});
