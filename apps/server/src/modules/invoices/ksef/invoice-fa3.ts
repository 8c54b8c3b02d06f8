// Our stored sales invoice → the domain's FA(3) model. Pure: the service loads the rows. What each of
// our invoice types becomes (shared/reference/polish-integrations.md §1):
//   vat → VAT; vatMargin → VAT with PMarzy and the gross in P_13_11; advance → ZAL (+ Zamowienie);
//   final → ROZ, buckets = what is left after the advances, which are listed in FakturaZaliczkowa;
//   correction → KOR (KOR_ZAL, KOR_ROZ when it corrects an advance or a final invoice): differences
//   in the buckets, the corrected invoice's lines as "before" rows (StanPrzed) next to the new ones.
// A proforma is an offer, not a VAT invoice: it has no FA(3) form at all.
import type { InvoiceParty, PaymentMethod } from '@saldo/contracts/invoices';
import { settleAdvances } from '@saldo/domain/advances';
import { parseExchangeRate, toPln } from '@saldo/domain/exchange-rate';
import { validateNip } from '@saldo/domain/identifiers/nip';
import {
  fa3Decimal,
  multiplyFa3Decimals,
  parseFa3Decimal,
  trimFa3Decimal,
} from '@saldo/domain/ksef/fa3-decimal';
import {
  FA3_EARLIEST_CREATED_AT,
  FA3_EU_COUNTRY_CODES,
  FA3_GTU_CODES,
  type Fa3Address,
  type Fa3Body,
  type Fa3Contact,
  type Fa3Decimal,
  type Fa3Exemption,
  type Fa3Footer,
  type Fa3Invoice,
  type Fa3InvoiceKind,
  type Fa3Line,
  type Fa3MarginScheme,
  type Fa3Order,
  type Fa3OrderLine,
  type Fa3AdvanceReference,
  type Fa3PartyId,
  type Fa3ThirdParty,
  type Fa3Payment,
  type Fa3PaymentForm,
} from '@saldo/domain/ksef/fa3-model';
import {
  fa3Amounts,
  fa3RateCode,
  isReverseChargeRate,
  type Fa3RateTotals,
} from '@saldo/domain/ksef/fa3-rates';
import type { MarginScheme, OrderLine } from '@saldo/contracts/invoices';
import { needsSellerVatPrefix } from '@saldo/domain/vat-rates';
import { bankNameOf } from '../bank-name.ts';
import { exemptionBasisOf } from '../exemption-basis.ts';
import type { BuyerSnapshot, InvoiceLineRow, InvoiceRow, StoredRateSummary } from '../invoices.table.ts';

/** An advance invoice a final invoice settles (or a corrected final invoice settled). */
export interface AdvanceSource {
  readonly number: string;
  /** Its KSeF number when KSeF accepted it; null for one issued outside KSeF. */
  readonly ksefNumber: string | null;
  readonly byRate: readonly StoredRateSummary[];
}

export interface InvoiceFa3Source {
  readonly row: InvoiceRow;
  readonly lines: readonly InvoiceLineRow[];
  /** correction: the invoice it corrects, with the advances that one settled (a final invoice). */
  readonly corrected: {
    readonly row: InvoiceRow;
    /**
     * The first document of the chain: the corrected invoice itself, or for a correction of a
     * correction the invoice the chain began with, whose type and margin scheme the whole chain keeps.
     */
    readonly first: InvoiceRow;
    /** The advances the first document settled (a final invoice). */
    readonly advances: readonly AdvanceSource[];
    /** The corrected invoice's KSeF number; null when it never went to KSeF (NrKSeFN = 1). */
    readonly ksefNumber: string | null;
    /** What was due before this correction: the first document's amount and every later difference. */
    readonly dueBefore: number;
  } | null;
  /** final: the advance invoices it settles, in the order the invoice lists them. */
  readonly advances: readonly AdvanceSource[];
  /** The company's KRS today, for invoices written before the seller snapshot kept it. */
  readonly currentKrs: string;
}

export type InvoiceFa3Result =
  | { readonly ok: true; readonly invoice: Fa3Invoice }
  | { readonly ok: false; readonly reason: 'proforma' | 'exemption_basis_missing' };

