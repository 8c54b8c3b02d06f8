// Sample answers for the debt tests (not imported by the app).
import type { DebtHistoryEntry, OverdueItem, OverdueList } from '@saldo/contracts/debt';

export function overdueItem(overrides: Partial<OverdueItem> = {}): OverdueItem {
  return {
    id: 11,
    number: 'FV/1/03/2026',
    issuedDate: '2026-03-02',
    dueDate: '2026-03-16',
    client: {
      id: 7,
      address: 'ul. Długa 5/3, 31-147 Kraków',
      company: 'Kowalski & Syn Sp. z o.o.',
      companyEmail: 'biuro@kowalski.pl',
      country: 'PL',
      contact: '+48 12 345 67 89',
      name: 'Kowalski & Syn Sp. z o.o.',
    },
    currency: 'PLN',
    total: 123000,
    balance: 123000,
    daysOverdue: 45,
    interest: 2123,
    latePaymentInterest: 0,
    interestRate: 1400,
    interestKind: 'commercial',
    debtor: 'business',
    ratesAssumed: false,
    compensation: { eur: 40, pln: 17236, rateDate: '2026-02-27', rate: '4.3090' },
    reminders: 2,
    lastAction: { title: 'Reminder sent', time: '2026-04-20T09:30:00Z' },
    ...overrides,
  };
}

export function overdueList(overrides: Partial<OverdueList> = {}): OverdueList {
  return {
    invoices: [
      overdueItem(),
      overdueItem({
        id: 12,
        number: 'FV/2/03/2026',
        client: {
          id: 8,
          address: 'Unter den Linden 1, 10117 Berlin',
          company: 'Muster GmbH',
          companyEmail: 'info@muster.de',
          country: 'DE',
          contact: '',
          name: 'Muster GmbH',
        },
        currency: 'EUR',
        total: 50000,
        balance: 50000,
        daysOverdue: 12,
        interest: 230,
        interestRate: 1150,
        // The NBP rate could not be had: no PLN figure.
        compensation: { eur: 70, pln: null, rateDate: '2026-03-31', rate: null },
        reminders: 0,
        lastAction: null,
      }),
    ],
    total: 2,
    sums: [
      { currency: 'PLN', balance: 123000, interest: 2123, latePaymentInterest: 0 },
      { currency: 'EUR', balance: 50000, interest: 230, latePaymentInterest: 0 },
    ],
    ratesAssumed: false,
    totalCapped: false,
    interestSummed: true,
    ...overrides,
  };
}

export function historyEntry(overrides: Partial<DebtHistoryEntry> = {}): DebtHistoryEntry {
  return {
    id: 1,
    invoiceId: 11,
    action: 'reminder_email',
    origin: 'user',
    title: 'Reminder sent',
    subtitle: 'Anna Nowak to biuro@kowalski.pl',
    time: '2026-04-20T09:30:00Z',
    delivered: true,
    ...overrides,
  };
}
