// REGON (GUS statistical number): 9 digits for an entity, 14 for a local unit (the parent's 9 digits,
// 4 digits of the unit, a check digit). Check digit: Σ dᵢ·wᵢ mod 11, where 10 counts as 0.
// A 14-digit REGON is valid only if its 9-digit parent is valid too.

export type RegonInvalidReason = 'empty' | 'format' | 'length' | 'checksum';

export type RegonResult =
  | {
      readonly ok: true;
      readonly value: string;
      readonly kind: 9 | 14;
      /** The 9-digit REGON of the entity (the value itself for kind 9). */
      readonly parent: string;
    }
  | { readonly ok: false; readonly reason: RegonInvalidReason };

const WEIGHTS_9 = [8, 9, 2, 3, 4, 5, 6, 7] as const;
const WEIGHTS_14 = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const;

function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const check = sum % 11;
  return check === 10 ? 0 : check;
}

/** Check digit for the leading 8 (REGON-9) or 13 (REGON-14) digits. */
export function regonCheckDigit(leading: string): number {
  if (leading.length === 8) return checkDigit(leading, WEIGHTS_9);
  if (leading.length === 13) return checkDigit(leading, WEIGHTS_14);
  throw new RangeError('regonCheckDigit expects 8 or 13 digits');
}

export function validateRegon(input: string): RegonResult {
  const text = input.replace(/[\s\u00a0-]/g, '');
  if (text === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'format' };
  if (text.length !== 9 && text.length !== 14) return { ok: false, reason: 'length' };
  const parent = text.slice(0, 9);
  if (checkDigit(parent, WEIGHTS_9) !== Number(parent[8])) return { ok: false, reason: 'checksum' };
  if (text.length === 9) return { ok: true, value: text, kind: 9, parent };
  if (checkDigit(text, WEIGHTS_14) !== Number(text[13])) return { ok: false, reason: 'checksum' };
  return { ok: true, value: text, kind: 14, parent };
}

export function isValidRegon(input: string): boolean {
  return validateRegon(input).ok;
}

/** REGON is printed as plain digits; this exists so every identifier has a formatter. */
export function formatRegon(regon: string): string {
  if (!/^(\d{9}|\d{14})$/.test(regon)) throw new RangeError('formatRegon expects 9 or 14 digits');
  return regon;
}
