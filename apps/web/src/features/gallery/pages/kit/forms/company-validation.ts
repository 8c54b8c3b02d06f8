import type { i18n as I18n } from 'i18next';
import type { Language } from '@saldo/i18n/languages';
import { companyInfoUpdateSchema, type CompanyInfoUpdate } from '@saldo/contracts/organization-settings';
import { companyInfoProblems, normalizeCompanyInfo } from '@saldo/contracts/organization-settings-rules';
import { settingsValidator } from '../../../../../lib/settings-validator.ts';

/** A company with nothing filled in but the choices that have a default. */
export const EMPTY_COMPANY: CompanyInfoUpdate = {
  name: '',
  nip: '',
  regon: '',
  krs: '',
  street: '',
  buildingNumber: '',
  flatNumber: '',
  postalCode: '',
  city: '',
  country: 'PL',
  email: '',
  phone: '',
  website: '',
  vatStatus: 'payer',
  vatExemptionBasis: '',
  vatExemptionBasisKind: 'act',
  cashMethod: false,
  taxOfficeCode: '',
};

/**
 * The company settings form's validator, as CompanyTab builds it (the contract's zod schema for
 * sizes, then the shared rules the server runs too), speaking `lng` instead of the UI language.
 */
export function companyValidator(lng: Language, i18n: I18n) {
  return settingsValidator<CompanyInfoUpdate>(
    i18n.getFixedT(lng, 'settings'),
    companyInfoUpdateSchema,
    (values) => companyInfoProblems(normalizeCompanyInfo(values)),
  );
}
