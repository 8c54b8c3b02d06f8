// A typed KSeF FA(3) e-invoice ("schemat_FA(3)_v1-0E.xsd", namespace below), one interface per element
// of the schema that has children, in the schema's own order. Property names are English; each one
// names the element it stands for, so the model can be read against the XSD line by line.
//
// Values keep the schema's meaning and nothing else: amounts (TKwotowy) are integer grosze, other
// decimals (unit prices, quantities, rates, percentages) are exact scaled integers, dates are ISO
// strings, 1/2 flags are booleans, and every xsd:choice is a discriminated union, so a model that
// type-checks cannot ask for two branches of a choice at once. Texts are stored as they should appear;
// their lengths and patterns are the XSD's to check (the serializer only escapes them).
import type { Money } from '../money.ts';

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';
/** The etd prefix of the base types; the samples declare it on the root, so we do too. */
export const FA3_TYPES_NAMESPACE =
  'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';
export const FA3_SYSTEM_CODE = 'FA (3)';
export const FA3_SCHEMA_VERSION = '1-0E';
/** DataWytworzeniaFa may not be earlier than this (minInclusive of the schema). */
export const FA3_EARLIEST_CREATED_AT = '2025-09-01T00:00:00Z';

/** An exact decimal: { units: 44080n, scale: 4 } is 4.4080. The scale is kept, so "1" stays "1". */
export interface Fa3Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** xsd:date as YYYY-MM-DD. */
export type Fa3Date = string;
/** xsd:dateTime, e.g. 2026-11-16T09:00:00Z. */
export type Fa3DateTime = string;

export const FA3_INVOICE_KINDS = ['VAT', 'KOR', 'ZAL', 'ROZ', 'UPR', 'KOR_ZAL', 'KOR_ROZ'] as const;
/** RodzajFaktury. */
export type Fa3InvoiceKind = (typeof FA3_INVOICE_KINDS)[number];

/** TStawkaPodatku: the line's P_12. */
export const FA3_RATE_CODES = [
  '23',
  '22',
  '8',
  '7',
  '5',
  '4',
  '3',
  '0 KR',
  '0 WDT',
  '0 EX',
  'zw',
  'oo',
  'np I',
  'np II',
] as const;
export type Fa3RateCode = (typeof FA3_RATE_CODES)[number];

export const FA3_GTU_CODES = [
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
export type Fa3Gtu = (typeof FA3_GTU_CODES)[number];

/** TOznaczenieProcedury (lines); ZamowienieWiersz allows the same list without I_42 and I_63. */
export const FA3_PROCEDURES = [
  'WSTO_EE',
  'IED',
  'TT_D',
  'I_42',
  'I_63',
  'B_SPV',
  'B_SPV_DOSTAWA',
  'B_MPV_PROWIZJA',
] as const;
export type Fa3Procedure = (typeof FA3_PROCEDURES)[number];
export type Fa3OrderProcedure = Exclude<Fa3Procedure, 'I_42' | 'I_63'>;

/** TKodyKrajowUE: EU member-state prefixes of VAT numbers (Greece is EL, Northern Ireland XI). */
export const FA3_EU_COUNTRY_CODES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'EL',
  'HR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'XI',
] as const;
export type Fa3EuCountryCode = (typeof FA3_EU_COUNTRY_CODES)[number];

/** TFormaPlatnosci: 1 cash, 2 card, 3 voucher, 4 cheque, 5 credit, 6 transfer, 7 mobile. */
export type Fa3PaymentFormCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** FormaPlatnosci, or PlatnoscInna + OpisPlatnosci. */
export type Fa3PaymentForm =
  | { readonly kind: 'code'; readonly code: Fa3PaymentFormCode }
  | { readonly kind: 'other'; readonly description: string };

// --- Parties --------------------------------------------------------------------------------------

/** TAdres. */
export interface Fa3Address {
  /** KodKraju (TKodKraju, ISO 3166 alpha-2). */
  readonly countryCode: string;
  /** AdresL1. */
  readonly line1: string;
  /** AdresL2. */
  readonly line2?: string;
  /** GLN. */
  readonly gln?: string;
}

