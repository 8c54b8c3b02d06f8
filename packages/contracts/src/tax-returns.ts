import { z } from 'zod';

/**
 * Tax returns (the monthly JPK_V7M(3)): `/api/tax-returns*`. Amounts travel as integer grosze; the
 * declaration's whole-złoty fields are computed by `@saldo/domain` on the server.
 */

/** Stored statuses; 'not_prepared' is a month without a row. */
export const TAX_RETURN_STORED_STATUSES = ['draft', 'ready', 'submitted', 'corrected'] as const;
export type TaxReturnStoredStatus = (typeof TAX_RETURN_STORED_STATUSES)[number];
export const TAX_RETURN_STATUSES = ['not_prepared', ...TAX_RETURN_STORED_STATUSES] as const;
export type TaxReturnStatus = (typeof TAX_RETURN_STATUSES)[number];

export const TAX_RETURN_REGISTER_KINDS = ['sale', 'purchase'] as const;
export type TaxReturnRegisterKind = (typeof TAX_RETURN_REGISTER_KINDS)[number];

/** Surplus of input VAT: carried to next month (P_62) or refunded within 60 days (P_54 + P_56). */
export const TAX_RETURN_REFUND_CHOICES = ['carry_forward', 'refund_60'] as const;
export type TaxReturnRefundChoice = (typeof TAX_RETURN_REFUND_CHOICES)[number];

/** 'YYYY-MM' of a tax period. */
export const taxPeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
export const taxPeriodParamsSchema = z.object({ period: taxPeriodSchema });