const SYSTEM_INFO = 'Saldo';
// StopkaFaktury is TTekstowy (up to 3500 characters), Informacje occurs up to 3 times.
const FOOTER_TEXT_LENGTH = 3500;
const FOOTER_TEXTS = 3;

export function invoiceToFa3(source: InvoiceFa3Source): InvoiceFa3Result {
  const { row } = source;
  if (row.type === 'proforma') return { ok: false, reason: 'proforma' };
  const exemption = exemptionOf(source);
  if (exemption === null) return { ok: false, reason: 'exemption_basis_missing' };
  const invoice: Fa3Invoice = {
    header: { createdAt: createdAt(row.createdAt), systemInfo: SYSTEM_INFO },
    seller: {
      ...(needsSellerVatPrefix(source.lines.map((line) => line.vatRate)) ? { vatPrefixPl: true } : {}),
      nip: row.seller.nip,
      name: row.seller.name,
      // A seller without any address fails the XSD, and the service says so; nothing is invented here.
      address: addressOf(row.seller) ?? { countryCode: countryOf(row.seller), line1: '' },
      contacts: contactsOf(row.seller),
    },
    buyer: {
      identity: { id: buyerIdOf(row.buyer), name: row.buyer.name.trim() || undefined },
      address: addressOf(row.buyer),
      contacts: contactsOf(row.buyer),
      localGovernmentUnit: row.buyer.recipientUnit?.kind === 'jst',
      vatGroupMember: row.buyer.recipientUnit?.kind === 'vatGroup',
    },
    thirdParties: recipientUnitOf(row.buyer),
    fa: body(source, exemption),
    footer: footerOf(source),
  };
  return { ok: true, invoice };
}

// --- Header and parties ----------------------------------------------------------------------------

/**
 * DataWytworzeniaFa is when the invoice was written (stable, so the same invoice gives the same file);
 * the schema refuses anything before 1 September 2025, which only a migrated invoice could have.
 */
function createdAt(at: Date): string {
  const iso = at.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return iso < FA3_EARLIEST_CREATED_AT ? FA3_EARLIEST_CREATED_AT : iso;
}

function countryOf(party: Pick<InvoiceParty, 'country'>): string {
  return party.country.trim().toUpperCase() || 'PL';
}

/** AdresL1: street, house and flat ("ul. Długa 5/3"); AdresL2: postal code and town. */
export function addressOf(
  party: Pick<InvoiceParty, 'street' | 'buildingNumber' | 'flatNumber' | 'postalCode' | 'city' | 'country'>,
): Fa3Address | undefined {
  const house = [party.buildingNumber, party.flatNumber]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('/');
  const street = [party.street.trim(), house].filter(Boolean).join(' ');
  const town = [party.postalCode.trim(), party.city.trim()].filter(Boolean).join(' ');
  const [line1, line2] = [street, town].filter(Boolean);
  if (line1 === undefined) return undefined;
  return { countryCode: countryOf(party), line1, line2 };
}

/**
 * The JST's subordinate unit (Rola 8) or the VAT group's member (Rola 10) the invoice concerns: the
 * buyer's JST/GV flag says so, and the unit's NIP in Podmiot3 is what gives it access to the invoice in
 * KSeF (the JST and GV elements' own documentation; official sample 9).
 */
function recipientUnitOf(buyer: BuyerSnapshot): Fa3ThirdParty[] {
  const unit = buyer.recipientUnit;
  if (unit === undefined || unit === null) return [];
  return [
    {
      id: { kind: 'nip', nip: unit.nip },
      name: unit.name.trim() || undefined,
      address: addressOf(unit),
      contacts: [],
      role: { kind: 'role', role: unit.kind === 'jst' ? 8 : 10 },
    },
  ];
}

// TNumerTelefonu is at most 16 characters; TAdresEmail is "(.)+@(.)+", 3 to 255 characters.
const PHONE_LENGTH = 16;

function contactsOf(party: InvoiceParty): Fa3Contact[] {
  const email = party.email.trim();
  const typedPhone = party.phone.trim();
  const phone = typedPhone.length > PHONE_LENGTH ? typedPhone.replace(/\s/g, '') : typedPhone;
  const contact: Fa3Contact = {
    email: /^.+@.+$/.test(email) && email.length <= 255 ? email : undefined,
    phone: phone !== '' && phone.length <= PHONE_LENGTH ? phone : undefined,
  };
  return contact.email === undefined && contact.phone === undefined ? [] : [contact];
}

