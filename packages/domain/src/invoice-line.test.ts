import { describe, expect, it } from 'vitest';
import {
  computeLine,
  formatQuantity,
  formatUnitPrice,
  invoiceLine,
  parseInvoiceLine,
} from './invoice-line.ts';
import { money } from './money.ts';
import type { VatRateCode } from './vat-rates.ts';

const line = (quantity: string, unitPrice: string, vatRate: VatRateCode, discountPercent?: string) =>
  invoiceLine({ quantity, unitPrice, vatRate, ...(discountPercent ? { discountPercent } : {}) });

describe('line amounts', () => {
  it('rounds the line value once, half-up', () => {
    expect(computeLine(line('3', '33.3333', '23'), 'net').net).toBe(money('100.00'));
    expect(computeLine(line('1.2345', '10', '23'), 'net').net).toBe(money('12.35'));
    expect(computeLine(line('0.0001', '0.5', '23'), 'net').net).toBe(0);
  });

  it('applies the discount percent', () => {
    const amounts = computeLine(line('2', '50', '23', '10'), 'net');
    expect(amounts).toEqual({
      undiscounted: money('100'),
      discount: money('10'),
      net: money('90'),
      vat: money('20.70'),
      gross: money('110.70'),
    });
    expect(computeLine(line('1', '99.99', '8', '12.5'), 'net').net).toBe(money('87.49'));
    expect(computeLine(line('1', '100', '23', '100'), 'net').gross).toBe(0);
  });

  it('extracts VAT from gross prices', () => {
    expect(computeLine(line('1', '123', '23'), 'gross')).toMatchObject({
      net: 10000,
      vat: 2300,
      gross: 12300,
    });
    expect(computeLine(line('1', '100', '23'), 'gross')).toMatchObject({ net: 8130, vat: 1870 });
    expect(computeLine(line('1', '1000', '23'), 'gross')).toMatchObject({ net: 81301, vat: 18699 });
  });

  it('reports every bad field', () => {
    const result = parseInvoiceLine({
      quantity: 'x',
      unitPrice: '1,234567',
      vatRate: '24',
      discountPercent: '101',
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'quantity', reason: 'format' },
        { field: 'unitPrice', reason: 'precision' },
        { field: 'discountPercent', reason: 'out_of_range' },
        { field: 'vatRate', reason: 'unknown_rate' },
      ],
    });
    expect(parseInvoiceLine({ quantity: '1', unitPrice: '1', vatRate: '23', discountPercent: '' }).ok).toBe(
      true,
    );
    expect(() => invoiceLine({ quantity: '', unitPrice: '1', vatRate: '23' })).toThrow(RangeError);
  });

  it('formats quantities and unit prices', () => {
    expect(formatQuantity(15000)).toBe('1,5');
    expect(formatQuantity(10000, 'en')).toBe('1');
    expect(formatUnitPrice(12345000)).toBe('1\u00a0234,50');
    expect(formatUnitPrice(1234, 'en')).toBe('0.1234');
  });
});
