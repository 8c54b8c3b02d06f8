import type { ReceivablesReport } from '@saldo/contracts/debt';

/** A report of 31 March 2026: two contractors, one of them with an invoice 112 days overdue. */
export function receivablesReport(overrides: Partial<ReceivablesReport> = {}): ReceivablesReport {
  return {
    date: '2026-03-31',
    aging: {
      not_due: 1_000_000,
      '1_30': 250_000,
      '31_60': 125_050,
      '61_90': 0,
      over_90: 300_000,
      total: 1_675_050,
    },
    byContractor: [
      {
        contractorId: 9,
        name: 'Zielona Łąka S.A.',
        nip: '',
        not_due: 400_000,
        '1_30': 0,
        '31_60': 125_050,
        '61_90': 0,
        over_90: 0,
        total: 525_050,
      },
      {
        contractorId: 7,
        name: 'Kowalski & Syn Sp. z o.o.',
        nip: '5261040828',
        not_due: 600_000,
        '1_30': 250_000,
        '31_60': 0,
        '61_90': 0,
        over_90: 300_000,
        total: 1_150_000,
      },
    ],
    dso: 42.5,
    monthly: [
      { month: '2026-01', issued: 500_000, collected: 300_000 },
      { month: '2026-02', issued: 400_000, collected: 450_000 },
      { month: '2026-03', issued: 775_050, collected: 100_000 },
    ],
    topDebtors: [
      {
        contractorId: 7,
        name: 'Kowalski & Syn Sp. z o.o.',
        overdue: 550_000,
        invoices: 3,
        oldestDaysOverdue: 112,
      },
      { contractorId: 9, name: 'Zielona Łąka S.A.', overdue: 125_050, invoices: 1, oldestDaysOverdue: 45 },
    ],
    ...overrides,
  };
}

/** Nothing owed on the day, though invoices were issued and paid in the months before. */
export const paidUpReport = () =>
  receivablesReport({
    aging: { not_due: 0, '1_30': 0, '31_60': 0, '61_90': 0, over_90: 0, total: 0 },
    byContractor: [],
    dso: 0,
    topDebtors: [],
  });