/**
 * The buyer's identifier, as DaneIdentyfikacyjne allows: a Polish NIP; an EU VAT number (KodUE, the
 * number without its country prefix); any other tax id with its country; BrakID for a consumer.
 */
export function buyerIdOf(buyer: InvoiceParty): Fa3PartyId {
  const typed = buyer.nip.trim();
  if (typed === '') return { kind: 'none' };
  const country = countryOf(buyer);
  if (country === 'PL') {
    const nip = validateNip(typed);
    return nip.ok ? { kind: 'nip', nip: nip.value } : { kind: 'other', countryCode: 'PL', taxId: typed };
  }
  // Greece's VAT numbers carry EL, not its ISO code GR.
  const euPrefix = country === 'GR' ? 'EL' : country;
  const euCountry = FA3_EU_COUNTRY_CODES.find((code) => code === euPrefix);
  if (euCountry !== undefined) {
    const compact = typed.toUpperCase().replace(/[\s.-]/g, '');
    const number = compact.startsWith(euCountry) ? compact.slice(euCountry.length) : compact;
    if (/^[0-9A-Z+*]{1,12}$/.test(number)) return { kind: 'eu', countryCode: euCountry, vatNumber: number };
  }
  return { kind: 'other', countryCode: country, taxId: typed };
}

// --- Fa --------------------------------------------------------------------------------------------

function kindOf(source: InvoiceFa3Source): Fa3InvoiceKind {
  switch (source.row.type) {
    case 'advance':
      return 'ZAL';
    case 'final':
      return 'ROZ';
    case 'correction': {
      const correctedType = source.corrected?.first.type;
      if (correctedType === 'advance') return 'KOR_ZAL';
      if (correctedType === 'final') return 'KOR_ROZ';
      return 'KOR';
    }
    default:
      return 'VAT';
  }
}

/** The margin scheme of the invoice, or of the first invoice of a correction's chain. */
function marginOf(source: InvoiceFa3Source): MarginScheme | null {
  const row = source.row.type === 'correction' ? source.corrected?.first : source.row;
  return row?.type === 'vatMargin' ? (row.marginScheme ?? 'used_goods') : null;
}

const MARGIN_SCHEMES: Readonly<Record<MarginScheme, Fa3MarginScheme>> = {
  used_goods: 'used_goods',
  works_of_art: 'works_of_art',
  antiques: 'antiques',
  travel_agency: 'travel',
};

/**
 * An exempt ('zw') line needs its legal basis: P_19 = 1 with P_19A (the VAT act), P_19B (the
 * directive) or P_19C (another basis), as the invoice states it (an invoice written before the kind
 * was kept quotes the act). Only an invoice issued before the basis was required can lack it: null.
 */
function exemptionOf(source: InvoiceFa3Source): Fa3Exemption | null {
  if (!source.lines.some((line) => line.vatRate === 'zw')) return { kind: 'none' };
  const basis =
    exemptionBasisOf(source.row.seller) ??
    (source.corrected && exemptionBasisOf(source.corrected.row.seller));
  return basis ? { kind: 'exempt', basis: basis.kind, text: basis.text } : null;
}

function exchangeRateOf(row: InvoiceRow): { decimal: Fa3Decimal; scaled: number } | undefined {
  if (row.currency === 'PLN' || row.exchangeRate === null) return undefined;
  const scaled = parseExchangeRate(row.exchangeRate);
  const decimal = parseFa3Decimal(row.exchangeRate);
  return scaled.ok && decimal !== null ? { decimal, scaled: scaled.value } : undefined;
}

/** Per-rate totals the buckets show, with VAT in PLN where the invoice is in another currency. */
function rateTotals(source: InvoiceFa3Source, rate: number | undefined): Fa3RateTotals[] {
  const { row } = source;
  const stored = (summary: StoredRateSummary): Fa3RateTotals => ({
    vatRate: summary.vatRate,
    net: summary.net,
    vat: summary.vat,
    vatPln: summary.pln?.vat,
  });
  if (row.type !== 'final' || source.advances.length === 0) return row.byRate.map(stored);
  // A final invoice states what is left to tax after the advances (art. 106f ust. 3), rate by rate;
  // its VAT in PLN is that remainder converted at the final invoice's own rate.
  const settlement = settleAdvances(
    row.byRate,
    source.advances.map((advance) => advance.byRate),
  );
  return settlement.remaining.map((remaining) => ({
    vatRate: remaining.vatRate,
    net: remaining.net,
    vat: remaining.vat,
    vatPln: rate === undefined ? undefined : toPln(remaining.vat, rate),
  }));
}

