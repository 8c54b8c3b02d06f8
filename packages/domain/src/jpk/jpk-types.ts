// The JPK_V7M(3) data model: the register rows (Ewidencja), the VAT-7 (23) declaration and the file's
// header, as plain values. Field names follow the schema (http://crd.gov.pl/wzor/2025/12/19/14090/)
// so the writer maps them one to one; amounts in the registers are grosze, in the declaration whole
// złoty (TKwotaC). Source: shared/reference/schemas/jpk_v7m3 and polish-integrations.md § 3.
import type { CurrencyCode } from '../currency.ts';
import type { IsoDate } from '../dates/calendar.ts';
import type { ExchangeRate } from '../exchange-rate.ts';
import type { Money } from '../money.ts';
import type { VatRateCode } from '../vat-rates.ts';

/** Amount fields of SprzedazWiersz, in schema order. Pairs (15/16, 17/18, …) are written together. */
export const SALES_AMOUNT_FIELDS = [
  'K_10',
  'K_11',
  'K_12',
  'K_13',
  'K_14',
  'K_15',
  'K_16',
  'K_17',
  'K_18',
  'K_19',
  'K_20',
  'K_21',
  'K_22',
  'K_23',
  'K_24',
  'K_25',
  'K_26',
  'K_27',
  'K_28',
  'K_29',
  'K_30',
  'K_31',
  'K_32',
  'K_33',
  'K_34',
  'K_35',
  'K_36',
  'K_360',
] as const;
export type SalesAmountField = (typeof SALES_AMOUNT_FIELDS)[number];

/** Amount fields of ZakupWiersz, in schema order. */
export const PURCHASE_AMOUNT_FIELDS = [
  'K_40',
  'K_41',
  'K_42',
  'K_43',
  'K_44',
  'K_45',
  'K_46',
  'K_47',
] as const;
export type PurchaseAmountField = (typeof PURCHASE_AMOUNT_FIELDS)[number];

export const GTU_CODES = [
  'GTU_01',
  'GTU_02',
  'GTU_03',
  'GTU_04',
  'GTU_05',
  'GTU_06',
  'GTU_07',
  'GTU_08',
  'GTU_09',
  'GTU_10',
  'GTU_11',
  'GTU_12',
  'GTU_13',
] as const;
export type GtuCode = (typeof GTU_CODES)[number];

/** Procedure markers of a sales row, in schema order. */
export const SALES_PROCEDURES = [
  'WSTO_EE',
  'IED',
  'TP',
  'TT_WNT',
  'TT_D',
  'MR_T',
  'MR_UZ',
  'I_42',
  'I_63',
  'B_SPV',
  'B_SPV_DOSTAWA',
  'B_MPV_PROWIZJA',
] as const;
export type SalesProcedure = (typeof SALES_PROCEDURES)[number];

/** TypDokumentu: RO cash-register summary, WEW internal document, FP invoice to a receipt. */
export const SALES_DOCUMENT_TYPES = ['RO', 'WEW', 'FP'] as const;
export type SalesDocumentType = (typeof SALES_DOCUMENT_TYPES)[number];

/** DokumentZakupu: MK cash-accounting supplier, VAT_RR flat-rate farmer, WEW internal document. */
export const PURCHASE_DOCUMENT_TYPES = ['MK', 'VAT_RR', 'WEW'] as const;
export type PurchaseDocumentType = (typeof PURCHASE_DOCUMENT_TYPES)[number];

/**
 * The JPK_V7M(3) choice every row must make: the invoice's KSeF number, or OFF (an offline e-invoice not
 * yet numbered in KSeF), BFK (an invoice outside KSeF) or DI (a document other than an invoice).
 */
export type KsefReference =
  | { readonly kind: 'ksef'; readonly number: string }
  | { readonly kind: 'OFF' }
  | { readonly kind: 'BFK' }
  | { readonly kind: 'DI' };

