import { describe, expect, it } from 'vitest';
import { fa3Decimal } from './fa3-decimal.ts';
import { everyElementFa3InvoiceA, everyElementFa3InvoiceB, minimalFa3Invoice } from './fa3-fixtures.ts';
import type { Fa3Body, Fa3Invoice, Fa3Line } from './fa3-model.ts';
import { Fa3SerializeError, serializeFa3 } from './fa3-serialize.ts';

/** Names of the direct children of the first `<parent>` element, read from the indented output. */
function childNames(xml: string, parent: string): string[] {
  const lines = xml.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\s*<${parent}[ >]`).test(line));
  if (start === -1) throw new Error(`no ${parent}`);
  const indent = (lines[start] ?? '').search(/\S/);
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const depth = line.search(/\S/);
    if (depth <= indent) break;
    const match = /^\s*<([A-Za-z0-9_]+)/.exec(line);
    if (depth === indent + 2 && match?.[1] !== undefined) names.push(match[1]);
  }
  return names;
}

/** Consecutive repeats collapsed: the order of kinds of elements, as an xsd:sequence states it. */
const kinds = (names: readonly string[]) => names.filter((name, i) => name !== names[i - 1]);

const withFa = (fa: Partial<Fa3Body>): Fa3Invoice => {
  const invoice = minimalFa3Invoice();
  return { ...invoice, fa: { ...invoice.fa, ...fa } };
};
const withLine = (line: Partial<Fa3Line>): Fa3Invoice => {
  const [first] = minimalFa3Invoice().fa.lines;
  if (first === undefined) throw new Error('fixture has a line');
  return withFa({ lines: [{ ...first, ...line }] });
};

describe('FA(3) serializer: the smallest invoice', () => {
  it('writes exactly the required elements, in schema order', () => {
    expect(serializeFa3(minimalFa3Invoice())).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/" xmlns:etd="http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/">
  <Naglowek>
    <KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>
    <WariantFormularza>3</WariantFormularza>
    <DataWytworzeniaFa>2026-02-01T00:00:00Z</DataWytworzeniaFa>
  </Naglowek>
  <Podmiot1>
    <DaneIdentyfikacyjne>
      <NIP>9999999999</NIP>
      <Nazwa>ABC AGD sp. z o. o.</Nazwa>
    </DaneIdentyfikacyjne>
    <Adres>
      <KodKraju>PL</KodKraju>
      <AdresL1>ul. Kwiatowa 1 m. 2</AdresL1>
      <AdresL2>00-001 Warszawa</AdresL2>
    </Adres>
  </Podmiot1>
  <Podmiot2>
    <DaneIdentyfikacyjne>
      <NIP>1111111111</NIP>
      <Nazwa>F.H.U. Jan Kowalski</Nazwa>
    </DaneIdentyfikacyjne>
    <JST>2</JST>
    <GV>2</GV>
  </Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty>
    <P_1>2026-02-15</P_1>
    <P_2>FV2026/02/150</P_2>
    <P_13_1>100.00</P_13_1>
    <P_14_1>23.00</P_14_1>
    <P_15>123.00</P_15>
    <Adnotacje>
      <P_16>2</P_16>
      <P_17>2</P_17>
      <P_18>2</P_18>
      <P_18A>2</P_18A>
      <Zwolnienie>
        <P_19N>1</P_19N>
      </Zwolnienie>
      <NoweSrodkiTransportu>
        <P_22N>1</P_22N>
      </NoweSrodkiTransportu>
      <P_23>2</P_23>
      <PMarzy>
        <P_PMarzyN>1</P_PMarzyN>
      </PMarzy>
    </Adnotacje>
    <RodzajFaktury>VAT</RodzajFaktury>
    <FaWiersz>
      <NrWierszaFa>1</NrWierszaFa>
      <P_7>lodówka</P_7>
      <P_8A>szt.</P_8A>
      <P_8B>1</P_8B>
      <P_9A>100.00</P_9A>
      <P_11>100.00</P_11>
      <P_12>23</P_12>
    </FaWiersz>
  </Fa>
</Faktura>
`);
  });
});

