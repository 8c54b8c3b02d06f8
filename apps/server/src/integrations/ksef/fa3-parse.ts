// FA(3) XML → the domain's Fa3Invoice model, element for element (the inverse of fa3-serialize.ts).
// Validate the document against the XSD first (validateKsefXml): this reader relies on the schema for
// order and cardinality and only checks what it converts (amounts, decimals, codes).
//
// Nothing is dropped silently: every element and attribute the reader does not take into the model is
// listed in `unsupported` with its path. The model covers the whole FA(3) schema, so for a valid
// document that list is empty; it is there so that a future schema change shows up instead of
// vanishing in a re-emitted invoice.
import { parseFa3Decimal } from '@saldo/domain/ksef/fa3-decimal';
import {
  FA3_EU_COUNTRY_CODES,
  FA3_GTU_CODES,
  FA3_INVOICE_KINDS,
  FA3_PROCEDURES,
  FA3_RATE_CODES,
  type Fa3Address,
  type Fa3AdvanceReference,
  type Fa3Amounts,
  type Fa3Annotations,
  type Fa3Attachment,
  type Fa3AuthorizedParty,
  type Fa3BankAccount,
  type Fa3Body,
  type Fa3Buyer,
  type Fa3ColumnType,
  type Fa3Contact,
  type Fa3Correction,
  type Fa3Decimal,
  type Fa3Exemption,
  type Fa3Footer,
  type Fa3Invoice,
  type Fa3KeyValue,
  type Fa3LandVehicleNumber,
  type Fa3Line,
  type Fa3MarginScheme,
  type Fa3NewTransport,
  type Fa3NewVehicle,
  type Fa3Order,
  type Fa3OrderProcedure,
  type Fa3PartyId,
  type Fa3PartyIdentity,
  type Fa3Payment,
  type Fa3PaymentForm,
  type Fa3PaymentState,
  type Fa3Seller,
  type Fa3Settlement,
  type Fa3TaxedBucket,
  type Fa3ThirdParty,
  type Fa3ThirdPartyId,
  type Fa3TransactionTerms,
  type Fa3Transport,
} from '@saldo/domain/ksef/fa3-model';
import type { Money } from '@saldo/domain/money';
import { KsefParseError } from './ksef-invoice.ts';
import { amount } from './ksef-tree.ts';
import { KSEF_NAMESPACES } from './ksef-xml.ts';
import {
  type XmlNode,
  type XmlValue,
  createTreeParser,
  hasDtd,
  isNode,
  readRoot,
  wellFormednessError,
} from '../../lib/xml/xml-tree.ts';

export interface Fa3ParseResult {
  readonly invoice: Fa3Invoice;
  /** Paths of elements and attributes present in the document but not in the model ('' none). */
  readonly unsupported: readonly string[];
}

// The reader treats every element as possibly repeated, so the parser needs no list of them.
const parseTree = createTreeParser(new Set(), { attributes: true });
const TEXT = '#text';
const ATTRIBUTE = '@_';

/**
 * One element of the tree, remembering which children were read; `unread()` lists the rest. Each
 * read of a child that is not there returns undefined (optional) or throws (required).
 */
class ElementReader {
  private readonly read = new Set<string>();
  private readonly node: XmlNode;

  constructor(
    value: XmlValue,
    readonly path: string,
    private readonly all: ElementReader[],
  ) {
    // An empty element parses as ''; as a container it is simply empty.
    this.node = isNode(value) ? value : {};
    all.push(this);
  }

  private values(name: string): XmlValue[] {
    this.read.add(name);
    const value = this.node[name];
    if (value === undefined) return [];
    return Array.isArray(value) ? value : [value];
  }

  has(name: string): boolean {
    return this.node[name] !== undefined;
  }

  texts(name: string): string[] {
    return this.values(name).map((value) => {
      if (typeof value === 'string') return value;
      // A leaf with attributes (or, in an invalid document, children) parses as a node with its text
      // under '#text'; read as a leaf, whatever else it carries is reported like any unread child.
      const leaf = new ElementReader(value, `${this.path}/${name}`, this.all);
      const text = isNode(value) ? value[TEXT] : undefined;
      leaf.skip(TEXT);
      return typeof text === 'string' ? text : '';
    });
  }

  optText(name: string): string | undefined {
    return this.texts(name)[0];
  }

