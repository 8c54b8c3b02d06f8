// The sales-by-product report: the shop's order lines of a period summed per catalogue product.
import type { ProductSalesReport, ProductSalesRow, ReportQuery } from '@saldo/contracts/reports';
import { computeLine, invoiceLine } from '@saldo/domain/invoice-line';
import { toDecimalString } from '@saldo/domain/money';
import type { Db } from '../../db/client.ts';
import { orderedLines, type OrderedLine } from './product-sales.repository.ts';
import { rangesOf } from './reports.service.ts';

/** A line's net by the domain's rule, from the same inputs its gross was computed from at checkout. */
function netOf(line: OrderedLine): number {
  const parsed = invoiceLine({
    quantity: String(line.quantity),
    unitPrice: toDecimalString(line.netPrice),
    discountPercent: line.discount === 0 ? '' : (line.discount / 100).toFixed(2),
    vatRate: line.vatRate,
  });
  return computeLine(parsed, 'net').net;
}

export async function productSalesReport(
  db: Db,
  organizationId: number,
  query: Pick<ReportQuery, 'period' | 'month' | 'from' | 'to'>,
): Promise<ProductSalesReport> {
  const ranges = rangesOf(query);
  const lines = await orderedLines(db, organizationId, ranges.current.from, ranges.current.to);
  const products = new Map<string, ProductSalesRow & { orderIds: Set<number> }>();
  const totals = new Map<string, { orderIds: Set<number>; net: number; gross: number }>();
  for (const line of lines) {
    const net = netOf(line);
    const key = `${line.productId}:${line.currency}`;
    const row = products.get(key) ?? {
      productId: line.productId,
      name: line.name,
      unit: line.unit,
      currency: line.currency,
      quantity: 0,
      orders: 0,
      net: 0,
      vat: 0,
      gross: 0,
      orderIds: new Set<number>(),
    };
    row.quantity += line.quantity;
    row.net += net;
    row.gross += line.gross;
    row.orderIds.add(line.orderId);
    products.set(key, row);
    // A product's row adds its lines; the totals take each order's own gross once, since the
    // document's VAT is worked out per rate on the sum and may differ from the lines' by a grosz.
    const total = totals.get(line.currency) ?? { orderIds: new Set<number>(), net: 0, gross: 0 };
    total.net += net;
    if (!total.orderIds.has(line.orderId)) total.gross += line.orderGross;
    total.orderIds.add(line.orderId);
    totals.set(line.currency, total);
  }
  return {
    ranges,
    products: [...products.values()]
      .map(({ orderIds, ...row }) => ({ ...row, orders: orderIds.size, vat: row.gross - row.net }))
      .sort((a, b) => b.gross - a.gross || a.name.localeCompare(b.name, 'pl')),
    totals: [...totals.entries()]
      .map(([currency, t]) => ({
        currency: currency as ProductSalesRow['currency'],
        orders: t.orderIds.size,
        net: t.net,
        vat: t.gross - t.net,
        gross: t.gross,
      }))
      .sort((a, b) =>
        a.currency === 'PLN' ? -1 : b.currency === 'PLN' ? 1 : a.currency.localeCompare(b.currency),
      ),
  };
}
