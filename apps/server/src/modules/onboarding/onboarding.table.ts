import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TourStatus, WizardStatus, WizardStep } from '@saldo/contracts/onboarding';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * The setup wizard of a self-registered organization (issue 27). Registration writes the row
 * ('pending'); an organization without one (the demo, those made before the wizard) counts as
 * completed, so nobody already at work is sent into it.
 */
export const organizationOnboarding = pgTable(
  'organization_onboarding',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').$type<WizardStatus>().notNull().default('pending'),
    currentStep: text('current_step').$type<WizardStep>().notNull().default('nip'),
    savedSteps: text('saved_steps')
      .array()
      .$type<WizardStep[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('organization_onboarding_status_check', sql`${t.status} in ('pending', 'skipped', 'completed')`),
  ],
);

/**
 * The first-login tour, per user: 'pending' rows are written for the registering administrator, so
 * the tour shows once after the wizard; a user without a row never gets it unasked.
 */
export const userTours = pgTable(
  'user_tours',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<TourStatus>().notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_tours_status_check', sql`${t.status} in ('pending', 'seen')`)],
);
