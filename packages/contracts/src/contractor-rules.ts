import { validateIban } from '@saldo/domain/identifiers/iban';
import { validateNip } from '@saldo/domain/identifiers/nip';
import { validatePostalCode } from '@saldo/domain/identifiers/postal-code';
import { validateRegon } from '@saldo/domain/identifiers/regon';
import { emptyContractorAddress, type ContractorAddress, type ContractorInput } from './contractors.ts';

/**
 * The contractor rules, one implementation for the server (API and CSV import) and the web forms.
 * They answer problem codes, not text: the server translates them with its `errors` messages, the
 * web app with the `contractors` namespace. Only the name is required (spec: 'Field Is Required');
 * everything else is checked when given.
 */
export const contractorProblemCodes = [
  'required',
  'invalidNip',
  'invalidRegon',
  'invalidPostalCode',
  'invalidEmail',
  'invalidUrl',
  'invalidPhone',
  'invalidCountry',
  'invalidIban',
  'invalidPaymentTermDays',
] as const;
export type ContractorProblem = (typeof contractorProblemCodes)[number];

/** Field path (as Mantine forms and the API's `errors` name it, e.g. 'bankAccounts.0.iban') → problem. */
export type ContractorProblems = Record<string, ContractorProblem>;

export const PAYMENT_TERM_DAYS_MAX = 365;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()./-]+$/;
const COUNTRY = /^[A-Z]{2}$/;
/** A foreign tax id (EU VAT number, etc.): letters, digits and separators, no checksum we could check. */
const FOREIGN_TAX_ID = /^[A-Z0-9][A-Z0-9 .-]{1,19}$/i;

const trimAddress = (address: ContractorAddress): ContractorAddress => ({
  street: address.street.trim(),
  buildingNumber: address.buildingNumber.trim(),
  flatNumber: address.flatNumber.trim(),
  postalCode: normalizePostalCode(address.postalCode, address.country),
  city: address.city.trim(),
  country: address.country.trim().toUpperCase(),
});

function normalizePostalCode(code: string, country: string): string {
  const trimmed = code.trim();
  if (country.trim().toUpperCase() !== 'PL') return trimmed;
  const checked = validatePostalCode(trimmed);
  return checked.ok ? checked.value : trimmed;
}

/** A Polish NIP becomes its 10 digits; anything else stays as typed (the rules then judge it). */
export function normalizeNip(nip: string, country: string): string {
  const trimmed = nip.trim();
  if (trimmed === '') return '';
  const checked = validateNip(trimmed);
  if (checked.ok) return checked.value;
  return country.trim().toUpperCase() === 'PL' ? trimmed : trimmed.toUpperCase();
}

/**
 * Whether an invoice may name this buyer: no number (a consumer) or a foreign one is fine, a Polish NIP
 * must pass its checksum (the FA(3) file would otherwise carry a Polish NrID that identifies nobody).
 */
export function isInvoiceableBuyerNip(nip: string, country: string): boolean {
  const trimmed = nip.trim();
  if (trimmed === '' || (country.trim().toUpperCase() || 'PL') !== 'PL') return true;
  return validateNip(trimmed).ok;
}