/** DaneKontaktowe of Podmiot1/2/3 (Email, Telefon); PodmiotUpowazniony names them EmailPU, TelefonPU. */
export interface Fa3Contact {
  readonly email?: string;
  readonly phone?: string;
}

/**
 * The identifier choice of TPodmiot2: NIP | KodUE + NrVatUE | [KodKraju] + NrID | BrakID. TPodmiot3 adds
 * IDWew (Fa3ThirdPartyId).
 */
export type Fa3PartyId =
  | { readonly kind: 'nip'; readonly nip: string }
  | { readonly kind: 'eu'; readonly countryCode: Fa3EuCountryCode; readonly vatNumber: string }
  | { readonly kind: 'other'; readonly countryCode?: string; readonly taxId: string }
  | { readonly kind: 'none' };

export type Fa3ThirdPartyId = Fa3PartyId | { readonly kind: 'internal'; readonly internalId: string };

/** TPodmiot2 (DaneIdentyfikacyjne of the buyer, of a carrier and of Podmiot2K). */
export interface Fa3PartyIdentity {
  readonly id: Fa3PartyId;
  /** Nazwa (optional in TPodmiot2). */
  readonly name?: string;
}

/** Podmiot1: the seller. */
export interface Fa3Seller {
  /** PrefiksPodatnika: the only value the schema allows is PL. */
  readonly vatPrefixPl?: boolean;
  /** NrEORI. */
  readonly eori?: string;
  /** DaneIdentyfikacyjne/NIP. */
  readonly nip: string;
  /** DaneIdentyfikacyjne/Nazwa. */
  readonly name: string;
  readonly address: Fa3Address;
  /** AdresKoresp. */
  readonly correspondenceAddress?: Fa3Address;
  /** DaneKontaktowe, up to 3. */
  readonly contacts: readonly Fa3Contact[];
  /** StatusInfoPodatnika: 1 liquidation, 2 restructuring, 3 bankruptcy, 4 inheritance. */
  readonly taxpayerStatus?: 1 | 2 | 3 | 4;
}

/** Podmiot2: the buyer. */
export interface Fa3Buyer {
  readonly eori?: string;
  readonly identity: Fa3PartyIdentity;
  readonly address?: Fa3Address;
  readonly correspondenceAddress?: Fa3Address;
  readonly contacts: readonly Fa3Contact[];
  /** NrKlienta. */
  readonly customerNumber?: string;
  /** IDNabywcy: links the buyer to Podmiot2K of a correction. */
  readonly buyerId?: string;
  /** JST = 1: the invoice concerns a subordinate unit of a local government (then named in Podmiot3). */
  readonly localGovernmentUnit: boolean;
  /** GV = 1: the invoice concerns a member of a VAT group (then named in Podmiot3). */
  readonly vatGroupMember: boolean;
}

/** Rola (1–11, TRolaPodmiotu3) or RolaInna + OpisRoli. */
export type Fa3ThirdPartyRole =
  | { readonly kind: 'role'; readonly role: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 }
  | { readonly kind: 'other'; readonly description: string };

/** Podmiot3: factor, recipient, additional buyer, payer, JST unit, VAT group member… (up to 100). */
export interface Fa3ThirdParty {
  readonly buyerId?: string;
  readonly eori?: string;
  readonly id: Fa3ThirdPartyId;
  readonly name?: string;
  readonly address?: Fa3Address;
  readonly correspondenceAddress?: Fa3Address;
  readonly contacts: readonly Fa3Contact[];
  readonly role: Fa3ThirdPartyRole;
  /** Udzial: share of an additional buyer, in percent (TProcentowy). */
  readonly share?: Fa3Decimal;
  readonly customerNumber?: string;
}

/** PodmiotUpowazniony: an enforcement authority, court bailiff or tax representative. */
export interface Fa3AuthorizedParty {
  readonly eori?: string;
  readonly nip: string;
  readonly name: string;
  readonly address: Fa3Address;
  readonly correspondenceAddress?: Fa3Address;
  /** DaneKontaktowe (EmailPU, TelefonPU), up to 3. */
  readonly contacts: readonly Fa3Contact[];
  /** RolaPU: 1 enforcement authority, 2 court bailiff, 3 tax representative. */
  readonly role: 1 | 2 | 3;
}

