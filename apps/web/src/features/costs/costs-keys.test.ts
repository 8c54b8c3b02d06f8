import { describe, expect, it } from 'vitest';
import {
  COST_ENTRY_MODES,
  COST_EXPORT_FORMATS,
  COST_STATUSES,
  COST_VAT_DEDUCTIONS,
  WHITE_LIST_RESULTS,
} from '@saldo/contracts/costs';
import { PAYMENT_METHODS } from '@saldo/contracts/invoices';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import { DECIMAL_REASONS } from '../invoices/form/invoice-form-validation.ts';
import { COST_PAYMENT_STATUSES } from './form/cost-form-model.ts';

/** Keys the cost screens build from data (literal t() keys are checked by src/i18n-keys.test.ts). */
function has(key: string): boolean {
  let node: unknown = resources.en.costs;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as TranslationTree)[part];
  }
  return typeof node === 'string';
}

describe('costs translation keys built from data', () => {
  it('exist in English', () => {
    const keys = [
      ...COST_STATUSES.map((value) => `status.${value}`),
      ...PAYMENT_METHODS.map((value) => `paymentMethods.${value}`),
      ...COST_VAT_DEDUCTIONS.map((value) => `vatDeductions.${value}`),
      ...COST_ENTRY_MODES.map((value) => `form.entryModes.${value}`),
      ...COST_EXPORT_FORMATS.map((value) => `export.${value}`),
      ...WHITE_LIST_RESULTS.map((value) => `whiteList.results.${value}`),
      ...COST_PAYMENT_STATUSES.map((value) => `status.${value}`),
      'form.paymentStatusDraft',
      'form.paymentStatusManaged',
      ...DECIMAL_REASONS.map((reason) => `validation.decimal.${reason}`),
      ...['required', 'date', 'period', 'noRows', 'duplicateRate', 'totalRange'].map(
        (kind) => `validation.${kind}`,
      ),
      ...['type', 'size', 'count'].map((problem) => `attachments.problems.${problem}`),
      ...['vatRate', 'net', 'vat'].map((field) => `rates.${field}`),
      ...['name', 'quantity', 'unit', 'unitPrice', 'vatRate'].map((field) => `lines.${field}`),
      ...[
        'created',
        'imported',
        'confirmed',
        'updated',
        'payment_added',
        'payment_removed',
        'attachment_added',
        'attachment_removed',
      ].map((action) => `audit.actions.${action}`),
      'list.nextPage',
      'list.previousPage',
      'save.created',
      'save.updated',
      'form.editLabel',
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
