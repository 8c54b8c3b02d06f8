// The wording and the values of a printed invoice, one source for its PDF (server) and its preview
// (web), so that the two are the same document. Polish is always printed because the VAT act names the
// elements in Polish and a Polish tax office reads the document; an 'english' invoice adds the English
// text next to it rather than replacing it, which keeps one document valid for both readers.
import type { Locale } from '@saldo/domain/currency';
import { formatScaled, parseScaled } from '@saldo/domain/decimal';
import { formatExchangeRate, parseExchangeRate } from '@saldo/domain/exchange-rate';
import {
  computeLine,
  DISCOUNT_DECIMALS,
  formatQuantity,
  formatUnitPrice,
  parseInvoiceLine,
  QUANTITY_DECIMALS,
  UNIT_PRICE_DECIMALS,
} from '@saldo/domain/invoice-line';
import { formatAmount } from '@saldo/domain/money';
import { SPLIT_PAYMENT_ANNOTATION } from '@saldo/domain/split-payment';
import { needsSellerVatPrefix, VAT_RATES, type VatRateCode } from '@saldo/domain/vat-rates';
import { amountInWords } from '@saldo/domain/words/amount-in-words';
import {
  MARGIN_SCHEME_WORDING,
  type InvoiceDetail,
  type InvoiceLanguage,
  type InvoiceLineDto,
  type InvoiceParty,
  type InvoiceType,
  type MarginScheme,
  type PaymentMethod,
} from './invoices.ts';
import type { RecipientUnit } from './contractors.ts';

export interface Bilingual {
  readonly pl: string;
  readonly en: string;
}

