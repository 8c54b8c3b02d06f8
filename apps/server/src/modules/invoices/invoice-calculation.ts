// Turns what the form sent into the invoice the server stores: lines normalised, amounts per line and
// per rate, totals, PLN totals and the split-payment flag — always from @saldo/domain, the same code
// the browser runs while the user types, so the two never disagree. Totals a client sends are ignored
// (the contract has no field for them).
import {
  allowsNegativeLines,
  type InvoiceInput,
  type InvoiceLineInputData,
  type OrderLine,
} from '@saldo/contracts/invoices';
import { settleAdvances, type RateAmounts } from '@saldo/domain/advances';
import { computeCorrection } from '@saldo/domain/correction';
import { formatScaled } from '@saldo/domain/decimal';
import { parseExchangeRate } from '@saldo/domain/exchange-rate';
import {
  computeInvoiceTotals,
  type Amounts,
  type InvoiceTotals,
  type RateSummary,
} from '@saldo/domain/invoice-totals';
import {
  DISCOUNT_DECIMALS,
  parseInvoiceLine,
  QUANTITY_DECIMALS,
  UNIT_PRICE_DECIMALS,
  type InvoiceLine,
  type LineFieldReason,
} from '@saldo/domain/invoice-line';
import { parseMoney, toDecimalString, type Money } from '@saldo/domain/money';
import { requiresSplitPayment } from '@saldo/domain/split-payment';
import type { FieldErrors, Message } from '../../lib/app-error.ts';
import type { StoredRateSummary } from './invoices.table.ts';

export interface ComputedLine extends InvoiceLineInputData {
  position: number;
  net: Money;
  vat: Money;
  gross: Money;
}

export interface ComputedInvoice {
  lines: ComputedLine[];
  linesBefore: ComputedLine[];
  byRate: StoredRateSummary[];
  totals: Amounts;
  totalsPln: Amounts | null;
  advancesDeducted: Amounts | null;
  toPay: Money;
  splitPayment: boolean;
  orderValue: Money | null;
  orderLines: OrderLine[];
  exchangeRate: string | null;
}

export interface CalculationContext {
  /** correction: the corrected invoice's lines and rate. */
  original?: { lines: readonly InvoiceLineInputData[]; priceMode: InvoiceInput['priceMode'] };
  /** final: the advance invoices' totals per rate. */
  advances?: readonly (readonly RateAmounts[])[];
  /** MPP applies to taxpayers only: a buyer without a NIP is a consumer. */
  buyerIsTaxpayer: boolean;
}

export type CalculationResult = { ok: true; value: ComputedInvoice } | { ok: false; errors: FieldErrors };

export const reasonMessage = (reason: LineFieldReason): Message => {
  switch (reason) {
    case 'empty':
      return { key: 'validation.required' };
    case 'zero':
      return { key: 'invoices.mustNotBeZero' };
    case 'out_of_range':
    case 'range':
      return { key: 'invoices.outOfRange' };
    case 'unknown_rate':
      return { key: 'invoices.unknownVatRate' };
    default:
      return { key: 'invoices.invalidNumber' };
  }
};

/** Parses and normalises lines; problems land in `errors` under `${path}.${index}.${field}`. */
export function parseLines(
  raw: readonly InvoiceLineInputData[],
  path: string,
  errors: FieldErrors,
  { allowNegative = true }: { allowNegative?: boolean } = {},
): { parsed: InvoiceLine[]; normalised: InvoiceLineInputData[] } {
  const parsed: InvoiceLine[] = [];
  const normalised: InvoiceLineInputData[] = [];
  raw.forEach((line, index) => {
    if (line.name.trim() === '') errors[`${path}.${index}.name`] = { key: 'validation.required' };
    const result = parseInvoiceLine(line);
    if (!result.ok) {
      for (const e of result.errors) errors[`${path}.${index}.${e.field}`] = reasonMessage(e.reason);
      return;
    }
    const value = result.value;
    if (value.quantity === 0) errors[`${path}.${index}.quantity`] = { key: 'invoices.mustNotBeZero' };
    if (!allowNegative && value.quantity < 0)
      errors[`${path}.${index}.quantity`] = { key: 'invoices.negativeLine' };
    if (!allowNegative && value.unitPrice < 0)
      errors[`${path}.${index}.unitPrice`] = { key: 'invoices.negativeLine' };
    parsed.push(value);
    const purchase = (line.purchasePrice ?? '').trim();
    const purchaseParsed = purchase === '' ? null : parseMoney(purchase);
    if (purchaseParsed !== null && (!purchaseParsed.ok || purchaseParsed.value < 0))
      errors[`${path}.${index}.purchasePrice`] = { key: 'invoices.invalidNumber' };
    // Stored as plain decimals ("1.5", "12.3400"), so parsing them again gives the same numbers.
    normalised.push({
      ...line,
      name: line.name.trim(),
      quantity: formatScaled(value.quantity, QUANTITY_DECIMALS, { minDecimals: 0 }),
      unitPrice: formatScaled(value.unitPrice, UNIT_PRICE_DECIMALS, { minDecimals: 2 }),
      discountPercent:
        value.discount === 0 ? '' : formatScaled(value.discount, DISCOUNT_DECIMALS, { minDecimals: 0 }),
      purchasePrice: purchaseParsed?.ok ? toDecimalString(purchaseParsed.value) : '',
    });
  });
  return { parsed, normalised };
}

const withAmounts = (lines: InvoiceLineInputData[], totals: InvoiceTotals): ComputedLine[] =>
  lines.map((line, index) => {
    const amounts = totals.lines[index];
    if (!amounts) throw new Error('line amounts missing');
    return { ...line, position: index + 1, net: amounts.net, vat: amounts.vat, gross: amounts.gross };
  });

