import { costListSchema, type CostList, type CostListQuery } from '@saldo/contracts/costs';
import { api } from '../../../lib/api-client.ts';

/**
 * The one costs call the contractor page needs. It lives here, not in the costs feature, because
 * that feature is still being built; the answer is parsed with the shared contract all the same.
 */
export async function fetchCosts(query: CostListQuery, signal?: AbortSignal): Promise<CostList> {
  return costListSchema.parse(await api.get<unknown>('/documents/costs', { query, signal }));
}
