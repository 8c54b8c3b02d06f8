import {
  tourStateSchema,
  wizardStateSchema,
  type TourState,
  type WizardState,
  type WizardUpdate,
} from '@saldo/contracts/onboarding';
import { api } from '../../../lib/api-client.ts';

/** Fetchers of /api/onboarding, answers parsed with the contract schemas. */
export async function fetchWizard(signal?: AbortSignal): Promise<WizardState> {
  return wizardStateSchema.parse(await api.get<unknown>('/onboarding/wizard', { signal }));
}

export async function updateWizard(update: WizardUpdate): Promise<WizardState> {
  return wizardStateSchema.parse(await api.put<unknown>('/onboarding/wizard', update));
}

export async function fetchTour(signal?: AbortSignal): Promise<TourState> {
  return tourStateSchema.parse(await api.get<unknown>('/onboarding/tour', { signal }));
}

export async function markTourSeen(): Promise<TourState> {
  return tourStateSchema.parse(await api.post<unknown>('/onboarding/tour/seen'));
}