function body(source: InvoiceFa3Source, exemption: Fa3Exemption): Fa3Body {
  const { row } = source;
  const kind = kindOf(source);
  const margin = marginOf(source);
  const rate = exchangeRateOf(row);
  const corrected = source.corrected?.row;
  return {
    currency: row.currency,
    issueDate: row.issueDate,
    placeOfIssue: row.placeOfIssue.trim() || undefined,
    number: row.number,
    warehouseDocuments: [],
    // P_6 only "when it differs from the issue date" (the field's own definition).
    saleDate: row.saleDate === row.issueDate ? undefined : { kind: 'date', date: row.saleDate },
    amounts: fa3Amounts(rateTotals(source, rate?.scaled), {
      foreignCurrency: rate !== undefined,
      margin: margin !== null,
    }),
    total: row.toPay,
    // An advance invoice without order lines carries its NBP rate in the header (KursWalutyZ).
    advanceExchangeRate: row.type === 'advance' ? rate?.decimal : undefined,
    annotations: {
      cashAccounting: row.seller.cashMethod === true,
      selfBilling: false,
      reverseCharge: source.lines.some((line) => isReverseChargeRate(line.vatRate)),
      // A correction of a split-payment invoice keeps the annotation (its own gross is a difference).
      splitPayment: row.splitPayment || corrected?.splitPayment === true,
      exemption,
      newTransport: { kind: 'none' },
      triangular: false,
      margin: margin === null ? null : MARGIN_SCHEMES[margin],
    },
    kind,
    correction:
      row.type === 'correction' && corrected !== undefined
        ? {
            reason: row.correctionReason.trim() || undefined,
            // Whether the correction takes effect at the original's date or its own is the user's
            // call (TypKorekty); we do not ask for it yet, and the element is optional.
            corrected: [
              {
                issueDate: corrected.issueDate,
                number: corrected.number,
                ksefNumber: source.corrected?.ksefNumber ?? null,
              },
            ],
            // A correction of the buyer's name or address names the buyer as it was (Podmiot2K, sample 5).
            buyersBefore:
              row.buyer.before === undefined
                ? []
                : [
                    {
                      identity: {
                        id: buyerIdOf(row.buyer.before),
                        name: row.buyer.before.name.trim() || undefined,
                      },
                      address: addressOf(row.buyer.before),
                    },
                  ],
            // What was due before: P_15ZK exists for corrections of advance and final invoices.
            totalBefore:
              (kind === 'KOR_ZAL' || kind === 'KOR_ROZ') && source.corrected !== null
                ? { amount: source.corrected.dueBefore }
                : undefined,
          }
        : undefined,
    partialAdvances: [],
    cashRegisterInvoice: false,
    relatedParties: false,
    additionalInfo: [],
    // An advance KSeF accepted is named by its KSeF number; one issued outside KSeF by its own (NrKSeFZN = 1).
    advanceInvoices: (row.type === 'final'
      ? source.advances
      : kind === 'KOR_ROZ'
        ? (source.corrected?.advances ?? [])
        : []
    ).map((advance): Fa3AdvanceReference =>
      advance.ksefNumber === null
        ? { kind: 'outside', number: advance.number }
        : { kind: 'ksef', ksefNumber: advance.ksefNumber },
    ),
    exciseRefund: false,
    lines: linesOf(source, margin !== null, row.type === 'advance' ? undefined : rate?.decimal),
    payment: paymentOf(row),
    order: orderOf(source, kind),
  };
}

// --- Lines -----------------------------------------------------------------------------------------

/**
 * Our single classification field holds what the user printed: a PKWiU symbol is dotted (62.01.11.0),
 * a CN code is 4 to 8 digits (often grouped: 8471 30 00); anything else is the seller's own code.
 */
