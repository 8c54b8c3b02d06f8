import { readFile } from 'node:fs/promises';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbBook } from '@saldo/domain/jpk/jpk-arbitraries';
import { registerTotals } from '@saldo/domain/jpk/jpk-amounts';
import type { JpkPurchaseRow, JpkSalesRow } from '@saldo/domain/jpk/jpk-types';
import { repoRoot } from '../../paths.ts';
import { parseJpkV7m } from './jpk-parse.ts';
import { fileInputOfBook, jpkText, testHeader } from './jpk-test-books.ts';
import { validateJpkV7m, validateJpkV7mFiles } from './jpk-validate.ts';
import { PROGRESS_EVERY, salesRowXml, writeJpkV7m } from './jpk-writer.ts';

const SAMPLE = `${repoRoot}/../shared/reference/schemas/examples/jpk/JPK_V7M3_sample_selfmade.xml`;
const period = { year: 2026, month: 3 };

const sale = (overrides: Partial<JpkSalesRow> = {}): JpkSalesRow => ({
  sourceId: 's',
  origin: 'invoice',
  counterparty: { countryCode: null, taxId: '5790004488', name: 'Klient A' },
  documentNumber: 'FV/1/03/2026',
  issueDate: '2026-03-02',
  saleDate: null,
  ksef: { kind: 'BFK' },
  documentType: null,
  gtu: [],
  procedures: [],
  badDebt: null,
  amounts: { K_19: 10000, K_20: 2300 },
  marginGross: null,
  splitPayment: false,
  correctionSign: null,
  ...overrides,
});

const purchase = (overrides: Partial<JpkPurchaseRow> = {}): JpkPurchaseRow => ({
  sourceId: 'p',
  counterparty: { countryCode: null, taxId: '7740001454', name: 'Dostawca C' },
  documentNumber: 'ZK/7/2026',
  purchaseDate: '2026-03-05',
  receiptDate: null,
  ksef: { kind: 'ksef', number: '7740001454-20260205-9F8E7D-6C5B4A-83' },
  documentType: null,
  imported: false,
  amounts: { K_42: 5000, K_43: 1150 },
  marginPurchase: null,
  splitPayment: false,
  correctionSign: null,
  deductibility: { kind: 'full' },
  ...overrides,
});

describe('the self-made sample', () => {
  it('is parsed and re-emitted to an equivalent file that validates', async () => {
    const original = await readFile(SAMPLE, 'utf8');
    expect(await validateJpkV7m(original)).toEqual({ ok: true });
    const parsed = parseJpkV7m(original);
    expect(parsed.sales).toHaveLength(3);
    expect(parsed.purchases).toHaveLength(1);
    expect(parsed.declaration?.fields).toMatchObject({ P_38: 4910, P_48: 1150, P_51: 3760 });
    const reemitted = await jpkText(parsed);
    expect(await validateJpkV7m(reemitted)).toEqual({ ok: true });
    expect(parseJpkV7m(reemitted)).toEqual(parsed);
    // The same elements with the same values, in the same order (layout and comments aside).
    const elements = (xml: string) =>
      [...xml.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<([A-Za-z_:0-9]+)[^>]*>([^<]*)/g)].map(
        ([, name, value]) => `${name}=${(value ?? '').trim()}`,
      );
    expect(elements(reemitted)).toEqual(elements(original));
  });
});

