// The shop's order lines of a period, for the sales-by-product report (issue 25).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { VatRateCode } from '@saldo/domain/vat-rates';
import type { CurrencyCode } from '@saldo/domain/currency';
import type { Db } from '../../db/client.ts';
import { shopOrders, shopProducts } from '../shop/shop.table.ts';

export interface OrderedLine {
  orderId: number;
  productId: number;
  /** The catalogue's name today, or the order's when the product is gone. */
  name: string;
  unit: string;
  currency: CurrencyCode;
  quantity: number;
  netPrice: number;
  vatRate: VatRateCode;
  discount: number;
  gross: number;
  /** The whole order's gross, as its document has it (VAT per rate on the sum, not per line). */
  orderGross: number;
}

/**
 * Every line of the organization's orders placed in the months from..to ('YYYY-MM', Polish time),
 * cancelled orders left out. The lines are the order's snapshot (jsonb), one row each.
 */
export async function orderedLines(
  db: Db,
  organizationId: number,
  from: string,
  to: string,
): Promise<OrderedLine[]> {
  const line = sql.raw('line');
  const rows = await db
    .select({
      orderId: shopOrders.id,
      productId: sql<number>`(${line} ->> 'productId')::int`,
      orderedName: sql<string>`${line} ->> 'name'`,
      catalogueName: shopProducts.name,
      unit: sql<string>`${line} ->> 'unit'`,
      currency: shopOrders.currency,
      quantity: sql<number>`(${line} ->> 'quantity')::int`,
      netPrice: sql<number>`(${line} ->> 'netPrice')::bigint`,
      vatRate: sql<VatRateCode>`${line} ->> 'vatRate'`,
      discount: sql<number>`(${line} ->> 'discount')::int`,
      gross: sql<number>`(${line} ->> 'gross')::bigint`,
      orderGross: shopOrders.gross,
    })
    .from(shopOrders)
    .innerJoin(sql`jsonb_array_elements(${shopOrders.lines}) as line`, sql`true`)
    .leftJoin(
      shopProducts,
      and(
        eq(shopProducts.organizationId, organizationId),
        sql`${shopProducts.id} = (${line} ->> 'productId')::int`,
      ),
    )
    .where(
      and(
        eq(shopOrders.organizationId, organizationId),
        ne(shopOrders.status, 'cancelled'),
        sql`to_char(${shopOrders.createdAt} at time zone 'Europe/Warsaw', 'YYYY-MM') between ${from} and ${to}`,
      ),
    );
  return rows.map((row) => ({
    orderId: row.orderId,
    productId: Number(row.productId),
    name: row.catalogueName ?? row.orderedName,
    unit: row.unit,
    currency: row.currency,
    quantity: Number(row.quantity),
    netPrice: Number(row.netPrice),
    vatRate: row.vatRate,
    discount: Number(row.discount),
    gross: Number(row.gross),
    orderGross: Number(row.orderGross),
  }));
}