// --- Fa: amounts and annotations -------------------------------------------------------------------

/** P_13_x, P_14_x and, on a foreign-currency invoice, P_14_xW (VAT in PLN). */
export interface Fa3TaxedBucket {
  readonly net: Money;
  readonly vat: Money;
  readonly vatPln?: Money;
}

/**
 * The totals per rate, each optional (the XSD's optional groups). Sale-date, correction and advance
 * meanings are the schema's: an advance's buckets hold the advance, a correction's the differences.
 */
export interface Fa3Amounts {
  /** P_13_1/P_14_1[/P_14_1W]: 23 % (or 22 %). */
  readonly basic?: Fa3TaxedBucket;
  /** P_13_2/…: 8 % (or 7 %). */
  readonly reduced1?: Fa3TaxedBucket;
  /** P_13_3/…: 5 %. */
  readonly reduced2?: Fa3TaxedBucket;
  /** P_13_4/…: the taxi flat rate 4 % (or 3 %). */
  readonly taxi?: Fa3TaxedBucket;
  /** P_13_5 [P_14_5]: the OSS special procedure. */
  readonly oss?: { readonly net: Money; readonly vat?: Money };
  /** P_13_6_1: 0 % other than intra-EU supply and export. */
  readonly zeroDomestic?: Money;
  /** P_13_6_2: 0 % intra-EU supply of goods (WDT). */
  readonly zeroIntraEu?: Money;
  /** P_13_6_3: 0 % export. */
  readonly zeroExport?: Money;
  /** P_13_7: exempt. */
  readonly exempt?: Money;
  /** P_13_8: supply outside the country. */
  readonly outsideCountry?: Money;
  /** P_13_9: services of art. 100 ust. 1 pkt 4. */
  readonly euServices?: Money;
  /** P_13_10: domestic reverse charge. */
  readonly reverseCharge?: Money;
  /** P_13_11: margin scheme. */
  readonly margin?: Money;
}

/** Zwolnienie: P_19 = 1 with one legal basis (P_19A act, P_19B directive, P_19C other), or P_19N = 1. */
export type Fa3Exemption =
  | { readonly kind: 'none' }
  | { readonly kind: 'exempt'; readonly basis: 'act' | 'directive' | 'other'; readonly text: string };

/** P_22B's optional choice: P_22B1 VIN, P_22B2 chassis, P_22B3 frame, P_22B4 type. */
export interface Fa3LandVehicleNumber {
  readonly element: 'P_22B1' | 'P_22B2' | 'P_22B3' | 'P_22B4';
  readonly value: string;
}

/** How the new means of transport is used: a land vehicle's mileage, a vessel's or aircraft's hours. */
export type Fa3VehicleUse =
  | {
      readonly kind: 'land';
      /** P_22B: mileage. */
      readonly mileage: string;
      readonly number?: Fa3LandVehicleNumber;
      /** P_22BT: type. */
      readonly type?: string;
    }
  | {
      readonly kind: 'water';
      /** P_22C */ readonly hours: string;
      /** P_22C1 */ readonly hullNumber?: string;
    }
  | {
      readonly kind: 'air';
      /** P_22D */ readonly hours: string;
      /** P_22D1 */ readonly serialNumber?: string;
    };

/** NowySrodekTransportu. */
export interface Fa3NewVehicle {
  /** P_22A: first use date. */
  readonly firstUse: Fa3Date;
  /** P_NrWierszaNST: the FaWiersz it describes. */
  readonly lineNumber: number;
  /** P_22BMK make, P_22BMD model, P_22BK colour, P_22BNR registration, P_22BRP production year. */
  readonly make?: string;
  readonly model?: string;
  readonly colour?: string;
  readonly registration?: string;
  readonly productionYear?: string;
  readonly use: Fa3VehicleUse;
}

/** NoweSrodkiTransportu: P_22 = 1 with P_42_5 and the vehicles, or P_22N = 1. */
export type Fa3NewTransport =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'supply';
      /** P_42_5: the buyer must file VAT-22 (1/2). */
      readonly vat22Obligation: boolean;
      readonly vehicles: readonly Fa3NewVehicle[];
    };

