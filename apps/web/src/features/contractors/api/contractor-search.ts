import { useQuery } from '@tanstack/react-query';
import { contractorListSchema } from '@saldo/contracts/contractors';
import { api } from '../../../lib/api-client.ts';
import { contractorKeys } from './queries.ts';

/** The first 20 contractors matching a name or NIP, by name: what a party picker offers. */
export async function searchContractors(q: string, signal?: AbortSignal) {
  const query = { q: q.trim() || undefined, perPage: 20, sortBy: 'name' };
  return contractorListSchema.parse(await api.get<unknown>('/apps/contractors', { query, signal }))
    .contractors;
}

/** The pickers' contractor search; every contractor write makes it stale with the lists. */
export function useContractorSearch(q: string) {
  return useQuery({
    queryKey: contractorKeys.search(q.trim()),
    queryFn: ({ signal }) => searchContractors(q, signal),
  });
}
