import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';
import { VAT_DEDUCTIONS } from '@saldo/domain/cost-totals';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { VAT_RATE_CODES } from '@saldo/domain/vat-rates';
import { invoiceClientSchema } from './contractors.ts';
import { PAYMENT_METHODS } from './invoices.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * Costs (purchase documents): `/api/documents/costs*`. Amounts travel as integer grosze; decimals the
 * user types (net, VAT, quantity, prices, rate) as strings, parsed by `@saldo/domain/cost-totals` on
 * both sides. The spec's list and detail shapes (`{costs, total}`, `{cost, paymentDetails}`) are kept,
 * with our fields beside them.
 */

/** Stored statuses. 'draft' is a document imported (KSeF file or KSeF fetch) and not yet confirmed. */
export const COST_STORED_STATUSES = ['draft', 'unpaid', 'partially_paid', 'paid'] as const;
export type CostStoredStatus = (typeof COST_STORED_STATUSES)[number];
/** What lists show and filter by: 'overdue' is derived (due date passed, something left to pay). */
export const COST_STATUSES = [...COST_STORED_STATUSES, 'overdue'] as const;
export type CostStatus = (typeof COST_STATUSES)[number];

export const COST_VAT_DEDUCTIONS = VAT_DEDUCTIONS;
export type CostVatDeduction = (typeof COST_VAT_DEDUCTIONS)[number];

/** 'lines': the document's lines, priced net; 'summary': net and VAT per rate, as printed. */
export const COST_ENTRY_MODES = ['lines', 'summary'] as const;
export type CostEntryMode = (typeof COST_ENTRY_MODES)[number];

/** Where a document came from: typed in, a KSeF XML file dropped by the user, or fetched from KSeF. */
export const COST_SOURCES = ['manual', 'ksef_file', 'ksef_fetch'] as const;
export type CostSource = (typeof COST_SOURCES)[number];

export const costSortFields = [
  'id',
  'number',
  'issuedDate',
  'dueDate',
  'client',
  'total',
  'balance',
  'invoiceStatus',
] as const;
export type CostSortField = (typeof costSortFields)[number];

export const COST_LIMITS = {
  lines: 500,
  rates: 20,
  text: 200,
  number: 256,
  notes: 4000,
  decimal: 30,
  /** Attachments: at most this many bytes each, this many per document. */
  attachmentBytes: 10 * 1024 * 1024,
  attachments: 10,
  /** KSeF XML import: files per request and bytes per file. */
  importFiles: 50,
  importFileBytes: 5 * 1024 * 1024,
  /** Bulk actions: documents per request. */
  bulk: 200,
} as const;

/** Above this gross (PLN, grosze), a transfer must go to a white-listed account (art. 117ba OP, 15d PIT/CIT). */
export const WHITE_LIST_THRESHOLD_PLN = 1_500_000;

export const ATTACHMENT_FIELD_NAME = 'file';
export const ATTACHMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AttachmentMimeType = (typeof ATTACHMENT_MIME_TYPES)[number] | 'application/xml';
export const IMPORT_FIELD_NAME = 'files';

const isoDate = z.iso.date();
const decimalString = z.string().max(COST_LIMITS.decimal);
/** A booking period: 'YYYY-MM'. */
export const bookingPeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const costRateInputSchema = z.object({
  vatRate: z.enum(VAT_RATE_CODES),
  net: decimalString,
  vat: decimalString,
});
export type CostRateInputBody = z.input<typeof costRateInputSchema>;

export const costLineInputSchema = z.object({
  name: z.string().max(512),
  quantity: decimalString,
  unit: z.string().max(20).default('szt.'),
  /** Net unit price. */
  unitPrice: decimalString,
  vatRate: z.enum(VAT_RATE_CODES),
});
export type CostLineInputBody = z.input<typeof costLineInputSchema>;

