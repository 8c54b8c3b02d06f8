import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CurrencyCode } from '@saldo/domain/currency';
import { money } from '../../db/columns.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { shopOrders } from './shop.table.ts';

/**
 * The company's Przelewy24 account, which lets its clients pay orders online. Both keys are sealed
 * with the app's secrets key (lib/secret-box.ts): a database dump alone cannot take payments or
 * forge the gateway's notifications.
 */
export const shopPaymentSettings = pgTable('shop_payment_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id'),
  posId: integer('pos_id'),
  baseUrl: text('base_url').notNull(),
  apiKeySealed: text('api_key_sealed'),
  crcSealed: text('crc_sealed'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PaymentSettingsRow = typeof shopPaymentSettings.$inferSelect;

/**
 * One online payment attempt of an order: the transaction registered at Przelewy24 under our
 * random sessionId (what its notification names), the amount asked, and once verified the
 * gateway's own order id. `paidAt` set means the payment was recorded on the order's document,
 * so a repeated notification records nothing.
 */
export const shopPayments = pgTable(
  'shop_payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    token: text('token').notNull(),
    gatewayOrderId: bigint('gateway_order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shop_payments_session').on(t.sessionId), index('shop_payments_order').on(t.orderId)],
);
export type PaymentRow = typeof shopPayments.$inferSelect;