/** Buyer or supplier as the register names them. */
export interface JpkCounterparty {
  /** KodKrajuNadaniaTIN: only for a foreign tax number ("DE"); null for a Polish NIP or none. */
  readonly countryCode: string | null;
  /** NrKontrahenta / NrDostawcy: the tax number without a country prefix, or "BRAK". */
  readonly taxId: string;
  /** NazwaKontrahenta / NazwaDostawcy ("BRAK" for an anonymous buyer). */
  readonly name: string;
}

/** KorektaPodstawyOpodt (art. 89a bad-debt relief): the original term of payment or the payment date. */
export type BadDebtCorrection =
  | { readonly kind: 'payment_due'; readonly date: IsoDate }
  | { readonly kind: 'paid'; readonly date: IsoDate };

export type SalesAmounts = Readonly<Partial<Record<SalesAmountField, Money>>>;
export type PurchaseAmounts = Readonly<Partial<Record<PurchaseAmountField, Money>>>;

/** What kind of book entry a row comes from (for the screens and the error messages; not in the file). */
export type SalesRowOrigin = 'invoice' | 'correction' | 'receipts' | 'internal' | 'self_assessed';

export interface JpkSalesRow {
  /** The document (or cost, for a self-assessed row) the row comes from: lets errors and overrides find it. */
  readonly sourceId: string;
  readonly origin: SalesRowOrigin;
  readonly counterparty: JpkCounterparty;
  /** DowodSprzedazy: the document number. */
  readonly documentNumber: string;
  readonly issueDate: IsoDate;
  /** DataSprzedazy, only when it differs from the issue date. */
  readonly saleDate: IsoDate | null;
  readonly ksef: KsefReference;
  readonly documentType: SalesDocumentType | null;
  readonly gtu: readonly GtuCode[];
  readonly procedures: readonly SalesProcedure[];
  readonly badDebt: BadDebtCorrection | null;
  /** Grosze; a correction carries its signed difference. Absent fields are not written. */
  readonly amounts: SalesAmounts;
  /** SprzedazVAT_Marza: gross value of margin-scheme sales (grosze). */
  readonly marginGross: Money | null;
  /**
   * Split payment ("MPP"). JPK_V7M(3) has no MPP element (checked: 0 occurrences in the schema), so this
   * is shown in the register screen only and never written.
   */
  readonly splitPayment: boolean;
  /** -1 for a correction that lowers the amounts, 1 for one that raises them, null for an ordinary row. */
  readonly correctionSign: 1 | -1 | null;
}

/** Input VAT deductibility of a cost: fully, not at all, or 50 % (vehicles, art. 86a), with its basis. */
export type Deductibility =
  | { readonly kind: 'full' }
  | { readonly kind: 'none'; readonly basis: string }
  | { readonly kind: 'half'; readonly basis: string };

export interface JpkPurchaseRow {
  readonly sourceId: string;
  readonly counterparty: JpkCounterparty;
  /** DowodZakupu: the supplier's document number. */
  readonly documentNumber: string;
  /** DataZakupu: the supplier document's issue date. */
  readonly purchaseDate: IsoDate;
  /** DataWplywu: date of receipt, when it differs from the purchase date. */
  readonly receiptDate: IsoDate | null;
  readonly ksef: KsefReference;
  readonly documentType: PurchaseDocumentType | null;
  /** IMP: import of goods (incl. art. 33a). */
  readonly imported: boolean;
  /** Grosze; K_40/K_41 fixed assets, K_42/K_43 other, K_44…K_47 corrections of input VAT. */
  readonly amounts: PurchaseAmounts;
  /** ZakupVAT_Marza (grosze). */
  readonly marginPurchase: Money | null;
  /** Not a JPK_V7M(3) element (see JpkSalesRow.splitPayment): the screen shows it. */
  readonly splitPayment: boolean;
  readonly correctionSign: 1 | -1 | null;
  /** 'half' rows already carry the halved amounts; 'none' never reaches the register. */
  readonly deductibility: Deductibility;
}

