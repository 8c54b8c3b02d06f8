import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';
import { ORDER_STATUSES } from './order-status.ts';

/**
 * The template's analytics and e-commerce dashboards and its statistic and analytic cards, answered
 * from the organization's books (they once answered fixed sample data). Amounts are integer grosze in
 * PLN at each document's own rate; months are 'YYYY-MM'.
 *   GET /analytics/data                          → analyticsDataSchema
 *   GET /ecommerce/data                          → ecommerceDataSchema
 *   GET /card/card-statistics/{card}             → cardSchema
 *   GET /card/card-analytics/{card}              → cardSchema
 */

const isoDate = z.iso.date();
const month = z.string().regex(/^\d{4}-\d{2}$/);
const grosze = z.number().int();

export const STATISTIC_UNITS = ['money', 'count', 'percent', 'days'] as const;

/** One figure of a dashboard's "statistics" row. */
export const statisticItemSchema = z.object({
  key: z.string(),
  value: z.number(),
  unit: z.enum(STATISTIC_UNITS),
  /** The screen behind the figure. */
  link: z.string(),
});

export const monthlyRevenueSchema = z.object({ month, revenue: grosze, costs: grosze });

export const companyRowSchema = z.object({
  contractorId: z.number().int(),
  name: z.string(),
  nip: z.string(),
  invoices: z.number().int(),
  revenue: grosze,
  balance: grosze,
});

export const TRANSACTION_KINDS = ['in', 'out'] as const;

/** A payment: 'in' on a sales invoice, 'out' on a cost, in the document's currency and in PLN. */
export const transactionSchema = z.object({
  kind: z.enum(TRANSACTION_KINDS),
  date: isoDate,
  documentId: z.number().int(),
  number: z.string(),
  name: z.string(),
  amount: grosze,
  currency: z.string(),
  amountPln: grosze,
});

export const analyticsDataSchema = z.object({
  date: isoDate,
  statistics: z.array(statisticItemSchema),
  /** The last 12 months, oldest first, months without documents as zeros. */
  revenue: z.array(monthlyRevenueSchema),
  /** The 10 contractors with the largest sales in the last 12 months. */
  companyTable: z.array(companyRowSchema),
  /** The 10 latest payments in and out. */
  transactions: z.array(transactionSchema),
});
export type AnalyticsData = z.infer<typeof analyticsDataSchema>;

export const productSalesSchema = z.object({
  /**
   * The catalogue product the lines were sold as (a shop order's invoice, or a line named as a
   * product), null for lines of no product: those are grouped by their name.
   */
  productId: z.number().int().nullable(),
  /** The product's name in the catalogue, or the lines' name. */
  name: z.string(),
  lines: z.number().int(),
  net: grosze,
  gross: grosze,
});

export const ecommerceDataSchema = z.object({
  date: isoDate,
  statistics: z.array(statisticItemSchema),
  revenue: z.array(monthlyRevenueSchema),
  /** Sales of the last 12 months by catalogue product (else invoice line name), largest first, at most 10. */
  products: z.array(productSalesSchema),
  /** Sales of the last 12 months by client, largest first, at most 10. */
  companyTable: z.array(companyRowSchema),
  transactions: z.array(transactionSchema),
  /**
   * The shop's orders (issue 25): the latest 10, how many are in each status, and what this month's
   * orders (not cancelled) are worth. `available` is kept for older readers; false only with a reason.
   */
  orders: z.object({
    available: z.boolean(),
    reason: z.string().nullable(),
    items: z.array(
      z.object({
        id: z.number().int(),
        /** ZAM/<id>, as the orders list shows it. */
        number: z.string(),
        date: isoDate,
        contractorId: z.number().int(),
        contractorName: z.string(),
        status: z.enum(ORDER_STATUSES),
        /** Gross in the order's currency (grosze). */
        amount: grosze,
        currency: z.string(),
      }),
    ),
    /** Every status with its count, in the order of ORDER_STATUSES (zeros included). */
    byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
    /** Orders placed in the month of `date`, cancelled ones left out. */
    month: z.object({ count: z.number().int(), gross: grosze }),
  }),
});
export type EcommerceData = z.infer<typeof ecommerceDataSchema>;

export const CARD_STATISTICS = [
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
] as const;
export type CardStatistic = (typeof CARD_STATISTICS)[number];

export const CARD_ANALYTICS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers',
] as const;
export type CardAnalytic = (typeof CARD_ANALYTICS)[number];

const cardPointSchema = z.object({ key: z.string(), value: z.number() });

/** A card with a figure from the books. */
export const availableCardSchema = z.object({
  available: z.literal(true),
  card: z.string(),
  /** What the card shows in this product (e.g. 'activeContractors' for 'subscribers'). */
  figure: z.string(),
  unit: z.enum(STATISTIC_UNITS),
  value: z.number(),
  /** The same figure one period earlier, when it compares. */
  previous: z.number().nullable(),
  /** A chart's points (months, days) or the parts of a whole (statuses, methods), in order. */
  series: z.array(cardPointSchema),
  link: z.string(),
});

/** A card whose template figure has no honest source in Saldo: no invented number, the reason instead. */
export const unavailableCardSchema = z.object({
  available: z.literal(false),
  card: z.string(),
  reason: z.string(),
});

export const cardSchema = z.discriminatedUnion('available', [availableCardSchema, unavailableCardSchema]);
export type Card = z.infer<typeof cardSchema>;
export type AvailableCard = z.infer<typeof availableCardSchema>;

/** The day the figures are for (default today). */
export const cardQuerySchema = z.object({ date: businessDateSchema.optional() });
