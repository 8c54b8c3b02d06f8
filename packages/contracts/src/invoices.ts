import { z } from 'zod';
import { FA3_GTU_CODES } from '@saldo/domain/ksef/fa3-model';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { REPEAT_PERIODS } from '@saldo/domain/dates/recurrence';
import { PAYMENT_TERM_CODES } from '@saldo/domain/dates/terms';
import { INVOICE_STATUSES } from '@saldo/domain/invoice-status';
import { VAT_RATE_CODES } from '@saldo/domain/vat-rates';
import { invoiceClientSchema, recipientUnitSchema } from './contractors.ts';
import { businessDateSchema } from './business-date.ts';
import {
  DOCUMENT_TYPES,
  EXEMPTION_BASIS_KINDS,
  PRINT_LANGUAGES,
  SETTINGS_LIMITS,
} from './organization-settings.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * Sales invoices: `/api/apps/invoice/*`. Amounts travel as integer grosze (`Money` of the domain),
 * decimals the user types (quantity, unit price, discount, exchange rate) as strings, exactly as typed,
 * so the browser and the server run the same parser (`@saldo/domain/invoice-line`) on them.
 */

export const INVOICE_TYPES = DOCUMENT_TYPES;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/**
 * Only a correction states lines that take value away (goods returned, a price cut after the sale).
 * On any other document a negative quantity or price would issue a sale worth less than nothing.
 */
export const allowsNegativeLines = (type: InvoiceType) => type === 'correction';

