import { polishBankName } from '@saldo/domain/identifiers/bank-codes';

/**
 * The bank's name an invoice prints and sends to KSeF (NazwaBanku). An invoice written before the
 * name was kept, or from an account saved before it, has only the account's label, which is not the
 * bank: the Polish bank code names it then, and an unknown bank stays unnamed.
 */
export function bankNameOf(bank: { readonly bankName?: string; readonly iban: string }): string {
  return bank.bankName?.trim() || (polishBankName(bank.iban) ?? '');
}
