import { TAX_OFFICES } from '@saldo/domain/identifiers/tax-offices-list';
import { NFZ_BRANCHES } from '@saldo/contracts/workers';

/** Select options: the official tax-office list and the 16 NFZ branches (proper names, untranslated). */
export const TAX_OFFICE_OPTIONS = TAX_OFFICES.map(([code, name]) => ({
  value: code,
  label: `${code} ${name}`,
}));
export const NFZ_OPTIONS = NFZ_BRANCHES.map(([code, name]) => ({ value: code, label: `${code} ${name}` }));
