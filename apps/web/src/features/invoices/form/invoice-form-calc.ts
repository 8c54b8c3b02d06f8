import type { InvoiceLineInputBody } from '@saldo/contracts/invoices';
import { computeCorrectionFromInput, type CorrectionTotals } from '@saldo/domain/correction';
import { isIsoDate } from '@saldo/domain/dates/calendar';
import { computeDueDate } from '@saldo/domain/dates/terms';
import { parseExchangeRate } from '@saldo/domain/exchange-rate';
import { parseInvoiceLine, type LineAmounts } from '@saldo/domain/invoice-line';
import { computeInvoiceTotalsFromInput, type InvoiceTotals } from '@saldo/domain/invoice-totals';
import { parseTemplate } from '@saldo/domain/numbering';
import { requiresSplitPayment } from '@saldo/domain/split-payment';
import { lineBody, type InvoiceFormValues } from './invoice-form-model.ts';

/** What the form shows while the user types: computed by the same domain code as the server. */

export const MAX_TERM_DAYS = 365;

export function dueDateOf(values: Pick<InvoiceFormValues, 'issueDate' | 'paymentTerm' | 'paymentTermDays'>) {
  if (!isIsoDate(values.issueDate)) return null;
  if (values.paymentTerm !== 'custom') return computeDueDate(values.issueDate, { code: values.paymentTerm });
  const days = values.paymentTermDays;
  if (days === null || !Number.isInteger(days) || days < 0 || days > MAX_TERM_DAYS) return null;
  return computeDueDate(values.issueDate, { code: 'custom', days });
}

/** The rate as typed, when it parses; the form's foreign-currency totals in PLN need it. */
export function parsedRate(values: Pick<InvoiceFormValues, 'currency' | 'exchangeRate'>) {
  if (values.currency === 'PLN' || values.exchangeRate.trim() === '') return undefined;
  const parsed = parseExchangeRate(values.exchangeRate);
  return parsed.ok ? parsed.value : undefined;
}

export interface LiveTotals {
  /** Per form line; null while the line cannot be computed (a price not typed yet). */
  lines: (LineAmounts | null)[];
  totals: InvoiceTotals | null;
}

/**
 * Totals of the lines that parse; a line still being typed shows no amounts instead of blanking the
 * whole summary. Submitting validates every line (see invoice-form-validation.ts).
 */
export function liveTotals(values: InvoiceFormValues): LiveTotals {
  const bodies = values.lines.map((line) => lineBody(line, values.type));
  const valid = bodies.map((body) => parseInvoiceLine(body).ok);
  const rate = parsedRate(values);
  const result = computeInvoiceTotalsFromInput({
    lines: bodies.filter((_, index) => valid[index]),
    priceMode: values.type === 'vatMargin' ? 'gross' : values.priceMode,
    exchangeRate: rate === undefined ? null : values.exchangeRate,
  });
  if (!result.ok) return { lines: bodies.map(() => null), totals: null };
  let next = 0;
  const lines = valid.map((ok) => (ok ? (result.value.lines[next++] ?? null) : null));
  return { lines, totals: result.value };
}

/** A correction's differences (after − before) in the corrected invoice's price mode and rate. */
export function correctionTotals(
  before: readonly InvoiceLineInputBody[],
  values: InvoiceFormValues,
): CorrectionTotals | null {
  const after = values.lines.map((line) => lineBody(line, values.type));
  const result = computeCorrectionFromInput({
    before,
    after: after.filter((body) => parseInvoiceLine(body).ok),
    priceMode: values.priceMode,
    exchangeRate: parsedRate(values) === undefined ? null : values.exchangeRate,
  });
  return result.ok ? result.value : null;
}

export function splitPaymentRequired(
  values: InvoiceFormValues,
  grossTotal: number,
  buyerIsTaxpayer: boolean,
): boolean {
  const rate = parsedRate(values);
  if (values.currency !== 'PLN' && rate === undefined) return false;
  return requiresSplitPayment({
    grossTotal,
    lines: values.lines,
    buyerIsTaxpayer,
    ...(rate === undefined ? {} : { exchangeRate: rate }),
  });
}

/** 'FV/{NR}/{MM}/{YYYY}' on 2026-05-10 → 'FV/#/05/2026': the number the series will give, but its counter. */
export function numberPreview(template: string, date: string): string | null {
  const parsed = parseTemplate(template.trim());
  if (!parsed.ok || !isIsoDate(date)) return null;
  const [year, month, day] = date.split('-') as [string, string, string];
  return parsed.value
    .map((part) => {
      switch (part.kind) {
        case 'literal':
          return part.text;
        case 'counter':
          return '#';
        case 'day':
          return day;
        case 'month':
          return month;
        case 'year2':
          return year.slice(2);
        case 'year4':
          return year;
      }
      return '';
    })
    .join('');
}
