import {
  planChangeRequestSchema,
  pricingDataSchema,
  type PlanChangeBody,
  type PlanChangeRequest,
  type PricingData,
} from '@saldo/contracts/pricing';
import { api } from '../../../lib/api-client.ts';

export async function fetchPricing(signal?: AbortSignal): Promise<PricingData> {
  return pricingDataSchema.parse(await api.get<unknown>('/pricing/data', { signal }));
}

export async function requestPlanChange(body: PlanChangeBody): Promise<PlanChangeRequest> {
  return planChangeRequestSchema.parse(await api.post<unknown>('/pricing/change-request', body));
}
