import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

/**
 * A user's TOTP authenticator (RFC 6238). The secret is sealed with the secrets box (secret-box.ts),
 * so a database dump alone cannot produce codes. A row with no enabled_at is an enrolment that was
 * started but not yet confirmed with a code: it does not ask for a code at sign-in.
 */
export const twoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /**
   * The 30-second time step of the last code accepted: a code is refused unless its step is later,
   * so a code seen over someone's shoulder cannot be replayed in the same step.
   */
  lastStep: integer('last_step').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only their SHA-256 is kept, and each is spent by setting used_at. */
export const twoFactorRecoveryCodes = pgTable(
  'user_two_factor_recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_two_factor_recovery_codes_user_idx').on(t.userId)],
);