/** CelZlozenia: 1 first filing of the month, 2 a correction (needs P_ORDZU in the declaration). */
export type JpkPurpose = 1 | 2;

export type JpkTaxpayer =
  | {
      readonly kind: 'company';
      readonly nip: string;
      readonly fullName: string;
      readonly email: string;
      readonly phone: string | null;
    }
  | {
      readonly kind: 'person';
      readonly nip: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly birthDate: IsoDate;
      readonly email: string;
      readonly phone: string | null;
    };

export interface JpkPeriod {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
}

export interface JpkHeader {
  readonly period: JpkPeriod;
  readonly purpose: JpkPurpose;
  /** KodUrzedu: 4-digit tax office code from KodyUrzedowSkarbowych_v8-0E. */
  readonly taxOfficeCode: string;
  readonly taxpayer: JpkTaxpayer;
  /** DataWytworzeniaJPK as an ISO date-time in UTC ("2026-03-10T10:00:00Z"); the schema wants ≥ 2026-02-01. */
  readonly createdAt: string;
  /** NazwaSystemu; null leaves it out. */
  readonly systemName: string | null;
}

/** Whole złoty (TKwotaC), as the declaration carries amounts. */
export type WholeZloty = number;

export const DECLARATION_AMOUNT_FIELDS = [
  'P_10',
  'P_11',
  'P_12',
  'P_13',
  'P_14',
  'P_15',
  'P_16',
  'P_17',
  'P_18',
  'P_19',
  'P_20',
  'P_21',
  'P_22',
  'P_23',
  'P_24',
  'P_25',
  'P_26',
  'P_27',
  'P_28',
  'P_29',
  'P_30',
  'P_31',
  'P_32',
  'P_33',
  'P_34',
  'P_35',
  'P_36',
  'P_360',
  'P_37',
  'P_38',
  'P_39',
  'P_40',
  'P_41',
  'P_42',
  'P_43',
  'P_44',
  'P_45',
  'P_46',
  'P_47',
  'P_48',
  'P_49',
  'P_50',
  'P_51',
  'P_52',
  'P_53',
  'P_54',
  'P_62',
] as const;
export type DeclarationAmountField = (typeof DECLARATION_AMOUNT_FIELDS)[number];

/** The refund term chosen for P_54 (exactly one is ticked in the file). */
export const REFUND_TERMS = ['P_540', 'P_55', 'P_56', 'P_560', 'P_58'] as const;
export type RefundTerm = (typeof REFUND_TERMS)[number];

/**
 * What to do with a surplus of input VAT (P_53): carry it all forward (P_62), or have part or all of it
 * refunded (P_54, with its term), the rest carried forward.
 */
export type SurplusChoice =
  | { readonly kind: 'carry_forward' }
  | {
      readonly kind: 'refund';
      readonly amount: WholeZloty;
      readonly term: RefundTerm;
      /** P_59–P_61: part of the refund set against future tax liabilities. */
      readonly offset: { readonly amount: WholeZloty; readonly liability: string } | null;
    };

/** P_63 … P_67 ("1 - tak") markers, in schema order. */
export const DECLARATION_FLAGS = ['P_63', 'P_64', 'P_65', 'P_66', 'P_660', 'P_67'] as const;
export type DeclarationFlag = (typeof DECLARATION_FLAGS)[number];

export interface DeclarationInput {
  readonly sales: Iterable<JpkSalesRow>;
  readonly purchases: Iterable<JpkPurchaseRow>;
  /** P_39: the surplus carried forward in last month's declaration (its P_62), whole złoty. */
  readonly carriedOverSurplus: WholeZloty;
  readonly surplusChoice: SurplusChoice;
  /** Flags the books cannot tell (P_65, P_66, P_660, P_67); P_63/P_64 also follow from MR_T/MR_UZ rows. */
  readonly flags?: readonly DeclarationFlag[];
  /** P_ORDZU: required when the file corrects an earlier one (CelZlozenia 2). */
  readonly correctionReason?: string | null;
}

