import type { AnalyticsData, Card, EcommerceData } from '@saldo/contracts/analytics';

/** Answers of /api/analytics/data and /api/ecommerce/data for the dashboards' page tests. */
// July 2025 to June 2026: 1 000,00 of sales a month, June 2900,00 with 500,00 of costs.
const revenue = Array.from({ length: 12 }, (_, i) => {
  const year = i < 6 ? 2025 : 2026;
  const month = `${year}-${String(((i + 6) % 12) + 1).padStart(2, '0')}`;
  return { month, revenue: i === 11 ? 290_000 : 100_000, costs: i === 11 ? 50_000 : 0 };
});

const companyTable = [
  { contractorId: 7, name: 'Beta GmbH', nip: '', invoices: 2, revenue: 321_848, balance: 21_848 },
  { contractorId: 3, name: 'Alfa sp. z o.o.', nip: '5260250995', invoices: 5, revenue: 150_000, balance: 0 },
];

const transactions: AnalyticsData['transactions'] = [
  {
    kind: 'in',
    date: '2026-06-28',
    documentId: 41,
    number: 'FV/6/2026',
    name: 'Alfa sp. z o.o.',
    amount: 123_000,
    currency: 'PLN',
    amountPln: 123_000,
  },
  {
    kind: 'out',
    date: '2026-06-20',
    documentId: 9,
    number: 'K/12/2026',
    name: 'Biuro Max',
    amount: 10_000,
    currency: 'EUR',
    amountPln: 42_500,
  },
];

export const analyticsAnswer: AnalyticsData = {
  date: '2026-06-30',
  statistics: [
    { key: 'revenue', value: 1_390_000, unit: 'money', link: '/reports/invoices' },
    { key: 'costs', value: 50_000, unit: 'money', link: '/reports/costs' },
    { key: 'income', value: 1_340_000, unit: 'money', link: '/reports/income' },
    { key: 'invoices', value: 14, unit: 'count', link: '/apps/invoice/list' },
    { key: 'activeContractors', value: 2, unit: 'count', link: '/apps/contractors/list' },
  ],
  revenue,
  companyTable,
  transactions,
};

export const ecommerceAnswer: EcommerceData = {
  date: '2026-06-30',
  statistics: [
    { key: 'sales', value: 1_390_000, unit: 'money', link: '/reports/invoices' },
    { key: 'customers', value: 2, unit: 'count', link: '/apps/contractors/list' },
    { key: 'products', value: 2, unit: 'count', link: '/reports/products' },
    { key: 'invoices', value: 14, unit: 'count', link: '/apps/invoice/list' },
  ],
  revenue,
  products: [
    { productId: 4, name: 'Consulting', lines: 9, net: 1_000_000, gross: 1_230_000 },
    { productId: null, name: 'Hosting', lines: 5, net: 130_081, gross: 160_000 },
  ],
  companyTable,
  transactions,
  orders: {
    available: true,
    reason: null,
    items: [
      {
        id: 12,
        number: 'ZAM/12',
        date: '2026-06-29',
        contractorId: 3,
        contractorName: 'Alfa sp. z o.o.',
        status: 'confirmed',
        amount: 24_600,
        currency: 'PLN',
      },
    ],
    byStatus: [
      { status: 'new', count: 2 },
      { status: 'confirmed', count: 1 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 4 },
      { status: 'cancelled', count: 1 },
    ],
    month: { count: 3, gross: 73_800 },
  },
};

export const cardAnswer = (card: string): Card => ({
  available: true,
  card,
  figure: 'invoicesIssued',
  unit: 'count',
  value: 3,
  previous: 2,
  series: [
    { key: '2026-05', value: 2 },
    { key: '2026-06', value: 3 },
  ],
  link: '/apps/invoice/list',
});
