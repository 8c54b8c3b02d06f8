// Correction invoice (faktura korygująca, FA(3) RodzajFaktury=KOR) as "before" and "after" lines.
// The amounts to report are differences per rate: after − before, each side computed the statutory way
// (VAT per rate on summed values). Differencing the per-rate results, not the lines, keeps
// "invoice + correction" equal to the totals of the corrected invoice, grosz for grosz.
// A change of rate (8 % → 23 %) shows up as a negative 8 % bucket and a positive 23 % bucket.
import type { DecimalInput } from './decimal.ts';
import { parseExchangeRate, type ExchangeRate } from './exchange-rate.ts';
import {
  parseInvoiceLine,
  type InvoiceLine,
  type InvoiceLineInput,
  type LineAmounts,
  type LineField,
  type LineFieldReason,
  type PriceMode,
} from './invoice-line.ts';
import {
  computeInvoiceTotals,
  type Amounts,
  type InvoiceTotals,
  type RateSummary,
} from './invoice-totals.ts';
import { vatRateOrder, type VatRateCode } from './vat-rates.ts';

export interface CorrectionOptions {
  /** The price mode of the corrected invoice; both sides use it. */
  readonly priceMode: PriceMode;
  /** The NBP rate of the corrected invoice, for the PLN differences of a foreign-currency correction. */
  readonly exchangeRate?: ExchangeRate;
}

export interface RateDifference extends Amounts {
  readonly vatRate: VatRateCode;
  readonly pln?: Amounts;
}

export interface LineDifference extends Amounts {
  /** The line id when every line has one, else "#<position>". */
  readonly key: string;
  readonly before?: LineAmounts;
  readonly after?: LineAmounts;
  readonly changed: boolean;
}

export interface CorrectionTotals extends Amounts {
  readonly before: InvoiceTotals;
  readonly after: InvoiceTotals;
  /** after − before per rate, in the order of VAT_RATE_CODES; rates whose difference is zero are kept. */
  readonly byRate: readonly RateDifference[];
  readonly pln?: Amounts;
  readonly lines: readonly LineDifference[];
}

const ZERO_AMOUNTS: Amounts = { net: 0, vat: 0, gross: 0 };

function diff(after: Amounts | undefined, before: Amounts | undefined): Amounts {
  const a = after ?? ZERO_AMOUNTS;
  const b = before ?? ZERO_AMOUNTS;
  return { net: a.net - b.net, vat: a.vat - b.vat, gross: a.gross - b.gross };
}

export function computeCorrection(
  before: readonly InvoiceLine[],
  after: readonly InvoiceLine[],
  options: CorrectionOptions,
): CorrectionTotals {
  const beforeTotals = computeInvoiceTotals(before, options);
  const afterTotals = computeInvoiceTotals(after, options);

  const rates = new Set<VatRateCode>([...beforeTotals.byRate, ...afterTotals.byRate].map((r) => r.vatRate));
  const find = (list: readonly RateSummary[], rate: VatRateCode) => list.find((r) => r.vatRate === rate);
  const byRate = [...rates]
    .sort((a, b) => vatRateOrder(a) - vatRateOrder(b))
    .map((vatRate): RateDifference => {
      const b = find(beforeTotals.byRate, vatRate);
      const a = find(afterTotals.byRate, vatRate);
      const convertible =
        (a === undefined || a.pln !== undefined) && (b === undefined || b.pln !== undefined);
      return { vatRate, ...diff(a, b), ...(convertible ? { pln: diff(a?.pln, b?.pln) } : {}) };
    });

  // An empty side converts trivially; PLN differences exist when each non-empty side could be converted.
  const beforeConvertible = beforeTotals.pln !== undefined || before.length === 0;
  const afterConvertible = afterTotals.pln !== undefined || after.length === 0;
  const anyConverted = beforeTotals.pln !== undefined || afterTotals.pln !== undefined;
  const pln =
    beforeConvertible && afterConvertible && anyConverted
      ? diff(afterTotals.pln, beforeTotals.pln)
      : undefined;

  return {
    before: beforeTotals,
    after: afterTotals,
    ...diff(afterTotals, beforeTotals),
    byRate,
    ...(pln ? { pln } : {}),
    lines: pairLines(before, after, beforeTotals.lines, afterTotals.lines),
  };
}

