// Fa3Invoice → FA(3) XML. Every function emits the children of one schema element in the order of its
// xsd:sequence (the schema refuses any other order); optional elements that are absent are left out.
// Amounts are written from integer grosze ("1234.50"), other decimals from their exact digits; a value
// the schema could never accept (a fraction finer than its type allows, an impossible date) throws
// Fa3SerializeError instead of being rounded or written anyway.
import { assertMoney, toDecimalString, type Money } from '../money.ts';
import { formatFa3Decimal } from './fa3-decimal.ts';
import {
  FA3_NAMESPACE,
  FA3_SCHEMA_VERSION,
  FA3_SYSTEM_CODE,
  FA3_TYPES_NAMESPACE,
  type Fa3Address,
  type Fa3AdvanceReference,
  type Fa3Amounts,
  type Fa3Annotations,
  type Fa3Attachment,
  type Fa3AuthorizedParty,
  type Fa3BankAccount,
  type Fa3Body,
  type Fa3Buyer,
  type Fa3Contact,
  type Fa3Correction,
  type Fa3Date,
  type Fa3DateTime,
  type Fa3Decimal,
  type Fa3Footer,
  type Fa3Header,
  type Fa3Invoice,
  type Fa3KeyValue,
  type Fa3Line,
  type Fa3NewTransport,
  type Fa3Order,
  type Fa3PartyIdentity,
  type Fa3Payment,
  type Fa3PaymentForm,
  type Fa3Seller,
  type Fa3Settlement,
  type Fa3TaxedBucket,
  type Fa3ThirdParty,
  type Fa3ThirdPartyId,
  type Fa3TransactionTerms,
  type Fa3Transport,
} from './fa3-model.ts';
import {
  element,
  elementWithAttributes,
  renderXmlDocument,
  textElement,
  type XmlContent,
  type XmlElement,
} from './xml-writer.ts';

export class Fa3SerializeError extends Error {
  constructor(
    message: string,
    readonly element: string,
  ) {
    super(`${element}: ${message}`);
    this.name = 'Fa3SerializeError';
  }
}

/** The invoice as an FA(3) XML document (UTF-8, with the XML declaration). */
export function serializeFa3(invoice: Fa3Invoice): string {
  return renderXmlDocument(fa3Element(invoice));
}

/** The root element, for callers that want the tree rather than the text. */
export function fa3Element(invoice: Fa3Invoice): XmlElement {
  return elementWithAttributes(
    'Faktura',
    { xmlns: FA3_NAMESPACE, 'xmlns:etd': FA3_TYPES_NAMESPACE },
    header(invoice.header),
    seller(invoice.seller),
    buyer(invoice.buyer),
    invoice.thirdParties.map(thirdParty),
    invoice.authorizedParty && authorizedParty(invoice.authorizedParty),
    body(invoice.fa),
    invoice.footer && footer(invoice.footer),
    invoice.attachment && attachment(invoice.attachment),
  );
}

// --- Values ----------------------------------------------------------------------------------------

/** TKwotowy: "-?([1-9]\d{0,15}|0)(\.\d{1,2})?", written with both decimals. */
function amount(name: string, value: Money | undefined): XmlElement | null {
  if (value === undefined) return null;
  try {
    assertMoney(value);
  } catch {
    throw new Fa3SerializeError(`${value} is not a whole number of grosze`, name);
  }
  return { name, text: toDecimalString(value) };
}

// TKwotowy2 allows 8 decimals; TIlosci and TProcentowy 6.
const MAX_SCALE = { price: 8, quantity: 6, percent: 6 } as const;

