import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BillingPeriod } from '@saldo/contracts/pricing';
import type { Plan } from '@saldo/contracts/users';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/**
 * An administrator's request to change the organization's plan. No card is charged: the request is
 * recorded here and mailed (in the same transaction); the plan itself changes when it is handled.
 */
export const planChangeRequests = pgTable(
  'plan_change_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan: text('plan').$type<Plan>().notNull(),
    billing: text('billing').$type<BillingPeriod>().notNull(),
    /** The plan the organization had when asking (the mail says from what to what). */
    fromPlan: text('from_plan').$type<Plan>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_change_requests_org_idx').on(t.organizationId, t.createdAt),
    check('plan_change_requests_billing_check', sql`${t.billing} in ('monthly', 'yearly')`),
    check('plan_change_requests_plan_check', sql`${t.plan} in ('basic', 'team', 'company', 'enterprise')`),
  ],
);

export type PlanChangeRequestRow = typeof planChangeRequests.$inferSelect;
