import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

describe('detectFileType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'application/pdf'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'), 'image/png'],
    ['XML with a declaration', bytes('<?xml version="1.0" encoding="UTF-8"?><Faktura/>'), 'application/xml'],
    [
      'XML with a BOM and whitespace',
      bytes([0xef, 0xbb, 0xbf], ' \r\n\t<?xml version="1.0"?>'),
      'application/xml',
    ],
    [
      'XML without a declaration',
      bytes('\n<Faktura xmlns="http://crd.gov.pl/wzor/2023/06/29/12648/">'),
      'application/xml',
    ],
  ])('recognises %s', (_name, data, type) => {
    expect(detectFileType(data)).toBe(type);
  });

  it.each([
    ['empty', bytes()],
    ['an .exe renamed to .pdf', bytes('MZ\x90\x00\x03\x00\x00\x00')],
    ['a PDF behind a text prefix', bytes('hello %PDF-1.7\n')],
    ['a PNG signature cut short', bytes([0x89], 'PNG')],
    ['plain text', bytes('Faktura VAT 1/2024')],
    ['a "<" that starts no element', bytes('<3 <!-- not a root element -->')],
    ['a BOM alone', bytes([0xef, 0xbb, 0xbf])],
  ])('refuses %s', (_name, data) => {
    expect(detectFileType(data)).toBeNull();
  });

  it('reads only the bytes it needs, so a short buffer is safe', () => {
    expect(detectFileType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(detectFileType(new Uint8Array([0x3c]))).toBeNull();
  });
});
