import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '@saldo/contracts/abilities';
import type { InfoSettings, NotificationSettings, SocialSettings } from '@saldo/contracts/account-settings';
import { contractors } from '../contractors/contractors.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Stored trimmed and lower-cased; the unique index on lower() also guards rows written elsewhere.
    email: text('email').notNull(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    /** argon2id, PHC string format (parameters travel with the hash). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    company: text('company').notNull().default(''),
    /**
     * A client user's contractor: the customer whose documents it may see. Null for administrators.
     * A linked contractor cannot be deleted (the contractors module counts these links).
     */
    contractorId: integer('contractor_id').references(() => contractors.id),
    /** Null until the owner clicks the link in the confirmation e-mail (self-registered users). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set when an administrator switches the account off; such a user can neither log in nor refresh. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    // Account-setting sections are read and written whole, so JSON documents fit better than columns.
    info: jsonb('info').$type<InfoSettings>(),
    social: jsonb('social').$type<SocialSettings>(),
    notifications: jsonb('notifications').$type<NotificationSettings>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_organization_id_idx').on(t.organizationId),
    index('users_contractor_id_idx').on(t.contractorId),
    check('users_role_check', sql`${t.role} in ('admin', 'accountant', 'client', 'editor', 'author')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
