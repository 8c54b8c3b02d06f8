// The margin of a margin-scheme invoice (art. 119 travel services, art. 120 second-hand goods, art and
// antiques): what the buyer pays less what the seller paid for the goods or the bought-in services.
import type { Money } from '../money.ts';

export interface MarginLine {
  /** The line's gross sale price (grosze). */
  readonly gross: Money;
  /** What the seller paid for it, gross (grosze); null when it was not entered. */
  readonly purchaseGross: Money | null;
}

/**
 * The invoice's gross margin: Σ (sale − purchase). A line without a purchase price counts as bought
 * for nothing, so its whole price is taxed: the margin scheme lets a seller deduct only a purchase
 * price the books can show (art. 120 ust. 4). A negative result is kept; the register taxes it as none.
 */
export function grossMarginOf(lines: readonly MarginLine[]): Money {
  let margin = 0;
  for (const line of lines) margin += line.gross - (line.purchaseGross ?? 0);
  return margin;
}
