import { z } from 'zod';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/** The multipart field of a statement upload, and the file limits (issue 21). */
export const STATEMENT_FIELD_NAME = 'file';
export const STATEMENT_LIMITS = { fileBytes: 20 * 1024 * 1024 } as const;

export const BANK_LINE_STATUSES = ['unmatched', 'matched', 'other'] as const;
export const BANK_LINE_CATEGORIES = ['income', 'tax', 'zus', 'fee', 'salary', 'other'] as const;
export const DOCUMENT_KINDS = ['invoice', 'cost'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const bankStatementSchema = z.object({
  id: z.number().int(),
  bankAccountId: z.number().int(),
  bankAccountName: z.string(),
  iban: z.string(),
  format: z.enum(['mt940', 'camt053', 'csv']),
  fileName: z.string(),
  reference: z.string(),
  number: z.string(),
  currency: z.string(),
  openingDate: isoDate.nullable(),
  openingBalance: z.number().int().nullable(),
  closingDate: isoDate.nullable(),
  closingBalance: z.number().int().nullable(),
  lines: z.number().int(),
  unmatched: z.number().int(),
  importedAt: z.string(),
});
export type BankStatementSummary = z.infer<typeof bankStatementSchema>;
export const bankStatementListSchema = z.object({ statements: z.array(bankStatementSchema) });

export const matchReasonSchema = z
  .object({ code: z.string() })
  .catchall(z.union([z.string(), z.number()]))
  .describe('A piece of evidence: its code and figures (number, count, remaining, excess, percent)');

export const bankMatchSchema = z.object({
  id: z.number().int(),
  documentKind: z.enum(DOCUMENT_KINDS),
  documentId: z.number().int(),
  documentNumber: z.string(),
  amount: z.number().int(),
  score: z.number().int(),
  automatic: z.boolean(),
  reasons: z.array(matchReasonSchema),
  appliedAt: z.string(),
});

export const DUE_KINDS = ['zus', 'pit4', 'vat', 'salary'] as const;
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** A due a debit can pay: a payroll month's ZUS or PIT-4, a month's VAT, or one person's net pay. */
export const bankDueSchema = z.object({
  kind: z.enum(DUE_KINDS),
  month,
  amount: z.number().int(),
  dueDate: isoDate,
  workerId: z.number().int().nullable(),
  workerName: z.string(),
});
export type BankDue = z.infer<typeof bankDueSchema>;

export const bankDueProposalSchema = z.object({
  due: bankDueSchema,
  score: z.number().int(),
  reasons: z.array(matchReasonSchema),
});
export type BankDueProposal = z.infer<typeof bankDueProposalSchema>;

export const bankDueMatchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DUE_KINDS),
  month,
  workerId: z.number().int().nullable(),
  workerName: z.string(),
  dueAmount: z.number().int(),
  score: z.number().int(),
  automatic: z.boolean(),
  reasons: z.array(matchReasonSchema),
  appliedAt: z.string(),
});

export const applyDueSchema = z.object({
  kind: z.enum(DUE_KINDS),
  month,
  workerId: recordIdSchema.nullable().default(null),
});

export const bankLineSchema = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  bookingDate: isoDate,
  valueDate: isoDate,
  amount: z.number().int().describe('signed minor units: + money in, − money out'),
  currency: z.string(),
  reversal: z.boolean(),
  title: z.string(),
  counterpartyName: z.string(),
  counterpartyAccount: z.string(),
  bankReference: z.string(),
  status: z.enum(BANK_LINE_STATUSES),
  category: z.enum(BANK_LINE_CATEGORIES),
  excess: z.number().int().describe('paid above what the documents owed: the contractor credit'),
  note: z.string(),
  matches: z.array(bankMatchSchema),
  dues: z.array(bankDueMatchSchema).describe('the payroll or tax dues the debit paid'),
});
export type BankLine = z.infer<typeof bankLineSchema>;

export const bankLineListQuerySchema = z.object({
  statementId: recordIdParamSchema.optional(),
  status: z.enum(BANK_LINE_STATUSES).optional(),
  q: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export const bankLineListSchema = z.object({
  lines: z.array(bankLineSchema),
  total: z.number().int(),
  counts: z.object({ unmatched: z.number().int(), matched: z.number().int(), other: z.number().int() }),
});

export const bankImportQuerySchema = z.object({
  bankAccountId: recordIdParamSchema
    .optional()
    .describe('the account to book a statement on when its IBAN is not known'),
});
export const bankImportResultSchema = z.object({
  format: z.enum(['mt940', 'camt053', 'csv']),
  encoding: z.string(),
  imported: z.array(
    z.object({
      statementId: z.number().int(),
      lines: z.number().int(),
      matchedAutomatically: z.number().int(),
    }),
  ),
  skippedStatements: z.number().int().describe('already imported'),
  skippedLines: z.number().int().describe('already on another statement'),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

export const bankLineParamsSchema = z.object({ id: recordIdParamSchema });
export const bankStatementParamsSchema = z.object({ id: recordIdParamSchema });

export const openDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  id: z.number().int(),
  number: z.string(),
  partyName: z.string(),
  issueDate: isoDate,
  dueDate: isoDate.nullable(),
  currency: z.string(),
  balance: z.number().int(),
});
export const proposalSchema = z.object({
  documents: z.array(openDocumentSchema),
  score: z.number().int(),
  reasons: z.array(matchReasonSchema),
  allocations: z.array(z.object({ documentId: z.number().int(), amount: z.number().int() })),
});
export const proposalListSchema = z.object({
  proposals: z.array(proposalSchema),
  dues: z.array(bankDueProposalSchema).describe('for a debit: the payroll and tax dues it may pay'),
});

export const documentSearchQuerySchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  q: z.string().max(100).default(''),
});
export const documentSearchSchema = z.object({ documents: z.array(openDocumentSchema) });

