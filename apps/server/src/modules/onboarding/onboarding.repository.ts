import { eq, sql } from 'drizzle-orm';
import {
  WIZARD_STEPS,
  type TourStatus,
  type WizardState,
  type WizardUpdate,
} from '@saldo/contracts/onboarding';
import type { Db } from '../../db/client.ts';
import { organizationOnboarding, userTours } from './onboarding.table.ts';

/** A new organization's wizard and its first administrator's tour, written in the registration's transaction. */
export async function insertOnboarding(db: Db, organizationId: number, adminUserId: number): Promise<void> {
  await db.insert(organizationOnboarding).values({ organizationId });
  await db.insert(userTours).values({ userId: adminUserId });
}

/** The organization's wizard, or null when it has none (it then counts as completed). */
export async function findWizard(db: Db, organizationId: number): Promise<WizardState | null> {
  const [row] = await db
    .select({
      status: organizationOnboarding.status,
      currentStep: organizationOnboarding.currentStep,
      savedSteps: organizationOnboarding.savedSteps,
    })
    .from(organizationOnboarding)
    .where(eq(organizationOnboarding.organizationId, organizationId));
  return row ?? null;
}

export async function saveWizard(
  db: Db,
  organizationId: number,
  { status, currentStep, savedStep }: WizardUpdate,
): Promise<WizardState> {
  const current = await findWizard(db, organizationId);
  const saved = new Set(current?.savedSteps ?? []);
  if (savedStep) saved.add(savedStep);
  // Kept in wizard order, so the list reads the same whichever order the steps were saved in.
  const savedSteps = WIZARD_STEPS.filter((step) => saved.has(step));
  const values = { status, currentStep, savedSteps, updatedAt: sql`now()` };
  await db
    .insert(organizationOnboarding)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: organizationOnboarding.organizationId, set: values });
  return { status, currentStep, savedSteps };
}

export async function findTourStatus(db: Db, userId: number): Promise<TourStatus | null> {
  const [row] = await db
    .select({ status: userTours.status })
    .from(userTours)
    .where(eq(userTours.userId, userId));
  return row?.status ?? null;
}

export async function saveTourStatus(db: Db, userId: number, status: TourStatus): Promise<void> {
  await db
    .insert(userTours)
    .values({ userId, status })
    .onConflictDoUpdate({ target: userTours.userId, set: { status, updatedAt: sql`now()` } });
}
