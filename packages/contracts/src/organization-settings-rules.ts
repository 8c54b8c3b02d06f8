import { polishBankName } from '@saldo/domain/identifiers/bank-codes';
import { validateIban } from '@saldo/domain/identifiers/iban';
import { validateNip } from '@saldo/domain/identifiers/nip';
import { validatePostalCode } from '@saldo/domain/identifiers/postal-code';
import { validateRegon } from '@saldo/domain/identifiers/regon';
import { isTaxOfficeCode } from '@saldo/domain/identifiers/tax-offices';
import { validateSeries, type TemplateError } from '@saldo/domain/numbering';
import {
  SETTINGS_LIMITS,
  type BankAccountInput,
  type CategoryInput,
  type CompanyInfoUpdate,
  type DebtSettings,
  type InvoiceTypes,
  type Series,
} from './organization-settings.ts';

/**
 * The organization settings rules, one implementation for the server and the web forms. They
 * answer problem codes, not text: the server translates them with its `errors` messages
 * (`settings.validation.<code>`), the web app with the `settings` namespace (`validation.<code>`).
 */
export const settingsProblemCodes = [
  'required',
  'invalidNip',
  'invalidRegon',
  'invalidKrs',
  'invalidPostalCode',
  'invalidEmail',
  'invalidUrl',
  'invalidPhone',
  'invalidCountry',
  'exemptionBasisRequired',
  'unknownTaxOffice',
  'invalidIban',
  'invalidSwift',
  'templateEmpty',
  'templateUnbalancedBrace',
  'templateUnknownToken',
  'templateInvalidWidth',
  'templateNoCounter',
  'templateMultipleCounters',
  'templateMissingYear',
  'templateMissingMonth',
  'templateDuplicate',
  'seriesDuplicateType',
  'noInvoiceType',
  'finalNeedsAdvance',
  'offsetOutOfRange',
  'duplicateStep',
  'categoryTaken',
  'bankAccountTaken',
  'contractorNotFound',
  'adminWithContractor',
] as const;
export type SettingsProblem = (typeof settingsProblemCodes)[number];

/** Field path (as Mantine forms and the API's `errors` name it, e.g. 'series.0.template') → problem. */
export type SettingsProblems = Record<string, SettingsProblem>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()./-]+$/;
const COUNTRY = /^[A-Z]{2}$/;
const KRS = /^\d{10}$/;
// ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3).
const SWIFT = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export const isEmail = (value: string) => EMAIL.test(value);

/** A website typed without a scheme ('firma.pl') is taken as https. */
function normalizeWebsite(website: string): string {
  const trimmed = website.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A phone number as people write it: digits with spaces, dashes, brackets and a leading +. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 5 && digits <= 15;
}

// --- Company -------------------------------------------------------------------------------------

/** Trims, stores identifiers in their plain form (NIP digits, NN-NNN) and drops a payer's basis. */
export function normalizeCompanyInfo(input: CompanyInfoUpdate): CompanyInfoUpdate {
  const country = input.country.trim().toUpperCase() || 'PL';
  const nip = validateNip(input.nip);
  const postalCode = validatePostalCode(input.postalCode);
  return {
    name: input.name.trim(),
    nip: nip.ok ? nip.value : input.nip.trim(),
    regon: input.regon.replace(/[\s-]/g, ''),
    krs: input.krs.replace(/[\s-]/g, ''),
    street: input.street.trim(),
    buildingNumber: input.buildingNumber.trim(),
    flatNumber: input.flatNumber.trim(),
    postalCode: country === 'PL' && postalCode.ok ? postalCode.value : input.postalCode.trim(),
    city: input.city.trim(),
    country,
    email: input.email.trim(),
    phone: input.phone.trim(),
    website: normalizeWebsite(input.website),
    vatStatus: input.vatStatus,
    vatExemptionBasis: input.vatExemptionBasis.trim(),
    vatExemptionBasisKind: input.vatExemptionBasisKind,
    // Cash accounting concerns when VAT is due: an exempt company charges none.
    cashMethod: input.vatStatus === 'payer' && input.cashMethod,
    taxOfficeCode: input.taxOfficeCode.trim(),
  };
}

/**
 * The seller's data printed on every invoice: name, NIP (a Polish one: the organization issues
 * Polish invoices) and the address are required; REGON, KRS and contact data are checked when given.
 */
