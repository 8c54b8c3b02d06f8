import type { Money } from '../money.ts';
import type { DebitCategory } from './counterparty-kind.ts';
import { compactText, parseTaxTransferTitle } from './payment-title.ts';
import { nameSimilarity } from './reconciliation.ts';
import type { BankTransaction } from './statement-types.ts';

/**
 * Debits that pay the company's dues rather than its costs: the payroll month's ZUS transfer (social,
 * health, FP and FGŚP in one, to the payer's NRS), the month's PIT-4 advances and the VAT of the JPK
 * to the tax micro-account, and each person's net pay from the payroll list's transfers.
 */
export type DueKind = 'zus' | 'pit4' | 'vat' | 'salary';

export interface OpenDue {
  readonly kind: DueKind;
  /** The month the due is for, 'YYYY-MM'. */
  readonly month: string;
  readonly amount: Money;
  readonly dueDate: string;
  /** The person a salary transfer pays; null for ZUS and taxes. */
  readonly workerId: number | null;
  readonly workerName: string;
  /** The account a salary goes to (the person's record); empty otherwise. */
  readonly account: string;
}

export type DueReason =
  | { readonly code: 'zus_account' }
  | { readonly code: 'tax_account' }
  | { readonly code: 'tax_form_in_title'; readonly form: string }
  | { readonly code: 'period_in_title'; readonly period: string }
  | { readonly code: 'amount_equals_due' }
  | { readonly code: 'worker_account_known' }
  | { readonly code: 'name_similar'; readonly percent: number }
  | { readonly code: 'date_fits' };

export interface DueProposal {
  readonly due: OpenDue;
  readonly score: number;
  readonly reasons: readonly DueReason[];
}

/** A due is identified by its kind, month and person: one transfer settles it. */
export const dueKey = (due: Pick<OpenDue, 'kind' | 'month' | 'workerId'>): string =>
  `${due.kind}|${due.month}|${due.workerId ?? ''}`;

const MAX_PROPOSALS = 5;
/** Below this a proposal is noise: neither the amount nor the account nor the title points at the due. */
const MIN_SCORE = 40;

/** PIT-4R advances and the VAT return (VAT-7, VAT-7K, the JPK_V7 that replaced them) by the form's name. */
function formKind(form: string): 'pit4' | 'vat' | null {
  const compact = form.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (/^PIT4/.test(compact)) return 'pit4';
  if (/^(VAT7|JPK|V7)/.test(compact)) return 'vat';
  return null;
}

/** The tax transfer's period ("26M10") as a month ('2026-10'); null for a year, quarter or none. */
function taxPeriodMonth(period: string): string | null {
  const match = /^(\d{2})M(\d{2})$/i.exec(period);
  if (match === null) return null;
  return `20${match[1]}-${match[2]}`;
}

/** "10/2026", "10.2026", "10-2026", "2026-10", "2026/10" and "10 2026" name October 2026. */
export function titleNamesMonth(title: string, month: string): boolean {
  const year = month.slice(0, 4);
  const mm = month.slice(5, 7);
  const m = String(Number(mm));
  const text = ` ${title} `;
  const patterns = [
    new RegExp(`(^|[^0-9])0?${m}\\s*[/.\\- ]\\s*${year}([^0-9]|$)`),
    new RegExp(`(^|[^0-9])${year}\\s*[/.\\-]\\s*${mm}([^0-9]|$)`),
  ];
  return patterns.some((pattern) => pattern.test(text));
}

const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;

/** Paid after the month it is for has ended (salaries from its last days) and not long after the due date. */
function dateFits(line: BankTransaction, due: OpenDue): boolean {
  const booked = dayNumber(line.bookingDate);
  const monthStart = dayNumber(`${due.month}-01`);
  const earliest = due.kind === 'salary' ? monthStart + 20 : monthStart + 27;
  return booked >= earliest && booked <= dayNumber(due.dueDate) + 10;
}

function score(line: BankTransaction, category: DebitCategory, due: OpenDue): DueProposal | null {
  const reasons: DueReason[] = [];
  let total = 0;
  const add = (points: number, reason: DueReason) => {
    total += points;
    reasons.push(reason);
  };
  if (due.kind === 'zus') {
    if (category !== 'zus') return null;
    add(30, { code: 'zus_account' });
  } else if (due.kind === 'pit4' || due.kind === 'vat') {
    if (category !== 'tax') return null;
    add(15, { code: 'tax_account' });
    const tax = parseTaxTransferTitle(line.title);
    if (tax !== null) {
      const kind = formKind(tax.form);
      // The title names another tax (CIT, PIT-5L…): not this due.
      if (kind !== null && kind !== due.kind) return null;
      if (kind === due.kind) add(25, { code: 'tax_form_in_title', form: tax.form });
      const month = taxPeriodMonth(tax.period);
      if (month !== null && month !== due.month) return null;
      if (month === due.month) add(15, { code: 'period_in_title', period: due.month });
    }
  } else {
    if (category !== 'salary' && category !== 'other') return null;
    const account = compactText(line.counterpartyAccount).slice(-26);
    if (account !== '' && due.account !== '' && account === compactText(due.account).slice(-26))
      add(35, { code: 'worker_account_known' });
    const similar = nameSimilarity(line.counterpartyName, due.workerName);
    if (similar >= 0.6) add(15, { code: 'name_similar', percent: Math.round(similar * 100) });
  }
  if (Math.abs(line.amount) === due.amount) add(45, { code: 'amount_equals_due' });
  if (
    !reasons.some((reason) => reason.code === 'period_in_title') &&
    line.titleVariants.some((title) => titleNamesMonth(title, due.month))
  )
    add(due.kind === 'salary' ? 10 : 15, { code: 'period_in_title', period: due.month });
  if (dateFits(line, due)) add(due.kind === 'salary' ? 5 : 15, { code: 'date_fits' });
  const final = Math.min(100, total);
  return final >= MIN_SCORE ? { due, score: final, reasons } : null;
}

/**
 * The dues a debit may pay, best first. ZUS lines go to ZUS dues, tax-office lines to PIT-4 or VAT
 * (a tax transfer title's form and period decide between them), salary lines and uncategorised ones
 * to the payroll list's transfers.
 */
export function proposeDueMatches(
  line: BankTransaction,
  category: DebitCategory,
  dues: readonly OpenDue[],
): DueProposal[] {
  if (line.amount >= 0 || line.reversal) return [];
  return dues
    .flatMap((due) => score(line, category, due) ?? [])
    .sort((a, b) => b.score - a.score || a.due.month.localeCompare(b.due.month))
    .slice(0, MAX_PROPOSALS);
}