/** A website typed without a scheme ('firma.pl') is taken as https. */
export function normalizeWebsite(website: string): string {
  const trimmed = website.trim();
  if (trimmed === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/**
 * Trims every text, puts identifiers in their stored form (NIP digits, NN-NNN, electronic IBAN),
 * drops duplicate tags and the parts the checkboxes switch off. Idempotent.
 */
export function normalizeContractorInput(input: ContractorInput): ContractorInput {
  const country = input.country.trim().toUpperCase();
  const different = input.differentCorrespondenceAddress;
  const same = different && input.correspondenceSameAsCompany;
  const tags: string[] = [];
  for (const tag of input.tags.map((value) => value.trim())) {
    if (tag !== '' && !tags.some((kept) => kept.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  return {
    ...input,
    ...trimAddress({ ...input, country }),
    name: input.name.trim(),
    nip: normalizeNip(input.nip, country),
    regon: input.regon.replace(/[\s-]/g, ''),
    differentCorrespondenceAddress: different,
    correspondenceSameAsCompany: same,
    // With 'same as company address' the second block is not kept: it would only drift out of date.
    correspondence: different && !same ? trimAddress(input.correspondence) : emptyContractorAddress,
    phone: input.phone.trim(),
    email: input.email.trim(),
    website: normalizeWebsite(input.website),
    bankAccounts: input.bankAccounts.map((account) => {
      const checked = validateIban(account.iban);
      return { iban: checked.ok ? checked.value : account.iban.trim(), name: account.name.trim() };
    }),
    paymentTermDays: input.paymentTerm === 'custom' ? input.paymentTermDays : null,
    notes: input.notes.trim(),
    tags,
    recipientUnit:
      input.recipientUnit === null
        ? null
        : {
            ...input.recipientUnit,
            ...trimAddress(input.recipientUnit),
            name: input.recipientUnit.name.trim(),
            nip: normalizeNip(input.recipientUnit.nip, 'PL'),
          },
  };
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 5 && digits <= 15;
}

function addressProblems(address: ContractorAddress, prefix: string, problems: ContractorProblems) {
  if (!COUNTRY.test(address.country)) problems[`${prefix}country`] = 'invalidCountry';
  if (address.postalCode !== '' && address.country === 'PL' && !validatePostalCode(address.postalCode).ok) {
    problems[`${prefix}postalCode`] = 'invalidPostalCode';
  }
}

/** The problems of a normalized input; an empty object means it may be saved. */
export function contractorProblems(input: ContractorInput): ContractorProblems {
  const problems: ContractorProblems = {};
  if (input.name.trim() === '') problems.name = 'required';
  if (input.nip !== '') {
    const valid = input.country === 'PL' ? validateNip(input.nip).ok : FOREIGN_TAX_ID.test(input.nip);
    if (!valid) problems.nip = 'invalidNip';
  }
  if (input.regon !== '' && !validateRegon(input.regon).ok) problems.regon = 'invalidRegon';
  addressProblems(input, '', problems);
  if (input.differentCorrespondenceAddress && !input.correspondenceSameAsCompany) {
    if (input.correspondence.city.trim() === '') problems['correspondence.city'] = 'required';
    addressProblems(input.correspondence, 'correspondence.', problems);
  }
  if (input.phone !== '' && !isPhone(input.phone)) problems.phone = 'invalidPhone';
  if (input.email !== '' && !EMAIL.test(input.email)) problems.email = 'invalidEmail';
  if (input.website !== '' && !isUrl(input.website)) problems.website = 'invalidUrl';
  input.bankAccounts.forEach((account, index) => {
    if (account.iban.trim() === '') problems[`bankAccounts.${index}.iban`] = 'required';
    else if (!validateIban(account.iban).ok) problems[`bankAccounts.${index}.iban`] = 'invalidIban';
  });
  if (input.paymentTerm === 'custom') {
    const days = input.paymentTermDays;
    if (days === null) problems.paymentTermDays = 'required';
    else if (!Number.isInteger(days) || days < 0 || days > PAYMENT_TERM_DAYS_MAX) {
      problems.paymentTermDays = 'invalidPaymentTermDays';
    }
  }
  recipientUnitProblems(input, problems);
  return problems;
}

/**
 * Podmiot3 of a JST unit or a VAT-group member is shared in KSeF by its NIP, so the NIP must be a valid
 * Polish one; its name is what the invoice prints. The buyer itself (the local government, the group)
 * is the taxpayer the unit belongs to: it needs its own NIP.
 */
function recipientUnitProblems(input: ContractorInput, problems: ContractorProblems) {
  const unit = input.recipientUnit;
  if (unit === null) return;
  if (input.nip === '') problems.nip ??= 'required';
  else if (input.country !== 'PL') problems.nip ??= 'invalidNip';
  if (unit.nip === '') problems['recipientUnit.nip'] = 'required';
  else if (!validateNip(unit.nip).ok) problems['recipientUnit.nip'] = 'invalidNip';
  if (unit.name === '') problems['recipientUnit.name'] = 'required';
  addressProblems(unit, 'recipientUnit.', problems);
}

/** The NIP check the 'Pobierz dane z GUS' button makes before asking the server. */
export function isLookupNip(nip: string): boolean {
  return validateNip(nip).ok;
}
