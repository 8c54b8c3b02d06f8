import { describe, expect, it } from 'vitest';
import type { JpkPurchaseRow, JpkSalesRow } from '@saldo/domain/jpk/jpk-types';
import { originalLine, splitJpkFile } from './jpk-split.ts';
import { jpkText, testHeader } from './jpk-test-books.ts';
import { validateJpkV7m } from './jpk-validate.ts';

const period = { year: 2026, month: 3 };

function sale(i: number, overrides: Partial<JpkSalesRow> = {}): JpkSalesRow {
  return {
    sourceId: `s${i}`,
    origin: 'invoice',
    counterparty: { countryCode: null, taxId: '5790004488', name: `Klient ${i}` },
    documentNumber: `FV/${i}/03/2026`,
    issueDate: '2026-03-02',
    saleDate: null,
    ksef: { kind: 'ksef', number: '5260251049-20260216-0A1B2C-3D4E5F-9C' },
    documentType: null,
    gtu: ['GTU_12'],
    procedures: [],
    badDebt: null,
    amounts: { K_19: 2_000_000, K_20: 460_000 },
    marginGross: null,
    splitPayment: false,
    correctionSign: null,
    ...overrides,
  };
}

function purchase(i: number, overrides: Partial<JpkPurchaseRow> = {}): JpkPurchaseRow {
  return {
    sourceId: `p${i}`,
    counterparty: { countryCode: null, taxId: '7740001454', name: `Dostawca ${i}` },
    documentNumber: `ZK/${i}/2026`,
    purchaseDate: '2026-03-05',
    receiptDate: null,
    ksef: { kind: 'BFK' },
    documentType: null,
    imported: false,
    amounts: { K_42: 5000, K_43: 1150 },
    marginPurchase: null,
    splitPayment: false,
    correctionSign: null,
    deductibility: { kind: 'full' },
    ...overrides,
  };
}

const rows = <T>(count: number, make: (i: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(i + 1));

describe('splitJpkFile', () => {
  it('gives each part the shared lines and its share of rows, and maps lines back', async () => {
    const text = await jpkText({
      header: testHeader(period),
      declaration: null,
      sales: rows(10, (i) => sale(i)),
      purchases: rows(7, (i) => purchase(i)),
    });
    const originalLines = text.split('\n');
    const parts = splitJpkFile(Buffer.from(text), 3);
    expect(parts).toHaveLength(3);
    const rowsSeen: string[] = [];
    parts?.forEach((part, index) => {
      const lines = Buffer.from(part.bytes).toString('utf8').split('\n');
      expect(lines[0]).toBe('<?xml version="1.0" encoding="UTF-8"?>');
      expect(lines.some((line) => line.includes('<SprzedazCtrl>'))).toBe(true);
      expect(lines.some((line) => line.includes('<ZakupCtrl>'))).toBe(true);
      lines.forEach((line, i) => {
        const original = originalLine(part, index, i + 1);
        if (line.includes('Wiersz>')) {
          rowsSeen.push(line);
          expect(original).not.toBeNull();
        }
        if (original !== null) expect(originalLines[original - 1]).toBe(line);
      });
    });
    expect(rowsSeen.sort()).toEqual(originalLines.filter((line) => line.includes('Wiersz>')).sort());
  });

  it('leaves a file it does not understand whole', () => {
    expect(
      splitJpkFile(
        Buffer.from('<JPK><SprzedazWiersz>\n<LpSprzedazy>1</LpSprzedazy></SprzedazWiersz></JPK>'),
        2,
      ),
    ).toBeNull();
    expect(splitJpkFile(Buffer.from('<JPK/>'), 2)).toBeNull();
  });
});

describe('validating a large file in parts', () => {
  it('finds an error in any part once, with its row', async () => {
    const count = 12_000;
    const text = await jpkText({
      header: testHeader(period, { taxOfficeCode: '0000' }),
      declaration: null,
      sales: rows(count, (i) => (i === 9_500 ? sale(i, { issueDate: '2026-02-30' }) : sale(i))),
      purchases: rows(20, (i) => (i === 3 ? purchase(i, { documentNumber: 'x'.repeat(300) }) : purchase(i))),
    });
    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    const result = await validateJpkV7m(
      (function* () {
        for (let at = 0; at < text.length; at += 100_000) yield text.slice(at, at + 100_000);
      })(),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ section, row, field, code }) => ({ section, row, field, code }))).toEqual([
      { section: 'header', row: null, field: 'KodUrzedu', code: 'schemaError.notInList' },
      { section: 'sales', row: 9_500, field: 'DataWystawienia', code: 'schemaError.invalidValue' },
      { section: 'purchases', row: 3, field: 'DowodZakupu', code: 'schemaError.tooLong' },
    ]);
  });
});