/** P_PMarzy_2 travel agencies (art. 119); P_PMarzy_3_1/3_2/3_3 used goods, art, antiques (art. 120). */
export type Fa3MarginScheme = 'travel' | 'used_goods' | 'works_of_art' | 'antiques';

/** Adnotacje: every child is required by the schema. */
export interface Fa3Annotations {
  /** P_16: cash accounting ("metoda kasowa"). */
  readonly cashAccounting: boolean;
  /** P_17: self-billing ("samofakturowanie"). */
  readonly selfBilling: boolean;
  /** P_18: reverse charge ("odwrotne obciążenie"). */
  readonly reverseCharge: boolean;
  /** P_18A: split payment ("mechanizm podzielonej płatności"). */
  readonly splitPayment: boolean;
  readonly exemption: Fa3Exemption;
  readonly newTransport: Fa3NewTransport;
  /** P_23: simplified triangular transaction. */
  readonly triangular: boolean;
  /** PMarzy: P_PMarzy = 1 with the scheme, or P_PMarzyN = 1 (null). */
  readonly margin: Fa3MarginScheme | null;
}

// --- Fa: corrections and advances ------------------------------------------------------------------

/** DaneFaKorygowanej: NrKSeF = 1 + the KSeF number, or NrKSeFN = 1 (ksefNumber null). */
export interface Fa3CorrectedInvoice {
  readonly issueDate: Fa3Date;
  readonly number: string;
  readonly ksefNumber: string | null;
}

/** Podmiot1K: the seller as on the corrected invoice. */
export interface Fa3SellerBefore {
  readonly vatPrefixPl?: boolean;
  readonly nip: string;
  readonly name: string;
  readonly address: Fa3Address;
}

/** Podmiot2K: a buyer as on the corrected invoice (up to 101). */
export interface Fa3BuyerBefore {
  readonly identity: Fa3PartyIdentity;
  readonly address?: Fa3Address;
  readonly buyerId?: string;
}

/** The optional sequence after RodzajFaktury for KOR, KOR_ZAL and KOR_ROZ. */
export interface Fa3Correction {
  /** PrzyczynaKorekty. */
  readonly reason?: string;
  /** TypKorekty: 1 at the original's date, 2 at the correction's, 3 other. */
  readonly effect?: 1 | 2 | 3;
  /** DaneFaKorygowanej, at least one. */
  readonly corrected: readonly Fa3CorrectedInvoice[];
  /** OkresFaKorygowanej: the period of a rebate given for many supplies (art. 106j ust. 3). */
  readonly period?: string;
  /** NrFaKorygowany: the correct number when the correction fixes a wrong one. */
  readonly correctedNumber?: string;
  readonly sellerBefore?: Fa3SellerBefore;
  readonly buyersBefore: readonly Fa3BuyerBefore[];
  /** P_15ZK [+ KursWalutyZK]: what was due before the correction of an advance or settlement invoice. */
  readonly totalBefore?: { readonly amount: Money; readonly exchangeRate?: Fa3Decimal };
}

/** ZaliczkaCzesciowa: one of several payments documented by one advance invoice. */
export interface Fa3PartialAdvance {
  /** P_6Z. */
  readonly date: Fa3Date;
  /** P_15Z. */
  readonly amount: Money;
  /** KursWalutyZW. */
  readonly exchangeRate?: Fa3Decimal;
}

/** DodatkowyOpis (TKluczWartosc). */
export interface Fa3KeyValue {
  /** NrWiersza: the line it refers to. */
  readonly lineNumber?: number;
  readonly key: string;
  readonly value: string;
}

/** FakturaZaliczkowa: an advance invoice settled by a ROZ invoice. */
export type Fa3AdvanceReference =
  | { readonly kind: 'ksef'; readonly ksefNumber: string }
  /** NrKSeFZN = 1 + NrFaZaliczkowej: issued outside KSeF. */
  | { readonly kind: 'outside'; readonly number: string };

