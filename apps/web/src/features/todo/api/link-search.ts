import { z } from 'zod';
import { contractorSchema, invoiceClientSchema } from '@saldo/contracts/contractors';
import { costListItemSchema } from '@saldo/contracts/costs';
import { invoiceListItemSchema } from '@saldo/contracts/invoices';
import type { TodoLinkKind } from '@saldo/contracts/todo';
import { api } from '../../../lib/api-client.ts';

/** A document a task can be linked to, as the picker offers it. */
export interface LinkCandidate {
  id: number;
  /** What the task shows: the number, or the contractor's name. */
  label: string;
  /** Who it concerns (the buyer, the supplier), or the NIP of a contractor. */
  detail: string;
}

/** How many candidates a search offers: the picker is for finding one, not for browsing. */
const LIMIT = 20;

// Only the fields the picker shows are read from each list's rows (zod drops the rest).
const party = invoiceClientSchema.pick({ name: true });
const invoiceRows = z.object({
  invoices: z.array(invoiceListItemSchema.pick({ id: true, number: true }).extend({ client: party })),
});
const costRows = z.object({
  costs: z.array(costListItemSchema.pick({ id: true, number: true }).extend({ client: party })),
});
const contractorRows = z.object({
  contractors: z.array(contractorSchema.pick({ id: true, name: true, nip: true })),
});

/**
 * Searches the existing lists (contractors, sales invoices, costs) by their own `q`: the same
 * endpoints and the same scoping as their pages, newest documents first, without the sums.
 */
export async function searchLinkCandidates(
  kind: TodoLinkKind,
  q: string,
  signal?: AbortSignal,
): Promise<LinkCandidate[]> {
  const base = { q: q.trim() || undefined, perPage: LIMIT };
  if (kind === 'contractor') {
    const answer = await api.get<unknown>('/apps/contractors', {
      query: { ...base, sortBy: 'name' },
      signal,
    });
    return contractorRows.parse(answer).contractors.map((c) => ({ id: c.id, label: c.name, detail: c.nip }));
  }
  const query = { ...base, sortDesc: 'true', sums: 'false' };
  if (kind === 'invoice') {
    const answer = await api.get<unknown>('/apps/invoice/invoices', { query, signal });
    return invoiceRows
      .parse(answer)
      .invoices.map((i) => ({ id: i.id, label: i.number, detail: i.client.name }));
  }
  const answer = await api.get<unknown>('/documents/costs', { query, signal });
  return costRows.parse(answer).costs.map((c) => ({ id: c.id, label: c.number, detail: c.client.name }));
}
