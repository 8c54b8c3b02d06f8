import type { TFunction } from 'i18next';
import { costDateProblems, type CostDateProblem } from '@saldo/contracts/cost-rules';
import { bookingPeriodSchema } from '@saldo/contracts/costs';
import { computeCostTotals } from '@saldo/domain/cost-totals';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { parseExchangeRate } from '@saldo/domain/exchange-rate';
import type { LineFieldReason } from '@saldo/domain/invoice-line';
import { computeInvoiceTotalsFromInput } from '@saldo/domain/invoice-totals';
import type { Money } from '@saldo/domain/money';
import { lineBody, rateBody, type CostFormValues } from './cost-form-model.ts';

/**
 * What is wrong with the form before it is sent, per dotted field path (the paths of CostInputBody,
 * which the server uses too). Decimal reasons and the VAT check come from the domain.
 */
export type CostFormProblem =
  | { kind: 'required' | 'date' | 'period' | 'noRows' | 'duplicateRate' | 'totalRange' | CostDateProblem }
  | { kind: 'decimal'; reason: LineFieldReason }
  | { kind: 'mismatch'; expected: Money };

const blank = (text: string) => text.trim() === '';

function rateProblems(values: CostFormValues, problems: Record<string, CostFormProblem>) {
  const result = computeCostTotals({ rows: values.rates.map(rateBody), deduction: values.vatDeduction });
  if (result.ok) return;
  for (const error of result.errors) {
    if (error.row === null) {
      if (error.field === 'rows') problems.rates = { kind: 'noRows' };
    } else if (error.reason === 'mismatch') {
      problems[`rates.${error.row}.vat`] = { kind: 'mismatch', expected: error.expected };
    } else if (error.reason === 'duplicate') {
      problems[`rates.${error.row}.vatRate`] = { kind: 'duplicateRate' };
    } else problems[`rates.${error.row}.${error.field}`] = { kind: 'decimal', reason: error.reason };
  }
}

function lineProblems(values: CostFormValues, problems: Record<string, CostFormProblem>) {
  if (values.lines.length === 0) problems.lines = { kind: 'noRows' };
  values.lines.forEach((line, index) => {
    if (blank(line.name)) problems[`lines.${index}.name`] = { kind: 'required' };
  });
  const result = computeInvoiceTotalsFromInput({ lines: values.lines.map(lineBody), priceMode: 'net' });
  if (result.ok) return;
  for (const error of result.errors) {
    if (error.line !== null)
      problems[`lines.${error.line}.${error.field}`] = { kind: 'decimal', reason: error.reason };
    else problems.lines = { kind: 'totalRange' };
  }
}

export function costFormProblems(values: CostFormValues): Record<string, CostFormProblem> {
  const problems: Record<string, CostFormProblem> = {};
  if (values.contractorId === null) problems.contractorId = { kind: 'required' };
  if (blank(values.number)) problems.number = { kind: 'required' };
  for (const field of ['issueDate', 'receiptDate', 'dueDate'] as const) {
    if (!isIsoDate(values[field])) problems[field] = { kind: 'date' };
  }
  // The server's own rule, so the form says it before a save is refused.
  for (const [field, kind] of Object.entries(costDateProblems(values))) problems[field] = { kind };
  if (values.paymentStatus === 'paid' && !isIsoDate(values.paymentDate))
    problems.paymentDate = { kind: 'date' };
  if (!bookingPeriodSchema.safeParse(values.bookingPeriod).success)
    problems.bookingPeriod = { kind: 'period' };
  if (values.vatPeriod !== '' && !bookingPeriodSchema.safeParse(values.vatPeriod).success)
    problems.vatPeriod = { kind: 'period' };
  if (values.currency !== 'PLN') {
    const rate = parseExchangeRate(values.exchangeRate);
    if (blank(values.exchangeRate)) problems.exchangeRate = { kind: 'required' };
    else if (!rate.ok) problems.exchangeRate = { kind: 'decimal', reason: rate.reason };
  }
  if (values.entryMode === 'summary') rateProblems(values, problems);
  else lineProblems(values, problems);
  return problems;
}

/** One problem as the message under its field, in the costs namespace. */
export function problemMessage(
  problem: CostFormProblem,
  t: TFunction<'costs'>,
  money: (amount: Money) => string,
) {
  switch (problem.kind) {
    case 'decimal':
      return t(`validation.decimal.${problem.reason}`);
    case 'mismatch':
      return t('validation.mismatch', { expected: money(problem.expected) });
    default:
      return t(`validation.${problem.kind}`);
  }
}

/** The problems as Mantine form errors. */
export function validateCostForm(
  values: CostFormValues,
  t: TFunction<'costs'>,
  money: (amount: Money) => string,
) {
  return Object.fromEntries(
    Object.entries(costFormProblems(values)).map(([path, problem]) => [
      path,
      problemMessage(problem, t, money),
    ]),
  );
}