// --- Fa: lines -------------------------------------------------------------------------------------

/** FaWiersz. */
export interface Fa3Line {
  /** NrWierszaFa. */
  readonly number: number;
  /** UU_ID. */
  readonly uuid?: string;
  /** P_6A: the line's own supply date. */
  readonly date?: Fa3Date;
  /** P_7. */
  readonly name?: string;
  readonly index?: string;
  readonly gtin?: string;
  readonly pkwiu?: string;
  readonly cn?: string;
  readonly pkob?: string;
  /** P_8A. */
  readonly unit?: string;
  /** P_8B. */
  readonly quantity?: Fa3Decimal;
  /** P_9A. */
  readonly unitNetPrice?: Fa3Decimal;
  /** P_9B (art. 106e ust. 7 and 8). */
  readonly unitGrossPrice?: Fa3Decimal;
  /** P_10: discount per unit not included in the unit price. */
  readonly unitDiscount?: Fa3Decimal;
  /** P_11. */
  readonly net?: Money;
  /** P_11A. */
  readonly gross?: Money;
  /** P_11Vat (art. 106e ust. 10). */
  readonly vat?: Money;
  /** P_12. */
  readonly rate?: Fa3RateCode;
  /** P_12_XII: the OSS rate in percent. */
  readonly ossRate?: Fa3Decimal;
  /** P_12_Zal_15: an annex-15 item (split payment). */
  readonly annex15: boolean;
  /** KwotaAkcyzy. */
  readonly excise?: Money;
  readonly gtu?: Fa3Gtu;
  readonly procedure?: Fa3Procedure;
  /** KursWaluty. */
  readonly exchangeRate?: Fa3Decimal;
  /** StanPrzed: the line as it was before the correction. */
  readonly before: boolean;
}

// --- Fa: settlement, payment, transaction terms, order ----------------------------------------------

/** Obciazenia / Odliczenia. */
export interface Fa3SettlementItem {
  readonly amount: Money;
  readonly reason: string;
}

/** Rozliczenie. */
export interface Fa3Settlement {
  readonly charges: readonly Fa3SettlementItem[];
  /** SumaObciazen. */
  readonly chargesTotal?: Money;
  readonly deductions: readonly Fa3SettlementItem[];
  /** SumaOdliczen. */
  readonly deductionsTotal?: Money;
  /** DoZaplaty or DoRozliczenia. */
  readonly balance?: { readonly kind: 'toPay' | 'toSettle'; readonly amount: Money };
}

/** ZaplataCzesciowa. */
export interface Fa3PartialPayment {
  readonly amount: Money;
  readonly date: Fa3Date;
  readonly form?: Fa3PaymentForm;
}

/** Zaplacono + DataZaplaty, or ZnacznikZaplatyCzesciowej + ZaplataCzesciowa. */
export type Fa3PaymentState =
  | { readonly kind: 'paid'; readonly date: Fa3Date }
  | {
      readonly kind: 'partial';
      /** ZnacznikZaplatyCzesciowej: 1 paid in parts, 2 paid in full by the last of the parts. */
      readonly mark: 1 | 2;
      readonly payments: readonly Fa3PartialPayment[];
    };

/** TerminPlatnosci: a date, a description ("30 days from receipt"), both or neither. */
export interface Fa3PaymentTerm {
  readonly date?: Fa3Date;
  readonly description?: {
    /** Ilosc (xsd:integer). */
    readonly count: number;
    /** Jednostka. */
    readonly unit: string;
    /** ZdarzeniePoczatkowe. */
    readonly event: string;
  };
}

/** TRachunekBankowy. */
export interface Fa3BankAccount {
  /** NrRB: NRB or IBAN, 10–34 characters. */
  readonly number: string;
  readonly swift?: string;
  /** RachunekWlasnyBanku: 1 the bank's own settlement account, 2 a loan account, 3 own-account collection. */
  readonly bankOwn?: 1 | 2 | 3;
  readonly bankName?: string;
  readonly description?: string;
}