function pairLines(
  before: readonly InvoiceLine[],
  after: readonly InvoiceLine[],
  beforeAmounts: readonly LineAmounts[],
  afterAmounts: readonly LineAmounts[],
): LineDifference[] {
  const byId = [...before, ...after].every((l) => l.id !== undefined);
  const keyOf = (line: InvoiceLine, index: number) => (byId ? String(line.id) : `#${index}`);
  const keys: string[] = [];
  const beforeByKey = new Map<string, { line: InvoiceLine; amounts: LineAmounts | undefined }>();
  before.forEach((line, i) => {
    const key = keyOf(line, i);
    keys.push(key);
    beforeByKey.set(key, { line, amounts: beforeAmounts[i] });
  });
  const afterByKey = new Map<string, { line: InvoiceLine; amounts: LineAmounts | undefined }>();
  after.forEach((line, i) => {
    const key = keyOf(line, i);
    if (!beforeByKey.has(key)) keys.push(key);
    afterByKey.set(key, { line, amounts: afterAmounts[i] });
  });
  return keys.map((key): LineDifference => {
    const b = beforeByKey.get(key);
    const a = afterByKey.get(key);
    return {
      key,
      ...(b?.amounts ? { before: b.amounts } : {}),
      ...(a?.amounts ? { after: a.amounts } : {}),
      ...diff(a?.amounts, b?.amounts),
      changed: b === undefined || a === undefined || !sameLine(a.line, b.line),
    };
  });
}

function sameLine(a: InvoiceLine, b: InvoiceLine): boolean {
  return (
    a.quantity === b.quantity &&
    a.unitPrice === b.unitPrice &&
    a.discount === b.discount &&
    a.vatRate === b.vatRate &&
    a.name === b.name &&
    a.unit === b.unit
  );
}

export interface CorrectionInput {
  readonly before: readonly InvoiceLineInput[];
  readonly after: readonly InvoiceLineInput[];
  readonly priceMode: PriceMode;
  readonly exchangeRate?: DecimalInput | null;
}

export type CorrectionInputError =
  | {
      readonly side: 'before' | 'after';
      readonly line: number;
      readonly field: LineField;
      readonly reason: LineFieldReason;
    }
  | {
      readonly side: null;
      readonly line: null;
      readonly field: 'exchangeRate';
      readonly reason: LineFieldReason;
    };

export type CorrectionResult =
  | { readonly ok: true; readonly value: CorrectionTotals }
  | { readonly ok: false; readonly errors: readonly CorrectionInputError[] };

/** Form/API entry point: raw before/after lines in, differences or field errors out. */
export function computeCorrectionFromInput(input: CorrectionInput): CorrectionResult {
  const errors: CorrectionInputError[] = [];
  let exchangeRate: ExchangeRate | undefined;
  if (
    input.exchangeRate !== undefined &&
    input.exchangeRate !== null &&
    String(input.exchangeRate).trim() !== ''
  ) {
    const parsed = parseExchangeRate(input.exchangeRate);
    if (parsed.ok) exchangeRate = parsed.value;
    else errors.push({ side: null, line: null, field: 'exchangeRate', reason: parsed.reason });
  }
  const parseSide = (side: 'before' | 'after', raw: readonly InvoiceLineInput[]) =>
    raw.flatMap((input, line) => {
      const parsed = parseInvoiceLine(input);
      if (parsed.ok) return [parsed.value];
      for (const e of parsed.errors) errors.push({ side, line, ...e });
      return [];
    });
  const before = parseSide('before', input.before);
  const after = parseSide('after', input.after);
  if (errors.length > 0) return { ok: false, errors };
  const options = { priceMode: input.priceMode, ...(exchangeRate === undefined ? {} : { exchangeRate }) };
  return { ok: true, value: computeCorrection(before, after, options) };
}
