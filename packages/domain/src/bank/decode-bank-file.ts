/**
 * Polish bank files come in UTF-8, Windows-1250, ISO-8859-2 or CP852 (the reference's section 3).
 * Strict UTF-8 is tried first (a BOM or valid multi-byte sequences); otherwise each single-byte code
 * page decodes the file and the one whose result reads most like Polish wins, so "Zapłata za fakturę"
 * never arrives as "Zap³ata" or "Zapˇata".
 */
export type BankFileEncoding = 'utf-8' | 'windows-1250' | 'iso-8859-2' | 'cp852';

export interface DecodedBankFile {
  readonly text: string;
  readonly encoding: BankFileEncoding;
}

const SINGLE_BYTE: readonly Exclude<BankFileEncoding, 'utf-8'>[] = ['windows-1250', 'iso-8859-2', 'cp852'];
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g;
// What a wrong code page makes of Polish letters: control characters, box drawing, odd symbols.
const NOISE =
  /[\u0080-\u009f\u00a1-\u00bf\u00d7\u00f7\u02c7\u02d8\u02dd\u2500-\u257f\u00a4\u00a6\u00a7\u00a8\u00b4\u00b8]/g;

export function decodeBankFile(bytes: Uint8Array): DecodedBankFile {
  const withoutBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(withoutBom), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: one of the single-byte code pages.
  }
  let best: DecodedBankFile | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const encoding of SINGLE_BYTE) {
    const text = decodeSingleByte(bytes, encoding);
    const score = (text.match(POLISH)?.length ?? 0) - 3 * (text.match(NOISE)?.length ?? 0);
    if (score > bestScore) {
      best = { text, encoding };
      bestScore = score;
    }
  }
  return best ?? { text: new TextDecoder('windows-1250').decode(bytes), encoding: 'windows-1250' };
}

function decodeSingleByte(bytes: Uint8Array, encoding: Exclude<BankFileEncoding, 'utf-8'>): string {
  if (encoding !== 'cp852') return new TextDecoder(encoding).decode(bytes);
  // The WHATWG decoders have no CP852 (DOS Latin 2); its upper half is small enough to carry here.
  let text = '';
  for (const byte of bytes)
    text += byte < 0x80 ? String.fromCharCode(byte) : (CP852_HIGH[byte - 0x80] ?? '\ufffd');
  return text;
}

const CP852_HIGH = [
  ...'ÇüéâäůćçłëŐőîŹÄĆÉĹĺôöĽľŚśÖÜŤťŁ×čáíóúĄąŽžĘę¬źČş«»░▒▓│┤ÁÂĚŞ╣║╗╝Żż┐└┴┬├─┼Ăă╚╔╩╦╠═╬¤đĐĎËďŇÍÎě┘┌█▄ŢŮ▀ÓßÔŃńňŠšŔÚŕŰýÝţ´\u00ad˝˛ˇ˘§÷¸°¨˙űŘř■\u00a0',
];