export function companyInfoProblems(input: CompanyInfoUpdate): SettingsProblems {
  const problems: SettingsProblems = {};
  for (const field of ['name', 'nip', 'buildingNumber', 'postalCode', 'city'] as const) {
    if (input[field].trim() === '') problems[field] = 'required';
  }
  if (!problems.nip && !validateNip(input.nip).ok) problems.nip = 'invalidNip';
  if (input.regon !== '' && !validateRegon(input.regon).ok) problems.regon = 'invalidRegon';
  if (input.krs !== '' && !KRS.test(input.krs)) problems.krs = 'invalidKrs';
  if (!COUNTRY.test(input.country)) problems.country = 'invalidCountry';
  if (!problems.postalCode && input.country === 'PL' && !validatePostalCode(input.postalCode).ok) {
    problems.postalCode = 'invalidPostalCode';
  }
  if (input.email !== '' && !isEmail(input.email)) problems.email = 'invalidEmail';
  if (input.phone !== '' && !isPhone(input.phone)) problems.phone = 'invalidPhone';
  if (input.website !== '' && !isUrl(input.website)) problems.website = 'invalidUrl';
  if (input.vatStatus === 'exempt' && input.vatExemptionBasis.trim() === '') {
    problems.vatExemptionBasis = 'exemptionBasisRequired';
  }
  if (input.taxOfficeCode !== '' && !isTaxOfficeCode(input.taxOfficeCode)) {
    problems.taxOfficeCode = 'unknownTaxOffice';
  }
  return problems;
}

// --- Bank accounts -------------------------------------------------------------------------------

export function normalizeBankAccount(input: BankAccountInput): BankAccountInput {
  const iban = validateIban(input.iban);
  return {
    ...input,
    name: input.name.trim(),
    bankName: input.bankName.trim() || (polishBankName(input.iban) ?? ''),
    iban: iban.ok ? iban.value : input.iban.trim(),
    swift: input.swift.replace(/\s/g, '').toUpperCase(),
  };
}

export function bankAccountProblems(input: BankAccountInput): SettingsProblems {
  const problems: SettingsProblems = {};
  if (input.name.trim() === '') problems.name = 'required';
  if (input.iban.trim() === '') problems.iban = 'required';
  else if (!validateIban(input.iban).ok) problems.iban = 'invalidIban';
  const swift = input.swift.replace(/\s/g, '').toUpperCase();
  if (swift !== '' && !SWIFT.test(swift)) problems.swift = 'invalidSwift';
  return problems;
}

// --- Numbering series ----------------------------------------------------------------------------

const templateProblems: Record<TemplateError, SettingsProblem> = {
  empty: 'templateEmpty',
  unbalanced_brace: 'templateUnbalancedBrace',
  unknown_token: 'templateUnknownToken',
  invalid_width: 'templateInvalidWidth',
  no_counter: 'templateNoCounter',
  multiple_counters: 'templateMultipleCounters',
  missing_year: 'templateMissingYear',
  missing_month: 'templateMissingMonth',
};

/** The problem of one series' template under its reset period, or null. */
export function seriesTemplateProblem(series: Pick<Series, 'template' | 'reset'>): SettingsProblem | null {
  const checked = validateSeries({ template: series.template.trim(), reset: series.reset });
  return checked.ok ? null : templateProblems[checked.reason];
}

/**
 * One series per document type, each template valid, and no two types sharing a template: their
 * counters are separate, so a shared template would print the same number twice (art. 106e ust. 1
 * pkt 2 wants every number to identify one invoice).
 */
export function seriesProblems(list: readonly Series[]): SettingsProblems {
  const problems: SettingsProblems = {};
  const types = new Set<string>();
  const templates = new Map<string, number>();
  list.forEach((series, index) => {
    if (types.has(series.documentType)) problems[`series.${index}.documentType`] = 'seriesDuplicateType';
    types.add(series.documentType);
    const problem = seriesTemplateProblem(series);
    if (problem) {
      problems[`series.${index}.template`] = problem;
      return;
    }
    const template = series.template.trim();
    if (templates.has(template)) problems[`series.${index}.template`] = 'templateDuplicate';
    else templates.set(template, index);
  });
  return problems;
}

// --- Invoice types, debt, categories -------------------------------------------------------------

export function invoiceTypesProblems(types: InvoiceTypes): SettingsProblems {
  if (!types.vat && !types.vatMargin) return { vat: 'noInvoiceType' };
  // A final invoice settles earlier advance invoices; without them it has nothing to settle.
  if (types.final && !types.advance) return { final: 'finalNeedsAdvance' };
  return {};
}

/** Steps sorted by day, as the schedule runs; several channels may share a day. */
export function normalizeDebtSettings(settings: DebtSettings): DebtSettings {
  return { ...settings, steps: [...settings.steps].sort((a, b) => a.offsetDays - b.offsetDays) };
}

export function debtSettingsProblems(settings: DebtSettings): SettingsProblems {
  const problems: SettingsProblems = {};
  const seen = new Set<string>();
  settings.steps.forEach((step, index) => {
    if (step.offsetDays < SETTINGS_LIMITS.offsetMin || step.offsetDays > SETTINGS_LIMITS.offsetMax) {
      problems[`steps.${index}.offsetDays`] = 'offsetOutOfRange';
    }
    const key = `${step.offsetDays}/${step.channel}`;
    if (seen.has(key)) problems[`steps.${index}.offsetDays`] = 'duplicateStep';
    seen.add(key);
  });
  return problems;
}

export function categoryProblems(input: CategoryInput): SettingsProblems {
  return input.name.trim() === '' ? { name: 'required' } : {};
}
