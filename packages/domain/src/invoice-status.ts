// Invoice status. What is stored is the workflow state (issued → sent, or cancelled) plus the payment
// state the server keeps in sync with the payments; 'overdue' is never stored because it changes with
// the calendar, not with an event. deriveInvoiceStatus() is the one place that turns stored state,
// payments and today's date into what the list and the detail page show.
import { effectiveDeadline } from './dates/business-days.ts';
import { daysBetween, type IsoDate } from './dates/calendar.ts';
import { sumMoney, type Money } from './money.ts';

export const INVOICE_STATUSES = ['issued', 'sent', 'paid', 'partially_paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export type StoredInvoiceStatus = Exclude<InvoiceStatus, 'overdue'>;
export const STORED_INVOICE_STATUSES: readonly StoredInvoiceStatus[] = [
  'issued',
  'sent',
  'paid',
  'partially_paid',
  'cancelled',
];

export const INVOICE_STATUS_LABELS_PL: Readonly<Record<InvoiceStatus, string>> = {
  issued: 'Wystawiona',
  sent: 'Wysłana',
  paid: 'Opłacona',
  partially_paid: 'Częściowo opłacona',
  overdue: 'Przeterminowana',
  cancelled: 'Anulowana',
};

export const INVOICE_STATUS_LABELS_EN: Readonly<Record<InvoiceStatus, string>> = {
  issued: 'Issued',
  sent: 'Sent',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

export function isStoredInvoiceStatus(value: string): value is StoredInvoiceStatus {
  return (STORED_INVOICE_STATUSES as readonly string[]).includes(value);
}

// Manual transitions a user (or the send/payment flows) may make. Paid and partially paid can go back
// when a payment is removed; cancelled is final, and a paid invoice cannot be cancelled: it needs a
// correction invoice instead. issued → issued is not a transition.
const TRANSITIONS: Readonly<Record<StoredInvoiceStatus, readonly StoredInvoiceStatus[]>> = {
  issued: ['sent', 'partially_paid', 'paid', 'cancelled'],
  sent: ['partially_paid', 'paid', 'cancelled'],
  partially_paid: ['paid', 'issued', 'sent'],
  paid: ['partially_paid', 'issued', 'sent'],
  cancelled: [],
};

export function allowedTransitions(from: StoredInvoiceStatus): readonly StoredInvoiceStatus[] {
  return TRANSITIONS[from];
}

export function canTransition(from: StoredInvoiceStatus, to: StoredInvoiceStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export interface Payment {
  readonly amount: Money;
  readonly date: IsoDate;
}

/** Gross total minus payments; negative when overpaid. */
export function balanceDue(grossTotal: Money, payments: readonly Payment[]): Money {
  return grossTotal - sumMoney(payments.map((p) => p.amount));
}

type Settlement = 'settled' | 'partial' | 'none';

// Corrections can have a negative total that is "paid" by a refund (a negative payment), so the test
// works on the sign of the total rather than assuming amounts are positive.
function settlement(grossTotal: Money, paid: Money): Settlement {
  if (grossTotal === 0) return 'settled';
  const sign = grossTotal < 0 ? -1 : 1;
  if (paid * sign <= 0) return 'none';
  return (grossTotal - paid) * sign <= 0 ? 'settled' : 'partial';
}

/**
 * The stored status after the payments changed: paid when the balance is settled, partially paid when
 * something was paid, else back to the workflow state (sent if it had been sent).
 */
export function storedStatusAfterPayments(
  current: StoredInvoiceStatus,
  grossTotal: Money,
  payments: readonly Payment[],
  wasSent: boolean,
): StoredInvoiceStatus {
  if (current === 'cancelled') return 'cancelled';
  const state = settlement(grossTotal, sumMoney(payments.map((p) => p.amount)));
  if (state === 'settled') return 'paid';
  if (state === 'partial') return 'partially_paid';
  return wasSent ? 'sent' : 'issued';
}

export interface StatusInput {
  readonly stored: StoredInvoiceStatus;
  readonly grossTotal: Money;
  readonly payments: readonly Payment[];
  readonly dueDate: IsoDate;
  readonly today: IsoDate;
  /**
   * Apply art. 115 KC (a due date on a Saturday or a day off moves to the next working day) before
   * calling an invoice overdue. Default true.
   */
  readonly shiftDueDate?: boolean;
}

export interface DerivedStatus {
  readonly status: InvoiceStatus;
  readonly paid: Money;
  readonly balance: Money;
  /** Days past the (effective) due date while a balance remains; 0 otherwise. */
  readonly daysOverdue: number;
  /** The due date after art. 115 KC, when shifting is on. */
  readonly effectiveDueDate: IsoDate;
}

/**
 * Status to display. Order of precedence: cancelled; paid (balance settled, or marked paid with no
 * payments recorded); overdue (today after the effective due date with a balance left, whether or not
 * partly paid); partially paid; then the stored workflow state.
 */
export function deriveInvoiceStatus(input: StatusInput): DerivedStatus {
  const { stored, grossTotal, payments, dueDate, today } = input;
  const effectiveDueDate = (input.shiftDueDate ?? true) ? effectiveDeadline(dueDate) : dueDate;
  const paidSum = sumMoney(payments.map((p) => p.amount));
  // "Mark as paid" without entering a payment is common for cash sales; trust the stored state then.
  const markedPaid = stored === 'paid' && payments.length === 0;
  const paid = markedPaid ? grossTotal : paidSum;
  const balance = grossTotal - paid;
  const base = { paid, balance, effectiveDueDate };

  if (stored === 'cancelled') return { status: 'cancelled', daysOverdue: 0, ...base };
  const state = settlement(grossTotal, paid);
  if (state === 'settled') return { status: 'paid', daysOverdue: 0, ...base };
  const daysOverdue = Math.max(0, daysBetween(effectiveDueDate, today));
  // Only money owed to us becomes overdue; a refund we owe on a negative correction does not.
  if (daysOverdue > 0 && grossTotal > 0) return { status: 'overdue', daysOverdue, ...base };
  if (state === 'partial') return { status: 'partially_paid', daysOverdue: 0, ...base };
  const workflow = stored === 'sent' ? 'sent' : 'issued';
  return { status: workflow, daysOverdue: 0, ...base };
}
