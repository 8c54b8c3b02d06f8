// A final invoice (faktura końcowa, art. 106f ust. 3 of the VAT act) shows the whole order and deducts
// what the advance invoices already taxed, rate by rate; what remains is this invoice's own tax base,
// VAT and amount to pay.
import type { Money } from './money.ts';
import { vatRateOrder, type VatRateCode } from './vat-rates.ts';

export interface RateAmounts {
  readonly vatRate: VatRateCode;
  readonly net: Money;
  readonly vat: Money;
  readonly gross: Money;
}

export interface AdvanceSettlement {
  /** The advances summed per rate. */
  readonly deducted: readonly RateAmounts[];
  /** Order minus advances per rate, in VAT_RATE_CODES order; may be zero, never dropped. */
  readonly remaining: readonly RateAmounts[];
  readonly deductedTotal: { readonly net: Money; readonly vat: Money; readonly gross: Money };
  readonly remainingTotal: { readonly net: Money; readonly vat: Money; readonly gross: Money };
}

function sumByRate(groups: readonly (readonly RateAmounts[])[]): Map<VatRateCode, RateAmounts> {
  const sums = new Map<VatRateCode, RateAmounts>();
  for (const group of groups) {
    for (const r of group) {
      const prev = sums.get(r.vatRate);
      sums.set(
        r.vatRate,
        prev
          ? { vatRate: r.vatRate, net: prev.net + r.net, vat: prev.vat + r.vat, gross: prev.gross + r.gross }
          : { vatRate: r.vatRate, net: r.net, vat: r.vat, gross: r.gross },
      );
    }
  }
  return sums;
}

const total = (rows: readonly RateAmounts[]) => ({
  net: rows.reduce((s, r) => s + r.net, 0),
  vat: rows.reduce((s, r) => s + r.vat, 0),
  gross: rows.reduce((s, r) => s + r.gross, 0),
});

const byOrder = (a: RateAmounts, b: RateAmounts) => vatRateOrder(a.vatRate) - vatRateOrder(b.vatRate);

export function settleAdvances(
  order: readonly RateAmounts[],
  advances: readonly (readonly RateAmounts[])[],
): AdvanceSettlement {
  const deducted = [...sumByRate(advances).values()].sort(byOrder);
  const orderSums = sumByRate([order]);
  const rates = new Set<VatRateCode>([...orderSums.keys(), ...deducted.map((d) => d.vatRate)]);
  const deductedMap = new Map(deducted.map((d) => [d.vatRate, d]));
  const remaining = [...rates]
    .map((vatRate) => {
      const o = orderSums.get(vatRate);
      const d = deductedMap.get(vatRate);
      return {
        vatRate,
        net: (o?.net ?? 0) - (d?.net ?? 0),
        vat: (o?.vat ?? 0) - (d?.vat ?? 0),
        gross: (o?.gross ?? 0) - (d?.gross ?? 0),
      };
    })
    .sort(byOrder);
  return { deducted, remaining, deductedTotal: total(deducted), remainingTotal: total(remaining) };
}