export const LABELS = {
  number: { pl: 'nr', en: 'no.' },
  original: { pl: 'ORYGINAŁ', en: 'ORIGINAL' },
  issueDate: { pl: 'Data wystawienia', en: 'Issue date' },
  saleDate: { pl: 'Data sprzedaży', en: 'Date of sale' },
  paymentReceivedDate: { pl: 'Data otrzymania zapłaty', en: 'Payment received on' },
  placeOfIssue: { pl: 'Miejsce wystawienia', en: 'Place of issue' },
  seller: { pl: 'Sprzedawca', en: 'Seller' },
  buyer: { pl: 'Nabywca', en: 'Buyer' },
  buyerAfter: { pl: 'Nabywca – dane po korekcie', en: 'Buyer – data after the correction' },
  buyerBefore: { pl: 'Nabywca – dane przed korektą', en: 'Buyer – data before the correction' },
  recipientJst: {
    pl: 'Odbiorca – jednostka podrzędna JST',
    en: 'Recipient – subordinate local government unit',
  },
  recipientVatGroup: { pl: 'Odbiorca – członek grupy VAT', en: 'Recipient – VAT group member' },
  nip: { pl: 'NIP', en: 'VAT ID' },
  regon: { pl: 'REGON', en: 'REGON' },
  lp: { pl: 'Lp.', en: 'No.' },
  name: { pl: 'Nazwa towaru lub usługi', en: 'Description' },
  classification: { pl: 'PKWiU / CN', en: 'PKWiU / CN' },
  quantity: { pl: 'Ilość', en: 'Qty' },
  unit: { pl: 'J.m.', en: 'Unit' },
  unitPriceNet: { pl: 'Cena jedn. netto', en: 'Unit price net' },
  unitPriceGross: { pl: 'Cena jedn. brutto', en: 'Unit price gross' },
  unitPrice: { pl: 'Cena jedn.', en: 'Unit price' },
  discount: { pl: 'Rabat', en: 'Discount' },
  netValue: { pl: 'Wartość netto', en: 'Net value' },
  vatRate: { pl: 'Stawka VAT', en: 'VAT rate' },
  vatAmount: { pl: 'Kwota VAT', en: 'VAT amount' },
  grossValue: { pl: 'Wartość brutto', en: 'Gross value' },
  value: { pl: 'Wartość', en: 'Value' },
  vatSummary: { pl: 'Podsumowanie według stawek VAT', en: 'VAT summary by rate' },
  vatSummaryPln: { pl: 'Podsumowanie w PLN', en: 'Summary in PLN' },
  differenceSummary: { pl: 'Różnica według stawek VAT', en: 'Difference by VAT rate' },
  total: { pl: 'Razem', en: 'Total' },
  vatInPln: { pl: 'Kwota VAT w PLN', en: 'VAT amount in PLN' },
  exchangeRate: { pl: 'Kurs NBP', en: 'NBP exchange rate' },
  typedExchangeRate: { pl: 'Kurs', en: 'Exchange rate' },
  fromTable: { pl: 'z tabeli', en: 'from table' },
  ofDate: { pl: 'z dnia', en: 'of' },
  currency: { pl: 'Waluta', en: 'Currency' },
  toPay: { pl: 'Do zapłaty', en: 'Amount due' },
  amountReceived: { pl: 'Otrzymana kwota', en: 'Amount received' },
  toRefund: { pl: 'Do zwrotu', en: 'To be refunded' },
  inWords: { pl: 'Słownie', en: 'In words' },
  paymentMethod: { pl: 'Sposób płatności', en: 'Payment method' },
  dueDate: { pl: 'Termin płatności', en: 'Due date' },
  bank: { pl: 'Bank', en: 'Bank' },
  account: { pl: 'Numer rachunku', en: 'Account number' },
  swift: { pl: 'SWIFT', en: 'SWIFT' },
  exemptionBasis: { pl: 'Podstawa zwolnienia z VAT', en: 'Legal basis of the VAT exemption' },
  correctedInvoice: { pl: 'Dotyczy faktury', en: 'Corrects invoice' },
  correctedKsefNumber: { pl: 'Numer KSeF faktury korygowanej', en: 'KSeF number of the corrected invoice' },
  ksefNumberShort: { pl: 'nr KSeF', en: 'KSeF no.' },
  correctionReason: { pl: 'Przyczyna korekty', en: 'Reason for correction' },
  before: { pl: 'Przed korektą', en: 'Before correction' },
  after: { pl: 'Po korekcie', en: 'After correction' },
  orderValue: { pl: 'Wartość zamówienia', en: 'Order value' },
  order: { pl: 'Zamówienie, na poczet którego otrzymano zapłatę', en: 'Order the payment was received for' },
  advances: { pl: 'Rozliczone faktury zaliczkowe', en: 'Advance invoices settled' },
  advancesDeducted: { pl: 'Zaliczki odliczone', en: 'Advances deducted' },
  notes: { pl: 'Uwagi', en: 'Notes' },
  page: { pl: 'Strona', en: 'Page' },
  continued: { pl: 'ciąg dalszy', en: 'continued' },
  annotations: { pl: 'Adnotacje', en: 'Annotations' },
  ksefNumber: { pl: 'Numer KSeF', en: 'KSeF number' },
  ksefVerification: { pl: 'Sprawdź fakturę w KSeF', en: 'Verify the invoice in KSeF' },
  ksefOfflineCodes: {
    pl: 'Faktura wystawiona w trybie offline – kody weryfikujące KSeF',
    en: 'Invoice issued in offline mode – KSeF verification codes',
  },
} as const satisfies Record<string, Bilingual>;

export type LabelKey = keyof typeof LABELS;

export const DOCUMENT_TITLES: Readonly<Record<InvoiceType, Bilingual>> = {
  vat: { pl: 'Faktura VAT', en: 'VAT invoice' },
  vatMargin: { pl: 'Faktura VAT marża', en: 'VAT margin invoice' },
  proforma: { pl: 'Faktura proforma', en: 'Pro forma invoice' },
  advance: { pl: 'Faktura zaliczkowa', en: 'Advance invoice' },
  final: { pl: 'Faktura końcowa', en: 'Final invoice' },
  correction: { pl: 'Faktura korygująca', en: 'Corrective invoice' },
};

/**
 * A company obliged to use KSeF issues its invoices there (art. 106ga of the VAT act): a document it
 * hands over before KSeF has given it a number is not an invoice yet, so its print says so above
 * everything else and its title is that of a preview.
 */
export const KSEF_PREVIEW_WORDING: Bilingual = {
  pl: 'Podgląd – faktura nie została jeszcze przesłana do KSeF: nie jest fakturą, dopóki nie otrzyma numeru KSeF',
  en: 'Preview – the invoice has not yet been sent to KSeF: it is not an invoice until it has a KSeF number',
};

