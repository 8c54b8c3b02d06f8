import { validateIban } from '@saldo/domain/identifiers/iban';
import { validatePesel } from '@saldo/domain/identifiers/pesel';
import { validatePostalCode } from '@saldo/domain/identifiers/postal-code';
import { isTaxOfficeCode } from '@saldo/domain/identifiers/tax-offices';
import {
  NFZ_BRANCH_CODES,
  PPK_RATES,
  type WorkerAddress,
  type WorkerFormAnswers,
  type WorkerInput,
} from './workers.ts';

/**
 * The worker rules, one implementation for the server and the web forms (the admin's form and the
 * questionnaire, which validates as the person types). They answer problem codes; the server
 * translates them with `errors` (`workers.problems.*`), the web app with the `workers` namespace.
 */
export const workerProblemCodes = [
  'required',
  'invalidPesel',
  'invalidPassport',
  'invalidIban',
  'invalidPostalCode',
  'invalidEmail',
  'invalidPhone',
  'invalidCountry',
  'invalidTaxOffice',
  'invalidNfzBranch',
  'invalidPpkEmployeeRate',
  'invalidPpkEmployerRate',
  'birthDateInFuture',
] as const;
export type WorkerProblem = (typeof workerProblemCodes)[number];
/** Field path as forms and the API's `errors` name it ('address.postalCode') → problem. */
export type WorkerProblems = Record<string, WorkerProblem>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s()./-]{6,}$/;
const COUNTRY = /^[A-Z]{2}$/;
const PASSPORT = /^[A-Z0-9]{5,20}$/;
const PERCENT = /^(\d{1,2})(?:[.,](\d{1,2}))?$/;