export const applyMatchSchema = z.object({
  documents: z
    .array(z.object({ kind: z.enum(DOCUMENT_KINDS), id: recordIdSchema }))
    .min(1)
    .max(50),
});
export const markOtherSchema = z.object({
  category: z.enum(BANK_LINE_CATEGORIES),
  note: z.string().max(500).default(''),
});

export const bankSettingsSchema = z.object({
  autoMatchScore: z.number().int().min(50).max(101).describe('101 turns automatic matching off'),
});

/** The fields of a bank CSV the user can point at a column (decision 0013). */
export const CSV_FIELDS = [
  'bookingDate',
  'valueDate',
  'amount',
  'credit',
  'debit',
  'currency',
  'title',
  'counterpartyName',
  'counterpartyAccount',
  'balanceAfter',
  'reference',
  'description',
] as const;
export const CSV_DELIMITERS = [';', ',', '\t', '|'] as const;

const headerName = z.string().trim().min(1).max(200);

/**
 * A column mapping for a CSV whose header the import does not know: each field names the header cell
 * it is read from. A date and either one amount column or both credit and debit are required.
 */
export const csvMappingBodySchema = z
  .object({
    bankAccountId: recordIdSchema.describe('the account whose CSV exports look like this'),
    name: z.string().trim().min(1).max(100),
    columns: z.partialRecord(z.enum(CSV_FIELDS), headerName),
    delimiter: z.enum(CSV_DELIMITERS).optional(),
    dateOrder: z.enum(['ymd', 'dmy']).optional(),
  })
  .refine(
    (body) =>
      body.columns.bookingDate !== undefined &&
      (body.columns.amount !== undefined ||
        (body.columns.credit !== undefined && body.columns.debit !== undefined)),
    { message: 'csvMappingIncomplete', path: ['columns'] },
  )
  .refine((body) => new Set(Object.values(body.columns)).size === Object.keys(body.columns).length, {
    message: 'csvMappingDuplicate',
    path: ['columns'],
  });
export type CsvMappingBody = z.infer<typeof csvMappingBodySchema>;

export const csvMappingSchema = z.object({
  bankAccountId: z.number().int(),
  bankAccountName: z.string(),
  name: z.string(),
  columns: z.partialRecord(z.enum(CSV_FIELDS), z.string()),
  delimiter: z.enum(CSV_DELIMITERS).optional(),
  dateOrder: z.enum(['ymd', 'dmy']).optional(),
  updatedAt: z.string(),
});
export type CsvMappingSummary = z.infer<typeof csvMappingSchema>;
export const csvMappingListSchema = z.object({ mappings: z.array(csvMappingSchema) });

/** The contractor's credit (issue 21): overpayments kept on matched credits, and their applications. */
export const creditQuerySchema = z.object({ contractorId: recordIdParamSchema });
export const contractorCreditSchema = z.object({
  totals: z.array(z.object({ currency: z.string(), available: z.number().int() })),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      bookingDate: isoDate,
      title: z.string(),
      currency: z.string(),
      amount: z.number().int(),
      excess: z.number().int().describe('what the invoices did not take'),
      available: z.number().int().describe('excess less what was applied to other invoices'),
    }),
  ),
  applications: z.array(
    z.object({
      id: z.number().int(),
      lineId: z.number().int(),
      invoiceId: z.number().int(),
      invoiceNumber: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      appliedAt: z.string(),
    }),
  ),
  invoices: z
    .array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        currency: z.string(),
        balance: z.number().int(),
        dueDate: isoDate.nullable(),
      }),
    )
    .describe("the contractor's open sales invoices a credit can settle"),
});
export type ContractorCredit = z.infer<typeof contractorCreditSchema>;

export const applyCreditSchema = z.object({
  invoiceId: recordIdSchema,
  amount: z.number().int().min(1).max(1_000_000_000_000),
});
export const creditApplicationParamsSchema = z.object({ id: recordIdParamSchema });
