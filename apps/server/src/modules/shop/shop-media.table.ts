import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { blank } from '../../db/columns.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { shopProducts } from './shop.table.ts';

/**
 * A product's uploaded pictures (lib/images stores the bytes: a main WebP and a thumbnail under
 * `org-<org>/shop/products/<product>/<imageId>…`). The lowest position is the main image, which is
 * also copied into the product's `image` so the shop's cards need no join.
 */
export const shopProductImages = pgTable(
  'shop_product_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    /** The lib's UUID, naming the stored files. */
    imageId: text('image_id').notNull(),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_product_images_image').on(t.imageId),
    index('shop_product_images_product').on(t.productId, t.position),
  ],
);
export type ProductImageRow = typeof shopProductImages.$inferSelect;

/**
 * One review per user and product, allowed only to a client whose contractor ordered the product
 * (not cancelled). The product's ratingSum and ratingCount are updated in the same transaction.
 */
export const shopProductReviews = pgTable(
  'shop_product_reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    body: blank('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_product_reviews_user_product').on(t.productId, t.userId),
    check('shop_product_reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);
