import { describe, expect, it } from 'vitest';
import { roles } from '@saldo/contracts/abilities';
import {
  CATEGORY_KINDS,
  DEBT_CHANNELS,
  DEBT_TEMPLATES,
  DOCUMENT_TYPES,
  PRINT_LANGUAGES,
  USER_STATUSES,
  VAT_PAYER_STATUSES,
} from '@saldo/contracts/organization-settings';
import { settingsProblemCodes } from '@saldo/contracts/organization-settings-rules';
import { RESET_PERIODS } from '@saldo/domain/numbering';
import { resources, type TranslationTree } from '@saldo/i18n/resources';
import { organizationTabLabels } from './organization-tabs.ts';

/** The keys the settings tabs build from data (the literal ones are checked by i18n-keys.test.ts). */
function has(key: string): boolean {
  let node: unknown = resources.en.settings;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as TranslationTree)[part];
  }
  return typeof node === 'string';
}

describe('settings translation keys built from data', () => {
  it('exist in English (the i18n project checks the other languages)', () => {
    const keys = [
      ...Object.values(organizationTabLabels),
      ...settingsProblemCodes.map((code) => `validation.${code}`),
      ...DOCUMENT_TYPES.flatMap((type) => [`documentTypes.${type}`, `invoiceTypes.descriptions.${type}`]),
      ...VAT_PAYER_STATUSES.map((status) => `company.vatStatuses.${status}`),
      ...['gus', 'white-list'].map((source) => `company.filledFrom.${source}`),
      ...RESET_PERIODS.map((period) => `numbering.resets.${period}`),
      ...PRINT_LANGUAGES.map((language) => `printing.languages.${language}`),
      ...DEBT_CHANNELS.map((channel) => `debt.channels.${channel}`),
      ...DEBT_TEMPLATES.map((template) => `debt.templates.${template}`),
      ...CATEGORY_KINDS.map((kind) => `categories.kinds.${kind}`),
      ...roles.map((role) => `users.roles.${role}`),
      ...USER_STATUSES.map((status) => `users.statuses.${status}`),
    ];
    expect(keys.filter((key) => !has(key))).toEqual([]);
  });
});