function decimal(name: string, value: Fa3Decimal | undefined, kind: keyof typeof MAX_SCALE) {
  if (value === undefined) return null;
  if (value.scale > MAX_SCALE[kind])
    throw new Fa3SerializeError(`${value.scale} decimals, the schema allows ${MAX_SCALE[kind]}`, name);
  return { name, text: formatFa3Decimal(value) };
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function date(name: string, value: Fa3Date | undefined): XmlElement | null {
  if (value === undefined) return null;
  if (!ISO_DATE.test(value)) throw new Fa3SerializeError(`'${value}' is not a YYYY-MM-DD date`, name);
  return { name, text: value };
}

function dateTime(name: string, value: Fa3DateTime | undefined): XmlElement | null {
  if (value === undefined) return null;
  if (!ISO_DATE_TIME.test(value)) throw new Fa3SerializeError(`'${value}' is not an xsd:dateTime`, name);
  return { name, text: value };
}

/** TWybor1_2: 1 yes, 2 no. */
const choice12 = (name: string, value: boolean): XmlElement => ({ name, text: value ? '1' : '2' });
/** TWybor1: the element is there (with 1) or absent. */
const flag = (name: string, value: boolean): XmlElement | null => (value ? { name, text: '1' } : null);
const integer = (name: string, value: number | undefined): XmlElement | null =>
  value === undefined ? null : { name, text: String(value) };
const text = textElement;

// --- Naglowek and parties --------------------------------------------------------------------------

function header(value: Fa3Header): XmlElement {
  return element(
    'Naglowek',
    {
      name: 'KodFormularza',
      attributes: { kodSystemowy: FA3_SYSTEM_CODE, wersjaSchemy: FA3_SCHEMA_VERSION },
      text: 'FA',
    },
    { name: 'WariantFormularza', text: '3' },
    dateTime('DataWytworzeniaFa', value.createdAt),
    text('SystemInfo', value.systemInfo),
  );
}

function address(name: string, value: Fa3Address | undefined): XmlElement | null {
  if (value === undefined) return null;
  return element(
    name,
    text('KodKraju', value.countryCode),
    text('AdresL1', value.line1),
    text('AdresL2', value.line2),
    text('GLN', value.gln),
  );
}

function contacts(values: readonly Fa3Contact[], email = 'Email', phone = 'Telefon'): XmlElement[] {
  return values.map((contact) =>
    element('DaneKontaktowe', text(email, contact.email), text(phone, contact.phone)),
  );
}

/** The choice of TPodmiot2 (and TPodmiot3, which adds IDWew). */
function partyId(id: Fa3ThirdPartyId): XmlContent {
  switch (id.kind) {
    case 'nip':
      return text('NIP', id.nip);
    case 'internal':
      return text('IDWew', id.internalId);
    case 'eu':
      return [text('KodUE', id.countryCode), text('NrVatUE', id.vatNumber)];
    case 'other':
      return [text('KodKraju', id.countryCode), text('NrID', id.taxId)];
    case 'none':
      return text('BrakID', '1');
  }
}

function identity(name: string, value: Fa3PartyIdentity): XmlElement {
  return element(name, partyId(value.id), text('Nazwa', value.name));
}

function seller(value: Fa3Seller): XmlElement {
  return element(
    'Podmiot1',
    value.vatPrefixPl === true && text('PrefiksPodatnika', 'PL'),
    text('NrEORI', value.eori),
    element('DaneIdentyfikacyjne', text('NIP', value.nip), text('Nazwa', value.name)),
    address('Adres', value.address),
    address('AdresKoresp', value.correspondenceAddress),
    contacts(value.contacts),
    integer('StatusInfoPodatnika', value.taxpayerStatus),
  );
}

function buyer(value: Fa3Buyer): XmlElement {
  return element(
    'Podmiot2',
    text('NrEORI', value.eori),
    identity('DaneIdentyfikacyjne', value.identity),
    address('Adres', value.address),
    address('AdresKoresp', value.correspondenceAddress),
    contacts(value.contacts),
    text('NrKlienta', value.customerNumber),
    text('IDNabywcy', value.buyerId),
    choice12('JST', value.localGovernmentUnit),
    choice12('GV', value.vatGroupMember),
  );
}

function thirdParty(value: Fa3ThirdParty): XmlElement {
  return element(
    'Podmiot3',
    text('IDNabywcy', value.buyerId),
    text('NrEORI', value.eori),
    element('DaneIdentyfikacyjne', partyId(value.id), text('Nazwa', value.name)),
    address('Adres', value.address),
    address('AdresKoresp', value.correspondenceAddress),
    contacts(value.contacts),
    value.role.kind === 'role'
      ? integer('Rola', value.role.role)
      : [text('RolaInna', '1'), text('OpisRoli', value.role.description)],
    decimal('Udzial', value.share, 'percent'),
    text('NrKlienta', value.customerNumber),
  );
}

function authorizedParty(value: Fa3AuthorizedParty): XmlElement {
  return element(
    'PodmiotUpowazniony',
    text('NrEORI', value.eori),
    element('DaneIdentyfikacyjne', text('NIP', value.nip), text('Nazwa', value.name)),
    address('Adres', value.address),
    address('AdresKoresp', value.correspondenceAddress),
    contacts(value.contacts, 'EmailPU', 'TelefonPU'),
    integer('RolaPU', value.role),
  );
}

// --- Fa --------------------------------------------------------------------------------------------

function body(fa: Fa3Body): XmlElement {
  return element(
    'Fa',
    text('KodWaluty', fa.currency),
    date('P_1', fa.issueDate),
    text('P_1M', fa.placeOfIssue),
    text('P_2', fa.number),
    fa.warehouseDocuments.map((number) => text('WZ', number)),
    fa.saleDate?.kind === 'date' && date('P_6', fa.saleDate.date),
    fa.saleDate?.kind === 'period' &&
      element('OkresFa', date('P_6_Od', fa.saleDate.from), date('P_6_Do', fa.saleDate.to)),
    amounts(fa.amounts),
    amount('P_15', fa.total),
    decimal('KursWalutyZ', fa.advanceExchangeRate, 'quantity'),
    annotations(fa.annotations),
    text('RodzajFaktury', fa.kind),
    fa.correction && correction(fa.correction),
    fa.partialAdvances.map((advance) =>
      element(
        'ZaliczkaCzesciowa',
        date('P_6Z', advance.date),
        amount('P_15Z', advance.amount),
        decimal('KursWalutyZW', advance.exchangeRate, 'quantity'),
      ),
    ),
    flag('FP', fa.cashRegisterInvoice),
    flag('TP', fa.relatedParties),
    fa.additionalInfo.map((info) => keyValue('DodatkowyOpis', info)),
    fa.advanceInvoices.map(advanceReference),
    flag('ZwrotAkcyzy', fa.exciseRefund),
    fa.lines.map(line),
    fa.settlement && settlement(fa.settlement),
    fa.payment && payment(fa.payment),
    fa.transactionTerms && transactionTerms(fa.transactionTerms),
    fa.order && order(fa.order),
  );
}

function taxed(suffix: string, bucket: Fa3TaxedBucket | undefined): XmlContent {
  if (bucket === undefined) return null;
  return [
    amount(`P_13_${suffix}`, bucket.net),
    amount(`P_14_${suffix}`, bucket.vat),
    amount(`P_14_${suffix}W`, bucket.vatPln),
  ];
}

function amounts(value: Fa3Amounts): XmlContent {
  return [
    taxed('1', value.basic),
    taxed('2', value.reduced1),
    taxed('3', value.reduced2),
    taxed('4', value.taxi),
    value.oss && [amount('P_13_5', value.oss.net), amount('P_14_5', value.oss.vat)],
    amount('P_13_6_1', value.zeroDomestic),
    amount('P_13_6_2', value.zeroIntraEu),
    amount('P_13_6_3', value.zeroExport),
    amount('P_13_7', value.exempt),
    amount('P_13_8', value.outsideCountry),
    amount('P_13_9', value.euServices),
    amount('P_13_10', value.reverseCharge),
    amount('P_13_11', value.margin),
  ];
}

const MARGIN_ELEMENTS = {
  travel: 'P_PMarzy_2',
  used_goods: 'P_PMarzy_3_1',
  works_of_art: 'P_PMarzy_3_2',
  antiques: 'P_PMarzy_3_3',
} as const;
const EXEMPTION_ELEMENTS = { act: 'P_19A', directive: 'P_19B', other: 'P_19C' } as const;

function annotations(value: Fa3Annotations): XmlElement {
  const { exemption, margin } = value;
  return element(
    'Adnotacje',
    choice12('P_16', value.cashAccounting),
    choice12('P_17', value.selfBilling),
    choice12('P_18', value.reverseCharge),
    choice12('P_18A', value.splitPayment),
    element(
      'Zwolnienie',
      exemption.kind === 'exempt'
        ? [text('P_19', '1'), text(EXEMPTION_ELEMENTS[exemption.basis], exemption.text)]
        : text('P_19N', '1'),
    ),
    newTransport(value.newTransport),
    choice12('P_23', value.triangular),
    element(
      'PMarzy',
      margin === null ? text('P_PMarzyN', '1') : [text('P_PMarzy', '1'), text(MARGIN_ELEMENTS[margin], '1')],
    ),
  );
}

function newTransport(value: Fa3NewTransport): XmlElement {
  if (value.kind === 'none') return element('NoweSrodkiTransportu', text('P_22N', '1'));
  return element(
    'NoweSrodkiTransportu',
    text('P_22', '1'),
    choice12('P_42_5', value.vat22Obligation),
    value.vehicles.map((vehicle) => {
      const use = vehicle.use;
      return element(
        'NowySrodekTransportu',
        date('P_22A', vehicle.firstUse),
        integer('P_NrWierszaNST', vehicle.lineNumber),
        text('P_22BMK', vehicle.make),
        text('P_22BMD', vehicle.model),
        text('P_22BK', vehicle.colour),
        text('P_22BNR', vehicle.registration),
        text('P_22BRP', vehicle.productionYear),
        use.kind === 'land' && [
          text('P_22B', use.mileage),
          use.number && text(use.number.element, use.number.value),
          text('P_22BT', use.type),
        ],
        use.kind === 'water' && [text('P_22C', use.hours), text('P_22C1', use.hullNumber)],
        use.kind === 'air' && [text('P_22D', use.hours), text('P_22D1', use.serialNumber)],
      );
    }),
  );
}

function correction(value: Fa3Correction): XmlContent {
  return [
    text('PrzyczynaKorekty', value.reason),
    integer('TypKorekty', value.effect),
    value.corrected.map((corrected) =>
      element(
        'DaneFaKorygowanej',
        date('DataWystFaKorygowanej', corrected.issueDate),
        text('NrFaKorygowanej', corrected.number),
        corrected.ksefNumber === null
          ? text('NrKSeFN', '1')
          : [text('NrKSeF', '1'), text('NrKSeFFaKorygowanej', corrected.ksefNumber)],
      ),
    ),
    text('OkresFaKorygowanej', value.period),
    text('NrFaKorygowany', value.correctedNumber),
    value.sellerBefore &&
      element(
        'Podmiot1K',
        value.sellerBefore.vatPrefixPl === true && text('PrefiksPodatnika', 'PL'),
        element(
          'DaneIdentyfikacyjne',
          text('NIP', value.sellerBefore.nip),
          text('Nazwa', value.sellerBefore.name),
        ),
        address('Adres', value.sellerBefore.address),
      ),
    value.buyersBefore.map((before) =>
      element(
        'Podmiot2K',
        identity('DaneIdentyfikacyjne', before.identity),
        address('Adres', before.address),
        text('IDNabywcy', before.buyerId),
      ),
    ),
    value.totalBefore && [
      amount('P_15ZK', value.totalBefore.amount),
      decimal('KursWalutyZK', value.totalBefore.exchangeRate, 'quantity'),
    ],
  ];
}

function keyValue(name: string, value: Fa3KeyValue): XmlElement {
  return element(
    name,
    integer('NrWiersza', value.lineNumber),
    text('Klucz', value.key),
    text('Wartosc', value.value),
  );
}

function advanceReference(value: Fa3AdvanceReference): XmlElement {
  return element(
    'FakturaZaliczkowa',
    value.kind === 'ksef'
      ? text('NrKSeFFaZaliczkowej', value.ksefNumber)
      : [text('NrKSeFZN', '1'), text('NrFaZaliczkowej', value.number)],
  );
}

function line(value: Fa3Line): XmlElement {
  return element(
    'FaWiersz',
    integer('NrWierszaFa', value.number),
    text('UU_ID', value.uuid),
    date('P_6A', value.date),
    text('P_7', value.name),
    text('Indeks', value.index),
    text('GTIN', value.gtin),
    text('PKWiU', value.pkwiu),
    text('CN', value.cn),
    text('PKOB', value.pkob),
    text('P_8A', value.unit),
    decimal('P_8B', value.quantity, 'quantity'),
    decimal('P_9A', value.unitNetPrice, 'price'),
    decimal('P_9B', value.unitGrossPrice, 'price'),
    decimal('P_10', value.unitDiscount, 'price'),
    amount('P_11', value.net),
    amount('P_11A', value.gross),
    amount('P_11Vat', value.vat),
    text('P_12', value.rate),
    decimal('P_12_XII', value.ossRate, 'percent'),
    flag('P_12_Zal_15', value.annex15),
    amount('KwotaAkcyzy', value.excise),
    text('GTU', value.gtu),
    text('Procedura', value.procedure),
    decimal('KursWaluty', value.exchangeRate, 'quantity'),
    flag('StanPrzed', value.before),
  );
}

function settlement(value: Fa3Settlement): XmlElement {
  const item = (name: string) => (entry: { amount: Money; reason: string }) =>
    element(name, amount('Kwota', entry.amount), text('Powod', entry.reason));
  return element(
    'Rozliczenie',
    value.charges.map(item('Obciazenia')),
    amount('SumaObciazen', value.chargesTotal),
    value.deductions.map(item('Odliczenia')),
    amount('SumaOdliczen', value.deductionsTotal),
    value.balance &&
      amount(value.balance.kind === 'toPay' ? 'DoZaplaty' : 'DoRozliczenia', value.balance.amount),
  );
}

function paymentForm(value: Fa3PaymentForm | undefined): XmlContent {
  if (value === undefined) return null;
  if (value.kind === 'code') return integer('FormaPlatnosci', value.code);
  return [text('PlatnoscInna', '1'), text('OpisPlatnosci', value.description)];
}

function bankAccount(name: string, value: Fa3BankAccount): XmlElement {
  return element(
    name,
    text('NrRB', value.number),
    text('SWIFT', value.swift),
    integer('RachunekWlasnyBanku', value.bankOwn),
    text('NazwaBanku', value.bankName),
    text('OpisRachunku', value.description),
  );
}

function payment(value: Fa3Payment): XmlElement {
  const state = value.state;
  return element(
    'Platnosc',
    state?.kind === 'paid' && [text('Zaplacono', '1'), date('DataZaplaty', state.date)],
    state?.kind === 'partial' && [
      integer('ZnacznikZaplatyCzesciowej', state.mark),
      state.payments.map((part) =>
        element(
          'ZaplataCzesciowa',
          amount('KwotaZaplatyCzesciowej', part.amount),
          date('DataZaplatyCzesciowej', part.date),
          paymentForm(part.form),
        ),
      ),
    ],
    value.terms.map((term) =>
      element(
        'TerminPlatnosci',
        date('Termin', term.date),
        term.description &&
          element(
            'TerminOpis',
            integer('Ilosc', term.description.count),
            text('Jednostka', term.description.unit),
            text('ZdarzeniePoczatkowe', term.description.event),
          ),
      ),
    ),
    paymentForm(value.form),
    value.bankAccounts.map((account) => bankAccount('RachunekBankowy', account)),
    value.factorBankAccounts.map((account) => bankAccount('RachunekBankowyFaktora', account)),
    value.cashDiscount &&
      element(
        'Skonto',
        text('WarunkiSkonta', value.cashDiscount.conditions),
        text('WysokoscSkonta', value.cashDiscount.amount),
      ),
    text('LinkDoPlatnosci', value.link),
    text('IPKSeF', value.ksefPaymentId),
  );
}

function transport(value: Fa3Transport): XmlElement {
  return element(
    'Transport',
    value.type.kind === 'code'
      ? integer('RodzajTransportu', value.type.code)
      : [text('TransportInny', '1'), text('OpisInnegoTransportu', value.type.description)],
    value.carrier &&
      element(
        'Przewoznik',
        identity('DaneIdentyfikacyjne', value.carrier.identity),
        address('AdresPrzewoznika', value.carrier.address),
      ),
    text('NrZleceniaTransportu', value.orderNumber),
    value.cargo.kind === 'code'
      ? integer('OpisLadunku', value.cargo.code)
      : [text('LadunekInny', '1'), text('OpisInnegoLadunku', value.cargo.description)],
    text('JednostkaOpakowania', value.packaging),
    dateTime('DataGodzRozpTransportu', value.start),
    dateTime('DataGodzZakTransportu', value.end),
    address('WysylkaZ', value.from),
    value.via.map((via) => address('WysylkaPrzez', via)),
    address('WysylkaDo', value.to),
  );
}

function transactionTerms(value: Fa3TransactionTerms): XmlElement {
  return element(
    'WarunkiTransakcji',
    value.contracts.map((contract) =>
      element('Umowy', date('DataUmowy', contract.date), text('NrUmowy', contract.number)),
    ),
    value.orders.map((order) =>
      element('Zamowienia', date('DataZamowienia', order.date), text('NrZamowienia', order.number)),
    ),
    value.batchNumbers.map((batch) => text('NrPartiiTowaru', batch)),
    text('WarunkiDostawy', value.deliveryTerms),
    value.contractRate && [
      decimal('KursUmowny', value.contractRate.rate, 'quantity'),
      text('WalutaUmowna', value.contractRate.currency),
    ],
    value.transports.map(transport),
    flag('PodmiotPosredniczacy', value.intermediary),
  );
}

function order(value: Fa3Order): XmlElement {
  return element(
    'Zamowienie',
    amount('WartoscZamowienia', value.value),
    value.lines.map((orderLine) =>
      element(
        'ZamowienieWiersz',
        integer('NrWierszaZam', orderLine.number),
        text('UU_IDZ', orderLine.uuid),
        text('P_7Z', orderLine.name),
        text('IndeksZ', orderLine.index),
        text('GTINZ', orderLine.gtin),
        text('PKWiUZ', orderLine.pkwiu),
        text('CNZ', orderLine.cn),
        text('PKOBZ', orderLine.pkob),
        text('P_8AZ', orderLine.unit),
        decimal('P_8BZ', orderLine.quantity, 'quantity'),
        decimal('P_9AZ', orderLine.unitNetPrice, 'price'),
        amount('P_11NettoZ', orderLine.net),
        amount('P_11VatZ', orderLine.vat),
        text('P_12Z', orderLine.rate),
        decimal('P_12Z_XII', orderLine.ossRate, 'percent'),
        flag('P_12Z_Zal_15', orderLine.annex15),
        text('GTUZ', orderLine.gtu),
        text('ProceduraZ', orderLine.procedure),
        amount('KwotaAkcyzyZ', orderLine.excise),
        flag('StanPrzedZ', orderLine.before),
      ),
    ),
  );
}

// --- Stopka and Zalacznik --------------------------------------------------------------------------

function footer(value: Fa3Footer): XmlElement {
  return element(
    'Stopka',
    value.texts.map((footerText) => element('Informacje', text('StopkaFaktury', footerText))),
    value.registries.map((registry) =>
      element(
        'Rejestry',
        text('PelnaNazwa', registry.fullName),
        text('KRS', registry.krs),
        text('REGON', registry.regon),
        text('BDO', registry.bdo),
      ),
    ),
  );
}

function attachment(value: Fa3Attachment): XmlElement {
  const pair =
    (name: string, keyName: string, valueName: string) => (entry: { key: string; value: string }) =>
      element(name, text(keyName, entry.key), text(valueName, entry.value));
  return element(
    'Zalacznik',
    value.blocks.map((block) =>
      element(
        'BlokDanych',
        text('ZNaglowek', block.header),
        block.metadata.map(pair('MetaDane', 'ZKlucz', 'ZWartosc')),
        block.paragraphs &&
          element(
            'Tekst',
            block.paragraphs.map((paragraph) => text('Akapit', paragraph)),
          ),
        block.tables.map((table) =>
          element(
            'Tabela',
            table.metadata.map(pair('TMetaDane', 'TKlucz', 'TWartosc')),
            text('Opis', table.description),
            element(
              'TNaglowek',
              table.columns.map((column) =>
                elementWithAttributes('Kol', { Typ: column.type }, text('NKom', column.name)),
              ),
            ),
            table.rows.map((row) =>
              element(
                'Wiersz',
                row.map((cell) => text('WKom', cell)),
              ),
            ),
            table.sum &&
              element(
                'Suma',
                table.sum.map((cell) => text('SKom', cell)),
              ),
          ),
        ),
      ),
    ),
  );
}
