// A cost → its row in the purchase register (and a self-assessed sales row for reverse charge).
import type { JpkCostInput, PurchaseMapping } from './jpk-types.ts';

export function purchaseRowFrom(cost: JpkCostInput): PurchaseMapping {
  void cost;
  throw new Error('purchaseRowFrom: interface only, not implemented yet');
}