/** Create or replace a cost document. Totals are never sent: the server computes and checks them. */
export const costInputSchema = z.object({
  /** The supplier (a contractor of the organization). */
  contractorId: recordIdSchema,
  /** The supplier's own document number, as printed. */
  number: z.string().trim().min(1).max(COST_LIMITS.number),
  issueDate: businessDateSchema,
  /** When we received the document (the VAT deduction follows it, art. 86 ust. 10b). */
  receiptDate: businessDateSchema,
  dueDate: businessDateSchema,
  /** The month the cost and its VAT are booked in. */
  bookingPeriod: bookingPeriodSchema,
  categoryId: recordIdSchema.nullable().default(null),
  currency: z.enum(CURRENCY_CODES).default('PLN'),
  exchangeRate: decimalString.nullable().default(null),
  entryMode: z.enum(COST_ENTRY_MODES),
  /** entryMode 'lines'. */
  lines: z.array(costLineInputSchema).max(COST_LIMITS.lines).default([]),
  /** entryMode 'summary'. */
  rates: z.array(costRateInputSchema).max(COST_LIMITS.rates).default([]),
  /**
   * The total due the document prints (FA P_15), when it differs from net + VAT by the supplier's
   * rounding (lines priced gross); within the VAT tolerance it is what is paid. Null: net + VAT.
   */
  amountDue: decimalString.nullable().default(null),
  vatDeduction: z.enum(COST_VAT_DEDUCTIONS).default('full'),
  /** The legal basis of a limited deduction ('half', 'none'), named in the JPK purchase register. */
  deductionBasis: z.string().trim().max(COST_LIMITS.text).default(''),
  /** The month input VAT is deducted in, when not the booking period (art. 86 ust. 11, 13); null: that period. */
  vatPeriod: bookingPeriodSchema.nullable().default(null),
  paymentMethod: z.enum(PAYMENT_METHODS).default('transfer'),
  /** The supplier's account to pay to (IBAN or NRB), as printed on the document. */
  bankAccount: z.string().max(50).default(''),
  /** The document says 'mechanizm podzielonej płatności': pay with a split-payment transfer. */
  splitPayment: z.boolean().default(false),
  notes: z.string().max(COST_LIMITS.notes).default(''),
});
export type CostInputBody = z.input<typeof costInputSchema>;
export type CostInput = z.output<typeof costInputSchema>;

export const costIdParamsSchema = z.object({ id: recordIdParamSchema });
export const costAttachmentParamsSchema = z.object({
  id: recordIdParamSchema,
  attachmentId: recordIdParamSchema,
});
export const costPaymentParamsSchema = z.object({
  id: recordIdParamSchema,
  paymentId: recordIdParamSchema,
});

export const costListQuerySchema = z.object({
  /** The supplier's name or e-mail, or the document number (case-insensitive substring). */
  q: z.string().max(200).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
  sortBy: z.enum(costSortFields).default('id'),
  sortDesc: z.enum(['true', 'false']).default('false'),
  status: z.enum(COST_STATUSES).optional(),
  categoryId: recordIdParamSchema.optional(),
  /** Booking period 'YYYY-MM'. */
  month: bookingPeriodSchema.optional(),
  contractorId: recordIdParamSchema.optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  /** Issue date range, inclusive. */
  dateFrom: isoDate.optional(),
  dateTo: isoDate.optional(),
  /** Due date range, inclusive. */
  dueFrom: isoDate.optional(),
  dueTo: isoDate.optional(),
  /**
   * 'false' leaves the sums out (empty): the web asks GET /documents/costs/totals for them in
   * parallel, so the rows do not wait for them.
   */
  sums: z.enum(['true', 'false']).optional(),
});
export type CostListQuery = z.infer<typeof costListQuerySchema>;
/** The filters of the list without its paging, sorting and the sums switch: what the totals depend on. */
export const costTotalsQuerySchema = costListQuerySchema.omit({
  perPage: true,
  page: true,
  sortBy: true,
  sortDesc: true,
  sums: true,
});
export type CostTotalsQuery = z.infer<typeof costTotalsQuerySchema>;

export const COST_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const costExportQuerySchema = costListQuerySchema
  .omit({ perPage: true, page: true, sums: true })
  .extend({ format: z.enum(COST_EXPORT_FORMATS).default('csv') });
export type CostExportQuery = z.infer<typeof costExportQuerySchema>;

const amountsSchema = z.object({ net: z.number().int(), vat: z.number().int(), gross: z.number().int() });

