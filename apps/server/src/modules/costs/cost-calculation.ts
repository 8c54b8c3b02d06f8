// Turns a cost form into the figures stored: per line or per rate, checked and totalled by
// @saldo/domain (the browser runs the same functions while the user types).
import type { CostInput } from '@saldo/contracts/costs';
import type { InvoiceLineInputData } from '@saldo/contracts/invoices';
import {
  COST_VAT_TOLERANCE,
  costTotalsOf,
  computeCostTotals,
  type CostTotals,
} from '@saldo/domain/cost-totals';
import { formatScaled } from '@saldo/domain/decimal';
import { parseExchangeRate, toPln, type ExchangeRate } from '@saldo/domain/exchange-rate';
import { computeInvoiceTotals } from '@saldo/domain/invoice-totals';
import { formatAmount, parseMoney, type Money } from '@saldo/domain/money';
import type { FieldErrors } from '../../lib/app-error.ts';
import { parseLines } from '../invoices/invoice-calculation.ts';
import type { StoredCostRate } from './costs.table.ts';

export interface ComputedCostLine {
  position: number;
  name: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  vatRate: CostInput['lines'][number]['vatRate'];
  net: Money;
  vat: Money;
  gross: Money;
}

export interface ComputedCost {
  lines: ComputedCostLine[];
  byRate: StoredCostRate[];
  totals: CostTotals;
  exchangeRate: string | null;
}

export type CostCalculation = { ok: true; value: ComputedCost } | { ok: false; errors: FieldErrors };

function exchangeRateOf(input: CostInput, errors: FieldErrors): ExchangeRate | undefined {
  if (input.currency === 'PLN') return undefined;
  const raw = input.exchangeRate?.trim() ?? '';
  if (raw === '') {
    errors['exchangeRate'] = { key: 'costs.exchangeRateRequired' };
    return undefined;
  }
  const parsed = parseExchangeRate(raw);
  if (!parsed.ok) errors['exchangeRate'] = { key: 'invoices.invalidNumber' };
  return parsed.ok ? parsed.value : undefined;
}

function fromLines(input: CostInput, rate: ExchangeRate | undefined, errors: FieldErrors) {
  if (input.lines.length === 0) {
    errors['lines'] = { key: 'costs.linesRequired' };
    return null;
  }
  const asInvoiceLines: InvoiceLineInputData[] = input.lines.map((line) => ({
    ...line,
    classification: '',
    gtu: null,
    discountPercent: '',
    annex15: false,
  }));
  const { parsed, normalised } = parseLines(asInvoiceLines, 'lines', errors);
  if (Object.keys(errors).length > 0) return null;
  const totals = computeInvoiceTotals(parsed, { priceMode: 'net' });
  const lines = normalised.map((line, index): ComputedCostLine => {
    const amounts = totals.lines[index];
    if (!amounts) throw new Error('line amounts missing');
    const { name, quantity, unit, unitPrice, vatRate } = line;
    return { position: index + 1, name, quantity, unit, unitPrice, vatRate, ...amounts };
  });
  return { lines, totals: costTotalsOf(totals.byRate, rate, input.vatDeduction) };
}

function fromRates(input: CostInput, rate: ExchangeRate | undefined, errors: FieldErrors) {
  if (input.rates.length === 0) {
    errors['rates'] = { key: 'costs.ratesRequired' };
    return null;
  }
  const result = computeCostTotals({ rows: input.rates, deduction: input.vatDeduction });
  if (!result.ok) {
    for (const e of result.errors) {
      const field = e.row === null ? e.field : `rates.${e.row}.${e.field}`;
      if (e.reason === 'mismatch') {
        const expected = formatAmount(e.expected);
        errors[field] = { key: 'costs.vatMismatch', params: { expected } };
      } else if (e.reason === 'duplicate') errors[field] = { key: 'costs.duplicateRate' };
      else if (e.reason === 'empty') errors[field] = { key: 'validation.required' };
      else if (e.reason === 'range') errors[field] = { key: 'invoices.outOfRange' };
      else errors[field] = { key: 'invoices.invalidNumber' };
    }
    return null;
  }
  return { lines: [], totals: costTotalsOf(result.value.byRate, rate, input.vatDeduction) };
}

/** The document's own total due, within the tolerance of net + VAT; the per-rate facts stay as they are. */
function withAmountDue(
  totals: CostTotals,
  input: CostInput,
  rate: ExchangeRate | undefined,
  errors: FieldErrors,
): CostTotals {
  const raw = input.amountDue?.trim() ?? '';
  if (raw === '') return totals;
  const due = parseMoney(raw);
  if (!due.ok) {
    errors['amountDue'] = { key: 'invoices.invalidNumber' };
    return totals;
  }
  if (Math.abs(due.value - totals.gross) > COST_VAT_TOLERANCE) {
    errors['amountDue'] = { key: 'costs.amountDueMismatch', params: { gross: formatAmount(totals.gross) } };
    return totals;
  }
  const grossPln = rate === undefined ? due.value : toPln(due.value, rate);
  return { ...totals, gross: due.value, pln: { ...totals.pln, gross: grossPln } };
}

export function calculateCost(input: CostInput): CostCalculation {
  const errors: FieldErrors = {};
  const rate = exchangeRateOf(input, errors);
  const computed =
    input.entryMode === 'lines' ? fromLines(input, rate, errors) : fromRates(input, rate, errors);
  if (computed === null || Object.keys(errors).length > 0) return { ok: false, errors };
  const totals = withAmountDue(computed.totals, input, rate, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      lines: computed.lines,
      byRate: totals.byRate.map(({ vatRate, net, vat, gross }) => ({ vatRate, net, vat, gross })),
      totals,
      exchangeRate: rate === undefined ? null : formatScaled(rate, 4, { minDecimals: 4 }),
    },
  };
}
