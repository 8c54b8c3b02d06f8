// NIP (numer identyfikacji podatkowej), 10 digits. Checksum: Σ dᵢ·[6,5,7,2,3,4,5,6,7] mod 11 = d₁₀,
// where a remainder of 10 means the number cannot exist. The FA(3) XSD (TNrNIP) also requires
// [1-9]((\d[1-9])|([1-9]\d))\d{7}: the first three digits are a tax-office code that never starts
// with 0 nor ends in "00"; KSeF rejects such numbers, so we do too (reason 'format').
// Accepted input: "5260251049", "526-025-10-49", "526 02 51 049", "PL5260251049", "PL 526-025-10-49".

export type NipInvalidReason = 'empty' | 'format' | 'length' | 'checksum' | 'country';

export type NipResult =
  { readonly ok: true; readonly value: string } | { readonly ok: false; readonly reason: NipInvalidReason };

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;
const TAX_OFFICE_PATTERN = /^[1-9](?:\d[1-9]|[1-9]\d)/;

/** The check digit for 9 leading digits, or null when no valid NIP starts with them. */
export function nipCheckDigit(first9: string): number | null {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (WEIGHTS[i] ?? 0);
  const check = sum % 11;
  return check === 10 ? null : check;
}

export function validateNip(input: string): NipResult {
  let text = input.replace(/[\s\u00a0-]/g, '').toUpperCase();
  if (text === '') return { ok: false, reason: 'empty' };
  const prefix = /^([A-Z]{2})/.exec(text)?.[1];
  if (prefix !== undefined) {
    // An EU VAT number of another state is a valid identifier, just not a NIP: the UI says so.
    if (prefix !== 'PL') return { ok: false, reason: 'country' };
    text = text.slice(2);
  }
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'format' };
  if (text.length !== 10) return { ok: false, reason: 'length' };
  if (!TAX_OFFICE_PATTERN.test(text)) return { ok: false, reason: 'format' };
  if (nipCheckDigit(text) !== Number(text[9])) return { ok: false, reason: 'checksum' };
  return { ok: true, value: text };
}

export function isValidNip(input: string): boolean {
  return validateNip(input).ok;
}

/**
 * 'plain' 5260251049 (KSeF, JPK, white list); 'dashed' 526-025-10-49 (the common printed form);
 * 'dashed-alt' 526-02-51-049 (used by some companies); 'eu' PL5260251049 (intra-EU invoices, VIES).
 */
export type NipFormat = 'plain' | 'dashed' | 'dashed-alt' | 'eu';

/** Formats a NIP already normalized by validateNip. */
export function formatNip(nip: string, format: NipFormat = 'dashed'): string {
  if (!/^\d{10}$/.test(nip)) throw new RangeError('formatNip expects 10 digits; validate first');
  switch (format) {
    case 'plain':
      return nip;
    case 'eu':
      return `PL${nip}`;
    case 'dashed':
      return `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
    case 'dashed-alt':
      return `${nip.slice(0, 3)}-${nip.slice(3, 5)}-${nip.slice(5, 7)}-${nip.slice(7)}`;
  }
}
