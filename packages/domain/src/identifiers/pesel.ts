// PESEL, 11 digits: YYMMDD (the month carries the century: +80 for 1800s, +0 1900s, +20 2000s,
// +40 2100s, +60 2200s), a 4-digit serial whose last digit is odd for men and even for women, and a
// check digit (10 − Σ dᵢ·[1,3,7,9,1,3,7,9,1,3] mod 10) mod 10. The birth date must be a real date.
import { isValidDate, toIsoDate, type IsoDate } from '../dates/calendar.ts';

export type PeselInvalidReason = 'empty' | 'format' | 'length' | 'checksum' | 'date';
export type Sex = 'female' | 'male';

export type PeselResult =
  | { readonly ok: true; readonly value: string; readonly birthDate: IsoDate; readonly sex: Sex }
  | { readonly ok: false; readonly reason: PeselInvalidReason };

const WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3] as const;
const CENTURY_BY_MONTH_OFFSET: Readonly<Record<number, number>> = {
  0: 1900,
  20: 2000,
  40: 2100,
  60: 2200,
  80: 1800,
};

export function peselCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(first10[i]) * (WEIGHTS[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

export function validatePesel(input: string): PeselResult {
  const text = input.replace(/[\s\u00a0]/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'format' };
  if (text.length !== 11) return { ok: false, reason: 'length' };
  if (peselCheckDigit(text) !== Number(text[10])) return { ok: false, reason: 'checksum' };

  const encodedMonth = Number(text.slice(2, 4));
  const offset = encodedMonth - (encodedMonth % 20);
  const century = CENTURY_BY_MONTH_OFFSET[offset];
  const month = encodedMonth % 20;
  const year = (century ?? 0) + Number(text.slice(0, 2));
  const day = Number(text.slice(4, 6));
  if (century === undefined || !isValidDate(year, month, day)) return { ok: false, reason: 'date' };
  const sex: Sex = Number(text[9]) % 2 === 1 ? 'male' : 'female';
  return { ok: true, value: text, birthDate: toIsoDate(year, month, day), sex };
}

export function isValidPesel(input: string): boolean {
  return validatePesel(input).ok;
}
