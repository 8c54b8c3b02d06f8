// Every official FA(3) sample is read into the domain's model and written back by the domain's
// serializer: the new file validates against the XSD and holds the same data, element for element.
import { fa3Decimal } from '@saldo/domain/ksef/fa3-decimal';
import {
  everyElementFa3InvoiceA,
  everyElementFa3InvoiceB,
  minimalFa3Invoice,
} from '@saldo/domain/ksef/fa3-fixtures';
import { serializeFa3 } from '@saldo/domain/ksef/fa3-serialize';
import { describe, expect, it } from 'vitest';
import { parseFa3 } from './fa3-parse.ts';
import { KsefParseError } from './ksef-invoice.ts';
import { fa3Sample, fixtureNames, readFixture } from './ksef-test-fixtures.ts';
import { type XmlValue, createTreeParser } from '../../lib/xml/xml-tree.ts';
import { validateKsefXml } from './ksef-xsd.ts';

const treeOf = createTreeParser(new Set(), { attributes: true });

/**
 * The document as data, for comparing two files: element names, repetition order, attributes and
 * texts. Amounts are written from grosze ("2051" comes back as "2051.00"), so a plain decimal loses
 * trailing zeros of its fraction before the comparison; every other text must be identical.
 */
function canonical(value: XmlValue): unknown {
  if (typeof value === 'string') return /^-?\d+\.\d+$/.test(value) ? value.replace(/\.?0+$/, '') : value;
  if (Array.isArray(value)) return value.map(canonical);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, canonical(child)]));
}

const first = (xml: string, element: string) => new RegExp(`<${element}>([^<]*)</${element}>`).exec(xml)?.[1];
const count = (xml: string, element: string) => xml.split(`<${element}>`).length - 1;
const amountOf = (text: string | undefined) => (text === undefined ? undefined : Number(text).toFixed(2));

describe('FA(3) samples: parsed into the model and written again', () => {
  const samples = fixtureNames('fa3');

  it('covers all 26 samples', () => {
    expect(samples).toHaveLength(26);
  });

  it.each(samples)('%s: nothing unsupported, still valid, same P_2, P_15, kind and lines', async (file) => {
    const original = readFixture(file);
    const { invoice, unsupported } = parseFa3(original);
    expect(unsupported).toEqual([]);

    const written = serializeFa3(invoice);
    await expect(validateKsefXml(written)).resolves.toEqual({ ok: true, schema: 'FA(3)' });
    expect(first(written, 'P_2')).toBe(first(original, 'P_2'));
    expect(amountOf(first(written, 'P_15'))).toBe(amountOf(first(original, 'P_15')));
    expect(first(written, 'RodzajFaktury')).toBe(first(original, 'RodzajFaktury'));
    expect(count(written, 'FaWiersz')).toBe(count(original, 'FaWiersz'));
    expect(invoice.fa.lines).toHaveLength(count(original, 'FaWiersz'));
  });

  it.each(samples)('%s: the written file holds every element, attribute and value of the sample', (file) => {
    const original = readFixture(file);
    const written = serializeFa3(parseFa3(original).invoice);
    expect(canonical(treeOf(written))).toEqual(canonical(treeOf(original)));
  });

  it('reads the figures of sample 21 (EUR) as grosze and exact decimals', () => {
    const { fa } = parseFa3(fa3Sample(21)).invoice;
    expect(fa.currency).toBe('EUR');
    expect(fa.amounts.basic).toEqual({ net: 1_356_000, vat: 311_880, vatPln: 1_376_814 });
    expect(fa.total).toBe(1_667_880);
    expect(fa.lines[0]?.exchangeRate).toEqual(fa3Decimal('4.4080'));
  });

  it('reads the choices of the samples: margin schemes, exemption, corrections, foreign buyers', () => {
    expect(parseFa3(fa3Sample(8)).invoice.fa.annotations.margin).toBe('used_goods');
    expect(parseFa3(fa3Sample(19)).invoice.fa.annotations.margin).toBe('travel');
    expect(parseFa3(fa3Sample(9)).invoice.fa.annotations.exemption).toMatchObject({
      kind: 'exempt',
      basis: 'act',
    });
    const correction = parseFa3(fa3Sample(2)).invoice.fa;
    expect(correction.correction?.corrected).toEqual([
      { issueDate: '2026-02-15', number: 'FV2026/02/150', ksefNumber: '9999999999-20230908-8BEF280C8D35-4D' },
    ]);
    expect(correction.lines.map((line) => line.before)).toEqual([true, false]);
    expect(parseFa3(fa3Sample(22)).invoice.buyer.identity.id).toEqual({
      kind: 'eu',
      countryCode: 'DE',
      vatNumber: expect.any(String),
    });
    expect(parseFa3(fa3Sample(23)).invoice.buyer.identity.id).toMatchObject({ kind: 'other' });
    expect(parseFa3(fa3Sample(14)).invoice.fa.advanceInvoices).toEqual([
      { kind: 'ksef', ksefNumber: '9999999999-20230908-8BEF280C8D35-4D' },
    ]);
  });
});

describe('FA(3) model fixtures: every element of the schema', () => {
  it.each([
    ['minimal', minimalFa3Invoice],
    ['every element, first branches', everyElementFa3InvoiceA],
    ['every element, other branches', everyElementFa3InvoiceB],
  ])('%s: valid against the XSD and read back into the same model', async (_name, build) => {
    const model = build();
    const xml = serializeFa3(model);
    await expect(validateKsefXml(xml)).resolves.toEqual({ ok: true, schema: 'FA(3)' });
    const { invoice, unsupported } = parseFa3(xml);
    expect(unsupported).toEqual([]);
    expect(invoice).toEqual(model);
  });
});

describe('FA(3) parser: what it does not take, it says', () => {
  it('lists elements and attributes outside the model with their paths', () => {
    const xml = fa3Sample(1)
      .replace('<P_2>', '<Nowe>x</Nowe><P_2 uwaga="1">')
      .replace('<NrWierszaFa>1</NrWierszaFa>', '<NrWierszaFa>1</NrWierszaFa><Extra><A>1</A></Extra>');
    expect(parseFa3(xml).unsupported).toEqual([
      '/Faktura/Fa/Nowe',
      '/Faktura/Fa/P_2/@uwaga',
      '/Faktura/Fa/FaWiersz/Extra',
    ]);
  });

  it('refuses what is not an FA(3) invoice, and values it cannot convert', () => {
    expect(() => parseFa3(readFixture('fa2/FA_2_Przyklad_2.xml'))).toThrow(KsefParseError);
    expect(() => parseFa3('<Faktura')).toThrow('Not well-formed XML');
    expect(() => parseFa3(fa3Sample(1).replace('<P_15>2051</P_15>', '<P_15>20,51</P_15>'))).toThrow(
      "P_15: '20,51' is not an amount.",
    );
    expect(() => parseFa3(fa3Sample(1).replace('<P_12>23</P_12>', '<P_12>24</P_12>'))).toThrow(
      "P_12: '24' is not allowed.",
    );
    expect(() => parseFa3(fa3Sample(1).replace('<P_8B>1</P_8B>', '<P_8B>1,5</P_8B>'))).toThrow(
      "P_8B: '1,5' is not a decimal.",
    );
    expect(() => parseFa3(fa3Sample(1).replace(/<P_2>.*<\/P_2>/, ''))).toThrow('/Faktura/Fa has no P_2.');
  });
});
