// Invoice number series (art. 106e ust. 1 pkt 2: "kolejny numer nadany w ramach jednej lub więcej serii,
// który w sposób jednoznaczny identyfikuje fakturę").
//
// Template tokens:
//   {NR}     the counter, no padding            FV/{NR}/{MM}/{YYYY}   → FV/7/03/2025
//   {NR:n}   the counter zero-padded to n digits (1–10); longer counters are printed in full
//   {DD} {MM} day and month of the issue date, two digits
//   {YYYY} {YY} year, four or two digits ({YY} parses back as 20YY)
// Everything else is literal text. Exactly one counter token is required.
//
// Reset: 'never' (one counter for ever), 'yearly' (restarts on 1 January; template needs a year token),
// 'monthly' (restarts every month; needs month and year tokens), so a number can never repeat.
import { calendarDate, isValidDate, type IsoDate } from './dates/calendar.ts';
import { err, ok, type Result } from './result.ts';

export const RESET_PERIODS = ['never', 'yearly', 'monthly'] as const;
export type ResetPeriod = (typeof RESET_PERIODS)[number];

export interface NumberingSeries {
  readonly template: string;
  readonly reset: ResetPeriod;
}

export type TemplatePart =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'counter'; readonly width: number }
  | { readonly kind: 'day' | 'month' | 'year2' | 'year4' };

export type TemplateError =
  | 'empty'
  | 'unbalanced_brace'
  | 'unknown_token'
  | 'invalid_width'
  | 'no_counter'
  | 'multiple_counters'
  | 'missing_year'
  | 'missing_month';

const DATE_TOKENS: Readonly<Record<string, TemplatePart>> = {
  DD: { kind: 'day' },
  MM: { kind: 'month' },
  YY: { kind: 'year2' },
  YYYY: { kind: 'year4' },
};

export function parseTemplate(template: string): Result<readonly TemplatePart[], TemplateError> {
  if (template.trim() === '') return err('empty');
  const parts: TemplatePart[] = [];
  let literal = '';
  let counters = 0;
  for (let i = 0; i < template.length; i++) {
    const ch = template[i];
    if (ch === '}') return err('unbalanced_brace');
    if (ch !== '{') {
      literal += ch;
      continue;
    }
    const close = template.indexOf('}', i);
    if (close === -1 || template.slice(i + 1, close).includes('{')) return err('unbalanced_brace');
    const token = template.slice(i + 1, close);
    if (literal !== '') parts.push({ kind: 'literal', text: literal });
    literal = '';
    const counter = /^NR(?::(\d+))?$/.exec(token);
    const datePart = DATE_TOKENS[token];
    if (counter !== null) {
      const width = counter[1] === undefined ? 1 : Number(counter[1]);
      if (width < 1 || width > 10) return err('invalid_width');
      parts.push({ kind: 'counter', width });
      counters++;
    } else if (datePart !== undefined) {
      parts.push(datePart);
    } else {
      return err('unknown_token');
    }
    i = close;
  }
  if (literal !== '') parts.push({ kind: 'literal', text: literal });
  if (counters === 0) return err('no_counter');
  if (counters > 1) return err('multiple_counters');
  return ok(parts);
}

/** Checks the template and that its tokens keep numbers unique under the reset period. */
export function validateSeries(series: NumberingSeries): Result<readonly TemplatePart[], TemplateError> {
  const parsed = parseTemplate(series.template);
  if (!parsed.ok) return parsed;
  const kinds = new Set(parsed.value.map((p) => p.kind));
  const hasYear = kinds.has('year2') || kinds.has('year4');
  if (series.reset !== 'never' && !hasYear) return err('missing_year');
  if (series.reset === 'monthly' && !kinds.has('month')) return err('missing_month');
  return parsed;
}