/** A percentage as hundredths ('1,5' → 150), or null when it is not one. */
export function percentHundredths(value: string): number | null {
  const match = PERCENT.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function rateWithin(value: string, range: { min: string; max: string }): boolean {
  const rate = percentHundredths(value);
  const min = percentHundredths(range.min) ?? 0;
  const max = percentHundredths(range.max) ?? 0;
  return rate !== null && rate >= min && rate <= max;
}

export function normalizeWorkerAddress(address: WorkerAddress): WorkerAddress {
  const country = address.country.trim().toUpperCase() || 'PL';
  const postal = address.postalCode.trim();
  const checked = country === 'PL' ? validatePostalCode(postal) : null;
  return {
    street: address.street.trim(),
    buildingNumber: address.buildingNumber.trim(),
    flatNumber: address.flatNumber.trim(),
    postalCode: checked?.ok ? checked.value : postal,
    city: address.city.trim(),
    country,
  };
}

const digitsOnly = (value: string) => value.replace(/[\s\u00a0-]/g, '');
const electronicIban = (value: string) => {
  const checked = validateIban(value);
  return checked.ok ? checked.value : value.trim();
};
const passport = (value: string) => value.replace(/\s/g, '').toUpperCase();

/** Trims texts and puts identifiers in their stored form; what the identity kind excludes is cleared. */
export function normalizeWorkerInput(input: WorkerInput): WorkerInput {
  const pesel = input.identityKind === 'pesel';
  return {
    ...input,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    pesel: pesel ? digitsOnly(input.pesel) : '',
    passportNumber: pesel ? '' : passport(input.passportNumber),
    // A PESEL carries the date of birth and sex; without one they are kept as entered.
    birthDate: pesel && digitsOnly(input.pesel) !== '' ? null : input.birthDate,
    sex: pesel && digitsOnly(input.pesel) !== '' ? null : input.sex,
    citizenship: input.citizenship.trim().toUpperCase() || 'PL',
    address: normalizeWorkerAddress(input.address),
    email: input.email.trim(),
    phone: input.phone.trim(),
    taxOfficeCode: input.taxOfficeCode.trim(),
    nfzBranch: input.nfzBranch.trim(),
    bankAccount: input.bankAccount.trim() === '' ? '' : electronicIban(input.bankAccount),
    ppkEmployeeRate: input.ppkJoined ? input.ppkEmployeeRate.trim().replace(',', '.') : '',
    ppkEmployerRate: input.ppkJoined ? input.ppkEmployerRate.trim().replace(',', '.') : '',
    education: input.education.trim(),
    workHistory: input.workHistory.trim(),
    notes: input.notes.trim(),
  };
}

interface Contact {
  email: string;
  phone: string;
  address: WorkerAddress;
  taxOfficeCode: string;
  nfzBranch: string;
  bankAccount: string;
}

function contactProblems(input: Contact, problems: WorkerProblems): void {
  if (input.email.trim() !== '' && !EMAIL.test(input.email.trim())) problems.email = 'invalidEmail';
  if (input.phone.trim() !== '' && !PHONE.test(input.phone.trim())) problems.phone = 'invalidPhone';
  const country = input.address.country.trim().toUpperCase() || 'PL';
  if (!COUNTRY.test(country)) problems['address.country'] = 'invalidCountry';
  const postal = input.address.postalCode.trim();
  if (country === 'PL' && postal !== '' && !validatePostalCode(postal).ok) {
    problems['address.postalCode'] = 'invalidPostalCode';
  }
  if (input.taxOfficeCode.trim() !== '' && !isTaxOfficeCode(input.taxOfficeCode)) {
    problems.taxOfficeCode = 'invalidTaxOffice';
  }
  if (input.nfzBranch.trim() !== '' && !NFZ_BRANCH_CODES.some((code) => code === input.nfzBranch.trim())) {
    problems.nfzBranch = 'invalidNfzBranch';
  }
  if (input.bankAccount.trim() !== '' && !validateIban(input.bankAccount).ok) {
    problems.bankAccount = 'invalidIban';
  }
}

/** Problems of an admin's worker record; `today` (ISO) bounds the date of birth. */
export function workerProblems(input: WorkerInput, today: string): WorkerProblems {
  const problems: WorkerProblems = {};
  if (input.firstName.trim() === '') problems.firstName = 'required';
  if (input.lastName.trim() === '') problems.lastName = 'required';
  // A candidate may be on record before the employer may ask for the PESEL (art. 22¹ § 3 KP).
  const identityRequired = input.status !== 'candidate';
  if (input.identityKind === 'pesel') {
    if (input.pesel.trim() !== '' && !validatePesel(input.pesel).ok) problems.pesel = 'invalidPesel';
    else if (input.pesel.trim() === '' && identityRequired) problems.pesel = 'required';
  } else {
    const number = passport(input.passportNumber);
    if (number !== '' && !PASSPORT.test(number)) problems.passportNumber = 'invalidPassport';
    else if (number === '' && identityRequired) problems.passportNumber = 'required';
    if (input.birthDate === null && identityRequired) problems.birthDate = 'required';
  }
  if (input.birthDate !== null && input.birthDate > today) problems.birthDate = 'birthDateInFuture';
  if (!COUNTRY.test(input.citizenship.trim().toUpperCase() || 'PL')) problems.citizenship = 'invalidCountry';
  contactProblems(input, problems);
  if (input.ppkJoined) {
    if (!rateWithin(input.ppkEmployeeRate, PPK_RATES.employee)) {
      problems.ppkEmployeeRate = 'invalidPpkEmployeeRate';
    }
    if (!rateWithin(input.ppkEmployerRate, PPK_RATES.employer)) {
      problems.ppkEmployerRate = 'invalidPpkEmployerRate';
    }
  }
  return problems;
}

/** Trims the answers; payroll fields are dropped when the questionnaire did not ask them. */
export function normalizeWorkerFormAnswers(
  answers: WorkerFormAnswers,
  includePayroll: boolean,
): WorkerFormAnswers {
  return {
    firstName: answers.firstName.trim(),
    lastName: answers.lastName.trim(),
    birthDate: answers.birthDate,
    email: answers.email.trim(),
    phone: answers.phone.trim(),
    address: normalizeWorkerAddress(answers.address),
    education: answers.education.trim(),
    workHistory: answers.workHistory.trim(),
    pesel: includePayroll ? digitsOnly(answers.pesel) : '',
    passportNumber: includePayroll ? passport(answers.passportNumber) : '',
    taxOfficeCode: includePayroll ? answers.taxOfficeCode.trim() : '',
    nfzBranch: includePayroll ? answers.nfzBranch.trim() : '',
    bankAccount:
      includePayroll && answers.bankAccount.trim() !== '' ? electronicIban(answers.bankAccount) : '',
  };
}

/**
 * Problems of questionnaire answers: name and date of birth are required; a person being hired gives a
 * PESEL (or, without one, a passport number) and the address of residence.
 */
export function workerFormProblems(
  answers: WorkerFormAnswers,
  includePayroll: boolean,
  today: string,
): WorkerProblems {
  const problems: WorkerProblems = {};
  if (answers.firstName.trim() === '') problems.firstName = 'required';
  if (answers.lastName.trim() === '') problems.lastName = 'required';
  if (answers.birthDate === null) problems.birthDate = 'required';
  else if (answers.birthDate > today) problems.birthDate = 'birthDateInFuture';
  if (answers.email.trim() === '' && answers.phone.trim() === '') problems.email = 'required';
  if (!includePayroll) {
    contactProblems({ ...answers, taxOfficeCode: '', nfzBranch: '', bankAccount: '' }, problems);
    return problems;
  }
  contactProblems(answers, problems);
  const pesel = answers.pesel.trim();
  if (pesel !== '' && !validatePesel(pesel).ok) problems.pesel = 'invalidPesel';
  if (pesel === '' && answers.passportNumber.trim() === '') problems.pesel = 'required';
  if (answers.passportNumber.trim() !== '' && !PASSPORT.test(passport(answers.passportNumber))) {
    problems.passportNumber = 'invalidPassport';
  }
  if (answers.address.street.trim() === '' && answers.address.city.trim() === '') {
    problems['address.city'] = 'required';
  }
  return problems;
}

/** Date of birth and sex: from a valid PESEL, else as entered (a passport holder). */
export function workerBirth(input: Pick<WorkerInput, 'identityKind' | 'pesel' | 'birthDate' | 'sex'>): {
  birthDate: string | null;
  sex: WorkerInput['sex'];
} {
  if (input.identityKind === 'pesel' && input.pesel.trim() !== '') {
    const checked = validatePesel(input.pesel);
    return checked.ok ? { birthDate: checked.birthDate, sex: checked.sex } : { birthDate: null, sex: null };
  }
  return { birthDate: input.birthDate, sex: input.sex };
}

/** Full years between two ISO dates (a birthday on 29 February is reached on 1 March in other years). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/** The under-26 relief (art. 21 ust. 1 pkt 148 PIT) covers income up to the day before the 26th birthday. */
export function isUnder26(birthDate: string | null, day: string): boolean {
  return birthDate !== null && ageOn(birthDate, day) < 26;
}
