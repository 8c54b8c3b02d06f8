import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { InvoiceTotalsQuery } from '@saldo/contracts/invoices';
import type { Db } from '../../db/client.ts';
import type { CallerScope } from '../../lib/caller.ts';
import { invoiceListWhere } from '../invoices/invoice-list.repository.ts';
import type { ListBounds } from '../invoices/invoices.repository.ts';
import { invoices, type InvoiceRow } from '../invoices/invoices.table.ts';
import { ksefSubmissions } from '../ksef/ksef.table.ts';

export interface ExportFilter {
  scope: CallerScope;
  query: InvoiceTotalsQuery;
  bounds: ListBounds;
}

export async function countExportedInvoices(db: Db, filter: ExportFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(invoices)
    .where(invoiceListWhere(filter.scope, filter.query, filter.bounds));
  return row?.n ?? 0;
}

/** The next `limit` invoices of the filter after `afterId`, in id order (a seek, never an offset). */
export function exportedInvoicesAfter(
  db: Db,
  filter: ExportFilter,
  afterId: number,
  limit: number,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(and(invoiceListWhere(filter.scope, filter.query, filter.bounds), gt(invoices.id, afterId)))
    .orderBy(asc(invoices.id))
    .limit(limit);
}

/** The FA(3) files KSeF accepted, by invoice id: what was sent, byte for byte. */
export async function acceptedKsefXmls(db: Db, invoiceIds: readonly number[]): Promise<Map<number, string>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: ksefSubmissions.invoiceId, xml: ksefSubmissions.xml })
    .from(ksefSubmissions)
    .where(
      and(
        inArray(ksefSubmissions.invoiceId, [...invoiceIds]),
        eq(ksefSubmissions.status, 'accepted'),
        isNotNull(ksefSubmissions.xml),
      ),
    );
  return new Map(rows.flatMap((r) => (r.xml ? [[r.invoiceId, r.xml] as const] : [])));
}
