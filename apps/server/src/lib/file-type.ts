export type DetectedFileType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'application/xml';

const signatures: { type: DetectedFileType; bytes: readonly number[] }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;
const isWhitespace = (byte: number | undefined) =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
const isAsciiLetter = (byte: number | undefined) =>
  byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);

/**
 * XML as e-invoices (KSeF, JPK) arrive: a UTF-8 BOM and whitespace may come first, then a declaration
 * or a root element. UTF-16 XML is not recognised: the e-invoice formats the app reads are UTF-8.
 */
function isXml(data: Uint8Array): boolean {
  let at = startsWith(data, UTF8_BOM) ? UTF8_BOM.length : 0;
  while (isWhitespace(data[at])) at += 1;
  if (data[at] !== 0x3c) return false; // <
  return startsWith(data, [0x3f, 0x78, 0x6d, 0x6c], at + 1) || isAsciiLetter(data[at + 1]); // ?xml
}

/**
 * The file's type read from its bytes alone: the file name and the sender's Content-Type are claims,
 * the bytes are what a viewer will actually decode. Anything else (an .exe renamed to .pdf, a PDF
 * with junk in front) is null, so the caller refuses it.
 */
export function detectFileType(data: Uint8Array): DetectedFileType | null {
  const match = signatures.find(({ bytes }) => startsWith(data, bytes));
  if (match) return match.type;
  return isXml(data) ? 'application/xml' : null;
}