/** Platnosc. */
export interface Fa3Payment {
  readonly state?: Fa3PaymentState;
  readonly terms: readonly Fa3PaymentTerm[];
  readonly form?: Fa3PaymentForm;
  readonly bankAccounts: readonly Fa3BankAccount[];
  /** RachunekBankowyFaktora. */
  readonly factorBankAccounts: readonly Fa3BankAccount[];
  /** Skonto: WarunkiSkonta, WysokoscSkonta. */
  readonly cashDiscount?: { readonly conditions: string; readonly amount: string };
  /** LinkDoPlatnosci. */
  readonly link?: string;
  /** IPKSeF. */
  readonly ksefPaymentId?: string;
}

/** Umowy / Zamowienia of WarunkiTransakcji. */
export interface Fa3DocumentReference {
  readonly date?: Fa3Date;
  readonly number?: string;
}

/** Transport. */
export interface Fa3Transport {
  /** RodzajTransportu (1–5, 7, 8) or TransportInny + OpisInnegoTransportu. */
  readonly type:
    | { readonly kind: 'code'; readonly code: 1 | 2 | 3 | 4 | 5 | 7 | 8 }
    | { readonly kind: 'other'; readonly description: string };
  /** Przewoznik. */
  readonly carrier?: { readonly identity: Fa3PartyIdentity; readonly address: Fa3Address };
  /** NrZleceniaTransportu. */
  readonly orderNumber?: string;
  /** OpisLadunku (TLadunek 1–20) or LadunekInny + OpisInnegoLadunku. */
  readonly cargo:
    | { readonly kind: 'code'; readonly code: number }
    | { readonly kind: 'other'; readonly description: string };
  /** JednostkaOpakowania. */
  readonly packaging?: string;
  /** DataGodzRozpTransportu, DataGodzZakTransportu. */
  readonly start?: Fa3DateTime;
  readonly end?: Fa3DateTime;
  /** WysylkaZ, WysylkaPrzez (up to 20), WysylkaDo. */
  readonly from?: Fa3Address;
  readonly via: readonly Fa3Address[];
  readonly to?: Fa3Address;
}

/** WarunkiTransakcji. */
export interface Fa3TransactionTerms {
  readonly contracts: readonly Fa3DocumentReference[];
  readonly orders: readonly Fa3DocumentReference[];
  /** NrPartiiTowaru. */
  readonly batchNumbers: readonly string[];
  /** WarunkiDostawy (e.g. Incoterms). */
  readonly deliveryTerms?: string;
  /** KursUmowny + WalutaUmowna. */
  readonly contractRate?: { readonly rate: Fa3Decimal; readonly currency: string };
  readonly transports: readonly Fa3Transport[];
  /** PodmiotPosredniczacy. */
  readonly intermediary: boolean;
}

/** ZamowienieWiersz: a line of the order an advance invoice is paid towards. */
export interface Fa3OrderLine {
  readonly number: number;
  readonly uuid?: string;
  readonly name?: string;
  readonly index?: string;
  readonly gtin?: string;
  readonly pkwiu?: string;
  readonly cn?: string;
  readonly pkob?: string;
  readonly unit?: string;
  readonly quantity?: Fa3Decimal;
  readonly unitNetPrice?: Fa3Decimal;
  /** P_11NettoZ, P_11VatZ. */
  readonly net?: Money;
  readonly vat?: Money;
  readonly rate?: Fa3RateCode;
  readonly ossRate?: Fa3Decimal;
  readonly annex15: boolean;
  readonly gtu?: Fa3Gtu;
  readonly procedure?: Fa3OrderProcedure;
  readonly excise?: Money;
  readonly before: boolean;
}

/** Zamowienie: the order (with VAT) an advance invoice is paid towards. */
export interface Fa3Order {
  /** WartoscZamowienia. */
  readonly value: Money;
  /** ZamowienieWiersz, at least one. */
  readonly lines: readonly Fa3OrderLine[];
}

/** P_6 (one date for every line) or OkresFa (P_6_Od, P_6_Do). */
export type Fa3SaleDate =
  | { readonly kind: 'date'; readonly date: Fa3Date }
  | { readonly kind: 'period'; readonly from: Fa3Date; readonly to: Fa3Date };

