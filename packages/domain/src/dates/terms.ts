// Payment terms offered on the invoice form. The due date counts calendar days from the issue date
// (pass the delivery date instead if the contract says so). Art. 7 ust. 2 of the late-payment act caps
// B2B terms at 60 days unless expressly agreed, 30 days for a public-entity debtor: maxTermDays says so.
import { addDays, daysBetween, type IsoDate } from './calendar.ts';

export const PAYMENT_TERM_CODES = ['7_days', '14_days', '21_days', 'custom'] as const;
export type PaymentTermCode = (typeof PAYMENT_TERM_CODES)[number];

export const PAYMENT_TERM_DAYS: Readonly<Record<Exclude<PaymentTermCode, 'custom'>, number>> = {
  '7_days': 7,
  '14_days': 14,
  '21_days': 21,
};

export const PAYMENT_TERM_LABELS: Readonly<Record<PaymentTermCode, { pl: string; en: string }>> = {
  '7_days': { pl: '7 dni', en: '7 days' },
  '14_days': { pl: '14 dni', en: '14 days' },
  '21_days': { pl: '21 dni', en: '21 days' },
  custom: { pl: 'Inny termin', en: 'Custom' },
};

/**
 * A term as stored with the invoice: a preset, or custom as a number of days or as an explicit date.
 * Custom days may be 0 (payable on issue, e.g. cash).
 */
export type PaymentTerm =
  | { readonly code: Exclude<PaymentTermCode, 'custom'> }
  | { readonly code: 'custom'; readonly days: number }
  | { readonly code: 'custom'; readonly dueDate: IsoDate };

export function isPaymentTermCode(value: string): value is PaymentTermCode {
  return (PAYMENT_TERM_CODES as readonly string[]).includes(value);
}

export function computeDueDate(issueDate: IsoDate, term: PaymentTerm): IsoDate {
  if (term.code !== 'custom') return addDays(issueDate, PAYMENT_TERM_DAYS[term.code]);
  if ('dueDate' in term) {
    if (term.dueDate < issueDate) throw new RangeError('a due date cannot precede the issue date');
    return term.dueDate;
  }
  if (!Number.isInteger(term.days) || term.days < 0) throw new RangeError(`invalid term days ${term.days}`);
  return addDays(issueDate, term.days);
}

/** For editing an existing invoice: recognizes a preset, else a custom number of days. */
export function termFromDueDate(issueDate: IsoDate, due: IsoDate): PaymentTerm {
  const days = daysBetween(issueDate, due);
  for (const code of ['7_days', '14_days', '21_days'] as const) {
    if (PAYMENT_TERM_DAYS[code] === days) return { code };
  }
  return { code: 'custom', days };
}

export type DebtorKind = 'business' | 'public_entity' | 'public_healthcare';

/** Longest term that needs no special justification (art. 7 ust. 2 and art. 8 ust. 1–2). */
export function maxTermDays(debtor: DebtorKind): number {
  return debtor === 'public_entity' ? 30 : 60;
}
