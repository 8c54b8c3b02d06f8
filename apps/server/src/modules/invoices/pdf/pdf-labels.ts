// Printed wording of the invoice PDF. Polish is always printed because the VAT act names the elements
// in Polish and a Polish tax office reads the document; an 'english' invoice adds the English text
// next to it rather than replacing it, which keeps one document valid for both readers.
import type { InvoiceLanguage, InvoiceType, MarginScheme, PaymentMethod } from '@saldo/contracts/invoices';

export interface Bilingual {
  readonly pl: string;
  readonly en: string;
}

export const LABELS = {
  number: { pl: 'nr', en: 'no.' },
  original: { pl: 'ORYGINAŁ', en: 'ORIGINAL' },
  issueDate: { pl: 'Data wystawienia', en: 'Issue date' },
  saleDate: { pl: 'Data sprzedaży', en: 'Date of sale' },
  placeOfIssue: { pl: 'Miejsce wystawienia', en: 'Place of issue' },
  seller: { pl: 'Sprzedawca', en: 'Seller' },
  buyer: { pl: 'Nabywca', en: 'Buyer' },
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
  fromTable: { pl: 'z tabeli', en: 'from table' },
  ofDate: { pl: 'z dnia', en: 'of' },
  currency: { pl: 'Waluta', en: 'Currency' },
  toPay: { pl: 'Do zapłaty', en: 'Amount due' },
  toRefund: { pl: 'Do zwrotu', en: 'To be refunded' },
  inWords: { pl: 'Słownie', en: 'In words' },
  paymentMethod: { pl: 'Sposób płatności', en: 'Payment method' },
  dueDate: { pl: 'Termin płatności', en: 'Due date' },
  bank: { pl: 'Bank', en: 'Bank' },
  account: { pl: 'Numer rachunku', en: 'Account number' },
  swift: { pl: 'SWIFT', en: 'SWIFT' },
  exemptionBasis: { pl: 'Podstawa zwolnienia z VAT', en: 'Legal basis of the VAT exemption' },
  correctedInvoice: { pl: 'Dotyczy faktury', en: 'Corrects invoice' },
  correctionReason: { pl: 'Przyczyna korekty', en: 'Reason for correction' },
  before: { pl: 'Przed korektą', en: 'Before correction' },
  after: { pl: 'Po korekcie', en: 'After correction' },
  orderValue: { pl: 'Wartość zamówienia', en: 'Order value' },
  advances: { pl: 'Rozliczone faktury zaliczkowe', en: 'Advance invoices settled' },
  advancesDeducted: { pl: 'Zaliczki odliczone', en: 'Advances deducted' },
  notes: { pl: 'Uwagi', en: 'Notes' },
  page: { pl: 'Strona', en: 'Page' },
  continued: { pl: 'ciąg dalszy', en: 'continued' },
  annotations: { pl: 'Adnotacje', en: 'Annotations' },
  ksefNumber: { pl: 'Numer KSeF', en: 'KSeF number' },
  ksefVerification: { pl: 'Sprawdź fakturę w KSeF', en: 'Verify the invoice in KSeF' },
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
