import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/users.table.ts';
import { organizations } from '../organizations/organizations.table.ts';
import { planChangeRequests } from './pricing.table.ts';

export async function findOrganizationPlan(db: Db, organizationId: number) {
  const [row] = await db
    .select({ name: organizations.name, plan: organizations.plan })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function findRequester(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function insertPlanChangeRequest(db: Db, values: typeof planChangeRequests.$inferInsert) {
  const [row] = await db.insert(planChangeRequests).values(values).returning();
  if (!row) throw new Error('plan_change_requests insert returned no row');
  return row;
}

/** The organization's newest request and who made it (their name; '' once the user is deleted). */
export async function latestPlanChangeRequest(db: Db, organizationId: number) {
  const [row] = await db
    .select({ request: planChangeRequests, requestedBy: users.fullName })
    .from(planChangeRequests)
    .leftJoin(users, eq(users.id, planChangeRequests.userId))
    .where(eq(planChangeRequests.organizationId, organizationId))
    .orderBy(desc(planChangeRequests.createdAt), desc(planChangeRequests.id))
    .limit(1);
  return row;
}
