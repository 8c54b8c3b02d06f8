// Split payment (mechanizm podzielonej płatności, MPP), art. 108a ust. 1a and 106e ust. 1 pkt 18a of the
// VAT act; FA(3) Adnotacje/P_18A. Mandatory when the invoice total gross is MORE than 15 000 PLN
// (strictly: exactly 15 000,00 does not trigger it, despite blogs saying "≥") and at least one line
// covers annex-15 goods/services, in B2B sales. A foreign-currency total is compared after conversion
// at the invoice's VAT rate ("lub jej równowartość").
import { toPln, type ExchangeRate } from './exchange-rate.ts';
import type { Money } from './money.ts';

/** 15 000,00 PLN in grosze. */
export const SPLIT_PAYMENT_THRESHOLD_PLN: Money = 1_500_000;

/** The annotation printed on the invoice (exact wording required by art. 106e ust. 1 pkt 18a). */
export const SPLIT_PAYMENT_ANNOTATION = 'mechanizm podzielonej płatności';

export interface SplitPaymentInput {
  /** Total gross (kwota należności ogółem) in the invoice currency. */
  readonly grossTotal: Money;
  /** NBP rate for a foreign-currency invoice; omit for PLN. */
  readonly exchangeRate?: ExchangeRate;
  readonly lines: readonly { readonly annex15?: boolean }[];
  /** MPP applies between VAT taxpayers only. Default true (a buyer with a NIP). */
  readonly buyerIsTaxpayer?: boolean;
}

export type SplitPaymentDecision =
  | { readonly required: true; readonly grossTotalPln: Money }
  | {
      readonly required: false;
      readonly grossTotalPln: Money;
      readonly reason: 'below_threshold' | 'no_annex15_line' | 'consumer_buyer';
    };

export function splitPaymentDecision(input: SplitPaymentInput): SplitPaymentDecision {
  const grossTotalPln =
    input.exchangeRate === undefined ? input.grossTotal : toPln(input.grossTotal, input.exchangeRate);
  if (input.buyerIsTaxpayer === false) return { required: false, grossTotalPln, reason: 'consumer_buyer' };
  if (!input.lines.some((line) => line.annex15 === true)) {
    return { required: false, grossTotalPln, reason: 'no_annex15_line' };
  }
  if (grossTotalPln <= SPLIT_PAYMENT_THRESHOLD_PLN) {
    return { required: false, grossTotalPln, reason: 'below_threshold' };
  }
  return { required: true, grossTotalPln };
}

export function requiresSplitPayment(input: SplitPaymentInput): boolean {
  return splitPaymentDecision(input).required;
}