// The orders below are copied from schemat_FA(3)_v1-0E.xsd by hand; the server tests also validate
// the same fixtures against the XSD itself.
describe('FA(3) serializer: schema order of every element', () => {
  const a = serializeFa3(everyElementFa3InvoiceA());
  const b = serializeFa3(everyElementFa3InvoiceB());

  it('Faktura, Naglowek and the parties', () => {
    expect(childNames(a, 'Faktura')).toEqual([
      'Naglowek',
      'Podmiot1',
      'Podmiot2',
      'Podmiot3',
      'Podmiot3',
      'PodmiotUpowazniony',
      'Fa',
      'Stopka',
      'Zalacznik',
    ]);
    expect(childNames(a, 'Naglowek')).toEqual([
      'KodFormularza',
      'WariantFormularza',
      'DataWytworzeniaFa',
      'SystemInfo',
    ]);
    expect(kinds(childNames(a, 'Podmiot1'))).toEqual([
      'PrefiksPodatnika',
      'NrEORI',
      'DaneIdentyfikacyjne',
      'Adres',
      'AdresKoresp',
      'DaneKontaktowe',
      'StatusInfoPodatnika',
    ]);
    expect(childNames(a, 'Podmiot2')).toEqual([
      'NrEORI',
      'DaneIdentyfikacyjne',
      'Adres',
      'AdresKoresp',
      'DaneKontaktowe',
      'NrKlienta',
      'IDNabywcy',
      'JST',
      'GV',
    ]);
    expect(childNames(a, 'Podmiot3')).toEqual([
      'IDNabywcy',
      'NrEORI',
      'DaneIdentyfikacyjne',
      'Adres',
      'AdresKoresp',
      'DaneKontaktowe',
      'Rola',
      'Udzial',
      'NrKlienta',
    ]);
    expect(childNames(a, 'PodmiotUpowazniony')).toEqual([
      'NrEORI',
      'DaneIdentyfikacyjne',
      'Adres',
      'AdresKoresp',
      'DaneKontaktowe',
      'RolaPU',
    ]);
    expect(childNames(a, 'Adres')).toEqual(['KodKraju', 'AdresL1', 'AdresL2', 'GLN']);
  });

  it('Fa, with every bucket', () => {
    expect(kinds(childNames(a, 'Fa'))).toEqual([
      'KodWaluty',
      'P_1',
      'P_1M',
      'P_2',
      'WZ',
      'P_6',
      'P_13_1',
      'P_14_1',
      'P_14_1W',
      'P_13_2',
      'P_14_2',
      'P_14_2W',
      'P_13_3',
      'P_14_3',
      'P_14_3W',
      'P_13_4',
      'P_14_4',
      'P_14_4W',
      'P_13_5',
      'P_14_5',
      'P_13_6_1',
      'P_13_6_2',
      'P_13_6_3',
      'P_13_7',
      'P_13_8',
      'P_13_9',
      'P_13_10',
      'P_13_11',
      'P_15',
      'KursWalutyZ',
      'Adnotacje',
      'RodzajFaktury',
      'PrzyczynaKorekty',
      'TypKorekty',
      'DaneFaKorygowanej',
      'OkresFaKorygowanej',
      'NrFaKorygowany',
      'Podmiot1K',
      'Podmiot2K',
      'P_15ZK',
      'KursWalutyZK',
      'ZaliczkaCzesciowa',
      'FP',
      'TP',
      'DodatkowyOpis',
      'FakturaZaliczkowa',
      'ZwrotAkcyzy',
      'FaWiersz',
      'Rozliczenie',
      'Platnosc',
      'WarunkiTransakcji',
      'Zamowienie',
    ]);
    expect(childNames(b, 'OkresFa')).toEqual(['P_6_Od', 'P_6_Do']);
  });

  it('Adnotacje and both branches of its choices', () => {
    expect(childNames(a, 'Adnotacje')).toEqual([
      'P_16',
      'P_17',
      'P_18',
      'P_18A',
      'Zwolnienie',
      'NoweSrodkiTransportu',
      'P_23',
      'PMarzy',
    ]);
    expect(childNames(a, 'Zwolnienie')).toEqual(['P_19', 'P_19A']);
    expect(childNames(b, 'Zwolnienie')).toEqual(['P_19', 'P_19B']);
    expect(childNames(a, 'PMarzy')).toEqual(['P_PMarzy', 'P_PMarzy_3_1']);
    expect(childNames(b, 'PMarzy')).toEqual(['P_PMarzy', 'P_PMarzy_2']);
    expect(childNames(a, 'NowySrodekTransportu')).toEqual([
      'P_22A',
      'P_NrWierszaNST',
      'P_22BMK',
      'P_22BMD',
      'P_22BK',
      'P_22BNR',
      'P_22BRP',
      'P_22B',
      'P_22B1',
      'P_22BT',
    ]);
    expect(b).toContain('<P_42_5>2</P_42_5>');
    expect(b).toMatch(/<P_22C>120<\/P_22C>\s*<P_22C1>H-1<\/P_22C1>/);
    expect(b).toMatch(/<P_22D>80<\/P_22D>\s*<P_22D1>SN1<\/P_22D1>/);
  });

  it('the correction block, advances and lines', () => {
    expect(childNames(a, 'DaneFaKorygowanej')).toEqual([
      'DataWystFaKorygowanej',
      'NrFaKorygowanej',
      'NrKSeF',
      'NrKSeFFaKorygowanej',
    ]);
    expect(childNames(b, 'DaneFaKorygowanej')).toEqual([
      'DataWystFaKorygowanej',
      'NrFaKorygowanej',
      'NrKSeFN',
    ]);
    expect(childNames(a, 'Podmiot1K')).toEqual(['PrefiksPodatnika', 'DaneIdentyfikacyjne', 'Adres']);
    expect(childNames(a, 'Podmiot2K')).toEqual(['DaneIdentyfikacyjne', 'Adres', 'IDNabywcy']);
    expect(childNames(a, 'ZaliczkaCzesciowa')).toEqual(['P_6Z', 'P_15Z', 'KursWalutyZW']);
    expect(childNames(a, 'DodatkowyOpis')).toEqual(['NrWiersza', 'Klucz', 'Wartosc']);
    expect(childNames(b, 'FakturaZaliczkowa')).toEqual(['NrKSeFZN', 'NrFaZaliczkowej']);
    expect(childNames(a, 'FaWiersz')).toEqual([
      'NrWierszaFa',
      'UU_ID',
      'P_6A',
      'P_7',
      'Indeks',
      'GTIN',
      'PKWiU',
      'CN',
      'PKOB',
      'P_8A',
      'P_8B',
      'P_9A',
      'P_9B',
      'P_10',
      'P_11',
      'P_11A',
      'P_11Vat',
      'P_12',
      'P_12_XII',
      'P_12_Zal_15',
      'KwotaAkcyzy',
      'GTU',
      'Procedura',
      'KursWaluty',
      'StanPrzed',
    ]);
  });

  it('Rozliczenie, Platnosc, WarunkiTransakcji, Zamowienie', () => {
    expect(childNames(a, 'Rozliczenie')).toEqual([
      'Obciazenia',
      'SumaObciazen',
      'Odliczenia',
      'SumaOdliczen',
      'DoZaplaty',
    ]);
    expect(childNames(b, 'Rozliczenie')).toEqual(['DoRozliczenia']);
    expect(childNames(a, 'Platnosc')).toEqual([
      'Zaplacono',
      'DataZaplaty',
      'TerminPlatnosci',
      'TerminPlatnosci',
      'FormaPlatnosci',
      'RachunekBankowy',
      'RachunekBankowyFaktora',
      'Skonto',
      'LinkDoPlatnosci',
      'IPKSeF',
    ]);
    expect(kinds(childNames(b, 'Platnosc'))).toEqual([
      'ZnacznikZaplatyCzesciowej',
      'ZaplataCzesciowa',
      'TerminPlatnosci',
      'PlatnoscInna',
      'OpisPlatnosci',
    ]);
    expect(childNames(b, 'ZaplataCzesciowa')).toEqual([
      'KwotaZaplatyCzesciowej',
      'DataZaplatyCzesciowej',
      'PlatnoscInna',
      'OpisPlatnosci',
    ]);
    expect(childNames(a, 'RachunekBankowy')).toEqual([
      'NrRB',
      'SWIFT',
      'RachunekWlasnyBanku',
      'NazwaBanku',
      'OpisRachunku',
    ]);
    expect(kinds(childNames(a, 'WarunkiTransakcji'))).toEqual([
      'Umowy',
      'Zamowienia',
      'NrPartiiTowaru',
      'WarunkiDostawy',
      'KursUmowny',
      'WalutaUmowna',
      'Transport',
      'PodmiotPosredniczacy',
    ]);
    expect(kinds(childNames(a, 'Transport'))).toEqual([
      'RodzajTransportu',
      'Przewoznik',
      'NrZleceniaTransportu',
      'OpisLadunku',
      'JednostkaOpakowania',
      'DataGodzRozpTransportu',
      'DataGodzZakTransportu',
      'WysylkaZ',
      'WysylkaPrzez',
      'WysylkaDo',
    ]);
    expect(childNames(b, 'Transport')).toEqual([
      'TransportInny',
      'OpisInnegoTransportu',
      'NrZleceniaTransportu',
      'LadunekInny',
      'OpisInnegoLadunku',
      'JednostkaOpakowania',
      'DataGodzRozpTransportu',
      'DataGodzZakTransportu',
      'WysylkaZ',
      'WysylkaDo',
    ]);
    expect(childNames(a, 'ZamowienieWiersz')).toEqual([
      'NrWierszaZam',
      'UU_IDZ',
      'P_7Z',
      'IndeksZ',
      'GTINZ',
      'PKWiUZ',
      'CNZ',
      'PKOBZ',
      'P_8AZ',
      'P_8BZ',
      'P_9AZ',
      'P_11NettoZ',
      'P_11VatZ',
      'P_12Z',
      'P_12Z_XII',
      'P_12Z_Zal_15',
      'GTUZ',
      'ProceduraZ',
      'KwotaAkcyzyZ',
      'StanPrzedZ',
    ]);
  });

  it('Stopka and Zalacznik', () => {
    expect(kinds(childNames(a, 'Stopka'))).toEqual(['Informacje', 'Rejestry']);
    expect(childNames(a, 'Rejestry')).toEqual(['PelnaNazwa', 'KRS', 'REGON', 'BDO']);
    expect(childNames(a, 'BlokDanych')).toEqual(['ZNaglowek', 'MetaDane', 'Tekst', 'Tabela']);
    expect(kinds(childNames(a, 'Tabela'))).toEqual(['TMetaDane', 'Opis', 'TNaglowek', 'Wiersz', 'Suma']);
    expect(a).toContain('<Kol Typ="dec">');
    expect(b).toContain('<Stopka/>');
  });

  it('the parties’ identifier choice: NIP, EU VAT number, other id with or without country, none', () => {
    expect(childNames(b, 'Podmiot2')).toEqual(['DaneIdentyfikacyjne', 'JST', 'GV']);
    expect(b).toMatch(/<KodUE>DE<\/KodUE>\s*<NrVatUE>123456789<\/NrVatUE>\s*<Nazwa>Kunde GmbH<\/Nazwa>/);
    expect(b).toMatch(/<KodKraju>US<\/KodKraju>\s*<NrID>12-3456789<\/NrID>/);
    expect(b).toMatch(/<DaneIdentyfikacyjne>\s*<NrID>X1<\/NrID>\s*<\/DaneIdentyfikacyjne>/);
    expect(b).toMatch(/<DaneIdentyfikacyjne>\s*<BrakID>1<\/BrakID>\s*<\/DaneIdentyfikacyjne>/);
    expect(a).toMatch(/<DaneIdentyfikacyjne>\s*<IDWew>3333333333-00001<\/IDWew>/);
  });
});

