// Polish postal code NN-NNN. GUS/BIR full reports give it without the dash ("00843"), search results
// and people with it ("00-843"); both normalize to the dashed form.

export type PostalCodeInvalidReason = 'empty' | 'format';

export type PostalCodeResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly reason: PostalCodeInvalidReason };

export function validatePostalCode(input: string): PostalCodeResult {
  const text = input.replace(/[\s\u00a0]/g, '').replace(/[\u2010-\u2015]/g, '-');
  if (text === '') return { ok: false, reason: 'empty' };
  const match = /^(\d{2})-?(\d{3})$/.exec(text);
  if (match === null) return { ok: false, reason: 'format' };
  return { ok: true, value: `${match[1] ?? ''}-${match[2] ?? ''}` };
}

export function isValidPostalCode(input: string): boolean {
  return validatePostalCode(input).ok;
}

/** "00843" or "00-843" → "00-843". */
export function formatPostalCode(code: string): string {
  const result = validatePostalCode(code);
  if (!result.ok) throw new RangeError('formatPostalCode expects NN-NNN or NNNNN; validate first');
  return result.value;
}