function requireParts(template: string): readonly TemplatePart[] {
  const parsed = parseTemplate(template);
  if (!parsed.ok)
    throw new RangeError(`invalid numbering template ${JSON.stringify(template)}: ${parsed.reason}`);
  return parsed.value;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatInvoiceNumber(template: string, counter: number, date: IsoDate): string {
  if (!Number.isSafeInteger(counter) || counter < 1) throw new RangeError(`invalid counter ${counter}`);
  const { year, month, day } = calendarDate(date);
  let out = '';
  for (const part of requireParts(template)) {
    switch (part.kind) {
      case 'literal':
        out += part.text;
        break;
      case 'counter':
        out += String(counter).padStart(part.width, '0');
        break;
      case 'day':
        out += pad2(day);
        break;
      case 'month':
        out += pad2(month);
        break;
      case 'year2':
        out += pad2(year % 100);
        break;
      case 'year4':
        out += String(year).padStart(4, '0');
        break;
    }
  }
  return out;
}

/** The counter's bucket: '' (never), '2025' (yearly), '2025-03' (monthly). Store counters per key. */
export function periodKey(reset: ResetPeriod, date: IsoDate): string {
  if (reset === 'never') return '';
  return reset === 'yearly' ? date.slice(0, 4) : date.slice(0, 7);
}

export interface LastNumber {
  readonly counter: number;
  /** Issue date of the invoice that used it. */
  readonly date: IsoDate;
}

/**
 * The next counter for an invoice dated `date`. `last` must be the highest counter used in the series
 * for periodKey(reset, date), or any later one: a different period restarts at 1. When backdating into
 * an earlier month, look up that month's last counter (by period key), not the newest invoice.
 */
export function nextCounter(reset: ResetPeriod, last: LastNumber | null, date: IsoDate): number {
  if (last === null || periodKey(reset, last.date) !== periodKey(reset, date)) return 1;
  return last.counter + 1;
}

export interface NextNumber {
  readonly counter: number;
  readonly number: string;
  readonly periodKey: string;
}

export function nextInvoiceNumber(
  series: NumberingSeries,
  last: LastNumber | null,
  date: IsoDate,
): NextNumber {
  return seriesNumber(series, nextCounter(series.reset, last, date), date);
}

/**
 * Number `counter` of a series on an invoice dated `date`, with the period its counter counts in. The
 * server numbers invoices with it, and the numbering settings preview the next number with it.
 */
export function seriesNumber(series: NumberingSeries, counter: number, date: IsoDate): NextNumber {
  return {
    counter,
    number: formatInvoiceNumber(series.template, counter, date),
    periodKey: periodKey(series.reset, date),
  };
}

export interface ParsedInvoiceNumber {
  readonly counter: number;
  readonly year?: number;
  readonly month?: number;
  readonly day?: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a number back with its template ("FV/7/03/2025" → counter 7, month 3, year 2025), e.g. to
 * continue a series imported from another program. Only one part has variable length (the counter),
 * so a match is unambiguous.
 */
export function parseInvoiceNumber(
  template: string,
  invoiceNumber: string,
): Result<ParsedInvoiceNumber, TemplateError | 'no_match'> {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return parsed;
  const parts = parsed.value;
  const source = parts
    .map((part) => {
      if (part.kind === 'literal') return escapeRegExp(part.text);
      if (part.kind === 'counter') return part.width === 1 ? '(\\d+)' : `(\\d{${part.width},})`;
      return part.kind === 'year4' ? '(\\d{4})' : '(\\d{2})';
    })
    .join('');
  const pattern = new RegExp(`^${source}$`);
  // Pasted numbers carry stray spaces, but a template may legitimately end in one: try exact first.
  const match = pattern.exec(invoiceNumber) ?? pattern.exec(invoiceNumber.trim());
  if (match === null) return err('no_match');

  const fields: { counter?: number; year?: number; month?: number; day?: number } = {};
  let group = 1;
  for (const part of parts) {
    if (part.kind === 'literal') continue;
    const value = Number(match[group++]);
    const key =
      part.kind === 'counter'
        ? 'counter'
        : part.kind === 'day'
          ? 'day'
          : part.kind === 'month'
            ? 'month'
            : 'year';
    const normalized = part.kind === 'year2' ? 2000 + value : value;
    const previous = fields[key];
    if (previous !== undefined && previous !== normalized) return err('no_match');
    fields[key] = normalized;
  }
  const { counter, year, month, day } = fields;
  if (counter === undefined || !Number.isSafeInteger(counter) || counter < 1) return err('no_match');
  if (month !== undefined && (month < 1 || month > 12)) return err('no_match');
  if (day !== undefined && !isValidDate(year ?? 2000, month ?? 1, day)) return err('no_match');
  return ok({
    counter,
    ...(year === undefined ? {} : { year }),
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
  });
}

/** Counters missing from a series (gaps the tax office would ask about), in ascending order. */
export function missingCounters(used: Iterable<number>): number[] {
  const set = new Set(used);
  let max = 0;
  for (const n of set) if (n > max) max = n;
  const missing: number[] = [];
  for (let n = 1; n <= max; n++) if (!set.has(n)) missing.push(n);
  return missing;
}
