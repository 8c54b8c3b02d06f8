import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchReceivablesReport, type ReceivablesQuery } from './reports-api.ts';

// Under 'debt' so that invalidating every debt query after a payment or an action refreshes it too.
export const receivablesReportKeys = {
  all: ['debt', 'reports', 'receivables'] as const,
  report: (query: ReceivablesQuery) => [...receivablesReportKeys.all, query] as const,
};

export function useReceivablesReport(query: ReceivablesQuery) {
  return useQuery({
    queryKey: receivablesReportKeys.report(query),
    queryFn: ({ signal }) => fetchReceivablesReport(query, signal),
    // The previous report stays on screen while another date or range loads, so charts do not blink.
    placeholderData: keepPreviousData,
  });
}
