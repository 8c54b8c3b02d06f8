import { describe, expect, it } from 'vitest';
import {
  INVOICE_LANGUAGES,
  INVOICE_TYPES,
  MARGIN_SCHEMES,
  PAYMENT_METHODS,
  PRICE_MODES,
} from '@saldo/contracts/invoices';
import { REPEAT_PERIODS } from '@saldo/domain/dates/recurrence';
import { PAYMENT_TERM_CODES } from '@saldo/domain/dates/terms';
import { resources, type TranslationTree } from '@saldo/i18n/resources';

/** Keys the form builds from data (literal t() keys are checked by src/i18n-keys.test.ts). */
function has(key: string): boolean {
  let node: unknown = resources.en.invoiceForm;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as TranslationTree)[part];
  }
  return typeof node === 'string';
}

describe('invoiceForm translation keys built from data', () => {
  it('exist in English', () => {
    const keys = [
      ...INVOICE_TYPES.flatMap((type) => [`types.${type}`, `picker.descriptions.${type}`]),
      ...INVOICE_LANGUAGES.map((value) => `languages.${value}`),
      ...REPEAT_PERIODS.map((value) => `repeat.${value}`),
      ...PAYMENT_TERM_CODES.map((value) => `paymentTerms.${value}`),
      ...PAYMENT_METHODS.map((value) => `paymentMethods.${value}`),
      ...PRICE_MODES.map((value) => `priceModes.${value}`),
      ...MARGIN_SCHEMES.map((value) => `margin.schemes.${value}`),
      ...[
        'name',
        'classification',
        'gtu',
        'quantity',
        'unit',
        'unitPrice',
        'discountPercent',
        'vatRate',
        'annex15',
      ].map((field) => `lines.columns.${field}`),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
