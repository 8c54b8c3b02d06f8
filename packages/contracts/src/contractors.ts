import { z } from 'zod';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { vatStatuses } from './lookup.ts';
import { recordIdParamSchema } from './ids.ts';

/**
 * Contractors (kontrahenci) of an organization: `/api/apps/contractors`. The schemas here check only
 * shapes and sizes; the business rules (required name, NIP checksum, postal code, formats) live in
 * `contractor-rules.ts`, shared by the server and the web forms, so both give the same answer.
 */

/** Same codes as `@saldo/domain/dates/terms` (PAYMENT_TERM_CODES); the server checks they agree. */
export const contractorPaymentTerms = ['7_days', '14_days', '21_days', 'custom'] as const;
export type ContractorPaymentTerm = (typeof contractorPaymentTerms)[number];

export const contractorSortFields = ['name', 'nip', 'city', 'createdAt'] as const;
export type ContractorSortField = (typeof contractorSortFields)[number];

/** 'unknown' filters contractors whose VAT status was never checked. */
export const contractorVatFilters = [...vatStatuses, 'unknown'] as const;

export const CONTRACTOR_LIMITS = {
  name: 300,
  text: 200,
  short: 20,
  notes: 4000,
  tags: 20,
  tag: 40,
  bankAccounts: 10,
  perPage: 100,
} as const;

const text = (max: number = CONTRACTOR_LIMITS.text) => z.string().max(max).default('');

export const contractorAddressSchema = z.object({
  street: text(),
  buildingNumber: text(CONTRACTOR_LIMITS.short),
  flatNumber: text(CONTRACTOR_LIMITS.short),
  postalCode: text(CONTRACTOR_LIMITS.short),
  city: text(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().max(CONTRACTOR_LIMITS.short).default('PL'),
});
export type ContractorAddress = z.infer<typeof contractorAddressSchema>;

export const emptyContractorAddress: ContractorAddress = {
  street: '',
  buildingNumber: '',
  flatNumber: '',
  postalCode: '',
  city: '',
  country: 'PL',
};

export const contractorBankAccountSchema = z.object({
  /** IBAN, or a Polish NRB (26 digits); stored in electronic form (PL + 26 digits). */
  iban: z.string().max(50),
  name: text(100),
});
export type ContractorBankAccount = z.infer<typeof contractorBankAccountSchema>;

/**
 * Who the contractor is in a debt: a business (commercial transactions: the late-payment act's interest
 * and compensation) or a consumer (art. 481 KC interest only).
 */
export const DEBTOR_KINDS = ['business', 'consumer'] as const;
export type DebtorKindChoice = (typeof DEBTOR_KINDS)[number];

/**
 * A buyer whose invoices concern another unit (FA(3) JST/GV and Podmiot3): a local government whose
 * subordinate unit receives the goods ('jst', Podmiot3 role 8), or a VAT group one of whose members
 * does ('vatGroup', role 10). The contractor stays the buyer (the taxpayer, Podmiot2); the unit is
 * named beside it so KSeF gives the unit access to the invoice.
 */
export const RECIPIENT_UNIT_KINDS = ['jst', 'vatGroup'] as const;
export type RecipientUnitKind = (typeof RECIPIENT_UNIT_KINDS)[number];

export const recipientUnitSchema = z.object({
  kind: z.enum(RECIPIENT_UNIT_KINDS),
  /** The unit's (member's) own Polish NIP. */
  nip: text(CONTRACTOR_LIMITS.short),
  name: z.string().max(CONTRACTOR_LIMITS.name).default(''),
  ...contractorAddressSchema.shape,
});
export type RecipientUnit = z.output<typeof recipientUnitSchema>;

/** What a form (or an import row) sends to create or replace a contractor. */
export const contractorInputSchema = z.object({
  name: z.string().max(CONTRACTOR_LIMITS.name),
  /** Empty when the contractor has none (a consumer, a foreign company). */
  nip: text(CONTRACTOR_LIMITS.short),
  regon: text(CONTRACTOR_LIMITS.short),
  ...contractorAddressSchema.shape,
  /** The panel's 'different correspondence address' checkbox. */
  differentCorrespondenceAddress: z.boolean().default(false),
  /** The panel's 'same as company address' checkbox; the correspondence fields are then ignored. */
  correspondenceSameAsCompany: z.boolean().default(false),
  correspondence: contractorAddressSchema.default(emptyContractorAddress),
  phone: text(40),
  email: text(),
  website: text(),
  bankAccounts: z.array(contractorBankAccountSchema).max(CONTRACTOR_LIMITS.bankAccounts).default([]),
  paymentTerm: z.enum(contractorPaymentTerms).nullable().default(null),
  /** Only with paymentTerm 'custom'. */
  paymentTermDays: z.number().int().nullable().default(null),
  notes: text(CONTRACTOR_LIMITS.notes),
  tags: z.array(z.string().max(CONTRACTOR_LIMITS.tag)).max(CONTRACTOR_LIMITS.tags).default([]),
  /** Chosen by hand; null: taken from the NIP (one with a NIP is a business, one without a consumer). */
  debtorKind: z.enum(DEBTOR_KINDS).nullable().default(null),
  /** null: the invoices concern the contractor itself. */
  recipientUnit: recipientUnitSchema.nullable().default(null),
});
export type ContractorInput = z.output<typeof contractorInputSchema>;
/** What a caller may send: every field but the name may be left out. */
export type ContractorInputBody = z.input<typeof contractorInputSchema>;

export const contractorSchema = contractorInputSchema.extend({
  id: z.number().int(),
  /** From the VAT white list, when the NIP was looked up; null when never checked. */
  vatStatus: z.enum(vatStatuses).nullable(),
  vatCheckedAt: z.string().nullable(),
  /** debtorKind, or what the NIP says when none was chosen: what the debt figures count with. */
  debtor: z.enum(DEBTOR_KINDS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contractor = z.infer<typeof contractorSchema>;

export const contractorIdParamsSchema = z.object({ id: recordIdParamSchema });

/** Filters shared by the list and the CSV export. */
export const contractorFilterQuerySchema = z.object({
  /** Matches name, NIP, e-mail or city (case-insensitive substring). */
  q: z.string().max(200).optional(),
  sortBy: z.enum(contractorSortFields).default('name'),
  sortDesc: z.enum(['true', 'false']).default('false'),
  country: z.string().max(2).optional(),
  tag: z.string().max(CONTRACTOR_LIMITS.tag).optional(),
  vatStatus: z.enum(contractorVatFilters).optional(),
});
export type ContractorFilterQuery = z.infer<typeof contractorFilterQuerySchema>;

export const contractorListQuerySchema = contractorFilterQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(CONTRACTOR_LIMITS.perPage).default(10),
  page: z.coerce.number().int().min(1).default(1),
});
export type ContractorListQuery = z.infer<typeof contractorListQuerySchema>;

/**
 * What a contractor owes on our sales invoices in one currency (decision 0014: from the aggregates the
 * invoice writes keep): invoiced gross, paid, the balance left and its overdue part as of today.
 * Pro forma and cancelled invoices are not in it.
 */
export const contractorBalanceSchema = z.object({
  contractorId: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  invoiced: z.number().int(),
  paid: z.number().int(),
  balance: z.number().int(),
  overdue: z.number().int(),
});
export type ContractorBalance = z.infer<typeof contractorBalanceSchema>;

export const contractorListSchema = z.object({
  contractors: z.array(contractorSchema),
  total: z.number().int().describe('exact, except for a capped search (see totalCapped)'),
  // Defaults: the server always sends both; an older answer (or a test's stub) without them reads as
  // an exact count and no balances.
  totalCapped: z
    .boolean()
    .default(false)
    .describe(
      'true when a search or tag filter matches more contractors than the server counts (LIST_SEARCH_COUNT_CAP, 10,000 by default): total is then the cap ("more than …")',
    ),
  /** The balances of this page's contractors, per currency (a contractor without invoices has none). */
  balances: z.array(contractorBalanceSchema).default([]),
});
export type ContractorList = z.infer<typeof contractorListSchema>;

export const contractorResponseSchema = z.object({ contractor: contractorSchema });
export type ContractorResponse = z.infer<typeof contractorResponseSchema>;

export const contractorImportErrorSchema = z.object({
  /** Line in the file as a spreadsheet numbers it: the header is row 1, the first contractor row 2. */
  row: z.number().int(),
  /** The column (CSV header name); '' for a problem of the whole row. */
  field: z.string(),
  message: z.string(),
});
export type ContractorImportError = z.infer<typeof contractorImportErrorSchema>;

/** All or nothing: with any error, `imported` is 0 and nothing was saved. */
export const contractorImportResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(contractorImportErrorSchema),
});
export type ContractorImportResult = z.infer<typeof contractorImportResultSchema>;

