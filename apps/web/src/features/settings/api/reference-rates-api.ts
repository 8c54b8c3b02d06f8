import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { referenceRatesSchema, type ReferenceRateInput, type ReferenceRates } from '@saldo/contracts/debt';
import { api } from '../../../lib/api-client.ts';
import { debtKeys } from '../../debt/api/queries.ts';
import { organizationKeys } from './queries.ts';

/** NBP reference rates entered by the organization (GET/PUT/DELETE /api/organization/reference-rates). */
const BASE = '/organization/reference-rates';
const referenceRatesKey = () => [...organizationKeys.all, 'reference-rates'] as const;

const parse = async (request: Promise<unknown>): Promise<ReferenceRates> =>
  referenceRatesSchema.parse(await request);

export const fetchReferenceRates = (signal?: AbortSignal) => parse(api.get<unknown>(BASE, { signal }));
export const enterReferenceRate = (body: ReferenceRateInput) => parse(api.put<unknown>(BASE, body));
export const removeReferenceRate = (from: string) => parse(api.delete<unknown>(`${BASE}/${from}`));

export const useReferenceRates = () =>
  useQuery({ queryKey: referenceRatesKey(), queryFn: ({ signal }) => fetchReferenceRates(signal) });

/** A new rate changes every interest figure: the overdue lists are read again. */
function useRateChange<TBody>(change: (body: TBody) => Promise<ReferenceRates>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (rates) => {
      client.setQueryData(referenceRatesKey(), rates);
      void client.invalidateQueries({ queryKey: debtKeys.all });
    },
  });
}
export const useEnterReferenceRate = () => useRateChange(enterReferenceRate);
export const useRemoveReferenceRate = () => useRateChange(removeReferenceRate);
