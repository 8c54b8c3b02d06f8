// The bank behind a Polish account number: digits 3–5 of the NRB are the bank's code in the NBP's
// register of settlement numbers (numery rozliczeniowe). Only the major banks are listed: the name
// prefills a field the user can edit, so an unknown code simply leaves it empty.
import { validateNrb } from './nrb.ts';

/** Bank code → the bank's name as its own documents give it (NazwaBanku in FA(3)). */
export const POLISH_BANK_NAMES: Readonly<Record<string, string>> = {
  '101': 'Narodowy Bank Polski',
  '102': 'PKO Bank Polski S.A.',
  '103': 'Bank Handlowy w Warszawie S.A.',
  '105': 'ING Bank Śląski S.A.',
  '109': 'Santander Bank Polska S.A.',
  '113': 'Bank Gospodarstwa Krajowego',
  '114': 'mBank S.A.',
  '116': 'Bank Millennium S.A.',
  '124': 'Bank Polska Kasa Opieki S.A.',
  '132': 'Bank Pocztowy S.A.',
  '154': 'Bank Ochrony Środowiska S.A.',
  '156': 'VeloBank S.A.',
  '160': 'BNP Paribas Bank Polska S.A.',
  '161': 'SGB-Bank S.A.',
  '168': 'PLUS BANK S.A.',
  '187': 'Nest Bank S.A.',
  '193': 'Bank Polskiej Spółdzielczości S.A.',
  '194': 'Credit Agricole Bank Polska S.A.',
  '203': 'BNP Paribas Bank Polska S.A.',
  '212': 'Santander Consumer Bank S.A.',
  '216': 'Toyota Bank Polska S.A.',
  '249': 'Alior Bank S.A.',
};

/**
 * The bank's name for a Polish account (NRB or PL IBAN, spaces allowed), or null when the number is
 * not a valid Polish account or its bank is not one of the listed ones.
 */
export function polishBankName(account: string): string | null {
  const nrb = validateNrb(account);
  if (!nrb.ok) return null;
  return POLISH_BANK_NAMES[nrb.bankCode] ?? null;
}