describe('FA(3) serializer: values', () => {
  it('writes amounts from grosze with two decimals, negatives and zero included', () => {
    const xml = serializeFa3(
      withFa({
        amounts: { basic: { net: -5, vat: 0 }, exempt: 123_456_789_012 },
        total: 0,
      }),
    );
    expect(xml).toContain('<P_13_1>-0.05</P_13_1>');
    expect(xml).toContain('<P_14_1>0.00</P_14_1>');
    expect(xml).toContain('<P_13_7>1234567890.12</P_13_7>');
    expect(xml).toContain('<P_15>0.00</P_15>');
  });

  it('writes decimals with exactly their digits', () => {
    const xml = serializeFa3(
      withLine({
        quantity: fa3Decimal('0.000001'),
        unitNetPrice: fa3Decimal('99999999999999.99999999'),
        exchangeRate: fa3Decimal('4.4080'),
      }),
    );
    expect(xml).toContain('<P_8B>0.000001</P_8B>');
    expect(xml).toContain('<P_9A>99999999999999.99999999</P_9A>');
    expect(xml).toContain('<KursWaluty>4.4080</KursWaluty>');
  });

  it('refuses an amount that is not whole grosze instead of rounding it', () => {
    expect(() => serializeFa3(withFa({ total: 12.5 }))).toThrow(Fa3SerializeError);
    expect(() => serializeFa3(withFa({ total: 12.5 }))).toThrow('P_15: 12.5 is not a whole number of grosze');
    expect(() => serializeFa3(withFa({ total: Number.MAX_SAFE_INTEGER + 1 }))).toThrow(Fa3SerializeError);
  });

  it('refuses decimals finer than the schema type allows', () => {
    expect(() => serializeFa3(withLine({ unitNetPrice: fa3Decimal('1.123456789') }))).toThrow(
      'P_9A: 9 decimals, the schema allows 8',
    );
    expect(() => serializeFa3(withLine({ quantity: fa3Decimal('1.1234567') }))).toThrow(
      'P_8B: 7 decimals, the schema allows 6',
    );
    expect(() => serializeFa3(withLine({ exchangeRate: fa3Decimal('4.1234567') }))).toThrow(
      'KursWaluty: 7 decimals',
    );
  });

  it('refuses malformed dates and date-times', () => {
    expect(() => serializeFa3(withFa({ issueDate: '15.02.2026' }))).toThrow("P_1: '15.02.2026'");
    expect(() => serializeFa3(withFa({ issueDate: '2026-13-01' }))).toThrow(Fa3SerializeError);
    const invoice = minimalFa3Invoice();
    expect(() => serializeFa3({ ...invoice, header: { createdAt: '2026-02-01 10:00' } })).toThrow(
      'DataWytworzeniaFa',
    );
    expect(serializeFa3({ ...invoice, header: { createdAt: '2026-02-01T10:00:00.123+01:00' } })).toContain(
      '<DataWytworzeniaFa>2026-02-01T10:00:00.123+01:00</DataWytworzeniaFa>',
    );
  });

  it('escapes texts and drops characters XML cannot carry', () => {
    const xml = serializeFa3(withLine({ name: 'Śruby & nakrętki <M8> "x" \u0007ok\r' }));
    expect(xml).toContain('<P_7>Śruby &amp; nakrętki &lt;M8&gt; "x" ok&#13;</P_7>');
  });

  it('writes 1/2 flags as 1 or 2 and TWybor1 flags only when set', () => {
    const xml = serializeFa3(
      withFa({
        annotations: { ...minimalFa3Invoice().fa.annotations, splitPayment: true, reverseCharge: true },
      }),
    );
    expect(xml).toContain('<P_18>1</P_18>');
    expect(xml).toContain('<P_18A>1</P_18A>');
    expect(xml).toContain('<P_16>2</P_16>');
    expect(xml).not.toContain('<FP>');
    expect(xml).not.toContain('StanPrzed');
    expect(serializeFa3(withLine({ before: true, annex15: true }))).toMatch(
      /<P_12_Zal_15>1<\/P_12_Zal_15>\s*<StanPrzed>1<\/StanPrzed>/,
    );
  });

  it('writes each margin scheme and exemption basis to its own element', () => {
    const annotations = minimalFa3Invoice().fa.annotations;
    const margin = (scheme: 'travel' | 'used_goods' | 'works_of_art' | 'antiques') =>
      childNames(serializeFa3(withFa({ annotations: { ...annotations, margin: scheme } })), 'PMarzy');
    expect(margin('travel')).toEqual(['P_PMarzy', 'P_PMarzy_2']);
    expect(margin('used_goods')).toEqual(['P_PMarzy', 'P_PMarzy_3_1']);
    expect(margin('works_of_art')).toEqual(['P_PMarzy', 'P_PMarzy_3_2']);
    expect(margin('antiques')).toEqual(['P_PMarzy', 'P_PMarzy_3_3']);
    const basis = serializeFa3(
      withFa({ annotations: { ...annotations, exemption: { kind: 'exempt', basis: 'other', text: 'x' } } }),
    );
    expect(childNames(basis, 'Zwolnienie')).toEqual(['P_19', 'P_19C']);
  });
});
