import type {
  AnalyticsData,
  AvailableCard,
  Card,
  CardAnalytic,
  CardStatistic,
  EcommerceData,
} from '@saldo/contracts/analytics';
import { addMonths, startOfMonth, type IsoDate } from '@saldo/domain/dates/calendar';
import { ORDER_STATUSES } from '@saldo/contracts/order-status';
import type { Db } from '../../db/client.ts';
import { scopeOf, type Caller, type CallerScope } from '../../lib/caller.ts';
import { todayInPoland, DAY_MS, now } from '../../lib/dates.ts';
import { listBounds } from '../invoices/invoices.service.ts';
import { orderNumber } from '../shop/orders.service.ts';
import {
  activeUsers,
  contractorActivity,
  ordersByStatus,
  ordersPlaced,
  recentOrders,
  costMonths,
  invoiceMonths,
  invoiceStates,
  paymentMethods,
  productSales,
  recentPayments,
  topClients,
  type InvoiceMonth,
} from './analytics.repository.ts';

const TOP = 10;
const month = (date: IsoDate) => date.slice(0, 7);

/** The `count` months ending with the date's month, oldest first, as their first days. */
function monthsEndingWith(date: IsoDate, count: number): IsoDate[] {
  const first = addMonths(startOfMonth(date), -(count - 1));
  return Array.from({ length: count }, (_, i) => addMonths(first, i));
}

const noInvoices: InvoiceMonth = { invoices: 0, gross: 0, net: 0, sent: 0 };

async function revenueAndCosts(db: Db, organizationId: number, date: IsoDate, months: number) {
  const list = monthsEndingWith(date, months);
  const first = list[0] ?? startOfMonth(date);
  const [sales, costs] = await Promise.all([
    invoiceMonths(db, organizationId, first, date),
    costMonths(db, organizationId, month(first), month(date)),
  ]);
  return list.map((start) => ({
    month: month(start),
    invoices: sales.get(month(start)) ?? noInvoices,
    costs: costs.get(month(start)) ?? 0,
  }));
}

const lastYear = (date: IsoDate) => addMonths(startOfMonth(date), -11);

/** The analytics dashboard: the last 12 months' sales, costs, clients and payments. */
export async function analyticsData(db: Db, organizationId: number, day?: IsoDate): Promise<AnalyticsData> {
  const date = day ?? todayInPoland();
  const [months, companies, transactions, customers] = await Promise.all([
    revenueAndCosts(db, organizationId, date, 12),
    topClients(db, organizationId, lastYear(date), date, TOP),
    recentPayments(db, organizationId, date, TOP),
    contractorActivity(db, organizationId, lastYear(date), date),
  ]);
  const revenue = months.reduce((sum, m) => sum + m.invoices.gross, 0);
  const costs = months.reduce((sum, m) => sum + m.costs, 0);
  return {
    date,
    statistics: [
      { key: 'revenue', value: revenue, unit: 'money', link: '/reports/invoices' },
      { key: 'costs', value: costs, unit: 'money', link: '/reports/costs' },
      { key: 'income', value: revenue - costs, unit: 'money', link: '/reports/income' },
      {
        key: 'invoices',
        value: months.reduce((sum, m) => sum + m.invoices.invoices, 0),
        unit: 'count',
        link: '/apps/invoice/list',
      },
      { key: 'activeContractors', value: customers.active, unit: 'count', link: '/apps/contractors/list' },
    ],
    revenue: months.map((m) => ({ month: m.month, revenue: m.invoices.gross, costs: m.costs })),
    companyTable: companies,
    transactions: transactions.map(({ id: _id, ...rest }) => rest),
  };
}

const RECENT_ORDERS = 10;

/** The shop's orders as the dashboard shows them: the latest, each status's count, this month's value. */
async function ordersFigures(db: Db, scope: CallerScope, date: IsoDate): Promise<EcommerceData['orders']> {
  const [recent, statuses, month] = await Promise.all([
    recentOrders(db, scope, RECENT_ORDERS),
    ordersByStatus(db, scope),
    ordersPlaced(db, scope, startOfMonth(date), date),
  ]);
  return {
    available: true,
    reason: null,
    items: recent.map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      date: todayInPoland(o.createdAt),
      contractorId: o.contractorId,
      contractorName: o.contractorName,
      status: o.status,
      amount: o.gross,
      currency: o.currency,
    })),
    byStatus: ORDER_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
    month,
  };
}

