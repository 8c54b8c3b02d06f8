import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchPricing, requestPlanChange } from './pricing-api.ts';

export const pricingKeys = { all: ['pricing'] as const };

export function usePricing() {
  return useQuery({ queryKey: pricingKeys.all, queryFn: ({ signal }) => fetchPricing(signal) });
}

export function useRequestPlanChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPlanChange,
    onSuccess: () => client.invalidateQueries({ queryKey: pricingKeys.all }),
  });
}
