// KSeF invoice number, 35 characters: NNNNNNNNNN-YYYYMMDD-XXXXXXXXXXXX-CC — seller NIP, date of
// acceptance, 12 hex technical characters, and CRC-8 (poly 0x07, init 0x00) of the first 32 characters
// as two upper-case hex digits (ksef-docs, verified with pl_checksums.py).
//
// KSeF 2.0 still accepts the 36-character numbers of KSeF 1.0, NNNNNNNNNN-YYYYMMDD-XXXXXX-XXXXXX-CC
// (open-api.json, KsefNumber: "Numer KSeF o długości 36 znaków jest akceptowany, by zachować
// kompatybilność wsteczną z KSeF 1.0"), and they come back in metadata and downloads. The documents
// define the CRC only for the 35-character form (faktury/numer-ksef.md; the official C# validator
// refuses any other length), so a 36-character number is checked against the official pattern and
// its date, not against a checksum nobody documents.
import { isValidDate, toIsoDate, type IsoDate } from '../dates/calendar.ts';

export type KsefNumberInvalidReason = 'empty' | 'length' | 'format' | 'date' | 'checksum';

export type KsefNumberResult =
  | {
      readonly ok: true;
      readonly value: string;
      readonly nip: string;
      readonly date: IsoDate;
      readonly technical: string;
    }
  | { readonly ok: false; readonly reason: KsefNumberInvalidReason };

export function crc8(text: string): number {
  let crc = 0;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) & 0xff;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function checksumHex(first32: string): string {
  return crc8(first32).toString(16).toUpperCase().padStart(2, '0');
}

export function validateKsefNumber(input: string): KsefNumberResult {
  // Hex is case-insensitive for people pasting numbers; the CRC is defined on the upper-case form.
  const text = input.trim().toUpperCase();
  if (text === '') return { ok: false, reason: 'empty' };
  if (text.length === 36) return validateLegacyKsefNumber(text);
  if (text.length !== 35) return { ok: false, reason: 'length' };
  const match = /^(\d{10})-(\d{4})(\d{2})(\d{2})-([0-9A-F]{12})-([0-9A-F]{2})$/.exec(text);
  if (match === null) return { ok: false, reason: 'format' };
  const [, nip = '', y = '', m = '', d = '', technical = '', crc = ''] = match;
  if (!isValidDate(Number(y), Number(m), Number(d))) return { ok: false, reason: 'date' };
  if (checksumHex(text.slice(0, 32)) !== crc) return { ok: false, reason: 'checksum' };
  return { ok: true, value: text, nip, date: toIsoDate(Number(y), Number(m), Number(d)), technical };
}

function validateLegacyKsefNumber(text: string): KsefNumberResult {
  const match = /^(\d{10})-(\d{4})(\d{2})(\d{2})-([0-9A-F]{6})-([0-9A-F]{6})-([0-9A-F]{2})$/.exec(text);
  if (match === null) return { ok: false, reason: 'format' };
  const [, nip = '', y = '', m = '', d = '', first = '', second = ''] = match;
  if (!isValidDate(Number(y), Number(m), Number(d))) return { ok: false, reason: 'date' };
  return {
    ok: true,
    value: text,
    nip,
    date: toIsoDate(Number(y), Number(m), Number(d)),
    technical: `${first}${second}`,
  };
}

export function isValidKsefNumber(input: string): boolean {
  return validateKsefNumber(input).ok;
}

/** Builds a number with its checksum (for fixtures and the KSeF test environment). */
export function buildKsefNumber(nip: string, date: IsoDate, technical: string): string {
  if (!/^\d{10}$/.test(nip) || !/^[0-9A-F]{12}$/i.test(technical)) {
    throw new RangeError('buildKsefNumber expects a 10-digit NIP and 12 hex characters');
  }
  const first32 = `${nip}-${date.replace(/-/g, '')}-${technical.toUpperCase()}`;
  return `${first32}-${checksumHex(first32)}`;
}
