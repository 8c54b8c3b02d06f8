import { describe, expect, it } from 'vitest';
import { decodeBankFile } from './decode-bank-file.ts';

const TEXT = 'Zapłata za fakturę, Łódź, Śląsk, żółć';
// The same text in each code page (bytes from Python's codecs).
const BYTES = {
  'windows-1250': [
    90, 97, 112, 179, 97, 116, 97, 32, 122, 97, 32, 102, 97, 107, 116, 117, 114, 234, 44, 32, 163, 243, 100,
    159, 44, 32, 140, 108, 185, 115, 107, 44, 32, 191, 243, 179, 230,
  ],
  'iso-8859-2': [
    90, 97, 112, 179, 97, 116, 97, 32, 122, 97, 32, 102, 97, 107, 116, 117, 114, 234, 44, 32, 163, 243, 100,
    188, 44, 32, 166, 108, 177, 115, 107, 44, 32, 191, 243, 179, 230,
  ],
  cp852: [
    90, 97, 112, 136, 97, 116, 97, 32, 122, 97, 32, 102, 97, 107, 116, 117, 114, 169, 44, 32, 157, 162, 100,
    171, 44, 32, 151, 108, 165, 115, 107, 44, 32, 190, 162, 136, 134,
  ],
} as const;

describe('decodeBankFile', () => {
  it.each(Object.entries(BYTES))('recognises %s and decodes Polish letters', (encoding, bytes) => {
    expect(decodeBankFile(Uint8Array.from(bytes))).toEqual({ text: TEXT, encoding });
  });

  it('reads UTF-8, with or without a byte order mark', () => {
    const utf8 = new TextEncoder().encode(TEXT);
    expect(decodeBankFile(utf8)).toEqual({ text: TEXT, encoding: 'utf-8' });
    expect(decodeBankFile(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      text: TEXT,
      encoding: 'utf-8',
    });
  });

  it('leaves plain ASCII as it is', () => {
    expect(decodeBankFile(new TextEncoder().encode(':20:MT940')).text).toBe(':20:MT940');
  });
});