function classificationOf(value: string): Pick<Fa3Line, 'pkwiu' | 'cn' | 'index'> {
  const code = value.trim();
  if (code === '') return {};
  if (/^\d{2}(\.\d{1,2}){1,3}$/.test(code)) return { pkwiu: code };
  if (/^\d{4}(\s?\d{2}){0,2}$/.test(code)) return { cn: code };
  return { index: code };
}

const isGtu = (value: string | null): value is (typeof FA3_GTU_CODES)[number] =>
  FA3_GTU_CODES.some((code) => code === value);

function lineOf(
  line: InvoiceLineRow,
  options: { grossPrices: boolean; margin: boolean; exchangeRate: Fa3Decimal | undefined },
): Fa3Line {
  // Stored decimals are already normalised ("1.5", "33.3333", "150.00"), so they parse as typed.
  const price = fa3Decimal(line.unitPrice);
  const percent = line.discountPercent === '' ? null : fa3Decimal(line.discountPercent);
  // P_10 is the discount per unit ("kwota opustu"), price × percent / 100: exact, at most 8 decimals.
  const discount =
    percent === null
      ? undefined
      : trimFa3Decimal(multiplyFa3Decimals(price, { units: percent.units, scale: percent.scale + 2 }), 2);
  const gross = options.grossPrices || options.margin;
  return {
    number: line.position,
    name: line.name,
    ...classificationOf(line.classification),
    unit: line.unit.trim() || undefined,
    quantity: trimFa3Decimal(fa3Decimal(line.quantity)),
    unitNetPrice: gross ? undefined : price,
    unitGrossPrice: gross ? price : undefined,
    unitDiscount: discount,
    net: gross ? undefined : line.net,
    gross: gross ? line.gross : undefined,
    // A margin sale shows no VAT rate (art. 106e ust. 3): the lines carry gross values only.
    rate: options.margin ? undefined : fa3RateCode(line.vatRate),
    annex15: line.annex15,
    gtu: isGtu(line.gtu) ? line.gtu : undefined,
    exchangeRate: options.exchangeRate,
    before: line.side === 'before',
  };
}

/**
 * A correction lists the corrected invoice's lines ("before", StanPrzed = 1) and its own, position by
 * position, as the Ministry's sample 2 does: before/after rows of one position share its number.
 */
function linesOf(source: InvoiceFa3Source, margin: boolean, exchangeRate: Fa3Decimal | undefined): Fa3Line[] {
  const { row } = source;
  const after = source.lines.filter((line) => line.side === 'after');
  const before = source.lines.filter((line) => line.side === 'before');
  // Each side's amounts were computed in its own price mode: the corrected invoice's for "before".
  const beforeGross = (source.corrected?.row.priceMode ?? row.priceMode) === 'gross';
  const options = { margin, exchangeRate };
  const positions = [...new Set([...before, ...after].map((line) => line.position))].sort((a, b) => a - b);
  return positions.flatMap((position) => [
    ...before
      .filter((line) => line.position === position)
      .map((line) => lineOf(line, { ...options, grossPrices: beforeGross })),
    ...after
      .filter((line) => line.position === position)
      .map((line) => lineOf(line, { ...options, grossPrices: row.priceMode === 'gross' })),
  ]);
}

const orderLineOf = (line: OrderLine, number: number, before: boolean): Fa3OrderLine => ({
  number,
  name: line.name,
  unit: line.unit.trim() || undefined,
  quantity: trimFa3Decimal(fa3Decimal(line.quantity)),
  unitNetPrice: fa3Decimal(line.unitPrice),
  net: line.net,
  vat: line.vat,
  rate: fa3RateCode(line.vatRate),
  annex15: false,
  before,
});

/**
 * Zamowienie (art. 106f ust. 1 pkt 4): the order's lines with quantity, net, rate and tax, and its gross
 * value (official sample 10). A correction of an advance lists the order as it stood (StanPrzedZ = 1)
 * next to the order now, line by line as samples 11-13 do; an order the correction left alone is both.
 * An advance written before orders had lines names its own lines, without amounts we never stored.
 */