/** Sums of every register field in grosze, before rounding to whole złoty. */
export interface RegisterTotals {
  readonly sales: Readonly<Record<SalesAmountField, Money>>;
  readonly purchases: Readonly<Record<PurchaseAmountField, Money>>;
  readonly salesRowCount: number;
  readonly purchaseRowCount: number;
  /** SprzedazCtrl/PodatekNalezny (rows of type FP excluded). */
  readonly outputVat: Money;
  /** ZakupCtrl/PodatekNaliczony. */
  readonly inputVat: Money;
}

export interface VatDeclaration {
  /** P_xx amounts in whole złoty; a field absent here is left out of the file. */
  readonly fields: Readonly<Partial<Record<DeclarationAmountField, WholeZloty>>>;
  /** Present when a refund was chosen (P_54 > 0). */
  readonly refundTerm: RefundTerm | null;
  readonly refundOffset: { readonly amount: WholeZloty; readonly liability: string } | null;
  readonly flags: readonly DeclarationFlag[];
  readonly correctionReason: string | null;
  /** The exact register sums the P fields were rounded from. */
  readonly totals: RegisterTotals;
  /** P_51 (to pay) and P_62 (carried to next month), always present for the screens (0 when not written). */
  readonly toPay: WholeZloty;
  readonly carryForward: WholeZloty;
}

export type DeclarationError =
  /** The refund asked for is more than the surplus (P_54 > P_53). */
  | 'refund_exceeds_surplus'
  /** A refund of 0 or less, or an offset larger than the refund. */
  | 'refund_invalid'
  /** A refund chosen though there is no surplus (P_53 = 0). */
  | 'no_surplus'
  | 'negative_carry_over';

/** One invoice's (or correction's) amounts at one rate, as the invoice states them. */
export interface JpkRateTotal {
  readonly rate: VatRateCode;
  /** Net in the invoice's currency (grosze/cents); signed difference on a correction. */
  readonly net: Money;
  /** VAT in the invoice's currency. */
  readonly vat: Money;
  /** VAT in PLN as printed on the invoice (P_14_xW); wins over converting `vat` at the rate. */
  readonly vatPln?: Money | null;
}

/** Margin schemes: travel (art. 119 → MR_T) and second-hand goods, art, antiques (art. 120 → MR_UZ). */
export type MarginScheme = 'travel' | 'used_goods' | 'works_of_art' | 'antiques';

/** A sales document as the books hold it, in plain values (not a database row). */
export interface JpkSalesDocumentInput {
  readonly id: string;
  readonly number: string;
  /** 'receipts' is a cash-register summary (RO), 'internal' a WEW document. */
  readonly kind: 'invoice' | 'correction' | 'receipts' | 'internal';
  readonly issueDate: IsoDate;
  readonly saleDate: IsoDate | null;
  /** null or a missing tax id gives "BRAK". */
  readonly buyer: {
    readonly taxId: string | null;
    readonly countryCode: string | null;
    readonly name: string | null;
    /** ISO country of the buyer's address (a consumer abroad has no tax id): derives WSTO_EE. */
    readonly country?: string | null;
  };
  readonly currency: CurrencyCode;
  /** Required when currency is not PLN (the invoice's NBP rate). */
  readonly exchangeRate: ExchangeRate | null;
  readonly rateTotals: readonly JpkRateTotal[];
  readonly gtu: readonly GtuCode[];
  readonly procedures: readonly SalesProcedure[];
  /** Set when the invoice is issued to a receipt given earlier (FP). */
  readonly toReceipt: boolean;
  readonly ksefNumber: string | null;
  /** Used when there is no KSeF number; default BFK for invoices, DI for receipts and internal documents. */
  readonly ksefMarker: 'OFF' | 'BFK' | 'DI' | null;
  readonly splitPayment: boolean;
  /** Margin invoice: gross sales and the gross margin (sales − purchase cost), in the invoice's currency. */
  readonly margin: {
    readonly scheme: MarginScheme;
    readonly grossSales: Money;
    readonly grossMargin: Money;
    /** The rate the margin is taxed at (23 unless the goods carry a reduced rate). */
    readonly rate: VatRateCode;
  } | null;
  readonly badDebt: BadDebtCorrection | null;
  /**
   * A final invoice (faktura rozliczająca): the advance invoices it settles. Their amounts were taxed in
   * their own months, so they are deducted here rate by rate (art. 106f ust. 3), not as one sum.
   */
  readonly advances?: readonly JpkAdvance[];
}

