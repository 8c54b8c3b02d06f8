// NRB (numer rachunku bankowego), the Polish 26-digit account number: the PL IBAN without "PL".
// Digits 3–10 are the bank's settlement number (numer rozliczeniowy), 3–5 identify the bank.
// Accepts "61 1090 1014 0000 0712 1981 2874", the IBAN form "PL61…", and dashes.
import { validateIban } from './iban.ts';

export type NrbInvalidReason = 'empty' | 'format' | 'length' | 'checksum' | 'country';

export type NrbResult =
  | {
      readonly ok: true;
      /** 26 digits, no "PL". */
      readonly value: string;
      /** 8-digit settlement number of the branch (numer rozliczeniowy). */
      readonly settlementNumber: string;
      /** 3-digit bank code (e.g. 109 Santander, 249 Alior). */
      readonly bankCode: string;
    }
  | { readonly ok: false; readonly reason: NrbInvalidReason };

export function validateNrb(input: string): NrbResult {
  const text = input.replace(/[\s\u00a0-]/g, '').toUpperCase();
  if (text === '') return { ok: false, reason: 'empty' };
  if (/^[A-Z]{2}/.test(text) && !text.startsWith('PL')) return { ok: false, reason: 'country' };
  const digits = text.startsWith('PL') ? text.slice(2) : text;
  if (!/^\d+$/.test(digits)) return { ok: false, reason: 'format' };
  if (digits.length !== 26) return { ok: false, reason: 'length' };
  const iban = validateIban(`PL${digits}`);
  if (!iban.ok) return { ok: false, reason: 'checksum' };
  return { ok: true, value: digits, settlementNumber: digits.slice(2, 10), bankCode: digits.slice(2, 5) };
}

export function isValidNrb(input: string): boolean {
  return validateNrb(input).ok;
}

/** "61 1090 1014 0000 0712 1981 2874": 2 check digits, then groups of four, as Polish banks print it. */
export function formatNrb(nrb: string, withCountry = false): string {
  if (!/^\d{26}$/.test(nrb)) throw new RangeError('formatNrb expects 26 digits; validate first');
  const grouped = `${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
  return withCountry ? `PL${grouped}` : grouped;
}
