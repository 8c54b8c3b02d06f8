import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAbility } from '@casl/react';
import type { AppAbility } from '@saldo/contracts/abilities';
import type { CostListQuery } from '@saldo/contracts/costs';
import type { InvoiceListQuery } from '@saldo/contracts/invoices';
import { ApiError } from '../../../lib/api-client.ts';
import { useInvoices } from '../../invoices/api/queries.ts';
import { withoutTotals, type CurrencyTotals } from '../documents/balance.ts';
import { fetchCosts } from '../../costs/api/costs-api.ts';
import { costKeys } from '../../costs/api/queries.ts';

// The contractor's sales invoices and cost documents, through the invoices' and the costs' own list
// keys, so whatever an invoice or a cost write invalidates there is refetched here too.

export const DOCUMENTS_PER_PAGE = 10;

const newestFirst = { sortBy: 'issuedDate', sortDesc: 'true' } as const;

const invoicesQuery = (
  contractorId: number,
  page: number,
  filter: Pick<InvoiceListQuery, 'type' | 'status'> = {},
): InvoiceListQuery => ({ contractorId, page, perPage: DOCUMENTS_PER_PAGE, ...newestFirst, ...filter });

const costsQuery = (
  contractorId: number,
  page: number,
  filter: Pick<CostListQuery, 'status'> = {},
): CostListQuery => ({ contractorId, page, perPage: DOCUMENTS_PER_PAGE, ...newestFirst, ...filter });

/** Only `total` and `sums` of these are read: one row is the least a page may hold. */
const countOnly = { perPage: 1 } as const;

export function useContractorInvoices(contractorId: number, page: number) {
  return useInvoices(invoicesQuery(contractorId, page));
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** What a section needs besides its rows: totals of all pages, the overdue count, one retry. */
export interface DocumentTotals {
  /** Undefined while loading. */
  totals: CurrencyTotals[] | undefined;
  overdue: number | undefined;
  error: unknown;
  retrying: boolean;
  retry: () => void;
  /** The user may not see these documents (no ability, or the server said 403). */
  hidden: boolean;
}

function combine(
  queries: readonly UseQueryResult[],
  totals: CurrencyTotals[] | undefined,
  overdue: number | undefined,
  hidden = false,
): DocumentTotals {
  const failed = queries.find((query) => query.isError);
  return {
    totals,
    overdue,
    error: failed?.error ?? null,
    retrying: queries.some((query) => query.isFetching),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
    hidden,
  };
}

/** Należności: the invoices' sums without pro formas, and how many invoices are overdue. */
export function useReceivables(contractorId: number): DocumentTotals {
  const all = useContractorInvoices(contractorId, 1);
  const proformas = useInvoices({ ...invoicesQuery(contractorId, 1, { type: 'proforma' }), ...countOnly });
  const overdue = useInvoices({ ...invoicesQuery(contractorId, 1, { status: 'overdue' }), ...countOnly });
  const totals = all.data && proformas.data ? withoutTotals(all.data.sums, proformas.data.sums) : undefined;
  return combine([all, proformas, overdue], totals, overdue.data?.total);
}

export function useCanReadCosts(): boolean {
  return useAbility<AppAbility>().can('read', 'Cost');
}

function useCosts(query: CostListQuery) {
  // Not asked at all when the rules already say no (a client user).
  const enabled = useCanReadCosts();
  return useQuery({
    queryKey: costKeys.list(query),
    queryFn: ({ signal }) => fetchCosts(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useContractorCosts(contractorId: number, page: number) {
  return useCosts(costsQuery(contractorId, page));
}

/** Zobowiązania: the costs' sums (the server leaves drafts out) and how many are overdue. */
export function usePayables(contractorId: number): DocumentTotals {
  const allowed = useCanReadCosts();
  const all = useContractorCosts(contractorId, 1);
  const overdue = useCosts({ ...costsQuery(contractorId, 1, { status: 'overdue' }), ...countOnly });
  const hidden = !allowed || isForbidden(all.error) || isForbidden(overdue.error);
  return combine([all, overdue], all.data?.sums, overdue.data?.total, hidden);
}