const GTU = [
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
const PROCEDURES = [
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
/** KSeF markers used when a row has no KSeF number. */
export const KSEF_MARKERS = ['OFF', 'BFK', 'DI'] as const;
export type KsefMarker = (typeof KSEF_MARKERS)[number];

/**
 * Everything a sales row can be marked with: GTU codes, procedures, document type (RO, WEW, FP), the
 * KSeF marker and MPP (shown in the register; the JPK_V7M(3) schema has no MPP element).
 */
export const SALES_MARKERS = [...GTU, ...PROCEDURES, 'RO', 'WEW', 'FP', ...KSEF_MARKERS, 'MPP'] as const;
export type SalesMarker = (typeof SALES_MARKERS)[number];
export const PURCHASE_MARKERS = ['IMP', 'MK', 'VAT_RR', 'WEW', ...KSEF_MARKERS, 'MPP'] as const;
export type PurchaseMarker = (typeof PURCHASE_MARKERS)[number];

export const TAX_RETURN_LIMITS = { reason: 500, reference: 100, pageSize: 100 } as const;

export const overrideParamsSchema = z.object({
  period: taxPeriodSchema,
  kind: z.enum(TAX_RETURN_REGISTER_KINDS),
  documentId: z.coerce.number().int().min(1).max(2_147_483_647),
});

/** A row's markers as the user sets them (they replace what the document says), and why. */
export const overrideInputSchema = z.object({
  markers: z
    .array(z.enum([...SALES_MARKERS, ...PURCHASE_MARKERS]))
    .max(40)
    .refine((list) => new Set(list).size === list.length, { message: 'duplicate' }),
  reason: z.string().trim().min(1).max(TAX_RETURN_LIMITS.reason),
});
export type OverrideInput = z.infer<typeof overrideInputSchema>;

export const registerQuerySchema = z.object({
  /** The document number or the counterparty's name or tax id (case-insensitive substring). */
  q: z.string().max(200).optional(),
  /** Only rows carrying this marker ('override' for rows whose markers were changed). */
  marker: z.string().max(20).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(TAX_RETURN_LIMITS.pageSize).default(25),
});
export type RegisterQuery = z.infer<typeof registerQuerySchema>;

const isoDate = z.iso.date();

export const registerRowSchema = z.object({
  /** LpSprzedazy / LpZakupu: position in the file. */
  lp: z.number().int(),
  documentId: z.number().int(),
  /** 'invoice', 'correction', 'cost', or 'self_assessed' (output VAT from a cost). */
  origin: z.string(),
  number: z.string(),
  counterpartyName: z.string(),
  counterpartyTaxId: z.string(),
  issueDate: isoDate,
  /** Sale date (sales) or receipt date (purchases), when it differs from the issue date. */
  otherDate: isoDate.nullable(),
  /** The KSeF number, or OFF / BFK / DI. */
  ksef: z.string(),
  markers: z.array(z.string()),
  /** K_xx amounts in grosze. */
  amounts: z.record(z.string(), z.number().int()),
  correctionSign: z.number().int().nullable(),
  /** Deductibility of a purchase row ('full', 'half') with its basis. */
  deductibility: z.string().nullable(),
  deductionBasis: z.string(),
  override: z.object({ markers: z.array(z.string()), reason: z.string(), updatedAt: z.string() }).nullable(),
});
export type RegisterRow = z.infer<typeof registerRowSchema>;

export const registerPageSchema = z.object({
  rows: z.array(registerRowSchema),
  total: z.number().int(),
});
export type RegisterPage = z.infer<typeof registerPageSchema>;

export const COMPANY_FIELDS = ['nip', 'name', 'email', 'taxOffice'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export const taxCompanySchema = z.object({
  nip: z.string(),
  name: z.string(),
  email: z.string(),
  taxOfficeCode: z.string(),
  taxOfficeName: z.string().nullable(),
  /** What the file needs and the settings lack (named before anything is generated). */
  missing: z.array(z.enum(COMPANY_FIELDS)),
});
export type TaxCompany = z.infer<typeof taxCompanySchema>;

export const declarationSchema = z.object({
  /** P_xx in whole złoty, as the file carries them. */
  fields: z.record(z.string(), z.number().int()),
  outputVat: z.number().int(),
  inputVat: z.number().int(),
  /** P_39 (whole złoty). */
  carriedOver: z.number().int(),
  /** P_51 (whole złoty). */
  toPay: z.number().int(),
  /** P_62 (whole złoty). */
  carryForward: z.number().int(),
  refundTerm: z.string().nullable(),
});
export type Declaration = z.infer<typeof declarationSchema>;

export const taxReturnMonthSchema = z.object({
  period: taxPeriodSchema,
  status: z.enum(TAX_RETURN_STATUSES),
  purpose: z.number().int(),
  /** Grosze. */
  outputVat: z.number().int(),
  inputVat: z.number().int(),
  /** Whole złoty ×100 (grosze of a whole-złoty amount): P_51 and P_62. */
  toPay: z.number().int(),
  surplus: z.number().int(),
  dueDate: isoDate,
  referenceNumber: z.string(),
});
export type TaxReturnMonth = z.infer<typeof taxReturnMonthSchema>;

export const taxReturnListSchema = z.object({ months: z.array(taxReturnMonthSchema) });
export type TaxReturnList = z.infer<typeof taxReturnListSchema>;

export const CHANGE_KINDS = ['added', 'removed', 'changed'] as const;

export const taxReturnDetailSchema = taxReturnMonthSchema.extend({
  correctionReason: z.string(),
  refundChoice: z.enum(TAX_RETURN_REFUND_CHOICES),
  submittedAt: z.string().nullable(),
  salesRows: z.number().int(),
  purchaseRows: z.number().int(),
  declaration: declarationSchema,
  /** Costs whose VAT is not deductible: left out of the purchase register, with their basis. */
  excluded: z.array(z.object({ documentId: z.number().int(), number: z.string(), basis: z.string() })),
  /** Documents of the month that differ from the filed registers. */
  changes: z.array(
    z.object({
      kind: z.enum(TAX_RETURN_REGISTER_KINDS),
      documentId: z.number().int(),
      number: z.string(),
      change: z.enum(CHANGE_KINDS),
    }),
  ),
  file: z.object({ fileName: z.string(), generatedAt: z.string() }).nullable(),
  company: taxCompanySchema,
  audit: z.array(
    z.object({ action: z.string(), at: z.string(), details: z.record(z.string(), z.unknown()) }),
  ),
});
export type TaxReturnDetail = z.infer<typeof taxReturnDetailSchema>;

export const refundChoiceInputSchema = z.object({ refundChoice: z.enum(TAX_RETURN_REFUND_CHOICES) });
export const submitInputSchema = z.object({
  referenceNumber: z.string().trim().min(1).max(TAX_RETURN_LIMITS.reference),
});
export const correctionInputSchema = z.object({
  reason: z.string().trim().min(1).max(TAX_RETURN_LIMITS.reason),
});

/** One schema (or data) error of a generated file, pointed at its register row and field. */
export const fileProblemSchema = z.object({
  kind: z.enum(TAX_RETURN_REGISTER_KINDS).nullable(),
  /** The row's position (Lp) in its register, null for the header or declaration. */
  row: z.number().int().nullable(),
  documentNumber: z.string().nullable(),
  field: z.string().nullable(),
  message: z.string(),
});
export type FileProblem = z.infer<typeof fileProblemSchema>;

export const generateResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    file: z.object({ fileName: z.string(), generatedAt: z.string() }),
    rows: z.number().int(),
    milliseconds: z.number().int(),
  }),
  z.object({ ok: z.literal(false), problems: z.array(fileProblemSchema) }),
]);
export type GenerateResult = z.infer<typeof generateResultSchema>;
