// Reads a KSeF e-invoice (FA(3) or FA(2); validate it first with validateKsefXml) into neutral data.
// Both schemas name their elements alike; they differ in P_12 codes, which ksef-rates.ts handles.
import {
  KSEF_INVOICE_KINDS,
  KsefParseError,
  type KsefCorrectedInvoice,
  type KsefInvoiceKind,
  type KsefSchema,
  type ParsedKsefInvoice,
} from './ksef-invoice.ts';
import { parseAmounts, parseExchangeRate, parseSettlement } from './ksef-amounts.ts';
import { parseParty } from './ksef-party.ts';
import {
  child,
  children,
  optionalText,
  rawText,
  requiredAmount,
  requiredChild,
  requiredText,
  text,
} from './ksef-tree.ts';
import { KSEF_NAMESPACES } from './ksef-xml.ts';
import {
  type XmlNode,
  createTreeParser,
  hasDtd,
  readRoot,
  wellFormednessError,
} from '../../lib/xml/xml-tree.ts';

// Every element the two schemas allow more than once on the paths read here or next to them.
const REPEATED_ELEMENTS = new Set([
  'DaneKontaktowe',
  'Podmiot3',
  'WZ',
  'DaneFaKorygowanej',
  'Podmiot2K',
  'ZaliczkaCzesciowa',
  'DodatkowyOpis',
  'FakturaZaliczkowa',
  'FaWiersz',
  'Obciazenia',
  'Odliczenia',
  'ZaplataCzesciowa',
  'TerminPlatnosci',
  'RachunekBankowy',
  'RachunekBankowyFaktora',
]);

const parseTree = createTreeParser(REPEATED_ELEMENTS);

/** Throws KsefParseError when the document is not an e-invoice of `schema` or a field cannot be read. */
export function parseKsefInvoice(xml: string, schema: KsefSchema): ParsedKsefInvoice {
  const fa = readFa(xml, schema);
  const currency = requiredText(fa.node, 'KodWaluty');
  const payment = child(fa.node, 'Platnosc');
  return {
    schema,
    kind: parseKind(requiredText(fa.node, 'RodzajFaktury')),
    number: requiredText(fa.node, 'P_2'),
    issueDate: requiredText(fa.node, 'P_1'),
    // OkresFa's P_6_Do is by definition the day the supply was completed, i.e. the sale date.
    saleDate: optionalText(fa.node, 'P_6') ?? optionalText(child(fa.node, 'OkresFa'), 'P_6_Do'),
    currency,
    exchangeRate: parseExchangeRate(fa.node, currency),
    seller: parseParty(requiredChild(fa.document, 'Podmiot1')),
    buyer: parseParty(requiredChild(fa.document, 'Podmiot2')),
    ...parseAmounts(fa.node, schema),
    gross: requiredAmount(fa.node, 'P_15'),
    settlement: parseSettlement(fa.node),
    dueDate:
      children(payment, 'TerminPlatnosci')
        .map((term) => optionalText(term, 'Termin'))
        .find((date) => date !== null) ?? null,
    bankAccount: parseBankAccount(payment),
    splitPayment: text(child(fa.node, 'Adnotacje'), 'P_18A') === '1',
    paymentForm: optionalText(payment, 'FormaPlatnosci'),
    correctedInvoices: children(fa.node, 'DaneFaKorygowanej').map(parseCorrected),
    correctionReason: text(fa.node, 'PrzyczynaKorekty'),
  };
}

function readFa(xml: string, schema: KsefSchema): { document: XmlNode; node: XmlNode } {
  const source = xml.startsWith('\ufeff') ? xml.slice(1) : xml;
  if (hasDtd(source)) throw new KsefParseError('The document declares a DOCTYPE or ENTITY.');
  const malformed = wellFormednessError(source);
  if (malformed !== null) throw new KsefParseError(`Not well-formed XML: ${malformed}`);
  const root = readRoot(source);
  if (root?.name !== 'Faktura' || root.namespace !== KSEF_NAMESPACES[schema]) {
    throw new KsefParseError(`The document is not a KSeF ${schema} invoice.`, root?.name ?? null);
  }
  const document = requiredChild(parseTree(source), 'Faktura');
  return { document, node: requiredChild(document, 'Fa') };
}

/**
 * A factored invoice lists the factor's account (RachunekBankowyFaktora), possibly beside the seller's
 * own; the debt then has to be paid to the factor, so that account wins.
 */
function parseBankAccount(payment: XmlNode | null): string {
  const account = (name: string): string => (rawText(child(payment, name), 'NrRB') ?? '').trim();
  return account('RachunekBankowyFaktora') || account('RachunekBankowy');
}

function parseKind(value: string): KsefInvoiceKind {
  const kind = KSEF_INVOICE_KINDS.find((known) => known === value);
  if (kind === undefined) throw new KsefParseError(`Unknown RodzajFaktury '${value}'.`, 'RodzajFaktury');
  return kind;
}

function parseCorrected(node: XmlNode): KsefCorrectedInvoice {
  return {
    number: requiredText(node, 'NrFaKorygowanej'),
    issueDate: requiredText(node, 'DataWystFaKorygowanej'),
    ksefNumber: optionalText(node, 'NrKSeFFaKorygowanej'),
  };
}