/** Fa: the invoice proper. */
export interface Fa3Body {
  /** KodWaluty. */
  readonly currency: string;
  /** P_1. */
  readonly issueDate: Fa3Date;
  /** P_1M. */
  readonly placeOfIssue?: string;
  /** P_2. */
  readonly number: string;
  /** WZ, up to 1000. */
  readonly warehouseDocuments: readonly string[];
  readonly saleDate?: Fa3SaleDate;
  readonly amounts: Fa3Amounts;
  /** P_15. */
  readonly total: Money;
  /** KursWalutyZ: the rate of an advance invoice. */
  readonly advanceExchangeRate?: Fa3Decimal;
  readonly annotations: Fa3Annotations;
  readonly kind: Fa3InvoiceKind;
  readonly correction?: Fa3Correction;
  readonly partialAdvances: readonly Fa3PartialAdvance[];
  /** FP: an invoice for a sale recorded on a cash register (art. 109 ust. 3d). */
  readonly cashRegisterInvoice: boolean;
  /** TP: related parties. */
  readonly relatedParties: boolean;
  /** DodatkowyOpis. */
  readonly additionalInfo: readonly Fa3KeyValue[];
  /** FakturaZaliczkowa. */
  readonly advanceInvoices: readonly Fa3AdvanceReference[];
  /** ZwrotAkcyzy. */
  readonly exciseRefund: boolean;
  readonly lines: readonly Fa3Line[];
  readonly settlement?: Fa3Settlement;
  readonly payment?: Fa3Payment;
  readonly transactionTerms?: Fa3TransactionTerms;
  readonly order?: Fa3Order;
}

// --- Stopka and Zalacznik --------------------------------------------------------------------------

/** Rejestry. */
export interface Fa3Registry {
  /** PelnaNazwa. */
  readonly fullName?: string;
  readonly krs?: string;
  readonly regon?: string;
  readonly bdo?: string;
}

/** Stopka. */
export interface Fa3Footer {
  /** Informacje/StopkaFaktury, up to 3. */
  readonly texts: readonly string[];
  readonly registries: readonly Fa3Registry[];
}

export type Fa3ColumnType = 'date' | 'datetime' | 'dec' | 'int' | 'time' | 'txt';

/** Tabela of an attachment block. */
export interface Fa3Table {
  /** TMetaDane. */
  readonly metadata: readonly { readonly key: string; readonly value: string }[];
  /** Opis. */
  readonly description?: string;
  /** TNaglowek/Kol: the column's type (attribute Typ) and name (NKom). */
  readonly columns: readonly { readonly type: Fa3ColumnType; readonly name: string }[];
  /** Wiersz/WKom. */
  readonly rows: readonly (readonly string[])[];
  /** Suma/SKom. */
  readonly sum?: readonly string[];
}

/** BlokDanych. */
export interface Fa3AttachmentBlock {
  /** ZNaglowek. */
  readonly header?: string;
  /** MetaDane (ZKlucz, ZWartosc), at least one. */
  readonly metadata: readonly { readonly key: string; readonly value: string }[];
  /** Tekst/Akapit, 1–10 paragraphs when present. */
  readonly paragraphs?: readonly string[];
  readonly tables: readonly Fa3Table[];
}

/** Zalacznik. */
export interface Fa3Attachment {
  readonly blocks: readonly Fa3AttachmentBlock[];
}

// --- The document ----------------------------------------------------------------------------------

/** Naglowek (KodFormularza and WariantFormularza are fixed by the schema). */
export interface Fa3Header {
  /** DataWytworzeniaFa. */
  readonly createdAt: Fa3DateTime;
  /** SystemInfo. */
  readonly systemInfo?: string;
}

/** Faktura. */
export interface Fa3Invoice {
  readonly header: Fa3Header;
  readonly seller: Fa3Seller;
  readonly buyer: Fa3Buyer;
  /** Podmiot3, up to 100. */
  readonly thirdParties: readonly Fa3ThirdParty[];
  readonly authorizedParty?: Fa3AuthorizedParty;
  readonly fa: Fa3Body;
  readonly footer?: Fa3Footer;
  readonly attachment?: Fa3Attachment;
}
