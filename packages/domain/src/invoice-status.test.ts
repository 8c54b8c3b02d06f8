import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  balanceDue,
  canTransition,
  deriveInvoiceStatus,
  INVOICE_STATUS_LABELS_EN,
  INVOICE_STATUS_LABELS_PL,
  INVOICE_STATUSES,
  isStoredInvoiceStatus,
  STORED_INVOICE_STATUSES,
  storedStatusAfterPayments,
  type StatusInput,
} from './invoice-status.ts';
import { money } from './money.ts';

const base: StatusInput = {
  stored: 'sent',
  grossTotal: money('1230'),
  payments: [],
  dueDate: '2025-03-14',
  today: '2025-03-10',
};

describe('invoice status', () => {
  it('has Polish and English labels for every status', () => {
    expect(INVOICE_STATUS_LABELS_PL).toMatchObject({
      issued: 'Wystawiona',
      sent: 'Wysłana',
      paid: 'Opłacona',
    });
    for (const status of INVOICE_STATUSES) {
      expect(INVOICE_STATUS_LABELS_PL[status]).toBeTruthy();
      expect(INVOICE_STATUS_LABELS_EN[status]).toBeTruthy();
    }
    expect(isStoredInvoiceStatus('overdue')).toBe(false);
    expect(isStoredInvoiceStatus('sent')).toBe(true);
  });

  it('allows only sensible transitions', () => {
    expect(canTransition('issued', 'sent')).toBe(true);
    expect(canTransition('sent', 'issued')).toBe(false);
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('partially_paid', 'paid')).toBe(true);
    expect(allowedTransitions('cancelled')).toEqual([]);
    for (const from of STORED_INVOICE_STATUSES) expect(canTransition(from, from)).toBe(false);
  });

  it('derives the displayed status', () => {
    expect(deriveInvoiceStatus(base)).toMatchObject({ status: 'sent', balance: 123000, daysOverdue: 0 });
    expect(deriveInvoiceStatus({ ...base, stored: 'issued' }).status).toBe('issued');
    expect(deriveInvoiceStatus({ ...base, today: '2025-03-14' }).status).toBe('sent');
    expect(deriveInvoiceStatus({ ...base, today: '2025-03-17' })).toMatchObject({
      status: 'overdue',
      daysOverdue: 3,
    });
    const partial = { ...base, payments: [{ amount: money('230'), date: '2025-03-01' }] };
    expect(deriveInvoiceStatus(partial)).toMatchObject({
      status: 'partially_paid',
      paid: 23000,
      balance: 100000,
    });
    expect(deriveInvoiceStatus({ ...partial, today: '2025-04-01' }).status).toBe('overdue');
    const full = { ...base, today: '2025-06-01', payments: [{ amount: money('1230'), date: '2025-05-01' }] };
    expect(deriveInvoiceStatus(full)).toMatchObject({ status: 'paid', balance: 0, daysOverdue: 0 });
    const over = { ...full, payments: [{ amount: money('1300'), date: '2025-05-01' }] };
    expect(deriveInvoiceStatus(over)).toMatchObject({ status: 'paid', balance: -7000 });
    expect(deriveInvoiceStatus({ ...base, stored: 'cancelled', today: '2026-01-01' }).status).toBe(
      'cancelled',
    );
    expect(deriveInvoiceStatus({ ...base, stored: 'paid', today: '2026-01-01' })).toMatchObject({
      status: 'paid',
      balance: 0,
    });
  });

  it('does not call an invoice overdue before the art. 115 KC deadline', () => {
    const saturdayDue = { ...base, dueDate: '2025-03-15', today: '2025-03-17' };
    expect(deriveInvoiceStatus(saturdayDue)).toMatchObject({
      status: 'sent',
      effectiveDueDate: '2025-03-17',
    });
    expect(deriveInvoiceStatus({ ...saturdayDue, today: '2025-03-18' })).toMatchObject({
      status: 'overdue',
      daysOverdue: 1,
    });
    expect(deriveInvoiceStatus({ ...saturdayDue, shiftDueDate: false }).status).toBe('overdue');
  });

  it('handles negative corrections: settled by a refund, never overdue', () => {
    const refund = { ...base, grossTotal: money('-200'), today: '2025-12-01' };
    expect(deriveInvoiceStatus(refund).status).toBe('sent');
    expect(
      deriveInvoiceStatus({ ...refund, payments: [{ amount: money('-200'), date: '2025-04-01' }] }).status,
    ).toBe('paid');
    expect(deriveInvoiceStatus({ ...base, grossTotal: 0 }).status).toBe('paid');
  });

  it('keeps the stored payment state in sync', () => {
    const pay = (amount: string) => [{ amount: money(amount), date: '2025-03-01' }];
    expect(storedStatusAfterPayments('sent', money('100'), pay('100'), true)).toBe('paid');
    expect(storedStatusAfterPayments('sent', money('100'), pay('40'), true)).toBe('partially_paid');
    expect(storedStatusAfterPayments('paid', money('100'), [], true)).toBe('sent');
    expect(storedStatusAfterPayments('paid', money('100'), [], false)).toBe('issued');
    expect(storedStatusAfterPayments('cancelled', money('100'), pay('100'), true)).toBe('cancelled');
    expect(balanceDue(money('100'), pay('40'))).toBe(money('60'));
  });
});
