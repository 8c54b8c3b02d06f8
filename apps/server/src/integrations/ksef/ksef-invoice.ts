// A KSeF e-invoice (FA(2) or FA(3)) read into neutral data, before anything of ours (a cost document,
// a contractor) is made of it. Amounts are the document's own figures, never recomputed: a correction
// carries differences, signed as the document signs them (negative = decrease).
import type { Money } from '@saldo/domain/money';
import type { VatRateCode } from '@saldo/domain/vat-rates';

export const KSEF_SCHEMAS = ['FA(2)', 'FA(3)'] as const;
export type KsefSchema = (typeof KSEF_SCHEMAS)[number];

export const KSEF_INVOICE_KINDS = ['VAT', 'KOR', 'ZAL', 'ROZ', 'UPR', 'KOR_ZAL', 'KOR_ROZ'] as const;
export type KsefInvoiceKind = (typeof KSEF_INVOICE_KINDS)[number];

export interface KsefParty {
  /** Polish NIP; null for a buyer identified otherwise (EU VAT number, foreign id, none). */
  readonly nip: string | null;
  /** '' when absent (a simplified invoice may omit the buyer's name). */
  readonly name: string;
  readonly street: string;
  readonly buildingNumber: string;
  readonly flatNumber: string;
  readonly postalCode: string;
  readonly city: string;
  /** ISO 3166 alpha-2; 'PL' when the document gives no address. */
  readonly country: string;
  /** AdresL1, AdresL2 exactly as given: the split above is a heuristic, these are the facts. */
  readonly addressLines: readonly string[];
  readonly email: string;
  readonly phone: string;
}

export interface KsefLine {
  readonly name: string;
  /** P_8B as given ('' when absent). */
  readonly quantity: string;
  readonly unit: string;
  /** P_9A as given, up to 8 decimals ('' when the line is priced gross or carries no price). */
  readonly unitNetPrice: string;
  /** P_9B as given: gross-priced lines (art. 106e ust. 7 and 8, margin scheme) carry this instead. */
  readonly unitGrossPrice: string;
  /** P_11. */
  readonly net: Money | null;
  /** P_11A: the value of a gross-priced line. */
  readonly gross: Money | null;
  /** null for margin-scheme and OSS lines and wherever P_12 is omitted (simplified invoice). */
  readonly vatRate: VatRateCode | null;
  /** StanPrzed: a correction's "before" line, paired with an "after" line; do not add the two up. */
  readonly beforeCorrection: boolean;
}

export interface KsefRateAmounts {
  readonly vatRate: VatRateCode;
  readonly net: Money;
  /** In the invoice currency. */
  readonly vat: Money;
  /** P_14_xW: the VAT converted to PLN, given by foreign-currency invoices (rates 1–4 only). */
  readonly vatPln: Money | null;
}

/**
 * Sums the schema keeps outside the VAT-rate buckets, for which the domain has no rate: the margin
 * scheme (P_13_11, art. 119/120: the VAT is hidden inside the margin and never shown) and the EU
 * one-stop shop (P_13_5/P_14_5: VAT at another member state's rate).
 */
export interface KsefSpecialAmounts {
  readonly procedure: 'margin' | 'oss';
  /** P_13_11 (the whole margin-scheme price) or P_13_5 (net). */
  readonly value: Money;
  /** P_14_5; 0 for the margin scheme. */
  readonly vat: Money;
}

/**
 * Rozliczenie: sums outside the invoice's value that change what is paid, e.g. a bottle deposit
 * (Obciazenia, added to P_15) or an amount already settled (Odliczenia, taken off).
 */
export interface KsefSettlement {
  readonly charges: Money;
  readonly deductions: Money;
  /** DoZaplaty: P_15 + charges − deductions, when the document states it. */
  readonly toPay: Money | null;
  /** DoRozliczenia: an overpayment to refund or set off. */
  readonly toSettle: Money | null;
}

export interface KsefCorrectedInvoice {
  readonly number: string;
  readonly issueDate: string;
  readonly ksefNumber: string | null;
}

export interface ParsedKsefInvoice {
  readonly schema: KsefSchema;
  /** RodzajFaktury. */
  readonly kind: KsefInvoiceKind;
  /** P_2. */
  readonly number: string;
  /** P_1, YYYY-MM-DD. */
  readonly issueDate: string;
  /** P_6; null when the document gives none or a period (OkresFa) instead. */
  readonly saleDate: string | null;
  /** KodWaluty (ISO 4217). */
  readonly currency: string;
  /**
   * The rate for PLN conversion when the document gives one: KursWalutyZ, else the lines' KursWaluty
   * when they all agree. null for PLN and when lines disagree (then rely on byRate[].vatPln).
   */
  readonly exchangeRate: string | null;
  /** Podmiot1. */
  readonly seller: KsefParty;
  /** Podmiot2. */
  readonly buyer: KsefParty;
  /** FaWiersz, in document order (an advance invoice usually has none). */
  readonly lines: readonly KsefLine[];
  /** P_13_x/P_14_x buckets that are not all zero, in VAT_RATE_CODES order. */
  readonly byRate: readonly KsefRateAmounts[];
  /** Margin-scheme and OSS sums; part of P_15 like byRate. */
  readonly specialAmounts: readonly KsefSpecialAmounts[];
  /**
   * P_15, the total due. For an advance: the payment received; for a settlement: what is left to pay;
   * for a correction: the change.
   */
  readonly gross: Money;
  /** null unless the document has a Rozliczenie; then P_15 is not what is to be paid. */
  readonly settlement: KsefSettlement | null;
  /** Platnosc/TerminPlatnosci/Termin, the first given. */
  readonly dueDate: string | null;
  /**
   * NrRB as given of the first RachunekBankowyFaktora (a factored debt is paid to the factor), else of
   * the first RachunekBankowy; '' when none.
   */
  readonly bankAccount: string;
  /** Adnotacje/P_18A = 1 ("mechanizm podzielonej płatności"). */
  readonly splitPayment: boolean;
  /** Platnosc/FormaPlatnosci code ('1' cash … '7' mobile); null when absent or "other" (PlatnoscInna). */
  readonly paymentForm: string | null;
  /** DaneFaKorygowanej; empty unless a correction. */
  readonly correctedInvoices: readonly KsefCorrectedInvoice[];
  /** PrzyczynaKorekty; '' when absent. */
  readonly correctionReason: string;
}

/** The document cannot be read into a ParsedKsefInvoice (it would not pass the schema either). */
export class KsefParseError extends Error {
  override readonly name = 'KsefParseError';
  /** The element at fault, e.g. 'P_13_1', when there is one. */
  readonly element: string | null;

  constructor(message: string, element: string | null = null) {
    super(message);
    this.element = element;
  }
}