  text(name: string): string {
    const value = this.optText(name);
    if (value === undefined) throw new KsefParseError(`${this.path} has no ${name}.`, name);
    return value;
  }

  children(name: string): ElementReader[] {
    return this.values(name).map((value) => new ElementReader(value, `${this.path}/${name}`, this.all));
  }

  optChild(name: string): ElementReader | undefined {
    return this.children(name)[0];
  }

  child(name: string): ElementReader {
    const found = this.optChild(name);
    if (found === undefined) throw new KsefParseError(`${this.path} has no ${name}.`, name);
    return found;
  }

  attribute(name: string): string {
    const value = this.values(`${ATTRIBUTE}${name}`)[0];
    if (typeof value !== 'string') throw new KsefParseError(`${this.path} has no attribute ${name}.`, name);
    return value;
  }

  /** Marks something read that the model represents implicitly (a fixed value, a choice marker). */
  skip(...names: string[]): void {
    for (const name of names) this.read.add(name);
  }

  unread(): string[] {
    return Object.keys(this.node)
      .filter((key) => !this.read.has(key))
      .map((key) =>
        key.startsWith(ATTRIBUTE) ? `${this.path}/@${key.slice(ATTRIBUTE.length)}` : `${this.path}/${key}`,
      );
  }
}

/** Throws KsefParseError when the document is not an FA(3) invoice or a value cannot be read. */
export function parseFa3(xml: string): Fa3ParseResult {
  const source = xml.startsWith('\ufeff') ? xml.slice(1) : xml;
  if (hasDtd(source)) throw new KsefParseError('The document declares a DOCTYPE or ENTITY.');
  const malformed = wellFormednessError(source);
  if (malformed !== null) throw new KsefParseError(`Not well-formed XML: ${malformed}`);
  const root = readRoot(source);
  if (root?.name !== 'Faktura' || root.namespace !== KSEF_NAMESPACES['FA(3)'])
    throw new KsefParseError('The document is not a KSeF FA(3) invoice.', root?.name ?? null);

  const readers: ElementReader[] = [];
  const tree = new ElementReader(parseTree(source), '', readers);
  const faktura = tree.child('Faktura');
  // xsi:schemaLocation, the only attribute the root may carry besides namespaces, is not invoice data.
  faktura.skip(`${ATTRIBUTE}schemaLocation`);
  const invoice: Fa3Invoice = {
    header: header(faktura.child('Naglowek')),
    seller: seller(faktura.child('Podmiot1')),
    buyer: buyer(faktura.child('Podmiot2')),
    thirdParties: faktura.children('Podmiot3').map(thirdParty),
    authorizedParty: optional(faktura.optChild('PodmiotUpowazniony'), authorizedParty),
    fa: body(faktura.child('Fa')),
    footer: optional(faktura.optChild('Stopka'), footer),
    attachment: optional(faktura.optChild('Zalacznik'), attachment),
  };
  return { invoice, unsupported: readers.flatMap((reader) => reader.unread()) };
}

// --- Values ----------------------------------------------------------------------------------------

const optional = <T>(reader: ElementReader | undefined, read: (reader: ElementReader) => T): T | undefined =>
  reader === undefined ? undefined : read(reader);

function money(reader: ElementReader, name: string): Money {
  return amount(reader.text(name), name);
}

function optMoney(reader: ElementReader, name: string): Money | undefined {
  const value = reader.optText(name);
  return value === undefined ? undefined : amount(value, name);
}

function optDecimal(reader: ElementReader, name: string): Fa3Decimal | undefined {
  const value = reader.optText(name);
  if (value === undefined) return undefined;
  const parsed = parseFa3Decimal(value);
  if (parsed === null) throw new KsefParseError(`${name}: '${value}' is not a decimal.`, name);
  return parsed;
}

function decimal(reader: ElementReader, name: string): Fa3Decimal {
  const value = optDecimal(reader, name);
  if (value === undefined) throw new KsefParseError(`${reader.path} has no ${name}.`, name);
  return value;
}