/** The document's title, marked as a preview while KSeF has not numbered an obliged company's invoice. */
export function documentTitleOf(invoice: Pick<InvoiceDetail, 'type' | 'ksefPreview'>): Bilingual {
  const title = DOCUMENT_TITLES[invoice.type];
  return invoice.ksefPreview ? { pl: `Podgląd: ${title.pl}`, en: `Preview: ${title.en}` } : title;
}

export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethod, Bilingual>> = {
  transfer: { pl: 'przelew', en: 'bank transfer' },
  cash: { pl: 'gotówka', en: 'cash' },
  card: { pl: 'karta płatnicza', en: 'payment card' },
  compensation: { pl: 'kompensata', en: 'offset' },
  cash_on_delivery: { pl: 'za pobraniem', en: 'cash on delivery' },
  other: { pl: 'inny', en: 'other' },
};

/** The Polish wording is the statutory one (contracts' MARGIN_SCHEME_WORDING); English is a courtesy. */
export const MARGIN_SCHEME_ENGLISH: Readonly<Record<MarginScheme, string>> = {
  used_goods: 'margin scheme – second-hand goods',
  works_of_art: 'margin scheme – works of art',
  antiques: 'margin scheme – collector’s items and antiques',
  travel_agency: 'margin scheme – travel agents',
};

export const SPLIT_PAYMENT_ENGLISH = 'split payment mechanism';
export const REVERSE_CHARGE_ENGLISH = 'reverse charge';

/** Picks the wording for one invoice language; `join` separates the two languages. */
export function makeTranslator(language: InvoiceLanguage) {
  const bilingual = language === 'english';
  const pick = (text: Bilingual, join = ' / '): string =>
    bilingual && text.en !== text.pl ? `${text.pl}${join}${text.en}` : text.pl;
  return {
    bilingual,
    pick,
    t: (key: LabelKey, join?: string): string => pick(LABELS[key], join),
  };
}

export type Translator = ReturnType<typeof makeTranslator>;

/**
 * The JST unit or VAT-group member the invoice concerns (FA(3) Podmiot3, role 8 or 10), printed under
 * the buyer so that the paper copy names the unit the KSeF file names; null when there is none.
 */
export function recipientUnitOf(
  invoice: { buyer: Pick<InvoiceDetail['buyer'], 'recipientUnit'> },
  tr: Translator,
): { caption: string; unit: RecipientUnit } | null {
  const unit = invoice.buyer.recipientUnit;
  if (unit === undefined || unit === null) return null;
  return { caption: tr.t(unit.kind === 'jst' ? 'recipientJst' : 'recipientVatGroup'), unit };
}

/**
 * A correction of the buyer's name or address prints the buyer twice: as corrected ("after", the
 * buyer block) and as on the corrected invoice ("before", as FA(3) Podmiot2K names it); null otherwise.
 */
export function buyerCorrectionOf(
  invoice: { buyer: Pick<InvoiceDetail['buyer'], 'before'> },
  tr: Translator,
): { afterCaption: string; beforeCaption: string; before: InvoiceParty } | null {
  const before = invoice.buyer.before;
  if (before === undefined) return null;
  return { afterCaption: tr.t('buyerAfter'), beforeCaption: tr.t('buyerBefore'), before };
}

/** Falls back to the typed text: a value the parser rejects is still what the invoice says. */
export function quantityText(line: Pick<InvoiceLineDto, 'quantity'>, locale: Locale): string {
  const parsed = parseScaled(line.quantity, QUANTITY_DECIMALS);
  return parsed.ok ? formatQuantity(parsed.value, locale) : line.quantity;
}

export function unitPriceText(line: Pick<InvoiceLineDto, 'unitPrice'>, locale: Locale): string {
  const parsed = parseScaled(line.unitPrice, UNIT_PRICE_DECIMALS);
  return parsed.ok ? formatUnitPrice(parsed.value, locale) : line.unitPrice;
}

/** Hundredths of a percent; 0 when blank, so "any line has a discount" is a simple test. */
export function discountValue(line: Pick<InvoiceLineDto, 'discountPercent'>): number {
  if (line.discountPercent.trim() === '') return 0;
  const parsed = parseScaled(line.discountPercent, DISCOUNT_DECIMALS);
  return parsed.ok ? parsed.value : 0;
}