/** The multipart field of an uploaded CSV file (a plain text/csv body works as well). */
export const CONTRACTOR_IMPORT_FIELD = 'file';

/** `GET /api/apps/invoice/clients`: the spec's Client entity, read from the contractors. */
export const invoiceClientSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  country: z.string(),
  contact: z.string(),
  name: z.string(),
});
export type InvoiceClient = z.infer<typeof invoiceClientSchema>;

/**
 * Columns of the CSV export and import, in file order. Lists: bank accounts and their names are
 * separated by '|' (same order), tags by ','. vatStatus and vatCheckedAt are written for reading
 * only: an import ignores them (the status comes from the white list, never from a file).
 */
export const contractorCsvColumns = [
  'name',
  'nip',
  'regon',
  'country',
  'street',
  'buildingNumber',
  'flatNumber',
  'postalCode',
  'city',
  'differentCorrespondenceAddress',
  'correspondenceSameAsCompany',
  'correspondenceStreet',
  'correspondenceBuildingNumber',
  'correspondenceFlatNumber',
  'correspondencePostalCode',
  'correspondenceCity',
  'correspondenceCountry',
  'phone',
  'email',
  'website',
  'bankAccounts',
  'bankAccountNames',
  'paymentTerm',
  'paymentTermDays',
  'tags',
  'notes',
  'vatStatus',
  'vatCheckedAt',
  // The JST unit or VAT-group member the invoices concern (empty kind: none).
  'recipientUnitKind',
  'recipientUnitNip',
  'recipientUnitName',
  'recipientUnitStreet',
  'recipientUnitBuildingNumber',
  'recipientUnitFlatNumber',
  'recipientUnitPostalCode',
  'recipientUnitCity',
  'recipientUnitCountry',
] as const;
export type ContractorCsvColumn = (typeof contractorCsvColumns)[number];

/** Most contractors one import takes (one transaction; a bigger file is split). */
export const CONTRACTOR_IMPORT_MAX_ROWS = 5000;