describe('writeJpkV7m', () => {
  it('writes the control sums: rows counted, FP rows out of the output VAT', async () => {
    const input = {
      header: testHeader(period),
      declaration: null,
      sales: [
        sale(),
        sale({ documentType: 'FP', amounts: { K_19: 100, K_20: 23 } }),
        sale({ amounts: { K_35: 50 } }),
      ],
      purchases: [purchase(), purchase({ amounts: { K_40: 1000, K_41: 230, K_45: -10 } })],
    };
    const text = await jpkText(input);
    expect(text).toContain(
      '<SprzedazCtrl><LiczbaWierszySprzedazy>3</LiczbaWierszySprzedazy><PodatekNalezny>22.50</PodatekNalezny></SprzedazCtrl>',
    );
    expect(text).toContain(
      '<ZakupCtrl><LiczbaWierszyZakupow>2</LiczbaWierszyZakupow><PodatekNaliczony>13.70</PodatekNaliczony></ZakupCtrl>',
    );
    expect(await validateJpkV7m(text)).toEqual({ ok: true });
  });

  it('writes a row on one line, its markers in schema order, both fields of a pair, escaped text', () => {
    const xml = salesRowXml(
      sale({
        counterparty: { countryCode: 'DE', taxId: '123456789', name: 'Smith & Sons <Ltd>' },
        saleDate: '2026-03-01',
        ksef: { kind: 'OFF' },
        documentType: 'WEW',
        gtu: ['GTU_12'],
        procedures: ['TP', 'MR_T'],
        badDebt: { kind: 'paid', date: '2026-01-15' },
        amounts: { K_20: -2300, K_10: 5 },
        marginGross: 12300,
      }),
      7,
    );
    expect(xml).toBe(
      '<SprzedazWiersz><LpSprzedazy>7</LpSprzedazy><KodKrajuNadaniaTIN>DE</KodKrajuNadaniaTIN>' +
        '<NrKontrahenta>123456789</NrKontrahenta><NazwaKontrahenta>Smith &amp; Sons &lt;Ltd&gt;</NazwaKontrahenta>' +
        '<DowodSprzedazy>FV/1/03/2026</DowodSprzedazy><DataWystawienia>2026-03-02</DataWystawienia>' +
        '<DataSprzedazy>2026-03-01</DataSprzedazy><OFF>1</OFF><TypDokumentu>WEW</TypDokumentu><GTU_12>1</GTU_12>' +
        '<TP>1</TP><MR_T>1</MR_T><KorektaPodstawyOpodt>1</KorektaPodstawyOpodt><DataZaplaty>2026-01-15</DataZaplaty>' +
        '<K_10>0.05</K_10><K_19>0.00</K_19><K_20>-23.00</K_20><SprzedazVAT_Marza>123.00</SprzedazVAT_Marza></SprzedazWiersz>',
    );
    expect(xml).not.toContain('\n');
  });

  it('streams a large register in chunks and reports progress', async () => {
    const rows = function* () {
      for (let i = 0; i < 5000; i++) yield sale({ documentNumber: `FV/${i}/03/2026` });
    };
    const progress: number[] = [];
    const chunks: string[] = [];
    for await (const chunk of writeJpkV7m(
      { header: testHeader(period), declaration: null, sales: rows(), purchases: [] },
      { onProgress: (n) => progress.push(n) },
    )) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBeGreaterThan(5);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(70 * 1024);
    // Every PROGRESS_EVERY rows, then once more at the end.
    expect(PROGRESS_EVERY).toBe(1000);
    expect(progress).toEqual([1000, 2000, 3000, 4000, 5000, 5000]);
  });

  it('writes a natural person, a refund with its offset, flags and the correction reason, all valid', async () => {
    const input = {
      header: testHeader(period, {
        purpose: 2,
        systemName: null,
        taxpayer: {
          kind: 'person',
          nip: '5260251049',
          firstName: 'Anna',
          lastName: 'Kowalska',
          birthDate: '1980-05-17',
          email: 'anna@example.pl',
          phone: '+48 600 100 200',
        },
      }),
      declaration: {
        fields: { P_38: 0, P_42: 10000, P_43: 2300, P_48: 2300, P_51: 0, P_53: 2300, P_54: 2000, P_62: 300 },
        refundTerm: 'P_560',
        refundOffset: { amount: 500, liability: 'PIT-4R' },
        flags: ['P_63', 'P_67'],
        correctionReason: 'Pominięta faktura zakupu ZK/7/2026 & inne.',
        totals: registerTotals([], [purchase()]),
        toPay: 0,
        carryForward: 300,
      },
      sales: [],
      purchases: [purchase()],
    } as const;
    const text = await jpkText(input);
    expect(text).toMatch(
      /<P_54>2000<\/P_54>\s*<P_560>1<\/P_560>\s*<P_59>1<\/P_59>\s*<P_60>500<\/P_60>\s*<P_61>PIT-4R<\/P_61>\s*<P_62>300<\/P_62>/,
    );
    expect(await validateJpkV7m(text)).toEqual({ ok: true });
  });
});

describe('files from random books', () => {
  it('all validate against the real schema', async () => {
    const books = fc.sample(arbBook(period, 25), { numRuns: 40, seed: 20261125 });
    const texts = await Promise.all(
      books.map((book, i) =>
        jpkText(fileInputOfBook(period, book, testHeader(period, { purpose: i % 5 === 0 ? 2 : 1 }))),
      ),
    );
    const results = await validateJpkV7mFiles(texts);
    const failures = results.flatMap((result, i) => (result.ok ? [] : [{ i, errors: result.errors }]));
    expect(failures).toEqual([]);
  });
});

describe('a wrong file', () => {
  it('yields errors that name the part, the row and the field', async () => {
    const input = {
      header: testHeader({ year: 2026, month: 3 }, { taxOfficeCode: '9999' }),
      declaration: null,
      sales: [sale(), sale({ ksef: { kind: 'ksef', number: 'not-a-ksef-number' } })],
      purchases: [
        purchase(),
        purchase({ counterparty: { countryCode: null, taxId: '7740001454', name: ' ' } }),
      ],
    };
    const result = await validateJpkV7m(await jpkText(input));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map(({ section, row, field, code }) => ({ section, row, field, code }))).toEqual([
      { section: 'header', row: null, field: 'KodUrzedu', code: 'schemaError.notInList' },
      { section: 'sales', row: 2, field: 'NrKSeF', code: 'schemaError.pattern' },
      { section: 'purchases', row: 2, field: 'NazwaDostawcy', code: 'schemaError.tooShort' },
    ]);
    expect(result.errors[1]?.params).toEqual({ value: 'not-a-ksef-number' });
  });

  it('says a file that is not XML is not well-formed', async () => {
    const result = await validateJpkV7m('<JPK><Naglowek></JPK>');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.code).toBe('schemaError.notWellFormed');
  });
});