/**
 * The e-commerce dashboard: sales by product and by client from the books, and the shop's orders
 * (a client's own only, should a client ever be let in: the route asks for 'read Dashboard').
 */
export async function ecommerceData(db: Db, caller: Caller, day?: IsoDate): Promise<EcommerceData> {
  const { organizationId } = caller;
  const date = day ?? todayInPoland();
  const scope = await scopeOf(db, caller);
  const [months, products, companies, transactions, customers, orders] = await Promise.all([
    revenueAndCosts(db, organizationId, date, 12),
    productSales(db, organizationId, lastYear(date), date, TOP),
    topClients(db, organizationId, lastYear(date), date, TOP),
    recentPayments(db, organizationId, date, TOP),
    contractorActivity(db, organizationId, lastYear(date), date),
    ordersFigures(db, scope, date),
  ]);
  return {
    date,
    statistics: [
      {
        key: 'sales',
        value: months.reduce((sum, m) => sum + m.invoices.gross, 0),
        unit: 'money',
        link: '/reports/invoices',
      },
      { key: 'customers', value: customers.active, unit: 'count', link: '/apps/contractors/list' },
      { key: 'products', value: products.length, unit: 'count', link: '/reports/products' },
      {
        key: 'invoices',
        value: months.reduce((sum, m) => sum + m.invoices.invoices, 0),
        unit: 'count',
        link: '/apps/invoice/list',
      },
    ],
    revenue: months.map((m) => ({ month: m.month, revenue: m.invoices.gross, costs: m.costs })),
    products,
    companyTable: companies,
    transactions: transactions.map(({ id: _id, ...rest }) => rest),
    orders,
  };
}

type Figure = Omit<AvailableCard, 'available' | 'card'>;

/** A monthly figure: this month's value, last month's, and the last `months` months as the series. */
async function monthly(
  db: Db,
  organizationId: number,
  date: IsoDate,
  months: number,
  pick: (m: InvoiceMonth) => number,
): Promise<Pick<Figure, 'value' | 'previous' | 'series'>> {
  const list = await revenueAndCosts(db, organizationId, date, months);
  const values = list.map((m) => pick(m.invoices));
  return {
    value: values.at(-1) ?? 0,
    previous: values.at(-2) ?? 0,
    series: list.map((m, i) => ({ key: m.month, value: values[i] ?? 0 })),
  };
}

const average = (m: InvoiceMonth) => (m.invoices === 0 ? 0 : Math.round(m.gross / m.invoices));

const statisticFigures: Record<
  CardStatistic,
  ((db: Db, org: number, date: IsoDate) => Promise<Figure>) | null
> = {
  subscribers: async (db, org, date) => {
    const activity = await contractorActivity(db, org, lastYear(date), date);
    return {
      figure: 'activeContractors',
      unit: 'count',
      value: activity.active,
      previous: null,
      series: [
        { key: 'active', value: activity.active },
        { key: 'all', value: activity.all },
      ],
      link: '/apps/contractors/list',
    };
  },
  revenue: async (db, org, date) => ({
    figure: 'revenue',
    unit: 'money',
    ...(await monthly(db, org, date, 6, (m) => m.gross)),
    link: '/reports/invoices',
  }),
  sales: async (db, org, date) => ({
    figure: 'netSales',
    unit: 'money',
    ...(await monthly(db, org, date, 6, (m) => m.net)),
    link: '/reports/invoices',
  }),
  orders: async (db, org, date) => ({
    figure: 'invoicesIssued',
    unit: 'count',
    ...(await monthly(db, org, date, 6, (m) => m.invoices)),
    link: '/apps/invoice/list',
  }),
  'site-traffic': null,
  'active-users': async (db, org) => {
    const users = await activeUsers(db, org, new Date(now().getTime() - 30 * DAY_MS));
    return {
      figure: 'activeUsers',
      unit: 'count',
      value: users.active,
      previous: null,
      series: [
        { key: 'active', value: users.active },
        { key: 'all', value: users.all },
      ],
      link: '/pages/account-setting',
    };
  },
  newsletter: async (db, org, date) => ({
    figure: 'invoicesEmailed',
    unit: 'count',
    ...(await monthly(db, org, date, 6, (m) => m.sent)),
    link: '/apps/invoice/list',
  }),
};

