import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WizardUpdate } from '@saldo/contracts/onboarding';
import { fetchTour, fetchWizard, markTourSeen, updateWizard } from './onboarding-api.ts';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  wizard: () => [...onboardingKeys.all, 'wizard'] as const,
  tour: () => [...onboardingKeys.all, 'tour'] as const,
};

/** The organization's wizard; asked only of those who may set the company up (administrators). */
export function useWizard(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.wizard(),
    queryFn: ({ signal }) => fetchWizard(signal),
    staleTime: 60_000,
    enabled,
  });
}

export function useUpdateWizard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: WizardUpdate) => updateWizard(update),
    onSuccess: (state) => client.setQueryData(onboardingKeys.wizard(), state),
  });
}

export function useTourState(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.tour(),
    queryFn: ({ signal }) => fetchTour(signal),
    staleTime: Infinity,
    enabled,
  });
}

export function useMarkTourSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markTourSeen,
    onSuccess: (state) => client.setQueryData(onboardingKeys.tour(), state),
  });
}
