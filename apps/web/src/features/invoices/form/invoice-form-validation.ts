import type { TFunction } from 'i18next';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import type { LineFieldReason } from '@saldo/domain/invoice-line';
import { computeInvoiceTotalsFromInput } from '@saldo/domain/invoice-totals';
import { parseMoney } from '@saldo/domain/money';
import { MAX_TERM_DAYS } from './invoice-form-calc.ts';
import { hasExemptLine, lineBody, type InvoiceFormValues } from './invoice-form-model.ts';

/**
 * What is wrong with the form before it is sent, as problem codes per dotted field path (the paths
 * of InvoiceInputBody, which the server uses too). Decimal reasons come from the domain parsers.
 */
export const DECIMAL_REASONS = [
  'empty',
  'format',
  'precision',
  'range',
  'negative',
  'out_of_range',
  'unknown_rate',
  'zero',
] as const satisfies readonly LineFieldReason[];

export type FormProblem =
  | 'required'
  | 'noLines'
  | 'termDays'
  | 'date'
  | 'totalRange'
  | 'exemptionBasis'
  | `decimal.${LineFieldReason}`;

export const FORM_PROBLEMS: readonly FormProblem[] = [
  'required',
  'noLines',
  'termDays',
  'date',
  'totalRange',
  'exemptionBasis',
  ...DECIMAL_REASONS.map((reason) => `decimal.${reason}` as const),
];

const blank = (text: string) => text.trim() === '';

export function invoiceFormProblems(values: InvoiceFormValues): Record<string, FormProblem> {
  const problems: Record<string, FormProblem> = {};
  const foreign = values.currency !== 'PLN';
  if (values.contractorId === null) problems.contractorId = 'required';
  if (!isIsoDate(values.issueDate)) problems.issueDate = 'date';
  if (!isIsoDate(values.saleDate)) problems.saleDate = 'date';
  if (values.paymentTerm === 'custom') {
    const days = values.paymentTermDays;
    if (days === null || !Number.isInteger(days) || days < 0 || days > MAX_TERM_DAYS)
      problems.paymentTermDays = 'termDays';
  }
  if (foreign && blank(values.exchangeRate)) problems.exchangeRate = 'required';
  if (values.type === 'correction') {
    if (blank(values.correctionReason)) problems.correctionReason = 'required';
    if (values.correctedInvoiceId === null) problems.correctedInvoiceId = 'required';
  }
  if (values.type === 'vatMargin' && values.marginScheme === null) problems.marginScheme = 'required';
  if (values.type === 'advance' && !blank(values.orderValue)) {
    const parsed = parseMoney(values.orderValue, { allowNegative: false });
    if (!parsed.ok) problems.orderValue = `decimal.${parsed.reason}`;
  }

  if (hasExemptLine(values) && blank(values.exemptionBasis.text))
    problems['exemptionBasis.text'] = 'exemptionBasis';

  if (values.lines.length === 0) problems.lines = 'noLines';
  values.lines.forEach((line, index) => {
    if (blank(line.name)) problems[`lines.${index}.name`] = 'required';
  });
  const result = computeInvoiceTotalsFromInput({
    lines: values.lines.map((line) => lineBody(line, values.type)),
    priceMode: values.priceMode,
    exchangeRate: foreign ? values.exchangeRate : null,
  });
  if (!result.ok) {
    for (const error of result.errors) {
      if (error.line !== null) problems[`lines.${error.line}.${error.field}`] = `decimal.${error.reason}`;
      else if (error.field === 'exchangeRate') problems.exchangeRate ??= `decimal.${error.reason}`;
      else problems.lines = 'totalRange';
    }
  }
  return problems;
}

/** The problems as Mantine form errors, in the invoiceForm namespace. */
export function validateInvoiceForm(values: InvoiceFormValues, t: TFunction<'invoiceForm'>) {
  return Object.fromEntries(
    Object.entries(invoiceFormProblems(values)).map(([path, problem]) => [
      path,
      t(`validation.${problem}`, { max: MAX_TERM_DAYS }),
    ]),
  );
}