/** One settled advance invoice: its amounts per rate, in the final invoice's currency, at its own rate. */
export interface JpkAdvance {
  readonly rateTotals: readonly JpkRateTotal[];
  /** The advance's own exchange rate (its VAT in PLN was fixed then); null for PLN. */
  readonly exchangeRate: ExchangeRate | null;
}

/** How the books acquired what a cost bought: decides whether VAT is self-assessed and where. */
export type AcquisitionKind =
  | 'domestic'
  /** art. 17 ust. 1 pkt 5: the buyer accounts for the VAT (K_31/K_32). */
  | 'domestic_reverse_charge'
  /** Intra-Community acquisition of goods (K_23/K_24). */
  | 'intra_eu_goods'
  /** Services from an EU VAT payer under art. 28b (K_29/K_30). */
  | 'eu_services'
  /** Other imported services (K_27/K_28). */
  | 'import_services'
  /** Import of goods settled under art. 33a (K_25/K_26). */
  | 'import_goods_33a'
  /** Import of goods with VAT paid at customs (purchase row only, IMP). */
  | 'import_goods';

/** A cost (purchase document) as the books hold it, in plain values. */
export interface JpkCostInput {
  readonly id: string;
  readonly documentNumber: string;
  readonly issueDate: IsoDate;
  readonly receiptDate: IsoDate | null;
  readonly supplier: {
    readonly taxId: string | null;
    readonly countryCode: string | null;
    readonly name: string;
  };
  readonly currency: CurrencyCode;
  readonly exchangeRate: ExchangeRate | null;
  /**
   * Amounts per rate. For a self-assessed acquisition (reverse charge, WNT, import of services) `rate`
   * is the Polish rate the buyer applies and `vat` the VAT the buyer computed.
   */
  readonly rateTotals: readonly JpkRateTotal[];
  readonly acquisition: AcquisitionKind;
  readonly fixedAsset: boolean;
  readonly deductibility: Deductibility;
  readonly ksefNumber: string | null;
  readonly ksefMarker: 'OFF' | 'BFK' | 'DI' | null;
  readonly documentType: PurchaseDocumentType | null;
  readonly splitPayment: boolean;
  /** A correction (credit or debit note) from the supplier: its amounts are signed differences. */
  readonly isCorrection: boolean;
  /** Bought for resale under the margin scheme: the gross cost goes to ZakupVAT_Marza. */
  readonly marginResale?: boolean;
}

/**
 * What a cost becomes: a purchase row (unless input VAT is not deductible at all) and, when the buyer
 * accounts for the VAT, a sales row with the self-assessed output VAT.
 */
export interface PurchaseMapping {
  readonly purchase: JpkPurchaseRow | null;
  readonly selfAssessedSale: JpkSalesRow | null;
  /** Why the cost has no purchase row. */
  readonly excluded:
    | { readonly reason: 'non_deductible'; readonly basis: string }
    /** Only exempt, zero-rated or not-taxed lines: nothing to deduct. */
    | { readonly reason: 'no_input_vat' }
    | null;
}
