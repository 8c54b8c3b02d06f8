import type { GoodTableRow } from '@saldo/contracts/gallery';
import { CURRENCY_CODES, type CurrencyCode } from '@saldo/domain/currency';

/** A row's currency as the formatters take it (the books only hold known codes; PLN otherwise). */
export const rowCurrency = (row: GoodTableRow): CurrencyCode =>
  (CURRENCY_CODES as readonly string[]).includes(row.currency) ? (row.currency as CurrencyCode) : 'PLN';

export interface ContractorSummary {
  id: number;
  name: string;
  city: string;
  nip: string;
  invoices: number;
}

/** The contractors of the newest invoices, once each, with how many of those invoices they have. */
export function contractorsOf(rows: readonly GoodTableRow[]): ContractorSummary[] {
  const byId = new Map<number, ContractorSummary>();
  for (const row of rows) {
    const seen = byId.get(row.contractorId);
    if (seen) seen.invoices += 1;
    else
      byId.set(row.contractorId, {
        id: row.contractorId,
        name: row.contractorName,
        city: row.contractorCity,
        nip: row.contractorNip,
        invoices: 1,
      });
  }
  return [...byId.values()];
}

/** The paid share of an invoice in whole percent (0–100), from its gross and the balance left. */
export function paidPercent(row: Pick<GoodTableRow, 'gross' | 'balance'>): number {
  if (row.gross <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round(((row.gross - row.balance) / row.gross) * 100)));
}

/** Whole days from `today` to `iso` (both YYYY-MM-DD): negative when it is past. */
export function daysBetween(today: string, iso: string): number {
  const day = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(iso) - day(today)) / 86_400_000);
}

/** `index` wrapped into 0…count-1, so "next" after the last slide is the first (count > 0). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
