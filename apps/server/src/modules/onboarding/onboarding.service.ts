import type { TourState, WizardState, WizardUpdate } from '@saldo/contracts/onboarding';
import type { Db } from '../../db/client.ts';
import { findTourStatus, findWizard, saveTourStatus, saveWizard } from './onboarding.repository.ts';

/** An organization older than the wizard (or the seeded demo) has nothing left to set up. */
const NOTHING_TO_DO: WizardState = { status: 'completed', currentStep: 'done', savedSteps: [] };

export async function getWizard(db: Db, organizationId: number): Promise<WizardState> {
  return (await findWizard(db, organizationId)) ?? NOTHING_TO_DO;
}

export async function updateWizard(
  db: Db,
  organizationId: number,
  update: WizardUpdate,
): Promise<WizardState> {
  // Finishing lands on the last step, whatever the browser sent as its step.
  const next = update.status === 'completed' ? { ...update, currentStep: 'done' as const } : update;
  return saveWizard(db, organizationId, next);
}

/** Only a user registered with the tour pending gets it unasked; replays need no server state. */
export async function getTour(db: Db, userId: number): Promise<TourState> {
  return { status: (await findTourStatus(db, userId)) ?? 'seen' };
}

export async function markTourSeen(db: Db, userId: number): Promise<TourState> {
  await saveTourStatus(db, userId, 'seen');
  return { status: 'seen' };
}
