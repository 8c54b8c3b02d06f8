import {
  civilPeriodProblem,
  employmentPeriodProblem,
  type PeriodProblem,
} from '@saldo/domain/contracts/contract-periods';
import { effectiveTermsOn, type PayTerms, type TermsChange } from '@saldo/domain/contracts/effective-terms';
import { checkHourlyRate, checkMonthlyWage, isValidWorkingTime } from '@saldo/domain/contracts/minimum-pay';
import type { AnnexInput, ContractInput, TerminationInput } from './employment-contracts.ts';

/**
 * The rules of a contract per kind, one implementation for the server (which refuses the save) and the
 * contract form (which says so before sending). Problem codes with their parameters, not text: the
 * server translates them with `errors:contracts.<code>`, the form with `contracts:validation.<code>`.
 */
export type ContractProblemCode =
  | 'required'
  | 'positive'
  | 'invalidWorkingTime'
  | 'belowMinimumWage'
  | 'belowMinimumHourlyRate'
  | 'signedAfterStart'
  | 'noChange'
  | 'annexBeforeStart'
  | 'annexAfterEnd'
  | 'annexNotForKind'
  | 'lastDayBeforeNotice'
  | 'lastDayAfterEnd'
  | 'noticeBeforeStart'
  | 'noticeAfterEnd'
  | PeriodProblem;

export interface ContractProblem {
  readonly code: ContractProblemCode;
  /** belowMinimum*: the least amount (grosze) and the year whose rate applies. */
  readonly params?: { readonly minimum: number; readonly year: number };
}

export type ContractProblems = Partial<Record<string, ContractProblem>>;

const yearOf = (date: string): number => Number(date.slice(0, 4));

/** The pay terms a contract starts with (what an annex changes). */
export function baseTerms(
  input: Pick<ContractInput, 'kind' | 'monthlyGross' | 'workingTime' | 'payMode' | 'hourlyRate' | 'flatFee'>,
): PayTerms {
  switch (input.kind) {
    case 'employment':
      return {
        monthlyGross: input.monthlyGross,
        workingTime: input.workingTime,
        hourlyRate: null,
        flatFee: null,
      };
    case 'mandate':
      return input.payMode === 'hourly'
        ? { monthlyGross: null, workingTime: null, hourlyRate: input.hourlyRate, flatFee: null }
        : { monthlyGross: null, workingTime: null, hourlyRate: null, flatFee: input.flatFee };
    case 'specific_work':
      return { monthlyGross: null, workingTime: null, hourlyRate: null, flatFee: input.flatFee };
  }
}

const paramsOf = (shortfall: { minimum: number; year: number }) => ({
  minimum: shortfall.minimum,
  year: shortfall.year,
});

/** The minimum-pay problems of terms in force from `date` (the year of that day decides the rate). */
function payProblems(kind: ContractInput['kind'], terms: PayTerms, date: string): ContractProblems {
  const problems: ContractProblems = {};
  const year = yearOf(date);
  if (kind === 'employment' && terms.monthlyGross !== null && terms.workingTime !== null) {
    if (!isValidWorkingTime(terms.workingTime)) return { workingTime: { code: 'invalidWorkingTime' } };
    const shortfall = checkMonthlyWage(terms.monthlyGross, terms.workingTime, year);
    if (shortfall) problems.monthlyGross = { code: 'belowMinimumWage', params: paramsOf(shortfall) };
  }
  if (kind === 'mandate' && terms.hourlyRate !== null) {
    const shortfall = checkHourlyRate(terms.hourlyRate, year);
    if (shortfall) problems.hourlyRate = { code: 'belowMinimumHourlyRate', params: paramsOf(shortfall) };
  }
  return problems;
}