export function discountText(line: Pick<InvoiceLineDto, 'discountPercent'>, locale: Locale): string {
  const value = discountValue(line);
  if (value === 0) return '';
  const text = formatScaled(value, DISCOUNT_DECIMALS, {
    decimalSeparator: locale === 'pl' ? ',' : '.',
    minDecimals: 0,
  });
  return `${text}%`;
}

/** The short label fits a table column; the English one is added in summaries of bilingual invoices. */
export function rateLabel(code: VatRateCode, bilingual: boolean): string {
  const info = VAT_RATES[code];
  return bilingual && info.labelEn !== info.labelPl ? `${info.labelPl} / ${info.labelEn}` : info.labelPl;
}

/** "4,2500" in Polish, "4.2500" in English; null when the invoice has no usable rate. */
export function exchangeRateText(
  invoice: Pick<InvoiceDetail, 'exchangeRate'>,
  locale: Locale,
): string | null {
  if (invoice.exchangeRate === null) return null;
  const parsed = parseExchangeRate(invoice.exchangeRate);
  if (!parsed.ok) return invoice.exchangeRate;
  return formatExchangeRate(parsed.value, locale === 'pl' ? ',' : '.');
}

/** The invoice's own locale for numbers and dates: an 'english' invoice prints them the English way. */
export function localeOf(invoice: Pick<InvoiceDetail, 'language'>): Locale {
  return invoice.language === 'english' ? 'en' : 'pl';
}

/**
 * The exchange-rate sentence in one language: "Kurs NBP EUR/PLN 4,2500 z tabeli 52/A/NBP/2026 z dnia
 * 2026-03-13". A rate typed by hand names no NBP table, so it is not called an NBP rate, and a part
 * that is not known is left out rather than printed as a dash.
 */
export function exchangeRateSentence(
  invoice: Pick<InvoiceDetail, 'currency' | 'exchangeRate' | 'exchangeRateTable' | 'exchangeRateDate'>,
  language: 'pl' | 'en',
  locale: Locale,
): string | null {
  const rate = exchangeRateText(invoice, locale);
  if (invoice.currency === 'PLN' || rate === null) return null;
  const fromNbp = invoice.exchangeRateTable.trim() !== '';
  const label = fromNbp ? LABELS.exchangeRate[language] : LABELS.typedExchangeRate[language];
  const table = fromNbp ? ` ${LABELS.fromTable[language]} ${invoice.exchangeRateTable.trim()}` : '';
  const date =
    invoice.exchangeRateDate === null ? '' : ` ${LABELS.ofDate[language]} ${invoice.exchangeRateDate}`;
  return `${label} ${invoice.currency}/PLN ${rate}${table}${date}`;
}

/**
 * "Słownie: …" in Polish, and on a bilingual invoice "In words: …" in English under it: each language
 * reads the amount in its own words.
 */
export function amountInWordsLines(
  invoice: Pick<InvoiceDetail, 'language' | 'toPay' | 'currency'>,
): string[] {
  const words = (language: 'pl' | 'en') =>
    `${LABELS.inWords[language]}: ${amountInWords(Math.abs(invoice.toPay), { language, currency: invoice.currency })}`;
  return invoice.language === 'english' ? [words('pl'), words('en')] : [words('pl')];
}

/** Art. 21: a taxpayer on the cash method says so on every invoice. */
export const CASH_METHOD_WORDING: Bilingual = { pl: 'metoda kasowa', en: 'cash accounting' };

/**
 * What a cross-border rate means, printed so that the buyer and a tax office see why there is no VAT;
 * np II's "odwrotne obciążenie" (art. 106e ust. 1 pkt 18) comes with the rate's own annotation.
 */
export const RATE_WORDING: Readonly<Partial<Record<VatRateCode, Bilingual>>> = {
  '0 WDT': {
    pl: 'wewnątrzwspólnotowa dostawa towarów – stawka 0% (art. 42 ustawy o VAT)',
    en: 'intra-Community supply of goods – 0% rate (art. 42 of the Polish VAT act)',
  },
  '0 EX': {
    pl: 'eksport towarów – stawka 0% (art. 41 ust. 4 ustawy o VAT)',
    en: 'export of goods – 0% rate (art. 41(4) of the Polish VAT act)',
  },
  'np I': {
    pl: 'dostawa towarów lub świadczenie usług poza terytorium kraju',
    en: 'supply of goods or services outside Poland',
  },
  'np II': {
    pl: 'świadczenie usług, o których mowa w art. 100 ust. 1 pkt 4 ustawy o VAT',
    en: 'supply of services under art. 100(1)(4) of the Polish VAT act',
  },
};

