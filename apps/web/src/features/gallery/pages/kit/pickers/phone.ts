import { groupDigits } from './group-digits.ts';

/**
 * A Polish phone number, which the domain package has no formatter for: nine digits after +48, with
 * no check digit. Mobile and non-geographic numbers are written 601 234 567, landlines with their
 * two-digit area code apart, 22 123 45 67.
 */
export const PHONE_DIGITS = 9;

// The two-digit starts of mobile ranges (UKE's numbering plan) and of the 70x / 80x service numbers.
const THREE_BY_THREE = new Set([
  '45',
  '50',
  '51',
  '53',
  '57',
  '60',
  '66',
  '69',
  '70',
  '72',
  '73',
  '78',
  '79',
  '80',
  '88',
]);

/** The nine national digits of a typed or pasted number; a +48 or 0048 in front is the country, not the number. */
export function phoneDigits(text: string): string {
  let digits = text.replace(/\D/g, '');
  if (digits.length > PHONE_DIGITS && digits.startsWith('0048')) digits = digits.slice(4);
  else if (digits.length > PHONE_DIGITS && digits.startsWith('48')) digits = digits.slice(2);
  return digits.slice(0, PHONE_DIGITS);
}

export function formatPhone(digits: string): string {
  const groups = THREE_BY_THREE.has(digits.slice(0, 2)) ? [3, 3, 3] : [2, 3, 2, 2];
  return groupDigits(digits, groups, ' ');
}

export type PhoneResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: 'empty' | 'length' | 'format' };

/** No Polish number starts with 0 (that was the old trunk prefix); all have nine digits. */
export function validatePhone(input: string): PhoneResult {
  const digits = phoneDigits(input);
  if (digits === '') return { ok: false, reason: 'empty' };
  if (digits.startsWith('0')) return { ok: false, reason: 'format' };
  if (digits.length !== PHONE_DIGITS) return { ok: false, reason: 'length' };
  return { ok: true, value: `+48${digits}` };
}