/** Every problem of a contract as entered; empty when it may be saved. */
export function contractProblems(input: ContractInput): ContractProblems {
  const problems: ContractProblems = {};
  if (input.signedOn > input.startDate) problems.signedOn = { code: 'signedAfterStart' };
  if (input.subject.trim() === '' && input.kind !== 'employment') problems.subject = { code: 'required' };
  if (input.kind === 'employment') {
    if (input.employmentType === null) problems.employmentType = { code: 'required' };
    else {
      const period = employmentPeriodProblem(input.employmentType, input.startDate, input.endDate);
      if (period) problems.endDate = { code: period };
    }
    if (input.position.trim() === '') problems.position = { code: 'required' };
    if (input.workplace.trim() === '') problems.workplace = { code: 'required' };
    if (input.workingTime === null) problems.workingTime = { code: 'required' };
    else if (!isValidWorkingTime(input.workingTime)) problems.workingTime = { code: 'invalidWorkingTime' };
    if (input.monthlyGross === null) problems.monthlyGross = { code: 'required' };
    else if (input.monthlyGross <= 0) problems.monthlyGross = { code: 'positive' };
  } else {
    const period = civilPeriodProblem(input.startDate, input.endDate);
    if (period) problems.endDate = { code: period };
  }
  if (input.kind === 'mandate') {
    if (input.mandateVariant === null) problems.mandateVariant = { code: 'required' };
    if (input.payMode === null) problems.payMode = { code: 'required' };
    if (input.payMode === 'hourly' && input.hourlyRate === null) problems.hourlyRate = { code: 'required' };
    if (input.payMode === 'flat' && input.flatFee === null) problems.flatFee = { code: 'required' };
  }
  if (input.kind === 'specific_work') {
    if (input.flatFee === null) problems.flatFee = { code: 'required' };
    else if (input.flatFee <= 0) problems.flatFee = { code: 'positive' };
  }
  const pay = payProblems(input.kind, baseTerms(input), input.startDate);
  for (const [field, problem] of Object.entries(pay))
    if (problem && !problems[field]) problems[field] = problem;
  return problems;
}

/** The contract as an annex sees it: its kind, dates and terms so far. */
export interface AnnexedContract {
  readonly kind: ContractInput['kind'];
  readonly startDate: string;
  readonly lastDay: string | null;
  readonly base: PayTerms;
  readonly changes: readonly TermsChange[];
}

/** Problems of an annex to `contract`; empty when it may be saved. */
export function annexProblems(contract: AnnexedContract, annex: AnnexInput): ContractProblems {
  const problems: ContractProblems = {};
  if (annex.effectiveFrom < contract.startDate) problems.effectiveFrom = { code: 'annexBeforeStart' };
  else if (contract.lastDay !== null && annex.effectiveFrom > contract.lastDay)
    problems.effectiveFrom = { code: 'annexAfterEnd' };
  const allowed: Record<ContractInput['kind'], readonly (keyof PayTerms)[]> = {
    employment: ['monthlyGross', 'workingTime'],
    mandate: contract.base.hourlyRate !== null ? ['hourlyRate'] : ['flatFee'],
    specific_work: ['flatFee'],
  };
  const fields = (['monthlyGross', 'workingTime', 'hourlyRate', 'flatFee'] as const).filter(
    (field) => annex[field] !== null,
  );
  for (const field of fields)
    if (!allowed[contract.kind].includes(field)) problems[field] = { code: 'annexNotForKind' };
  if (fields.length === 0) problems.monthlyGross = { code: 'noChange' };
  if (annex.workingTime !== null && !isValidWorkingTime(annex.workingTime))
    problems.workingTime = { code: 'invalidWorkingTime' };
  if (Object.keys(problems).length > 0) return problems;
  // The terms from the annex's day with it applied: a raise of the working time alone may leave the pay
  // below the minimum for the new time.
  const change: TermsChange = { ...annex };
  const terms = effectiveTermsOn(contract.base, [...contract.changes, change], annex.effectiveFrom);
  return payProblems(contract.kind, terms, annex.effectiveFrom);
}

/** Whether the last day of this termination is computed (employment by notice) or named by the user. */
export const terminationComputesLastDay = (kind: ContractInput['kind'], method: TerminationInput['method']) =>
  kind === 'employment' && method === 'notice';

/** Problems of a termination's dates that do not need the notice computation. */
export function terminationProblems(
  contract: { kind: ContractInput['kind']; startDate: string; lastDay: string | null },
  termination: TerminationInput,
): ContractProblems {
  const problems: ContractProblems = {};
  if (termination.noticeDate < contract.startDate) problems.noticeDate = { code: 'noticeBeforeStart' };
  else if (contract.lastDay !== null && termination.noticeDate > contract.lastDay)
    problems.noticeDate = { code: 'noticeAfterEnd' };
  if (terminationComputesLastDay(contract.kind, termination.method)) return problems;
  if (termination.lastDay === null) problems.lastDay = { code: 'required' };
  else if (termination.lastDay < termination.noticeDate) problems.lastDay = { code: 'lastDayBeforeNotice' };
  else if (contract.lastDay !== null && termination.lastDay > contract.lastDay)
    problems.lastDay = { code: 'lastDayAfterEnd' };
  return problems;
}