const ratesOf = (invoice: Pick<InvoiceDetail, 'lines' | 'linesBefore'>): VatRateCode[] =>
  [...invoice.lines, ...invoice.linesBefore].map((line) => line.vatRate);

/**
 * The seller's NIP as printed: with its PL prefix on an intra-EU supply or an EU B2B service (art. 106e
 * ust. 1 pkt 24 lit. a), where the buyer's country needs the EU VAT number rather than the bare NIP.
 */
export function sellerVatId(
  invoice: Pick<InvoiceDetail, 'lines' | 'linesBefore'> & { seller: Pick<InvoiceDetail['seller'], 'nip'> },
): string {
  const nip = invoice.seller.nip.trim();
  if (nip === '' || !needsSellerVatPrefix(ratesOf(invoice))) return nip;
  return nip.toUpperCase().startsWith('PL') ? nip : `PL${nip}`;
}

/**
 * The discount as an amount (art. 106e ust. 1 pkt 10 asks for the amount, not only the percentage):
 * quantity × unit price less the line value, in the invoice's price mode. Empty without a discount.
 */
export function discountAmountText(
  line: Pick<InvoiceLineDto, 'quantity' | 'unitPrice' | 'discountPercent' | 'vatRate'>,
  priceMode: InvoiceDetail['priceMode'],
  locale: Locale,
): string {
  if (discountValue(line) === 0) return '';
  const parsed = parseInvoiceLine(line);
  if (!parsed.ok) return '';
  return formatAmount(computeLine(parsed.value, priceMode).discount, locale);
}

/** "Numer KSeF faktury korygowanej: …" (art. 106j ust. 2 pkt 2a), when KSeF gave the corrected one a number. */
export function correctedKsefLine(
  invoice: Pick<InvoiceDetail, 'correctedInvoice'>,
  tr: Translator,
): string | null {
  const ksefNumber = invoice.correctedInvoice?.ksefNumber ?? null;
  return ksefNumber === null ? null : `${tr.t('correctedKsefNumber')}: ${ksefNumber}`;
}

/** One settled advance invoice: its number, amount and, once KSeF accepted it, its KSeF number. */
export function advanceReference(
  advance: InvoiceDetail['advanceInvoices'][number],
  amountText: string,
  tr: Translator,
): string {
  const ksef = advance.ksefNumber === null ? '' : `; ${tr.t('ksefNumberShort')} ${advance.ksefNumber}`;
  return `${advance.number} (${amountText}${ksef})`;
}

/** The wordings the act requires verbatim (art. 106e ust. 1 pkt 18, 18a, 19, 24; art. 21), in print order. */
export function invoiceAnnotations(invoice: InvoiceDetail, tr: Translator): string[] {
  const both = (text: Bilingual): string => tr.pick(text);
  const notes: string[] = [];
  if (invoice.seller.cashMethod) notes.push(both(CASH_METHOD_WORDING));
  if (invoice.splitPayment) notes.push(both({ pl: SPLIT_PAYMENT_ANNOTATION, en: SPLIT_PAYMENT_ENGLISH }));
  if (invoice.type === 'vatMargin' && invoice.marginScheme !== null) {
    const scheme = invoice.marginScheme;
    notes.push(both({ pl: MARGIN_SCHEME_WORDING[scheme], en: MARGIN_SCHEME_ENGLISH[scheme] }));
  }
  const rates = [...new Set(ratesOf(invoice))];
  for (const rate of rates) {
    const wording = RATE_WORDING[rate];
    if (wording !== undefined) notes.push(both(wording));
  }
  const rateAnnotations = new Set(rates.flatMap((rate) => VAT_RATES[rate].annotation ?? []));
  for (const annotation of rateAnnotations) notes.push(both({ pl: annotation, en: REVERSE_CHARGE_ENGLISH }));
  if (invoice.seller.vatExemptionBasis.trim() !== '') {
    notes.push(`${tr.t('exemptionBasis')}: ${invoice.seller.vatExemptionBasis}`);
  }
  return notes;
}
