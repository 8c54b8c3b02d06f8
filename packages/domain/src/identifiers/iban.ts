// IBAN (ISO 13616) for any country: country code, 2 check digits, BBAN; the number with the first four
// characters moved to the end and letters as 10..35 is ≡ 1 (mod 97). Lengths per country from the SWIFT
// IBAN registry, as tabulated by public IBAN libraries (IbanNet's registry table for the first block; the
// last row, later registry additions, cross-checked in several libraries). A bare 26-digit Polish NRB is
// accepted as PL unless disabled.

export type IbanInvalidReason = 'empty' | 'format' | 'country' | 'length' | 'checksum';

export type IbanResult =
  | {
      readonly ok: true;
      /** Electronic form: upper case, no spaces ("PL61109010140000071219812874"). */
      readonly value: string;
      readonly country: string;
      readonly bban: string;
    }
  | { readonly ok: false; readonly reason: IbanInvalidReason };

// prettier-ignore
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21,
  CR: 22, CY: 28, CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27,
  GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
  IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24,
  ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29,
  RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28, TL: 23, TN: 24,
  TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
  BI: 27, DJ: 27, FK: 18, HN: 28, LY: 25, MN: 20, NI: 28, OM: 23, RU: 33, SD: 18, SO: 23, YE: 30,
};

/** ISO 7064 MOD 97-10 over an IBAN-ordered alphanumeric string, in chunks so no bigint is needed. */
export function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const ch of alphanumeric) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? code - 55 : code - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The two check digits for a country and BBAN: ibanCheckDigits('PL', '109010140000071219812874') → '61'. */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return String(check).padStart(2, '0');
}

export interface ValidateIbanOptions {
  /** Treat 26 bare digits as a Polish NRB. Default true. */
  readonly assumePolandForNrb?: boolean;
}

export function validateIban(input: string, options: ValidateIbanOptions = {}): IbanResult {
  let text = input.replace(/[\s\u00a0-]/g, '').toUpperCase();
  if (text === '') return { ok: false, reason: 'empty' };
  if ((options.assumePolandForNrb ?? true) && /^\d{26}$/.test(text)) text = `PL${text}`;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(text)) return { ok: false, reason: 'format' };
  const country = text.slice(0, 2);
  const length = IBAN_LENGTHS[country];
  if (length === undefined) return { ok: false, reason: 'country' };
  if (text.length !== length) return { ok: false, reason: 'length' };
  if (mod97(text.slice(4) + text.slice(0, 4)) !== 1) return { ok: false, reason: 'checksum' };
  return { ok: true, value: text, country, bban: text.slice(4) };
}

export function isValidIban(input: string): boolean {
  return validateIban(input).ok;
}

/** Print form in groups of four: "PL61 1090 1014 0000 0712 1981 2874". */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