function orderOf(source: InvoiceFa3Source, kind: Fa3InvoiceKind): Fa3Order | undefined {
  const { row } = source;
  if (kind === 'KOR_ZAL') {
    const previous = source.corrected?.row;
    const before = previous?.orderLines ?? [];
    const after = row.orderLines.length > 0 ? row.orderLines : before;
    const value = row.orderLines.length > 0 ? row.orderValue : (previous?.orderValue ?? null);
    if (before.length === 0 && after.length === 0) return undefined;
    if (value === null) return undefined;
    const positions = Math.max(before.length, after.length);
    const lines: Fa3OrderLine[] = [];
    for (let index = 0; index < positions; index += 1) {
      const was = before[index];
      const is = after[index];
      if (was !== undefined) lines.push(orderLineOf(was, index + 1, true));
      if (is !== undefined) lines.push(orderLineOf(is, index + 1, false));
    }
    return { value, lines };
  }
  if (row.type !== 'advance' || row.orderValue === null) return undefined;
  if (row.orderLines.length > 0)
    return {
      value: row.orderValue,
      lines: row.orderLines.map((line, index) => orderLineOf(line, index + 1, false)),
    };
  const lines = source.lines.filter((line) => line.side === 'after');
  return {
    value: row.orderValue,
    lines: lines.map((line, index) => ({
      number: index + 1,
      name: line.name,
      unit: line.unit.trim() || undefined,
      rate: fa3RateCode(line.vatRate),
      annex15: line.annex15,
      gtu: isGtu(line.gtu) ? line.gtu : undefined,
      before: false,
    })),
  };
}

// --- Payment and footer ----------------------------------------------------------------------------

/** FormaPlatnosci codes: 1 cash, 2 card, 6 transfer; the rest are described (PlatnoscInna). */
const PAYMENT_FORMS: Readonly<Record<PaymentMethod, Fa3PaymentForm | undefined>> = {
  cash: { kind: 'code', code: 1 },
  card: { kind: 'code', code: 2 },
  transfer: { kind: 'code', code: 6 },
  compensation: { kind: 'other', description: 'kompensata' },
  cash_on_delivery: { kind: 'other', description: 'za pobraniem' },
  // "Other" says nothing a description could carry: the form is left out.
  other: undefined,
};

/** A Polish IBAN is written as the 26-digit NRB, as Polish banks and the Ministry's samples do. */
function accountNumberOf(iban: string): string {
  const compact = iban.replace(/\s/g, '').toUpperCase();
  return /^PL\d{26}$/.test(compact) ? compact.slice(2) : compact;
}

function paymentOf(row: InvoiceRow): Fa3Payment {
  const bank = row.bank;
  const swift = bank?.swift.trim().toUpperCase() ?? '';
  // An advance invoice documents money already received (on its P_6 date, sample 10): no due date.
  const advance = row.type === 'advance';
  return {
    ...(advance ? { state: { kind: 'paid' as const, date: row.saleDate } } : {}),
    terms: advance ? [] : [{ date: row.dueDate }],
    form: PAYMENT_FORMS[row.paymentMethod],
    bankAccounts:
      bank === null || bank.iban.trim() === ''
        ? []
        : [
            {
              number: accountNumberOf(bank.iban),
              swift: /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift) ? swift : undefined,
              bankName: bankNameOf(bank) || undefined,
            },
          ],
    factorBankAccounts: [],
  };
}

function chunks(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += size) parts.push(text.slice(start, start + size));
  return parts;
}

/** Notes go to the footer (StopkaFaktury); KRS and REGON to Rejestry when they are well-formed. */
function footerOf(source: InvoiceFa3Source): Fa3Footer | undefined {
  const { row } = source;
  const notes = row.notes.trim();
  // Notes are at most 4000 characters (INVOICE_LIMITS.notes), so two footer texts always hold them.
  const texts = notes === '' ? [] : chunks(notes, FOOTER_TEXT_LENGTH).slice(0, FOOTER_TEXTS);
  const krs = (row.seller.krs ?? source.currentKrs).replace(/\s/g, '');
  const regon = row.seller.regon.replace(/\s/g, '');
  const registry = {
    krs: /^\d{10}$/.test(krs) ? krs : undefined,
    regon: /^(\d{9}|\d{14})$/.test(regon) ? regon : undefined,
  };
  const registries = registry.krs === undefined && registry.regon === undefined ? [] : [registry];
  return texts.length === 0 && registries.length === 0 ? undefined : { texts, registries };
}