const analyticFigures: Record<CardAnalytic, (db: Db, org: number, date: IsoDate) => Promise<Figure>> = {
  'support-tracker': async (db, org, date) => {
    const states = await invoiceStates(db, org, lastYear(date), date, listBounds(date).overdueDueDate);
    return {
      figure: 'overdueChased',
      unit: 'count',
      value: states.overdue,
      previous: null,
      series: [
        { key: 'chased', value: states.chased },
        { key: 'notChased', value: states.overdue - states.chased },
      ],
      link: '/apps/invoices/list/expired',
    };
  },
  'avg-sessions': async (db, org, date) => ({
    figure: 'averageInvoice',
    unit: 'money',
    ...(await monthly(db, org, date, 6, average)),
    link: '/reports/invoices',
  }),
  'revenue-report': async (db, org, date) => {
    const list = await revenueAndCosts(db, org, date, 6);
    const last = list.at(-1);
    return {
      figure: 'revenueAndCosts',
      unit: 'money',
      value: last ? last.invoices.gross - last.costs : 0,
      previous: null,
      series: [
        ...list.map((m) => ({ key: `revenue:${m.month}`, value: m.invoices.gross })),
        ...list.map((m) => ({ key: `costs:${m.month}`, value: m.costs })),
      ],
      link: '/reports/income',
    };
  },
  'goal-overview': async (db, org, date) => {
    const states = await invoiceStates(db, org, lastYear(date), date, listBounds(date).overdueDueDate);
    const collected = states.gross - states.left;
    return {
      figure: 'collectedShare',
      unit: 'percent',
      // One decimal: 83.3 %.
      value: states.gross <= 0 ? 0 : Math.round((collected * 1000) / states.gross) / 10,
      previous: null,
      series: [
        { key: 'paid', value: states.paid },
        { key: 'open', value: states.open + states.overdue },
      ],
      link: '/apps/invoices/reports',
    };
  },
  revenue: async (db, org, date) => ({
    figure: 'revenue',
    unit: 'money',
    ...(await monthly(db, org, date, 12, (m) => m.gross)),
    link: '/reports/invoices',
  }),
  'product-orders': async (db, org, date) => {
    const states = await invoiceStates(db, org, lastYear(date), date, listBounds(date).overdueDueDate);
    return {
      figure: 'invoicesByState',
      unit: 'count',
      value: states.paid + states.open + states.overdue,
      previous: null,
      series: [
        { key: 'paid', value: states.paid },
        { key: 'open', value: states.open },
        { key: 'overdue', value: states.overdue },
      ],
      link: '/apps/invoice/list',
    };
  },
  'sessions-device': async (db, org, date) => {
    const methods = await paymentMethods(db, org, lastYear(date), date);
    return {
      figure: 'invoicesByPaymentMethod',
      unit: 'count',
      value: methods.reduce((sum, m) => sum + m.invoices, 0),
      previous: null,
      series: methods.map((m) => ({ key: m.method, value: m.invoices })),
      link: '/apps/invoice/list',
    };
  },
  customers: async (db, org, date) => {
    const activity = await contractorActivity(db, org, lastYear(date), date);
    return {
      figure: 'newAndReturning',
      unit: 'count',
      value: activity.active,
      previous: null,
      series: [
        { key: 'new', value: activity.new },
        { key: 'returning', value: activity.returning },
      ],
      link: '/apps/contractors/list',
    };
  },
};

export async function statisticCard(
  db: Db,
  organizationId: number,
  card: CardStatistic,
  day?: IsoDate,
): Promise<Card> {
  const figure = statisticFigures[card];
  if (figure === null) return { available: false, card, reason: 'noSource' };
  return { available: true, card, ...(await figure(db, organizationId, day ?? todayInPoland())) };
}

export async function analyticCard(
  db: Db,
  organizationId: number,
  card: CardAnalytic,
  day?: IsoDate,
): Promise<Card> {
  return {
    available: true,
    card,
    ...(await analyticFigures[card](db, organizationId, day ?? todayInPoland())),
  };
}