export const PAYMENT_METHODS = [
  'transfer',
  'cash',
  'card',
  'compensation',
  'cash_on_delivery',
  'other',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const INVOICE_LANGUAGES = PRINT_LANGUAGES;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

export const PRICE_MODES = ['net', 'gross'] as const;

/** Art. 106e ust. 1 pkt 24 of the VAT act: the margin scheme's wording depends on what is sold. */
export const MARGIN_SCHEMES = ['used_goods', 'works_of_art', 'antiques', 'travel_agency'] as const;
export type MarginScheme = (typeof MARGIN_SCHEMES)[number];
export const MARGIN_SCHEME_WORDING: Readonly<Record<MarginScheme, string>> = {
  used_goods: 'procedura marży – towary używane',
  works_of_art: 'procedura marży – dzieła sztuki',
  antiques: 'procedura marży – przedmioty kolekcjonerskie i antyki',
  travel_agency: 'procedura marży dla biur podróży',
};

/** JPK_V7 GTU codes a line may carry: the same list the FA(3) schema allows. */
export const GTU_CODES = FA3_GTU_CODES;

/** Displayed statuses: the domain's, plus 'expired' for a proforma past its date and never converted. */
export const INVOICE_DISPLAY_STATUSES = [...INVOICE_STATUSES, 'expired'] as const;
export type InvoiceDisplayStatus = (typeof INVOICE_DISPLAY_STATUSES)[number];

export const invoiceSortFields = [
  'number',
  'issuedDate',
  'dueDate',
  'client',
  'total',
  'balance',
  'invoiceStatus',
] as const;
export type InvoiceSortField = (typeof invoiceSortFields)[number];

export const INVOICE_LIMITS = {
  lines: 500,
  lineName: 512,
  text: 200,
  notes: 4000,
  decimal: 30,
  perPage: [10, 25, 50, 100] as const,
} as const;

const isoDate = z.iso.date();
const decimalString = z.string().max(INVOICE_LIMITS.decimal);

export const invoiceLineInputSchema = z.object({
  name: z.string().max(INVOICE_LIMITS.lineName),
  /** PKWiU or CN code, as printed. */
  classification: z.string().max(50).default(''),
  gtu: z.enum(GTU_CODES).nullable().default(null),
  quantity: decimalString,
  unit: z.string().max(20).default('szt.'),
  /** Net or gross, according to the invoice's priceMode. */
  unitPrice: decimalString,
  discountPercent: decimalString.default(''),
  vatRate: z.enum(VAT_RATE_CODES),
  /** Goods or services of annex 15 of the VAT act (split payment). */
  annex15: z.boolean().default(false),
  /**
   * vatMargin only: the line's purchase price, gross, for the whole line ('' or absent: not entered).
   * Not printed; the margin (sale less purchase) is what the JPK register taxes.
   */
  purchasePrice: decimalString.optional(),
});
export type InvoiceLineInputBody = z.input<typeof invoiceLineInputSchema>;
export type InvoiceLineInputData = z.output<typeof invoiceLineInputSchema>;

/**
 * advance (and a correction of one): a line of the order the advance is paid towards (art. 106f ust. 1
 * pkt 4: the goods or services ordered, quantity, net value, rate and tax).
 */
export const orderLineInputSchema = z.object({
  name: z.string().max(INVOICE_LIMITS.lineName),
  quantity: decimalString,
  unit: z.string().max(20).default('szt.'),
  /** Net unit price. */
  unitPrice: decimalString,
  vatRate: z.enum(VAT_RATE_CODES),
});
export type OrderLineInputBody = z.input<typeof orderLineInputSchema>;
export type OrderLineInputData = z.output<typeof orderLineInputSchema>;

export const orderLineSchema = orderLineInputSchema.extend({
  unit: z.string(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * The legal basis of the invoice's exempt ('zw') lines (art. 106e ust. 1 pkt 19; FA(3) P_19A/B/C):
 * the provision of the VAT act, of the directive, or another basis, as printed.
 */
export const exemptionBasisSchema = z.object({
  kind: z.enum(EXEMPTION_BASIS_KINDS),
  text: z.string().max(SETTINGS_LIMITS.basis),
});
export type ExemptionBasis = z.infer<typeof exemptionBasisSchema>;

/** Create or replace an invoice. Totals are never sent: the server computes them. */
export const invoiceInputSchema = z.object({
  type: z.enum(INVOICE_TYPES),
  contractorId: recordIdSchema,
  issueDate: businessDateSchema,
  saleDate: businessDateSchema,
  placeOfIssue: z.string().max(INVOICE_LIMITS.text).default(''),
  paymentTerm: z.enum(PAYMENT_TERM_CODES),
  /** Days from the issue date, with paymentTerm 'custom' only. */
  paymentTermDays: z.number().int().min(0).max(365).nullable().default(null),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** One of the organization's bank accounts; null prints none (cash, card). */
  bankAccountId: recordIdSchema.nullable().default(null),
  currency: z.enum(CURRENCY_CODES).default('PLN'),
  /** NBP table-A mid rate (PLN per unit) for a foreign currency; null for PLN. */
  exchangeRate: decimalString.nullable().default(null),
  /** The NBP table the rate came from ('123/A/NBP/2026') and its date; empty when typed by hand. */
  exchangeRateTable: z.string().max(40).default(''),
  exchangeRateDate: businessDateSchema.nullable().default(null),
  language: z.enum(INVOICE_LANGUAGES).default('polish'),
  repeat: z.enum(REPEAT_PERIODS).default('do_not_repeat'),
  priceMode: z.enum(PRICE_MODES).default('net'),
  lines: z.array(invoiceLineInputSchema).min(1).max(INVOICE_LIMITS.lines),
  notes: z.string().max(INVOICE_LIMITS.notes).default(''),
  /** vatMargin only. */
  marginScheme: z.enum(MARGIN_SCHEMES).nullable().default(null),
  /** correction only: the invoice corrected and why. */
  correctedInvoiceId: recordIdSchema.nullable().default(null),
  correctionReason: z.string().max(INVOICE_LIMITS.text).default(''),
  /** final only: the advance invoices it settles (their gross is deducted per rate). */
  advanceInvoiceIds: z.array(recordIdSchema).max(50).default([]),
  /** advance only: the gross value of the whole order the advance is paid towards. */
  orderValue: decimalString.default(''),
  /** advance and its correction: the order's lines; when given, their gross sum is the order value. */
  orderLines: z.array(orderLineInputSchema).max(INVOICE_LIMITS.lines).default([]),
  /**
   * Required with a 'zw' line; null (or an empty text) takes the corrected invoice's basis for a
   * correction, else the company's default.
   */
  exemptionBasis: exemptionBasisSchema.nullable().default(null),
  /**
   * A company exempt from VAT (art. 113) charging VAT at a percentage rate: the VAT becomes due
   * (art. 108), so the server refuses such an invoice (422, code 'exemptTaxedUnconfirmed') unless the
   * user confirmed it.
   */
  confirmTaxedWhileExempt: z.boolean().optional(),
});
export type InvoiceInputBody = z.input<typeof invoiceInputSchema>;
export type InvoiceInput = z.output<typeof invoiceInputSchema>;

export const invoiceIdParamsSchema = z.object({ id: recordIdParamSchema });

export const invoiceListQuerySchema = z.object({
  /** Number, buyer name, NIP or e-mail (case-insensitive substring). */
  q: z.string().max(200).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
  sortBy: z.enum(invoiceSortFields).default('issuedDate'),
  sortDesc: z.enum(['true', 'false']).default('true'),
  status: z.enum(INVOICE_DISPLAY_STATUSES).optional(),
  type: z.enum(INVOICE_TYPES).optional(),
  /** Issue date range, inclusive. */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** Due date range, inclusive. */
  dueFrom: isoDate.optional(),
  dueTo: isoDate.optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  contractorId: recordIdParamSchema.optional(),
  /**
   * 'false' leaves the sums out (empty): the web asks GET /invoices/totals for them in parallel, so
   * the rows do not wait for them.
   */
  sums: z.enum(['true', 'false']).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
/** The filters of the list without its paging, sorting and the sums switch: what the totals depend on. */
export const invoiceTotalsQuerySchema = invoiceListQuerySchema.omit({
  perPage: true,
  page: true,
  sortBy: true,
  sortDesc: true,
  sums: true,
});
export type InvoiceTotalsQuery = z.infer<typeof invoiceTotalsQuerySchema>;

const amountsSchema = z.object({ net: z.number().int(), vat: z.number().int(), gross: z.number().int() });
export type AmountsDto = z.infer<typeof amountsSchema>;

export const debtHistoryEntrySchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  time: z.string(),
  attachment: z.object({ title: z.string() }).optional(),
});

/** One row of the list: the spec's fields (spelling included) plus ours. */
export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(INVOICE_TYPES),
  issuedDate: isoDate,
  dueDate: isoDate,
  client: invoiceClientSchema,
  /** The first line's name ("and N more" is the screen's business). */
  service: z.string(),
  /** Gross in grosze, in the invoice currency. */
  total: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  balance: z.number().int(),
  avatar: z.string(),
  invoiceStatus: z.enum(INVOICE_DISPLAY_STATUSES),
  daysOverdue: z.number().int(),
  paymentDetails: z.object({ paymentMethood: z.enum(PAYMENT_METHODS) }),
  debtHistory: z.array(debtHistoryEntrySchema).optional(),
  /** Editable (not sent, not final, not cancelled). */
  editable: z.boolean(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

const listSumsSchema = z.array(
  amountsSchema.extend({ currency: z.enum(CURRENCY_CODES), balance: z.number().int() }),
);
/** The count and sums of a filtered list (decision 0014). */
export const invoiceTotalsSchema = z.object({
  total: z.number().int().describe('exact, except for a capped text search (see totalCapped)'),
  totalCapped: z
    .boolean()
    .describe(
      'true when a text search has more matches than the server counts (LIST_SEARCH_COUNT_CAP, 10,000 by default): total is then the cap ("more than …") and sums is empty',
    ),
  /** Sums of the whole filtered list (all pages), per currency; a cancelled invoice counts for nothing. */
  sums: listSumsSchema,
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

export const invoiceListSchema = invoiceTotalsSchema.extend({
  invoices: z.array(invoiceListItemSchema),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

const partySchema = z.object({
  name: z.string(),
  nip: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  flatNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type InvoiceParty = z.infer<typeof partySchema>;

/**
 * The buyer, with the JST unit or VAT-group member the invoice concerns (FA(3) Podmiot3); null or
 * absent (invoices written before the unit was kept): none.
 */
const buyerSchema = partySchema.extend({
  recipientUnit: recipientUnitSchema.nullable().optional(),
  /**
   * A correction of the buyer's name or address: the buyer as on the corrected invoice (printed as
   * "before"); absent otherwise.
   */
  before: partySchema.optional(),
});
export type InvoiceBuyer = z.infer<typeof buyerSchema>;

export const invoiceLineSchema = invoiceLineInputSchema.extend({
  position: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type InvoiceLineDto = z.infer<typeof invoiceLineSchema>;

export const rateSummarySchema = amountsSchema.extend({
  vatRate: z.enum(VAT_RATE_CODES),
  pln: amountsSchema.optional(),
});

export const paymentInputSchema = z.object({
  /** Decimal string in the invoice currency ("1 234,50"). */
  amount: decimalString,
  date: businessDateSchema,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().max(INVOICE_LIMITS.text).default(''),
});
export type PaymentInputBody = z.input<typeof paymentInputSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  date: isoDate,
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** created, updated, sent, payment_added, payment_removed, cancelled, corrected, converted, … */
  action: z.string(),
  at: z.string(),
  by: z.string(),
  /** What changed, e.g. { field: [before, after] } or the payment amount. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const invoiceDetailSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(INVOICE_TYPES),
  status: z.enum(INVOICE_DISPLAY_STATUSES),
  editable: z.boolean(),
  contractorId: z.number().int(),
  issuedDate: isoDate,
  saleDate: isoDate,
  dueDate: isoDate,
  placeOfIssue: z.string(),
  paymentTerm: z.enum(PAYMENT_TERM_CODES),
  paymentTermDays: z.number().int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  bankAccountId: z.number().int().nullable(),
  currency: z.enum(CURRENCY_CODES),
  exchangeRate: z.string().nullable(),
  exchangeRateTable: z.string(),
  exchangeRateDate: isoDate.nullable(),
  language: z.enum(INVOICE_LANGUAGES),
  repeat: z.enum(REPEAT_PERIODS),
  priceMode: z.enum(PRICE_MODES),
  notes: z.string(),
  marginScheme: z.enum(MARGIN_SCHEMES).nullable(),
  /** ksefNumber: the corrected invoice's, once KSeF accepted it (art. 106j ust. 2 pkt 2a). */
  correctedInvoice: z
    .object({
      id: z.number().int(),
      number: z.string(),
      issuedDate: isoDate,
      ksefNumber: z.string().nullable(),
    })
    .nullable(),
  correctionReason: z.string(),
  /** correction only: the corrected invoice's lines (before), next to `lines` (after). */
  linesBefore: z.array(invoiceLineSchema),
  advanceInvoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      gross: z.number().int(),
      ksefNumber: z.string().nullable(),
    }),
  ),
  orderValue: z.number().int().nullable(),
  orderLines: z.array(orderLineSchema),
  convertedTo: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  /**
   * cashMethod: the seller accounted for VAT by the cash method (prints "metoda kasowa").
   * vatExemptionBasis: the basis of the invoice's exempt lines, printed ('' none); its kind is absent
   * on invoices written before it was kept (they quote the VAT act).
   */
  seller: partySchema.extend({
    regon: z.string(),
    vatExemptionBasis: z.string(),
    vatExemptionBasisKind: z.enum(EXEMPTION_BASIS_KINDS).optional(),
    cashMethod: z.boolean(),
  }),
  buyer: buyerSchema,
  client: invoiceClientSchema,
  lines: z.array(invoiceLineSchema),
  /** Statutory totals; for a correction, the differences (after − before). */
  byRate: z.array(rateSummarySchema),
  totals: amountsSchema,
  totalsPln: amountsSchema.nullable(),
  /** final only: what the advances already covered, and what is left. */
  advancesDeducted: amountsSchema.nullable(),
  toPay: z.number().int(),
  amountInWords: z.string(),
  /** Split payment is mandatory: print 'mechanizm podzielonej płatności'. */
  splitPayment: z.boolean(),
  /**
   * The company is obliged to issue invoices in KSeF on this invoice's issue date and KSeF has not
   * given it a number: the document is only a preview, not an invoice (art. 106ga), and says so.
   */
  ksefPreview: z.boolean(),
  paid: z.number().int(),
  balance: z.number().int(),
  daysOverdue: z.number().int(),
  sentAt: z.string().nullable(),
  payments: z.array(paymentSchema),
  audit: z.array(auditEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** `GET /api/apps/invoice/invoices/{id}`: the spec's shape, with our full invoice inside. */
export const invoiceResponseSchema = z.object({
  invoice: invoiceDetailSchema,
  paymentDetails: z.object({
    totalDue: z.number().int(),
    bankName: z.string(),
    country: z.string(),
    iban: z.string(),
    swiftCode: z.string(),
  }),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

export const sendInvoiceSchema = z.object({
  to: z.string().max(320),
  cc: z.string().max(1000).default(''),
  subject: z.string().max(300),
  message: z.string().max(10_000).default(''),
});
export type SendInvoiceBody = z.input<typeof sendInvoiceSchema>;

export const correctionStartSchema = z.object({ reason: z.string().max(INVOICE_LIMITS.text) });

/** `GET /api/apps/invoice/exchange-rate?currency&date`: NBP table A, last business day before `date`. */
export const exchangeRateQuerySchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  date: businessDateSchema,
});
export const exchangeRateResponseSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  rate: z.string(),
  table: z.string(),
  effectiveDate: isoDate,
});
export type ExchangeRateResponse = z.infer<typeof exchangeRateResponseSchema>;

/** `GET /api/apps/invoice/summary`: what /access-control shows a client (and the dashboard an admin). */
export const invoiceSummarySchema = z.object({
  open: z.number().int(),
  overdue: z.number().int(),
  balances: z.array(z.object({ currency: z.enum(CURRENCY_CODES), balance: z.number().int() })),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
