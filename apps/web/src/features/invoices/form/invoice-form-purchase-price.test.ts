// A margin invoice's purchase price (issue 20: the JPK taxes the sale less it): sent only for margin
// invoices, read back into the form.
import { describe, expect, it } from 'vitest';
import { emptyLine, lineBody, linesOf } from './invoice-form-model.ts';

describe('the purchase price of a line', () => {
  const line = {
    ...emptyLine('vatMargin'),
    name: 'Rower używany',
    unitPrice: '900',
    purchasePrice: ' 700,00 ',
  };

  it('is sent with a margin invoice', () => {
    expect(lineBody(line, 'vatMargin')).toMatchObject({ vatRate: 'np', purchasePrice: '700,00' });
  });

  it('is left out of any other invoice, and when empty', () => {
    expect(lineBody(line, 'vat')).not.toHaveProperty('purchasePrice');
    expect(lineBody({ ...line, purchasePrice: ' ' }, 'vatMargin')).not.toHaveProperty('purchasePrice');
  });

  it('comes back into the form from a stored invoice', () => {
    const [values] = linesOf([{ ...lineBody(line, 'vatMargin'), purchasePrice: '700.00' }]);
    expect(values?.purchasePrice).toBe('700.00');
    expect(linesOf([lineBody(line, 'vat')])[0]?.purchasePrice).toBe('');
  });
});