export const costCategoryRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One row of the list: the spec's fields (spelling included: `paymentMethood`) plus ours. */
export const costListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  issuedDate: isoDate,
  dueDate: isoDate,
  bookingPeriod: z.string(),
  /** The supplier, in the spec's Client shape. */
  client: invoiceClientSchema,
  /** The first line's name, or the category's when entered per rate. */
  service: z.string(),
  /** Gross in grosze, in the document currency. */
  total: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
  balance: z.number().int(),
  avatar: z.string(),
  invoiceStatus: z.enum(COST_STATUSES),
  daysOverdue: z.number().int(),
  category: costCategoryRefSchema.nullable(),
  ksefNumber: z.string().nullable(),
  attachments: z.number().int(),
  paymentDetails: z.object({ paymentMethood: z.enum(PAYMENT_METHODS) }),
});
export type CostListItem = z.infer<typeof costListItemSchema>;

/** The count and sums of a filtered list (decision 0014); a draft counts, but not in the sums. */
export const costTotalsSchema = z.object({
  total: z
    .number()
    .int()
    .describe('exact, except for a capped text search or filter combination (see totalCapped)'),
  totalCapped: z
    .boolean()
    .default(false)
    .describe(
      'true when a text search (or a filter combination no aggregate holds) has more matches than the server counts (LIST_SEARCH_COUNT_CAP, 10,000 by default): total is then the cap ("more than …"), sums is empty and sumsPln zero',
    ),
  /** Sums of the whole filtered list (all pages), per currency, and in PLN over all currencies. */
  sums: z.array(amountsSchema.extend({ currency: z.enum(CURRENCY_CODES), balance: z.number().int() })),
  sumsPln: amountsSchema.extend({ balance: z.number().int() }),
});
export type CostTotals = z.infer<typeof costTotalsSchema>;

export const costListSchema = costTotalsSchema.extend({
  costs: z.array(costListItemSchema),
});
export type CostList = z.infer<typeof costListSchema>;

export const costLineSchema = costLineInputSchema.extend({
  position: z.number().int(),
  net: z.number().int(),
  vat: z.number().int(),
  gross: z.number().int(),
});
export type CostLineDto = z.infer<typeof costLineSchema>;

export const costRateSummarySchema = amountsSchema.extend({ vatRate: z.enum(VAT_RATE_CODES) });

/** What the VAT white list answered about the supplier's account when a payment was recorded. */
export const WHITE_LIST_RESULTS = ['listed', 'not_listed', 'unavailable', 'not_required'] as const;
export type WhiteListResult = (typeof WHITE_LIST_RESULTS)[number];
export const whiteListEvidenceSchema = z.object({
  result: z.enum(WHITE_LIST_RESULTS),
  /** The ministry's request id: the evidence the check was made (empty when not made). */
  requestId: z.string(),
  account: z.string(),
  /** The day the account was checked for. */
  date: isoDate,
  checkedAt: z.string(),
});
export type WhiteListEvidence = z.infer<typeof whiteListEvidenceSchema>;

export const costPaymentInputSchema = z.object({
  /** Decimal string in the document currency. */
  amount: decimalString,
  date: businessDateSchema,
  method: z.enum(PAYMENT_METHODS),
  note: z.string().max(COST_LIMITS.text).default(''),
  /**
   * Pay although the account is not on the white list (or the list could not be asked). Without it
   * such a payment is refused with 409 and the list's answer, so the user decides knowingly.
   */
  acceptWhiteListRisk: z.boolean().default(false),
});
export type CostPaymentInputBody = z.input<typeof costPaymentInputSchema>;

export const costPaymentSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  date: isoDate,
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
  whiteList: whiteListEvidenceSchema.nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type CostPaymentDto = z.infer<typeof costPaymentSchema>;

export const costAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type CostAttachmentDto = z.infer<typeof costAttachmentSchema>;

export const costAuditEntrySchema = z.object({
  id: z.number().int(),
  /** created, imported, confirmed, updated, payment_added, payment_removed, attachment_added, … */
  action: z.string(),
  at: z.string(),
  by: z.string(),
  details: z.record(z.string(), z.unknown()),
});