function optInteger(reader: ElementReader, name: string): number | undefined {
  const value = reader.optText(name);
  if (value === undefined) return undefined;
  if (!/^[+-]?\d+$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw new KsefParseError(`${name}: '${value}' is not an integer.`, name);
  return Number(value);
}

function integer(reader: ElementReader, name: string): number {
  const value = optInteger(reader, name);
  if (value === undefined) throw new KsefParseError(`${reader.path} has no ${name}.`, name);
  return value;
}

function oneOf<const T extends string | number>(
  value: string | number,
  allowed: readonly T[],
  name: string,
): T {
  const found = allowed.find((candidate) => String(candidate) === String(value));
  if (found === undefined) throw new KsefParseError(`${name}: '${value}' is not allowed.`, name);
  return found;
}

function code<const T extends number>(reader: ElementReader, name: string, allowed: readonly T[]): T {
  return oneOf(integer(reader, name), allowed, name);
}

function optCode<const T extends number>(reader: ElementReader, name: string, allowed: readonly T[]) {
  return reader.has(name) ? code(reader, name, allowed) : undefined;
}

/** TWybor1_2. */
const choice12 = (reader: ElementReader, name: string): boolean => code(reader, name, [1, 2]) === 1;
/** TWybor1: present means yes. */
function flag(reader: ElementReader, name: string): boolean {
  if (!reader.has(name)) return false;
  code(reader, name, [1]);
  return true;
}

/** The "other" branch of a coded choice: a TWybor1 marker, then the description. */
function otherChoice(reader: ElementReader, marker: string, description: string): string {
  code(reader, marker, [1]);
  return reader.text(description);
}

const optEnum = <const T extends string>(reader: ElementReader, name: string, allowed: readonly T[]) => {
  const value = reader.optText(name);
  return value === undefined ? undefined : oneOf(value, allowed, name);
};

// --- Naglowek and parties --------------------------------------------------------------------------

function header(reader: ElementReader) {
  const form = reader.child('KodFormularza');
  // Fixed by the schema (FA, "FA (3)", "1-0E", 3): validated, not data.
  reader.skip('KodFormularza', 'WariantFormularza');
  form.skip(TEXT, `${ATTRIBUTE}kodSystemowy`, `${ATTRIBUTE}wersjaSchemy`);
  return { createdAt: reader.text('DataWytworzeniaFa'), systemInfo: reader.optText('SystemInfo') };
}

function address(reader: ElementReader | undefined): Fa3Address | undefined {
  if (reader === undefined) return undefined;
  return {
    countryCode: reader.text('KodKraju'),
    line1: reader.text('AdresL1'),
    line2: reader.optText('AdresL2'),
    gln: reader.optText('GLN'),
  };
}

function requiredAddress(reader: ElementReader, name: string): Fa3Address {
  const value = address(reader.child(name));
  if (value === undefined) throw new KsefParseError(`${reader.path} has no ${name}.`, name);
  return value;
}

function contacts(reader: ElementReader, email = 'Email', phone = 'Telefon'): Fa3Contact[] {
  return reader
    .children('DaneKontaktowe')
    .map((contact) => ({ email: contact.optText(email), phone: contact.optText(phone) }));
}

function partyId(reader: ElementReader): Fa3PartyId {
  if (reader.has('NIP')) return { kind: 'nip', nip: reader.text('NIP') };
  if (reader.has('KodUE'))
    return {
      kind: 'eu',
      countryCode: oneOf(reader.text('KodUE'), FA3_EU_COUNTRY_CODES, 'KodUE'),
      vatNumber: reader.text('NrVatUE'),
    };
  if (reader.has('NrID'))
    return { kind: 'other', countryCode: reader.optText('KodKraju'), taxId: reader.text('NrID') };
  code(reader, 'BrakID', [1]);
  return { kind: 'none' };
}

function thirdPartyId(reader: ElementReader): Fa3ThirdPartyId {
  return reader.has('IDWew') ? { kind: 'internal', internalId: reader.text('IDWew') } : partyId(reader);
}

function identity(reader: ElementReader): Fa3PartyIdentity {
  return { id: partyId(reader), name: reader.optText('Nazwa') };
}

function seller(reader: ElementReader): Fa3Seller {
  const id = reader.child('DaneIdentyfikacyjne');
  return {
    vatPrefixPl: reader.has('PrefiksPodatnika')
      ? oneOf(reader.text('PrefiksPodatnika'), ['PL'], 'PrefiksPodatnika') === 'PL'
      : undefined,
    eori: reader.optText('NrEORI'),
    nip: id.text('NIP'),
    name: id.text('Nazwa'),
    address: requiredAddress(reader, 'Adres'),
    correspondenceAddress: address(reader.optChild('AdresKoresp')),
    contacts: contacts(reader),
    taxpayerStatus: optCode(reader, 'StatusInfoPodatnika', [1, 2, 3, 4]),
  };
}

function buyer(reader: ElementReader): Fa3Buyer {
  return {
    eori: reader.optText('NrEORI'),
    identity: identity(reader.child('DaneIdentyfikacyjne')),
    address: address(reader.optChild('Adres')),
    correspondenceAddress: address(reader.optChild('AdresKoresp')),
    contacts: contacts(reader),
    customerNumber: reader.optText('NrKlienta'),
    buyerId: reader.optText('IDNabywcy'),
    localGovernmentUnit: choice12(reader, 'JST'),
    vatGroupMember: choice12(reader, 'GV'),
  };
}

function thirdParty(reader: ElementReader): Fa3ThirdParty {
  const id = reader.child('DaneIdentyfikacyjne');
  return {
    buyerId: reader.optText('IDNabywcy'),
    eori: reader.optText('NrEORI'),
    id: thirdPartyId(id),
    name: id.optText('Nazwa'),
    address: address(reader.optChild('Adres')),
    correspondenceAddress: address(reader.optChild('AdresKoresp')),
    contacts: contacts(reader),
    role: reader.has('Rola')
      ? { kind: 'role', role: code(reader, 'Rola', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) }
      : { kind: 'other', description: otherChoice(reader, 'RolaInna', 'OpisRoli') },
    share: optDecimal(reader, 'Udzial'),
    customerNumber: reader.optText('NrKlienta'),
  };
}

function authorizedParty(reader: ElementReader): Fa3AuthorizedParty {
  const id = reader.child('DaneIdentyfikacyjne');
  return {
    eori: reader.optText('NrEORI'),
    nip: id.text('NIP'),
    name: id.text('Nazwa'),
    address: requiredAddress(reader, 'Adres'),
    correspondenceAddress: address(reader.optChild('AdresKoresp')),
    contacts: contacts(reader, 'EmailPU', 'TelefonPU'),
    role: code(reader, 'RolaPU', [1, 2, 3]),
  };
}

// --- Fa --------------------------------------------------------------------------------------------

function body(reader: ElementReader): Fa3Body {
  const period = reader.optChild('OkresFa');
  const saleDate = reader.has('P_6')
    ? { kind: 'date' as const, date: reader.text('P_6') }
    : period && { kind: 'period' as const, from: period.text('P_6_Od'), to: period.text('P_6_Do') };
  return {
    currency: reader.text('KodWaluty'),
    issueDate: reader.text('P_1'),
    placeOfIssue: reader.optText('P_1M'),
    number: reader.text('P_2'),
    warehouseDocuments: reader.texts('WZ'),
    saleDate,
    amounts: amounts(reader),
    total: money(reader, 'P_15'),
    advanceExchangeRate: optDecimal(reader, 'KursWalutyZ'),
    annotations: annotations(reader.child('Adnotacje')),
    kind: oneOf(reader.text('RodzajFaktury'), FA3_INVOICE_KINDS, 'RodzajFaktury'),
    correction: reader.has('DaneFaKorygowanej') ? correction(reader) : undefined,
    partialAdvances: reader.children('ZaliczkaCzesciowa').map((advance) => ({
      date: advance.text('P_6Z'),
      amount: money(advance, 'P_15Z'),
      exchangeRate: optDecimal(advance, 'KursWalutyZW'),
    })),
    cashRegisterInvoice: flag(reader, 'FP'),
    relatedParties: flag(reader, 'TP'),
    additionalInfo: reader.children('DodatkowyOpis').map(keyValue),
    advanceInvoices: reader.children('FakturaZaliczkowa').map(advanceReference),
    exciseRefund: flag(reader, 'ZwrotAkcyzy'),
    lines: reader.children('FaWiersz').map(line),
    settlement: optional(reader.optChild('Rozliczenie'), settlement),
    payment: optional(reader.optChild('Platnosc'), payment),
    transactionTerms: optional(reader.optChild('WarunkiTransakcji'), transactionTerms),
    order: optional(reader.optChild('Zamowienie'), order),
  };
}

function taxed(reader: ElementReader, suffix: string): Fa3TaxedBucket | undefined {
  if (!reader.has(`P_13_${suffix}`)) return undefined;
  return {
    net: money(reader, `P_13_${suffix}`),
    vat: money(reader, `P_14_${suffix}`),
    vatPln: optMoney(reader, `P_14_${suffix}W`),
  };
}

function amounts(reader: ElementReader): Fa3Amounts {
  return {
    basic: taxed(reader, '1'),
    reduced1: taxed(reader, '2'),
    reduced2: taxed(reader, '3'),
    taxi: taxed(reader, '4'),
    oss: reader.has('P_13_5') ? { net: money(reader, 'P_13_5'), vat: optMoney(reader, 'P_14_5') } : undefined,
    zeroDomestic: optMoney(reader, 'P_13_6_1'),
    zeroIntraEu: optMoney(reader, 'P_13_6_2'),
    zeroExport: optMoney(reader, 'P_13_6_3'),
    exempt: optMoney(reader, 'P_13_7'),
    outsideCountry: optMoney(reader, 'P_13_8'),
    euServices: optMoney(reader, 'P_13_9'),
    reverseCharge: optMoney(reader, 'P_13_10'),
    margin: optMoney(reader, 'P_13_11'),
  };
}

const MARGIN_SCHEMES: readonly (readonly [string, Fa3MarginScheme])[] = [
  ['P_PMarzy_2', 'travel'],
  ['P_PMarzy_3_1', 'used_goods'],
  ['P_PMarzy_3_2', 'works_of_art'],
  ['P_PMarzy_3_3', 'antiques'],
];
const EXEMPTION_BASES = [
  ['P_19A', 'act'],
  ['P_19B', 'directive'],
  ['P_19C', 'other'],
] as const;

function annotations(reader: ElementReader): Fa3Annotations {
  return {
    cashAccounting: choice12(reader, 'P_16'),
    selfBilling: choice12(reader, 'P_17'),
    reverseCharge: choice12(reader, 'P_18'),
    splitPayment: choice12(reader, 'P_18A'),
    exemption: exemption(reader.child('Zwolnienie')),
    newTransport: newTransport(reader.child('NoweSrodkiTransportu')),
    triangular: choice12(reader, 'P_23'),
    margin: margin(reader.child('PMarzy')),
  };
}

function exemption(reader: ElementReader): Fa3Exemption {
  if (!flag(reader, 'P_19')) {
    code(reader, 'P_19N', [1]);
    return { kind: 'none' };
  }
  const basis = EXEMPTION_BASES.find(([name]) => reader.has(name));
  if (basis === undefined) throw new KsefParseError('Zwolnienie: P_19 without its legal basis.', 'P_19');
  return { kind: 'exempt', basis: basis[1], text: reader.text(basis[0]) };
}

function margin(reader: ElementReader): Fa3MarginScheme | null {
  if (!flag(reader, 'P_PMarzy')) {
    code(reader, 'P_PMarzyN', [1]);
    return null;
  }
  const scheme = MARGIN_SCHEMES.find(([name]) => reader.has(name));
  if (scheme === undefined) throw new KsefParseError('PMarzy: P_PMarzy without the scheme.', 'P_PMarzy');
  code(reader, scheme[0], [1]);
  return scheme[1];
}

function newTransport(reader: ElementReader): Fa3NewTransport {
  if (!flag(reader, 'P_22')) {
    code(reader, 'P_22N', [1]);
    return { kind: 'none' };
  }
  return {
    kind: 'supply',
    vat22Obligation: choice12(reader, 'P_42_5'),
    vehicles: reader.children('NowySrodekTransportu').map(vehicle),
  };
}

const LAND_NUMBERS = ['P_22B1', 'P_22B2', 'P_22B3', 'P_22B4'] as const;

function vehicle(reader: ElementReader): Fa3NewVehicle {
  const base = {
    firstUse: reader.text('P_22A'),
    lineNumber: integer(reader, 'P_NrWierszaNST'),
    make: reader.optText('P_22BMK'),
    model: reader.optText('P_22BMD'),
    colour: reader.optText('P_22BK'),
    registration: reader.optText('P_22BNR'),
    productionYear: reader.optText('P_22BRP'),
  };
  if (reader.has('P_22B')) {
    const numberElement = LAND_NUMBERS.find((name) => reader.has(name));
    const number: Fa3LandVehicleNumber | undefined =
      numberElement === undefined ? undefined : { element: numberElement, value: reader.text(numberElement) };
    return {
      ...base,
      use: { kind: 'land', mileage: reader.text('P_22B'), number, type: reader.optText('P_22BT') },
    };
  }
  if (reader.has('P_22C'))
    return {
      ...base,
      use: { kind: 'water', hours: reader.text('P_22C'), hullNumber: reader.optText('P_22C1') },
    };
  return {
    ...base,
    use: { kind: 'air', hours: reader.text('P_22D'), serialNumber: reader.optText('P_22D1') },
  };
}

function correction(reader: ElementReader): Fa3Correction {
  const sellerBefore = reader.optChild('Podmiot1K');
  const sellerId = sellerBefore?.child('DaneIdentyfikacyjne');
  return {
    reason: reader.optText('PrzyczynaKorekty'),
    effect: optCode(reader, 'TypKorekty', [1, 2, 3]),
    corrected: reader.children('DaneFaKorygowanej').map((corrected) => {
      const inKsef = flag(corrected, 'NrKSeF');
      if (!inKsef) code(corrected, 'NrKSeFN', [1]);
      return {
        issueDate: corrected.text('DataWystFaKorygowanej'),
        number: corrected.text('NrFaKorygowanej'),
        ksefNumber: inKsef ? corrected.text('NrKSeFFaKorygowanej') : null,
      };
    }),
    period: reader.optText('OkresFaKorygowanej'),
    correctedNumber: reader.optText('NrFaKorygowany'),
    sellerBefore:
      sellerBefore === undefined || sellerId === undefined
        ? undefined
        : {
            vatPrefixPl: sellerBefore.has('PrefiksPodatnika')
              ? oneOf(sellerBefore.text('PrefiksPodatnika'), ['PL'], 'PrefiksPodatnika') === 'PL'
              : undefined,
            nip: sellerId.text('NIP'),
            name: sellerId.text('Nazwa'),
            address: requiredAddress(sellerBefore, 'Adres'),
          },
    buyersBefore: reader.children('Podmiot2K').map((before) => ({
      identity: identity(before.child('DaneIdentyfikacyjne')),
      address: address(before.optChild('Adres')),
      buyerId: before.optText('IDNabywcy'),
    })),
    totalBefore: reader.has('P_15ZK')
      ? { amount: money(reader, 'P_15ZK'), exchangeRate: optDecimal(reader, 'KursWalutyZK') }
      : undefined,
  };
}

function keyValue(reader: ElementReader): Fa3KeyValue {
  return {
    lineNumber: optInteger(reader, 'NrWiersza'),
    key: reader.text('Klucz'),
    value: reader.text('Wartosc'),
  };
}

function advanceReference(reader: ElementReader): Fa3AdvanceReference {
  if (reader.has('NrKSeFFaZaliczkowej'))
    return { kind: 'ksef', ksefNumber: reader.text('NrKSeFFaZaliczkowej') };
  code(reader, 'NrKSeFZN', [1]);
  return { kind: 'outside', number: reader.text('NrFaZaliczkowej') };
}

function line(reader: ElementReader): Fa3Line {
  return {
    number: integer(reader, 'NrWierszaFa'),
    uuid: reader.optText('UU_ID'),
    date: reader.optText('P_6A'),
    name: reader.optText('P_7'),
    index: reader.optText('Indeks'),
    gtin: reader.optText('GTIN'),
    pkwiu: reader.optText('PKWiU'),
    cn: reader.optText('CN'),
    pkob: reader.optText('PKOB'),
    unit: reader.optText('P_8A'),
    quantity: optDecimal(reader, 'P_8B'),
    unitNetPrice: optDecimal(reader, 'P_9A'),
    unitGrossPrice: optDecimal(reader, 'P_9B'),
    unitDiscount: optDecimal(reader, 'P_10'),
    net: optMoney(reader, 'P_11'),
    gross: optMoney(reader, 'P_11A'),
    vat: optMoney(reader, 'P_11Vat'),
    rate: optEnum(reader, 'P_12', FA3_RATE_CODES),
    ossRate: optDecimal(reader, 'P_12_XII'),
    annex15: flag(reader, 'P_12_Zal_15'),
    excise: optMoney(reader, 'KwotaAkcyzy'),
    gtu: optEnum(reader, 'GTU', FA3_GTU_CODES),
    procedure: optEnum(reader, 'Procedura', FA3_PROCEDURES),
    exchangeRate: optDecimal(reader, 'KursWaluty'),
    before: flag(reader, 'StanPrzed'),
  };
}

function settlement(reader: ElementReader): Fa3Settlement {
  const item = (entry: ElementReader) => ({ amount: money(entry, 'Kwota'), reason: entry.text('Powod') });
  const balance = reader.has('DoZaplaty')
    ? { kind: 'toPay' as const, amount: money(reader, 'DoZaplaty') }
    : reader.has('DoRozliczenia')
      ? { kind: 'toSettle' as const, amount: money(reader, 'DoRozliczenia') }
      : undefined;
  return {
    charges: reader.children('Obciazenia').map(item),
    chargesTotal: optMoney(reader, 'SumaObciazen'),
    deductions: reader.children('Odliczenia').map(item),
    deductionsTotal: optMoney(reader, 'SumaOdliczen'),
    balance,
  };
}

const PAYMENT_FORMS = [1, 2, 3, 4, 5, 6, 7] as const;

function paymentForm(reader: ElementReader): Fa3PaymentForm | undefined {
  if (reader.has('FormaPlatnosci'))
    return { kind: 'code', code: code(reader, 'FormaPlatnosci', PAYMENT_FORMS) };
  if (!flag(reader, 'PlatnoscInna')) return undefined;
  return { kind: 'other', description: reader.text('OpisPlatnosci') };
}

function bankAccount(reader: ElementReader): Fa3BankAccount {
  return {
    number: reader.text('NrRB'),
    swift: reader.optText('SWIFT'),
    bankOwn: optCode(reader, 'RachunekWlasnyBanku', [1, 2, 3]),
    bankName: reader.optText('NazwaBanku'),
    description: reader.optText('OpisRachunku'),
  };
}

function paymentState(reader: ElementReader): Fa3PaymentState | undefined {
  if (flag(reader, 'Zaplacono')) return { kind: 'paid', date: reader.text('DataZaplaty') };
  if (!reader.has('ZnacznikZaplatyCzesciowej')) return undefined;
  return {
    kind: 'partial',
    mark: code(reader, 'ZnacznikZaplatyCzesciowej', [1, 2]),
    payments: reader.children('ZaplataCzesciowa').map((part) => ({
      amount: money(part, 'KwotaZaplatyCzesciowej'),
      date: part.text('DataZaplatyCzesciowej'),
      form: paymentForm(part),
    })),
  };
}

function payment(reader: ElementReader): Fa3Payment {
  const discount = reader.optChild('Skonto');
  return {
    state: paymentState(reader),
    terms: reader.children('TerminPlatnosci').map((term) => {
      const description = term.optChild('TerminOpis');
      return {
        date: term.optText('Termin'),
        description: description && {
          count: integer(description, 'Ilosc'),
          unit: description.text('Jednostka'),
          event: description.text('ZdarzeniePoczatkowe'),
        },
      };
    }),
    form: paymentForm(reader),
    bankAccounts: reader.children('RachunekBankowy').map(bankAccount),
    factorBankAccounts: reader.children('RachunekBankowyFaktora').map(bankAccount),
    cashDiscount: discount && {
      conditions: discount.text('WarunkiSkonta'),
      amount: discount.text('WysokoscSkonta'),
    },
    link: reader.optText('LinkDoPlatnosci'),
    ksefPaymentId: reader.optText('IPKSeF'),
  };
}

function transport(reader: ElementReader): Fa3Transport {
  const carrier = reader.optChild('Przewoznik');
  return {
    type: reader.has('RodzajTransportu')
      ? { kind: 'code', code: code(reader, 'RodzajTransportu', [1, 2, 3, 4, 5, 7, 8]) }
      : { kind: 'other', description: otherChoice(reader, 'TransportInny', 'OpisInnegoTransportu') },
    carrier: carrier && {
      identity: identity(carrier.child('DaneIdentyfikacyjne')),
      address: requiredAddress(carrier, 'AdresPrzewoznika'),
    },
    orderNumber: reader.optText('NrZleceniaTransportu'),
    cargo: reader.has('OpisLadunku')
      ? { kind: 'code', code: code(reader, 'OpisLadunku', CARGO_CODES) }
      : { kind: 'other', description: otherChoice(reader, 'LadunekInny', 'OpisInnegoLadunku') },
    packaging: reader.optText('JednostkaOpakowania'),
    start: reader.optText('DataGodzRozpTransportu'),
    end: reader.optText('DataGodzZakTransportu'),
    from: address(reader.optChild('WysylkaZ')),
    via: reader.children('WysylkaPrzez').flatMap((via) => address(via) ?? []),
    to: address(reader.optChild('WysylkaDo')),
  };
}

const CARGO_CODES = Array.from({ length: 20 }, (_, index) => index + 1);

function transactionTerms(reader: ElementReader): Fa3TransactionTerms {
  const reference = (dateName: string, numberName: string) => (entry: ElementReader) => ({
    date: entry.optText(dateName),
    number: entry.optText(numberName),
  });
  return {
    contracts: reader.children('Umowy').map(reference('DataUmowy', 'NrUmowy')),
    orders: reader.children('Zamowienia').map(reference('DataZamowienia', 'NrZamowienia')),
    batchNumbers: reader.texts('NrPartiiTowaru'),
    deliveryTerms: reader.optText('WarunkiDostawy'),
    contractRate: reader.has('KursUmowny')
      ? { rate: decimal(reader, 'KursUmowny'), currency: reader.text('WalutaUmowna') }
      : undefined,
    transports: reader.children('Transport').map(transport),
    intermediary: flag(reader, 'PodmiotPosredniczacy'),
  };
}

const ORDER_PROCEDURES: readonly Fa3OrderProcedure[] = FA3_PROCEDURES.filter(
  (procedure): procedure is Fa3OrderProcedure => procedure !== 'I_42' && procedure !== 'I_63',
);

function order(reader: ElementReader): Fa3Order {
  return {
    value: money(reader, 'WartoscZamowienia'),
    lines: reader.children('ZamowienieWiersz').map((entry) => ({
      number: integer(entry, 'NrWierszaZam'),
      uuid: entry.optText('UU_IDZ'),
      name: entry.optText('P_7Z'),
      index: entry.optText('IndeksZ'),
      gtin: entry.optText('GTINZ'),
      pkwiu: entry.optText('PKWiUZ'),
      cn: entry.optText('CNZ'),
      pkob: entry.optText('PKOBZ'),
      unit: entry.optText('P_8AZ'),
      quantity: optDecimal(entry, 'P_8BZ'),
      unitNetPrice: optDecimal(entry, 'P_9AZ'),
      net: optMoney(entry, 'P_11NettoZ'),
      vat: optMoney(entry, 'P_11VatZ'),
      rate: optEnum(entry, 'P_12Z', FA3_RATE_CODES),
      ossRate: optDecimal(entry, 'P_12Z_XII'),
      annex15: flag(entry, 'P_12Z_Zal_15'),
      gtu: optEnum(entry, 'GTUZ', FA3_GTU_CODES),
      procedure: optEnum(entry, 'ProceduraZ', ORDER_PROCEDURES),
      excise: optMoney(entry, 'KwotaAkcyzyZ'),
      before: flag(entry, 'StanPrzedZ'),
    })),
  };
}

// --- Stopka and Zalacznik --------------------------------------------------------------------------

function footer(reader: ElementReader): Fa3Footer {
  return {
    texts: reader.children('Informacje').flatMap((info) => info.texts('StopkaFaktury')),
    registries: reader.children('Rejestry').map((registry) => ({
      fullName: registry.optText('PelnaNazwa'),
      krs: registry.optText('KRS'),
      regon: registry.optText('REGON'),
      bdo: registry.optText('BDO'),
    })),
  };
}

const COLUMN_TYPES: readonly Fa3ColumnType[] = ['date', 'datetime', 'dec', 'int', 'time', 'txt'];

function attachment(reader: ElementReader): Fa3Attachment {
  const pair = (keyName: string, valueName: string) => (entry: ElementReader) => ({
    key: entry.text(keyName),
    value: entry.text(valueName),
  });
  return {
    blocks: reader.children('BlokDanych').map((block) => {
      const paragraphs = block.optChild('Tekst');
      return {
        header: block.optText('ZNaglowek'),
        metadata: block.children('MetaDane').map(pair('ZKlucz', 'ZWartosc')),
        paragraphs: paragraphs?.texts('Akapit'),
        tables: block.children('Tabela').map((table) => {
          const sum = table.optChild('Suma');
          return {
            metadata: table.children('TMetaDane').map(pair('TKlucz', 'TWartosc')),
            description: table.optText('Opis'),
            columns: table
              .child('TNaglowek')
              .children('Kol')
              .map((column) => ({
                type: oneOf(column.attribute('Typ'), COLUMN_TYPES, 'Typ'),
                name: column.text('NKom'),
              })),
            rows: table.children('Wiersz').map((row) => row.texts('WKom')),
            sum: sum?.texts('SKom'),
          };
        }),
      };
    }),
  };
}