const storedRate = (r: RateSummary | (RateAmounts & { pln?: Amounts })): StoredRateSummary => ({
  vatRate: r.vatRate,
  net: r.net,
  vat: r.vat,
  gross: r.gross,
  ...(r.pln ? { pln: { net: r.pln.net, vat: r.pln.vat, gross: r.pln.gross } } : {}),
});

export function calculateInvoice(input: InvoiceInput, context: CalculationContext): CalculationResult {
  const errors: FieldErrors = {};
  // A margin invoice shows no VAT (art. 106e ust. 3): its lines are gross and outside the VAT columns.
  const rawLines =
    input.type === 'vatMargin'
      ? input.lines.map((line) => ({ ...line, vatRate: 'np' as const }))
      : input.lines;
  const priceMode = input.type === 'vatMargin' ? 'gross' : input.priceMode;

  let exchangeRate: number | undefined;
  let exchangeRateText: string | null = null;
  if (input.currency !== 'PLN') {
    const raw = input.exchangeRate?.trim() ?? '';
    const parsed = raw === '' ? null : parseExchangeRate(raw);
    if (parsed === null) errors['exchangeRate'] = { key: 'invoices.exchangeRateRequired' };
    else if (!parsed.ok) errors['exchangeRate'] = { key: 'invoices.invalidNumber' };
    else {
      exchangeRate = parsed.value;
      exchangeRateText = formatScaled(parsed.value, 4, { minDecimals: 4 });
    }
  }

  const after = parseLines(rawLines, 'lines', errors, { allowNegative: allowsNegativeLines(input.type) });
  const before = context.original
    ? parseLines(context.original.lines, 'linesBefore', errors)
    : { parsed: [], normalised: [] };

  // The order's lines are priced net, like FA(3)'s P_9AZ, and carry no discount of their own.
  const withOrder = input.type === 'advance' || input.type === 'correction';
  const order = parseLines(
    (withOrder ? input.orderLines : []).map((line) => ({
      ...line,
      classification: '',
      gtu: null,
      discountPercent: '',
      annex15: false,
    })),
    'orderLines',
    errors,
    { allowNegative: false },
  );
  let orderValue: Money | null = null;
  if (input.type === 'advance' && input.orderValue.trim() !== '' && order.parsed.length === 0) {
    const parsed = parseMoney(input.orderValue);
    if (parsed.ok) orderValue = parsed.value;
    else errors['orderValue'] = { key: 'invoices.invalidNumber' };
  }
  if (input.type === 'correction' && input.correctionReason.trim() === '')
    errors['correctionReason'] = { key: 'validation.required' };
  if (input.type === 'vatMargin' && input.marginScheme === null)
    errors['marginScheme'] = { key: 'validation.required' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const options = { priceMode, ...(exchangeRate === undefined ? {} : { exchangeRate }) };
  let totals: InvoiceTotals;
  let byRate: StoredRateSummary[];
  let amounts: Amounts;
  let amountsPln: Amounts | null;
  let linesBefore: ComputedLine[] = [];
  try {
    totals = computeInvoiceTotals(after.parsed, options);
    if (context.original) {
      const correction = computeCorrection(before.parsed, after.parsed, {
        priceMode: context.original.priceMode,
        ...(exchangeRate === undefined ? {} : { exchangeRate }),
      });
      linesBefore = withAmounts(before.normalised, correction.before);
      byRate = correction.byRate.map(storedRate);
      amounts = { net: correction.net, vat: correction.vat, gross: correction.gross };
      amountsPln = correction.pln ?? null;
    } else {
      byRate = totals.byRate.map(storedRate);
      amounts = { net: totals.net, vat: totals.vat, gross: totals.gross };
      amountsPln = totals.pln ?? null;
    }
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, errors: { lines: { key: 'invoices.outOfRange' } } };
    throw error;
  }

  let orderLines: OrderLine[] = [];
  if (order.parsed.length > 0) {
    try {
      const orderTotals = computeInvoiceTotals(order.parsed, { priceMode: 'net' });
      orderLines = withAmounts(order.normalised, orderTotals).map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
        net: line.net,
        vat: line.vat,
        gross: line.gross,
      }));
      // Art. 106f ust. 1 pkt 4 asks for the order's value with tax: the lines' gross, never typed apart.
      orderValue = orderTotals.gross;
    } catch (error) {
      if (error instanceof RangeError)
        return { ok: false, errors: { orderLines: { key: 'invoices.outOfRange' } } };
      throw error;
    }
  }

  let advancesDeducted: Amounts | null = null;
  let toPay = amounts.gross;
  if (input.type === 'final' && context.advances && context.advances.length > 0) {
    const settlement = settleAdvances(byRate, context.advances);
    advancesDeducted = settlement.deductedTotal;
    toPay = settlement.remainingTotal.gross;
  }

  const splitPayment = requiresSplitPayment({
    grossTotal: amounts.gross,
    ...(exchangeRate === undefined ? {} : { exchangeRate }),
    lines: after.parsed,
    buyerIsTaxpayer: context.buyerIsTaxpayer,
  });

  return {
    ok: true,
    value: {
      lines: withAmounts(after.normalised, totals),
      linesBefore,
      byRate,
      totals: amounts,
      totalsPln: amountsPln,
      advancesDeducted,
      toPay,
      splitPayment,
      orderValue,
      orderLines,
      exchangeRate: exchangeRateText,
    },
  };
}
