// Phone numbers as SMS gateways want them: MSISDN digits with the country code and nothing else.

/** What people put between digits: spaces, dashes, dots, brackets, slashes. */
const SEPARATORS = /[\s\u00a0\-.()/]/g;

/** Polish national numbers have 9 digits and never start with 0 (no trunk prefix since 2002). */
const POLISH_NATIONAL = /^[1-9]\d{8}$/;

/**
 * "500 100 200", "+48 500-100-200", "0048500100200", "48500100200" → "48500100200"; a foreign number
 * written with its country code ("+49 151 2345678", "0049…") keeps it ("491512345678"). Anything
 * else is null: letters, a national number of another country without its code, too few or too many
 * digits (E.164 allows 15), so the caller can say "wrong number" before paying for an attempt.
 */
export function normalizePhoneForSms(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, '');
  let international: string;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else if (POLISH_NATIONAL.test(compact)) return `48${compact}`;
  else if (/^48\d{9}$/.test(compact)) international = compact;
  else return null;

  if (!/^[1-9]\d{7,14}$/.test(international)) return null;
  if (international.startsWith('48')) {
    return POLISH_NATIONAL.test(international.slice(2)) ? international : null;
  }
  return international;
}
