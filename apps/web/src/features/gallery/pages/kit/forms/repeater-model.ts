import type { InvoiceLineInputBody } from '@saldo/contracts/invoices';
import {
  parseInvoiceLine,
  type InvoiceLineInput,
  type LineAmounts,
  type LineFieldReason,
  type PriceMode,
} from '@saldo/domain/invoice-line';
import { computeInvoiceTotalsFromInput, type InvoiceTotals } from '@saldo/domain/invoice-totals';
import type { VatRateCode } from '@saldo/domain/vat-rates';

/**
 * The repeater's rows and their amounts. The invoice form's own model lives in features/invoices,
 * which another feature may not import; this keeps the fields that count (the ones the totals read)
 * and computes with the very domain functions the invoice form and the server use. Pure.
 */
export interface RepeaterLine {
  /** Stable React key and focus target; never sent. */
  key: string;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  discountPercent: string;
  vatRate: VatRateCode;
}

export interface RepeaterValues {
  priceMode: PriceMode;
  lines: RepeaterLine[];
}

let lineSeq = 0;
const nextKey = () => `repeater-line-${++lineSeq}`;

/** The DOM id of a row's field or button ('name', 'up'…), where focus goes back after a change. */
export const lineFieldId = (key: string, part: string) => `${key}-${part}`;

export const emptyLine = (): RepeaterLine => ({
  key: nextKey(),
  name: '',
  quantity: '1',
  unit: 'szt.',
  unitPrice: '',
  discountPercent: '',
  vatRate: '23',
});

export const linesOf = (lines: readonly InvoiceLineInputBody[]): RepeaterLine[] =>
  lines.map((line) => ({
    key: nextKey(),
    name: line.name,
    quantity: line.quantity,
    unit: line.unit ?? 'szt.',
    unitPrice: line.unitPrice,
    discountPercent: line.discountPercent ?? '',
    vatRate: line.vatRate,
  }));

export const lineInput = (line: RepeaterLine): InvoiceLineInput => ({
  name: line.name.trim(),
  quantity: line.quantity.trim(),
  unit: line.unit.trim(),
  unitPrice: line.unitPrice.trim(),
  discountPercent: line.discountPercent.trim(),
  vatRate: line.vatRate,
});

export interface RepeaterTotals {
  /** Per row; null while the row cannot be computed (a price not typed yet). */
  lines: (LineAmounts | null)[];
  totals: InvoiceTotals | null;
}

/**
 * The invoice form's live totals: the rows that parse are summed by rate (VAT once per rate on the
 * sum, not added up from the rows); a row still being typed shows no amounts.
 */
export function repeaterTotals({ lines, priceMode }: RepeaterValues): RepeaterTotals {
  const inputs = lines.map(lineInput);
  const valid = inputs.map((input) => parseInvoiceLine(input).ok);
  const result = computeInvoiceTotalsFromInput({
    lines: inputs.filter((_, index) => valid[index]),
    priceMode,
  });
  if (!result.ok) return { lines: inputs.map(() => null), totals: null };
  let next = 0;
  return {
    lines: valid.map((ok) => (ok ? (result.value.lines[next++] ?? null) : null)),
    totals: result.value,
  };
}

/** Moves a row by one place; the array is not changed when the row is already at that end. */
export function canMove(index: number, by: -1 | 1, count: number): boolean {
  const to = index + by;
  return to >= 0 && to < count;
}

export type RepeaterProblem = 'required' | 'noLines' | 'totalRange' | `decimal.${LineFieldReason}`;

/**
 * The rows' problems by field path ('lines.0.unitPrice'), as the invoice form reports them before
 * sending: a name is required, the numbers are judged by the domain's parsers.
 */
export function repeaterProblems({ lines, priceMode }: RepeaterValues): Record<string, RepeaterProblem> {
  const problems: Record<string, RepeaterProblem> = {};
  if (lines.length === 0) problems.lines = 'noLines';
  lines.forEach((line, index) => {
    if (line.name.trim() === '') problems[`lines.${index}.name`] = 'required';
  });
  const result = computeInvoiceTotalsFromInput({ lines: lines.map(lineInput), priceMode });
  if (!result.ok) {
    for (const error of result.errors) {
      if (error.line !== null) problems[`lines.${error.line}.${error.field}`] = `decimal.${error.reason}`;
      else problems.lines = 'totalRange';
    }
  }
  return problems;
}