const supplierSchema = z.object({
  name: z.string(),
  nip: z.string(),
  street: z.string(),
  buildingNumber: z.string(),
  flatNumber: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
});

export const costDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(COST_STATUSES),
  source: z.enum(COST_SOURCES),
  contractorId: z.number().int(),
  supplier: supplierSchema,
  client: invoiceClientSchema,
  number: z.string(),
  ksefNumber: z.string().nullable(),
  issuedDate: isoDate,
  receiptDate: isoDate,
  dueDate: isoDate,
  bookingPeriod: z.string(),
  category: costCategoryRefSchema.nullable(),
  currency: z.enum(CURRENCY_CODES),
  exchangeRate: z.string().nullable(),
  entryMode: z.enum(COST_ENTRY_MODES),
  lines: z.array(costLineSchema),
  byRate: z.array(costRateSummarySchema),
  totals: amountsSchema,
  totalsPln: amountsSchema,
  vatDeduction: z.enum(COST_VAT_DEDUCTIONS),
  deductionBasis: z.string(),
  vatPeriod: z.string().nullable(),
  deductibleVatPln: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  bankAccount: z.string(),
  splitPayment: z.boolean(),
  /** A transfer of this document must be checked against the white list (gross over 15 000 PLN). */
  whiteListCheckRequired: z.boolean(),
  notes: z.string(),
  paid: z.number().int(),
  balance: z.number().int(),
  daysOverdue: z.number().int(),
  payments: z.array(costPaymentSchema),
  attachments: z.array(costAttachmentSchema),
  audit: z.array(costAuditEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CostDetail = z.infer<typeof costDetailSchema>;

/** `GET /api/documents/costs/{id}`: the spec's shape, with our full document inside. */
export const costResponseSchema = z.object({
  cost: costDetailSchema,
  paymentDetails: z.object({
    totalDue: z.number().int(),
    bankName: z.string(),
    country: z.string(),
    iban: z.string(),
    swiftCode: z.string(),
  }),
});
export type CostResponse = z.infer<typeof costResponseSchema>;

export const costBulkPaidSchema = z.object({
  ids: z.array(recordIdSchema).min(1).max(COST_LIMITS.bulk),
  date: businessDateSchema,
  method: z.enum(PAYMENT_METHODS).default('transfer'),
});
export type CostBulkPaidBody = z.input<typeof costBulkPaidSchema>;
export const costBulkPaidResultSchema = z.object({
  paid: z.array(z.number().int()),
  /** Left unpaid, with the message why (already paid, white list refused or unavailable, not found). */
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type CostBulkPaidResult = z.infer<typeof costBulkPaidResultSchema>;

/** One file of a KSeF XML import: a draft document made of it, or the reason it was refused. */
export const costImportResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    fileName: z.string(),
    costId: z.number().int(),
    number: z.string(),
    supplierName: z.string(),
    supplierNip: z.string(),
    /** The supplier was created from the file (no contractor had its NIP). */
    supplierCreated: z.boolean(),
    gross: z.number().int(),
    currency: z.enum(CURRENCY_CODES),
  }),
  z.object({
    ok: z.literal(false),
    fileName: z.string(),
    reason: z.enum(['invalid_xml', 'schema', 'unsupported', 'duplicate', 'too_large']),
    /** Translated; for 'schema' it quotes the schema's own message (line and element). */
    message: z.string(),
  }),
]);
export type CostImportResult = z.infer<typeof costImportResultSchema>;
export const costImportResponseSchema = z.object({ results: z.array(costImportResultSchema) });
export type CostImportResponse = z.infer<typeof costImportResponseSchema>;

/**
 * `code` of a 409 from `POST …/payments` (and reasons in a bulk result): the supplier's account is not
 * on the VAT white list for the payment day, or the list could not be asked. The message says what it
 * means (no cost deduction, joint liability for the VAT, ZAW-NR within 7 days) and quotes the request id.
 */
export const WHITE_LIST_REFUSAL_CODES = ['white_list_not_listed', 'white_list_unavailable'] as const;
export type WhiteListRefusalCode = (typeof WHITE_LIST_REFUSAL_CODES)[number];
