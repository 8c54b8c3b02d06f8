import type { TFunction } from 'i18next';
import {
  contractProblems,
  type ContractProblem,
  type ContractProblems,
} from '@saldo/contracts/employment-contract-rules';
import {
  contractInputSchema,
  type Contract,
  type ContractInputBody,
  type ContractPrintLanguage,
  type MANDATE_VARIANTS,
} from '@saldo/contracts/employment-contracts';
import type { ContractKind, EmploymentType, MandatePayMode } from '@saldo/domain/contracts/contract-kinds';
import { formatMoney, parseMoney, toInputString } from '@saldo/domain/money';

/** What the form holds: amounts and the working time as typed, dates as ISO text ('' when empty). */
export interface ContractFormValues {
  workerId: string | null;
  kind: ContractKind;
  signedOn: string;
  signedPlace: string;
  startDate: string;
  endDate: string;
  subject: string;
  printLanguage: ContractPrintLanguage;
  employmentType: EmploymentType;
  position: string;
  workplace: string;
  timeNumerator: string;
  timeDenominator: string;
  monthlyGross: string;
  payMode: MandatePayMode;
  hourlyRate: string;
  flatFee: string;
  mandateVariant: (typeof MANDATE_VARIANTS)[number];
  voluntarySickness: boolean;
  authorRights: boolean;
  withOwnEmployer: boolean;
  notes: string;
}

export function emptyContract(today: string, workerId: number | null): ContractFormValues {
  return {
    workerId: workerId === null ? null : String(workerId),
    kind: 'employment',
    signedOn: today,
    signedPlace: '',
    startDate: today,
    endDate: '',
    subject: '',
    printLanguage: 'pl',
    employmentType: 'indefinite',
    position: '',
    workplace: '',
    timeNumerator: '1',
    timeDenominator: '1',
    monthlyGross: '',
    payMode: 'hourly',
    hourlyRate: '',
    flatFee: '',
    mandateVariant: 'only-title',
    voluntarySickness: false,
    authorRights: false,
    withOwnEmployer: false,
    notes: '',
  };
}

const amount = (value: number | null) => (value === null ? '' : toInputString(value));

export function contractToForm(contract: Contract): ContractFormValues {
  return {
    workerId: String(contract.worker.id),
    kind: contract.kind,
    signedOn: contract.signedOn,
    signedPlace: contract.signedPlace,
    startDate: contract.startDate,
    endDate: contract.endDate ?? '',
    subject: contract.subject,
    printLanguage: contract.printLanguage,
    employmentType: contract.employmentType ?? 'indefinite',
    position: contract.position,
    workplace: contract.workplace,
    timeNumerator: String(contract.workingTime?.numerator ?? 1),
    timeDenominator: String(contract.workingTime?.denominator ?? 1),
    monthlyGross: amount(contract.monthlyGross),
    payMode: contract.payMode ?? 'hourly',
    hourlyRate: amount(contract.hourlyRate),
    flatFee: amount(contract.flatFee),
    mandateVariant: contract.mandateVariant ?? 'only-title',
    voluntarySickness: contract.voluntarySickness,
    authorRights: contract.authorRights,
    withOwnEmployer: contract.withOwnEmployer,
    notes: contract.notes,
  };
}

type FieldErrors = Record<string, string>;

/** An amount typed by the user: grosze, null when empty, or the field's error. */
function moneyField(
  text: string,
  field: string,
  errors: FieldErrors,
  t: TFunction<'contracts'>,
): number | null {
  if (text.trim() === '') return null;
  const parsed = parseMoney(text);
  if (parsed.ok && parsed.value >= 0) return parsed.value;
  errors[field] = t('validation.amount');
  return null;
}

function wholeNumber(text: string): number {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : 0;
}

/** The body to send, and the form's own errors (amounts it could not read). */
export function formToBody(values: ContractFormValues, t: TFunction<'contracts'>) {
  const errors: FieldErrors = {};
  if (values.workerId === null) errors.workerId = t('validation.required');
  const body: ContractInputBody = {
    workerId: Number(values.workerId ?? 0),
    kind: values.kind,
    signedOn: values.signedOn,
    signedPlace: values.signedPlace,
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
    subject: values.subject,
    printLanguage: values.printLanguage,
    employmentType: values.kind === 'employment' ? values.employmentType : null,
    position: values.position,
    workplace: values.workplace,
    workingTime:
      values.kind === 'employment'
        ? { numerator: wholeNumber(values.timeNumerator), denominator: wholeNumber(values.timeDenominator) }
        : null,
    monthlyGross:
      values.kind === 'employment' ? moneyField(values.monthlyGross, 'monthlyGross', errors, t) : null,
    payMode: values.kind === 'mandate' ? values.payMode : null,
    hourlyRate:
      values.kind === 'mandate' && values.payMode === 'hourly'
        ? moneyField(values.hourlyRate, 'hourlyRate', errors, t)
        : null,
    flatFee:
      values.kind === 'specific_work' || (values.kind === 'mandate' && values.payMode === 'flat')
        ? moneyField(values.flatFee, 'flatFee', errors, t)
        : null,
    mandateVariant: values.kind === 'mandate' ? values.mandateVariant : null,
    voluntarySickness: values.voluntarySickness,
    authorRights: values.authorRights,
    withOwnEmployer: values.withOwnEmployer,
    notes: values.notes,
  };
  return { body, errors };
}

/** A shared rule's problem in the reader's language; minimum amounts formatted for the locale. */
export function problemText(
  problem: ContractProblem,
  t: TFunction<'contracts'>,
  locale: 'pl' | 'en',
): string {
  if (!problem.params) return t(`validation.${problem.code}`);
  return t(`validation.${problem.code}`, {
    year: problem.params.year,
    minimum: formatMoney(problem.params.minimum, { locale, currency: 'PLN' }),
  });
}

export function problemsText(
  problems: ContractProblems,
  t: TFunction<'contracts'>,
  locale: 'pl' | 'en',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems))
    if (problem) errors[field] = problemText(problem, t, locale);
  return errors;
}

/** Every error the form shows before sending: unreadable fields, then the shared rules per kind. */
export function validateContract(values: ContractFormValues, t: TFunction<'contracts'>, locale: 'pl' | 'en') {
  const { body, errors } = formToBody(values, t);
  const parsed = contractInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'submit');
      if (field === 'workingTime') errors.workingTime ??= t('validation.invalidWorkingTime');
      else errors[field] ??= t('validation.required');
    }
    return errors;
  }
  const problems = problemsText(contractProblems(parsed.data), t, locale);
  if (problems.workingTime) problems.timeNumerator = problems.workingTime;
  return { ...problems, ...errors };
}
