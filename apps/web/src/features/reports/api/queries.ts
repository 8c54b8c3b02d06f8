import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaxSettingsDto } from '@saldo/contracts/reports';
import {
  fetchCostsReport,
  fetchIncomeReport,
  fetchProductSalesReport,
  fetchSalesReport,
  fetchTaxSettings,
  saveTaxSettings,
  type PeriodParams,
} from './reports-api.ts';

export const reportKeys = {
  all: ['reports'] as const,
  sales: (params: PeriodParams) => [...reportKeys.all, 'sales', params] as const,
  costs: (params: PeriodParams) => [...reportKeys.all, 'costs', params] as const,
  income: (params: PeriodParams) => [...reportKeys.all, 'income', params] as const,
  products: (params: PeriodParams) => [...reportKeys.all, 'products', params] as const,
  taxSettings: () => [...reportKeys.all, 'tax-settings'] as const,
};

// The previous report stays on screen while another period loads, so charts do not blink.
export const useSalesReport = (params: PeriodParams) =>
  useQuery({
    queryKey: reportKeys.sales(params),
    queryFn: ({ signal }) => fetchSalesReport(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCostsReport = (params: PeriodParams) =>
  useQuery({
    queryKey: reportKeys.costs(params),
    queryFn: ({ signal }) => fetchCostsReport(params, signal),
    placeholderData: keepPreviousData,
  });

export const useIncomeReport = (params: PeriodParams) =>
  useQuery({
    queryKey: reportKeys.income(params),
    queryFn: ({ signal }) => fetchIncomeReport(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProductSalesReport = (params: PeriodParams) =>
  useQuery({
    queryKey: reportKeys.products(params),
    queryFn: ({ signal }) => fetchProductSalesReport(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTaxSettings = () =>
  useQuery({ queryKey: reportKeys.taxSettings(), queryFn: ({ signal }) => fetchTaxSettings(signal) });

/** Saving the form of taxation changes every income report's estimate: they are fetched again. */
export function useSaveTaxSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TaxSettingsDto) => saveTaxSettings(settings),
    onSuccess: (saved) => {
      client.setQueryData(reportKeys.taxSettings(), saved);
      void client.invalidateQueries({ queryKey: [...reportKeys.all, 'income'] });
    },
  });
}
