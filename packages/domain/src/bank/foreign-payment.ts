import { EXCHANGE_RATE_DECIMALS, formatExchangeRate, toPln, type ExchangeRate } from '../exchange-rate.ts';
import { mulDivMoney, type Money } from '../money.ts';
import { proposeMatches, type MatchProposal, type MatchReason, type OpenDocument } from './reconciliation.ts';
import type { BankTransaction } from './statement-types.ts';

/**
 * A foreign-currency document (a EUR invoice, say) paid in PLN from a PLN account. The PLN amount is
 * converted at the NBP average rate of the last business day before the payment (art. 15a CIT /
 * 24c PIT: when the bank's own rate cannot be applied, the NBP rate of the day before), the payment is
 * recorded in the document's currency, and the exchange difference is the PLN received less the
 * PLN value of the same amount at the document's own rate (positive: income, negative: cost, for a
 * sales invoice; a cost's sign is the other way round).
 */
export interface ForeignOpenDocument extends OpenDocument {
  /** The document's rate (PLN per unit, scaled by 10 000), the NBP rate of the day before issue; null when unknown. */
  readonly exchangeRate: ExchangeRate | null;
}

export interface PaymentDayRate {
  readonly currency: string;
  readonly rate: ExchangeRate;
  /** The effective date of the NBP table used: the last business day before the payment. */
  readonly effectiveDate: string;
}

/** A payment this far off the balance (after conversion) still settles it: the rates of payer's bank differ. */
const TOLERANCE_PERCENT = 1;

export interface ForeignConversion {
  /** What the payment records on the document, in its currency. */
  readonly paid: Money;
  readonly converted: Money;
  /** PLN grosze; null when the document's own rate is unknown. */
  readonly exchangeDifference: Money | null;
}

/** PLN → the document's currency at the payment day's rate, half-up. */
export function fromPln(pln: Money, rate: ExchangeRate): Money {
  return mulDivMoney(pln, 10 ** EXCHANGE_RATE_DECIMALS, rate);
}

/**
 * How much of the document a PLN amount pays: the converted amount, or the whole balance when it is
 * within the tolerance of it; and the exchange difference of what was paid.
 */
export function convertForeignPayment(
  pln: Money,
  document: Pick<ForeignOpenDocument, 'balance' | 'exchangeRate'>,
  rate: ExchangeRate,
): ForeignConversion {
  const converted = fromPln(Math.abs(pln), rate);
  const close = Math.abs(converted - document.balance) * 100 <= document.balance * TOLERANCE_PERCENT;
  const paid = close ? document.balance : Math.min(converted, document.balance);
  // The PLN that went to this document: all of it, or the share of an overpayment that it took.
  const plnForPaid = paid === converted || close ? Math.abs(pln) : toPln(paid, rate);
  const exchangeDifference =
    document.exchangeRate === null ? null : plnForPaid - toPln(paid, document.exchangeRate);
  return { paid, converted, exchangeDifference };
}

/**
 * Proposals for a PLN line among documents in other currencies: each document is weighed by the same
 * evidence as a same-currency one (number in the title, accounts, NIP, name, the amount), with the
 * line's amount converted at the payment day's rate of its currency; the conversion and the exchange
 * difference are among the reasons. One document per proposal.
 */
export function proposeForeignMatches(
  line: BankTransaction,
  documents: readonly ForeignOpenDocument[],
  rates: readonly PaymentDayRate[],
): MatchProposal[] {
  if (line.currency !== 'PLN' || line.amount === 0) return [];
  const proposals: MatchProposal[] = [];
  for (const document of documents) {
    const rate = rates.find((candidate) => candidate.currency === document.currency);
    if (rate === undefined || document.currency === 'PLN' || document.balance <= 0) continue;
    const conversion = convertForeignPayment(line.amount, document, rate.rate);
    const amount =
      Math.sign(line.amount) *
      (conversion.paid === document.balance ? document.balance : conversion.converted);
    const [found] = proposeMatches({ ...line, amount, currency: document.currency }, [document]);
    if (found === undefined) continue;
    const reasons: MatchReason[] = [
      ...found.reasons,
      {
        code: 'converted_at_rate',
        currency: document.currency,
        rate: formatExchangeRate(rate.rate),
        rateDate: rate.effectiveDate,
        converted: conversion.converted,
      },
      ...(conversion.exchangeDifference === null
        ? []
        : [{ code: 'exchange_difference' as const, amount: conversion.exchangeDifference }]),
    ];
    proposals.push({
      ...found,
      reasons,
      allocations: [{ documentId: document.id, amount: conversion.paid }],
    });
  }
  return proposals.sort((a, b) => b.score - a.score);
}
