import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@saldo/contracts/order-status';
import type { OrderPayment, ShippingAddress } from '@saldo/contracts/shop';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import { blank, money } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';
import { contractors } from '../contractors/contractors.table.ts';
import { invoices } from '../invoices/invoices.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The company's catalogue of goods and services. Net price and rate are stored; gross is derived by
 * the domain package on every read, so a rate change cannot leave a stale gross behind. Stock is
 * optional (services, made to order); `reserved` counts units of open orders, and the checks keep
 * reserved within stock, so a conditional update can never oversell.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: blank('description'),
    brand: blank('brand'),
    category: blank('category'),
    netPrice: money('net_price').notNull(),
    vatRate: text('vat_rate').$type<VatRateCode>().notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull().default('PLN'),
    unit: text('unit').notNull().default('szt.'),
    classification: blank('classification'),
    gtu: text('gtu'),
    kind: text('kind').$type<'physical' | 'service'>().notNull().default('physical'),
    image: blank('image'),
    hasFreeShipping: boolean('has_free_shipping').notNull().default(false),
    /** Sum and count of clients' reviews (1–5 each): the rating is their average. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    colorOptions: jsonb('color_options').$type<string[]>().notNull().default([]),
    stock: integer('stock'),
    reserved: integer('reserved').notNull().default(0),
    shippingDays: integer('shipping_days').notNull().default(2),
    /** The shop's "featured" order: lower first. */
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_products_organization_slug').on(t.organizationId, t.slug),
    index('shop_products_organization_position').on(t.organizationId, t.position),
    check('shop_products_net_price_range', sql`${t.netPrice} >= 0`),
    check(
      'shop_products_reserved_within_stock',
      sql`${t.reserved} >= 0 and (${t.stock} is null or ${t.reserved} <= ${t.stock})`,
    ),
  ],
);
export type ProductRow = typeof shopProducts.$inferSelect;
export type NewProductRow = typeof shopProducts.$inferInsert;

/** One product on one user's wishlist. */
export const shopWishlistItems = pgTable(
  'shop_wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_wishlist_items_user_product').on(t.userId, t.productId)],
);

/** One product in one user's cart, with its quantity. */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_cart_items_user_product').on(t.userId, t.productId),
    check('shop_cart_items_quantity', sql`${t.quantity} between 1 and 1000`),
  ],
);

/**
 * A contractor's price list: one discount on the whole catalogue, in hundredths of a percent
 * (1250 = 12.5 %). The cart and the order read it; none means list prices.
 */
export const shopPriceLists = pgTable(
  'shop_price_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
  },
  (t) => [
    uniqueIndex('shop_price_lists_contractor').on(t.organizationId, t.contractorId),
    check('shop_price_lists_discount', sql`${t.discount} between 0 and 10000`),
  ],
);

/** The shop's settings per organization: which document an order issues. */
export const shopSettings = pgTable('shop_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  documentType: text('document_type').$type<'proforma' | 'vat'>().notNull().default('proforma'),
});

export interface OrderLineSnapshot {
  productId: number;
  name: string;
  quantity: number;
  unit: string;
  netPrice: number;
  vatRate: VatRateCode;
  /** Hundredths of a percent. */
  discount: number;
  unitPrice: number;
  gross: number;
}

/**
 * An order (shown as ZAM/<id>): its lines are a snapshot of the prices charged (the catalogue may change later), and the
 * document it issued is a row of the invoice module. The idempotency key makes a repeated "place
 * order" answer the first order.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id),
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    payment: text('payment').$type<OrderPayment>().notNull(),
    address: jsonb('address').$type<ShippingAddress>().notNull(),
    notes: blank('notes'),
    lines: jsonb('lines').$type<OrderLineSnapshot[]>().notNull(),
    gross: money('gross').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull().default('PLN'),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    mailed: boolean('mailed').notNull().default(false),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_orders_idempotency_key')
      .on(t.organizationId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('shop_orders_organization_contractor').on(t.organizationId, t.contractorId),
  ],
);
export type OrderRow = typeof shopOrders.$inferSelect;

/** Every status an order took, who set it and when (the order's audit trail). */
export const shopOrderAudit = pgTable(
  'shop_order_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_order_audit_order').on(t.orderId)],
);
