import type { Money } from '../money.ts';

/**
 * One bank statement, whatever file it came from (MT940, camt.053, a bank's CSV). Amounts are signed
 * grosze (or the minor unit of the account's currency): credits positive, debits negative, so that
 * opening + Σ transactions = closing holds as plain addition.
 */
export interface BankStatement {
  readonly format: 'mt940' | 'camt053' | 'csv';
  /** The statement's own reference (MT940 :20:, camt `Stmt/Id`); empty when the file has none. */
  readonly reference: string;
  /** MT940 :28C: ("235/1"), camt `ElctrncSeqNb`/`LglSeqNb`; empty when the file has none. */
  readonly number: string;
  /** The account as the file writes it: an IBAN ("PL61…"), NRB digits, or the bank's own id. */
  readonly account: string;
  readonly currency: string;
  readonly opening: StatementBalance | null;
  readonly closing: StatementBalance | null;
  readonly transactions: readonly BankTransaction[];
}

export interface StatementBalance {
  /** ISO date (YYYY-MM-DD). */
  readonly date: string;
  readonly amount: Money;
}

export interface BankTransaction {
  /** ISO date the bank booked the entry (MT940 entry date, camt `BookgDt`). */
  readonly bookingDate: string;
  /** ISO value date. */
  readonly valueDate: string;
  /** Signed minor units: + money in, − money out. A reversal of a credit is a debit. */
  readonly amount: Money;
  readonly currency: string;
  /** True for MT940 RC/RD and camt `RvslInd`: the entry undoes an earlier one. */
  readonly reversal: boolean;
  /** The transfer's title as the payer wrote it, subfields joined (see `titleVariants`). */
  readonly title: string;
  /**
   * Other readings of the same title: the subfields joined with spaces as well as without, because
   * banks cut the title every 27 characters, sometimes in the middle of an invoice number.
   */
  readonly titleVariants: readonly string[];
  readonly counterpartyName: string;
  /** IBAN when the file gives one ("PL" + 26 digits for Polish accounts); empty when unknown. */
  readonly counterpartyAccount: string;
  /** The bank's reference of the entry (MT940 `//ref`, camt `AcctSvcrRef`): the duplicate key. */
  readonly bankReference: string;
  /** The payer's own reference (MT940 owner reference, camt `EndToEndId`); empty or NONREF when none. */
  readonly ownerReference: string;
  /** The bank's transaction code (MT940 `NTRF`/`S152` plus the :86: code, camt `BkTxCd`). */
  readonly typeCode: string;
  /** Free text of the entry (MT940 :86: joined, camt `AddtlNtryInf`), for search and display. */
  readonly description: string;
}
