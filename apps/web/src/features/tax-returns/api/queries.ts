import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisterQuery, TaxReturnDetail, TaxReturnRegisterKind } from '@saldo/contracts/tax-returns';
import {
  fetchRegister,
  fetchTaxCompany,
  fetchTaxReturn,
  fetchTaxReturns,
  generateFile,
} from './tax-returns-api.ts';

export const taxReturnKeys = {
  all: ['taxReturns'] as const,
  list: () => [...taxReturnKeys.all, 'list'] as const,
  company: () => [...taxReturnKeys.all, 'company'] as const,
  month: (period: string) => [...taxReturnKeys.all, 'month', period] as const,
  register: (period: string, kind: TaxReturnRegisterKind, query: RegisterQuery) =>
    [...taxReturnKeys.month(period), 'register', kind, query] as const,
};

export function useTaxReturns() {
  return useQuery({ queryKey: taxReturnKeys.list(), queryFn: ({ signal }) => fetchTaxReturns(signal) });
}

export function useTaxReturn(period: string) {
  return useQuery({
    queryKey: taxReturnKeys.month(period),
    queryFn: ({ signal }) => fetchTaxReturn(period, signal),
    enabled: period !== '',
  });
}

export function useRegister(period: string, kind: TaxReturnRegisterKind, query: RegisterQuery) {
  return useQuery({
    queryKey: taxReturnKeys.register(period, kind, query),
    queryFn: ({ signal }) => fetchRegister(period, kind, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTaxCompany() {
  return useQuery({ queryKey: taxReturnKeys.company(), queryFn: ({ signal }) => fetchTaxCompany(signal) });
}

/**
 * A change of the month: its answer is the month as it now is; the registers (overrides) and the list
 * of months (figures, status) are stale.
 */
export function useMonthChange<Args>(period: string, change: (args: Args) => Promise<TaxReturnDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (month) => {
      client.setQueryData(taxReturnKeys.month(period), month);
      await Promise.all([
        client.invalidateQueries({ queryKey: [...taxReturnKeys.month(period), 'register'] }),
        client.invalidateQueries({ queryKey: taxReturnKeys.list() }),
      ]);
    },
  });
}

export function useGenerate(period: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => generateFile(period),
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: taxReturnKeys.month(period), exact: true }),
        client.invalidateQueries({ queryKey: taxReturnKeys.list() }),
      ]);
    },
  });
}
