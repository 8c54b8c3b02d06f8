// SMS length and alphabet. A text made only of GSM 03.38 characters goes as GSM-7: 160 characters
// in one SMS, 153 per part when longer. One character outside it (any Polish letter: ą ć ę ł ń ó ś
// ź ż are not in GSM-7) turns the whole text into UCS-2: 70 characters, 67 per part, so a Polish
// reminder with its bank account would cost 3 SMS instead of 1. Gateways bill per part.

/** GSM 03.38 default alphabet, one septet each (LF and CR included, ESC left out). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: ESC plus one septet, so each counts as two characters. */
const GSM7_EXTENDED = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsLength {
  readonly encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  readonly units: number;
  /** SMS billed: 1 up to 160/70 units, then parts of 153/67 that never split a character. */
  readonly parts: number;
}

const isGsm7Char = (char: string): boolean => GSM7_BASIC.has(char) || GSM7_EXTENDED.has(char);

export function isGsm7(text: string): boolean {
  for (const char of text) if (!isGsm7Char(char)) return false;
  return true;
}

export function smsLength(text: string): SmsLength {
  const encoding: SmsEncoding = isGsm7(text) ? 'gsm7' : 'ucs2';
  const sizes = [...text].map((char) =>
    encoding === 'gsm7' ? (GSM7_EXTENDED.has(char) ? 2 : 1) : char.length,
  );
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const single = encoding === 'gsm7' ? 160 : 70;
  if (units <= single) return { encoding, units, parts: 1 };
  // Concatenated SMS lose 7 septets (6 bytes of header) per part, and a two-unit character (an
  // escape pair, a surrogate pair) moves whole to the next part rather than being cut in two.
  const perPart = encoding === 'gsm7' ? 153 : 67;
  let parts = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > perPart) {
      parts += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, units, parts };
}

/** Letters with no decomposition (ł), and typography that has a plain GSM-7 twin. */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
  '…': '...',
  '•': '-',
};

/**
 * The text in GSM-7, or null when that would lose more than accents. Characters already in GSM-7 stay
 * (é, ö, ü, ñ…); Polish letters lose their marks (ą→a, ł→l, ż→z, Ó→O), the usual and readable way
 * Polish SMS are written; NBSP and typographic quotes and dashes become their plain forms. A character
 * with no such twin (Cyrillic, Greek lowercase, emoji) gives null: the caller keeps the original.
 */
export function toGsm7(text: string): string | null {
  let result = '';
  for (const char of text) {
    if (isGsm7Char(char)) {
      result += char;
      continue;
    }
    const replaced = REPLACEMENTS[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (replaced === '' || !isGsm7(replaced)) return null;
    result += replaced;
  }
  return result;
}

/** GSM-7 when it can be had by dropping accents, else the text as written (sent as UCS-2). */
export function smsFriendly(text: string): string {
  return toGsm7(text) ?? text.replace(/[\u00a0\u2007\u2009\u202f]/g, ' ');
}
