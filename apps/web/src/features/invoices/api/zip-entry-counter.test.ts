import { describe, expect, it } from 'vitest';
import { createZipEntryCounter } from './zip-entry-counter.ts';

/** A ZIP local file header for `name` followed by `body` (the counter reads only the header). */
function entry(name: string, body: string): Uint8Array {
  const nameBytes = new TextEncoder().encode(name);
  const header = new Uint8Array(30);
  header.set([0x50, 0x4b, 0x03, 0x04]);
  header[26] = nameBytes.length & 0xff;
  header[27] = nameBytes.length >> 8;
  const bodyBytes = new TextEncoder().encode(body);
  const out = new Uint8Array(30 + nameBytes.length + bodyBytes.length);
  out.set(header);
  out.set(nameBytes, 30);
  out.set(bodyBytes, 30 + nameBytes.length);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const archive = concat([
  entry('faktury/FV_1_11_2026.pdf', '%PDF-1.7 PK a body'),
  entry('ksef/FV_1_11_2026.xml', '<Faktura/>'),
  entry('faktury/FV_2_11_2026.pdf', '%PDF-1.7 another'),
  entry('rejestr-sprzedazy.csv', 'number;net'),
]);

describe('counting the invoices of a streamed export', () => {
  it('counts only the entries under the prefix', () => {
    expect(createZipEntryCounter('faktury/').push(archive)).toBe(2);
  });

  it('gives the same count however the bytes are split into chunks', () => {
    for (let cut = 1; cut < archive.length; cut += 1) {
      const counter = createZipEntryCounter('faktury/');
      counter.push(archive.slice(0, cut));
      expect(counter.push(archive.slice(cut))).toBe(2);
    }
  });

  it('counts an entry as soon as its header and name have arrived', () => {
    const counter = createZipEntryCounter('faktury/');
    expect(counter.push(archive.slice(0, 37))).toBe(0);
    expect(counter.push(archive.slice(37, 38))).toBe(1);
  });

  it('takes one byte at a time', () => {
    const counter = createZipEntryCounter('faktury/');
    let count = 0;
    for (const byte of archive) count = counter.push(new Uint8Array([byte]));
    expect(count).toBe(2);
  });
});
