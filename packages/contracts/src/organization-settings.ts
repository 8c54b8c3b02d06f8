import { z } from 'zod';
import { CURRENCY_CODES } from '@saldo/domain/currency';
import { RESET_PERIODS } from '@saldo/domain/numbering';
import { roles } from './abilities.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * The organization's settings (company profile, bank accounts, numbering, invoice types, printing,
 * debt collection, categories, users) under `/api/organization`. These schemas check shapes and
 * sizes only; the business rules (NIP checksum, IBAN, templates, …) live in
 * `organization-settings-rules.ts`, shared by the server and the web forms.
 */

/** Document types with their own numbering series and their own switch in `invoiceTypes`. */
export const DOCUMENT_TYPES = ['vat', 'vatMargin', 'proforma', 'advance', 'final', 'correction'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const VAT_PAYER_STATUSES = ['payer', 'exempt'] as const;
export type VatPayerStatus = (typeof VAT_PAYER_STATUSES)[number];

/**
 * Common legal bases of a VAT exemption, as printed on an invoice (always in Polish: it quotes the
 * act). The field is free text; these are suggestions.
 */
export const VAT_EXEMPTION_BASES = [
  'art. 113 ust. 1 ustawy o VAT',
  'art. 113 ust. 9 ustawy o VAT',
  'art. 43 ust. 1 pkt 10 ustawy o VAT',
  'art. 43 ust. 1 pkt 18 ustawy o VAT',
  'art. 43 ust. 1 pkt 29 ustawy o VAT',
  'art. 43 ust. 1 pkt 36 ustawy o VAT',
  'art. 43 ust. 1 pkt 37 ustawy o VAT',
  'art. 43 ust. 1 pkt 38 ustawy o VAT',
] as const;

/**
 * What an exemption basis quotes (FA(3) P_19A/B/C): a provision of the VAT act or a regulation under
 * it, of Council Directive 2006/112/EC, or another legal basis.
 */
export const EXEMPTION_BASIS_KINDS = ['act', 'directive', 'other'] as const;
export type ExemptionBasisKind = (typeof EXEMPTION_BASIS_KINDS)[number];

/** Invoice languages of the spec (section 4). */
export const PRINT_LANGUAGES = ['polish', 'english'] as const;
export const DEBT_CHANNELS = ['email', 'sms', 'letter'] as const;
export const DEBT_TEMPLATES = ['reminder', 'demand'] as const;
export const CATEGORY_KINDS = ['cost', 'income'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** The multipart field name of `POST /api/organization/company/logo`. */
export const LOGO_FIELD_NAME = 'logo';

export const SETTINGS_LIMITS = {
  name: 200,
  text: 200,
  short: 20,
  template: 60,
  basis: 300,
  notes: 2000,
  footer: 500,
  bankAccounts: 20,
  debtSteps: 10,
  /** A reminder may go out at most 60 days before the due date and at most a year after it. */
  offsetMin: -60,
  offsetMax: 365,
} as const;

const text = (max: number = SETTINGS_LIMITS.text) => z.string().max(max);

// --- Company -------------------------------------------------------------------------------------

export const companyInfoUpdateSchema = z.object({
  name: text(SETTINGS_LIMITS.name),
  /** 10 digits when valid (the server stores the normalized form). */
  nip: text(SETTINGS_LIMITS.short),
  regon: text(SETTINGS_LIMITS.short),
  krs: text(SETTINGS_LIMITS.short),
  street: text(),
  buildingNumber: text(SETTINGS_LIMITS.short),
  flatNumber: text(SETTINGS_LIMITS.short),
  postalCode: text(SETTINGS_LIMITS.short),
  city: text(),
  /** ISO 3166-1 alpha-2. */
  country: text(SETTINGS_LIMITS.short),
  email: text(),
  phone: text(40),
  website: text(),
  vatStatus: z.enum(VAT_PAYER_STATUSES),
  /**
   * Required when exempt (art. 113 or an exempt activity); for a VAT payer, the default basis of its
   * exempt ('zw') lines, which each invoice may change.
   */
  vatExemptionBasis: text(SETTINGS_LIMITS.basis),
  /** What the basis quotes: the VAT act (P_19A), the directive (P_19B) or another basis (P_19C). */
  vatExemptionBasisKind: z.enum(EXEMPTION_BASIS_KINDS).default('act'),
  /** Cash accounting (metoda kasowa, art. 21 of the VAT act), open to small taxpayers only. */
  cashMethod: z.boolean().default(false),
  /** The company's tax office (KodUrzedu of the official list, for the JPK header); '' not chosen. */
  taxOfficeCode: text(SETTINGS_LIMITS.short).default(''),
});
export type CompanyInfoUpdate = z.infer<typeof companyInfoUpdateSchema>;

export const companyInfoSchema = companyInfoUpdateSchema.extend({
  /** Public URL of the logo (an unguessable key), or null. */
  logo: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

// --- Bank accounts -------------------------------------------------------------------------------

export const bankAccountInputSchema = z.object({
  /** The user's label for the account ("Main account"). */
  name: text(100),
  /** The bank's name (FA(3) NazwaBanku); empty: the server fills it from a Polish account's bank code. */
  bankName: text(100).default(''),
  /** IBAN or a Polish NRB (26 digits); stored in electronic form (PL + 26 digits). */
  iban: text(50),
  swift: text(SETTINGS_LIMITS.short),
  currency: z.enum(CURRENCY_CODES),
  /** The default account of its currency (printed on invoices in that currency). */
  isDefault: z.boolean(),
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

export const bankAccountSchema = bankAccountInputSchema.extend({ id: z.number().int() });
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListSchema = z.object({ bankAccounts: z.array(bankAccountSchema) });

// --- Numbering series (docsPrefixes) -------------------------------------------------------------

export const seriesSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPES),
  /** e.g. 'FV/{NR}/{MM}/{YYYY}' (tokens: see @saldo/domain/numbering). */
  template: text(SETTINGS_LIMITS.template),
  reset: z.enum(RESET_PERIODS),
});
export type Series = z.infer<typeof seriesSchema>;
/** GET answers every document type, in DOCUMENT_TYPES order; PUT may send some of them. */
export const seriesListSchema = z.object({
  series: z.array(seriesSchema).max(DOCUMENT_TYPES.length),
});
export type SeriesList = z.infer<typeof seriesListSchema>;

/**
 * `GET /api/organization/series/next`: what the next invoice of each type issued on `date` (today in
 * Poland) gets. `next` is the counter it takes under each reset period, so a template or reset being
 * edited is previewed with the counter it would really continue from.
 */
export const seriesNextSchema = z.object({
  date: z.iso.date(),
  series: z.array(
    z.object({
      documentType: z.enum(DOCUMENT_TYPES),
      /** The saved series' next number. */
      number: z.string(),
      next: z.object(
        Object.fromEntries(RESET_PERIODS.map((reset) => [reset, z.number().int().positive()])) as Record<
          (typeof RESET_PERIODS)[number],
          z.ZodNumber
        >,
      ),
    }),
  ),
});
export type SeriesNext = z.infer<typeof seriesNextSchema>;

// --- Invoice types -------------------------------------------------------------------------------

export const invoiceTypesSchema = z.object(
  Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, z.boolean()])) as Record<DocumentType, z.ZodBoolean>,
);
export type InvoiceTypes = z.infer<typeof invoiceTypesSchema>;

// --- Printing ------------------------------------------------------------------------------------

export const printingSettingsSchema = z.object({
  defaultLanguage: z.enum(PRINT_LANGUAGES),
  /** Printed under the items of every new invoice (editable per invoice). */
  notes: text(SETTINGS_LIMITS.notes),
  /** The last line of every page. */
  footer: text(SETTINGS_LIMITS.footer),
});
export type PrintingSettings = z.infer<typeof printingSettingsSchema>;

// --- Debt collection -----------------------------------------------------------------------------

export const debtStepSchema = z.object({
  /** Days after the due date (negative: before it). */
  offsetDays: z.number().int(),
  channel: z.enum(DEBT_CHANNELS),
  template: z.enum(DEBT_TEMPLATES),
});
export type DebtStep = z.infer<typeof debtStepSchema>;

export const debtSettingsSchema = z.object({
  enabled: z.boolean(),
  steps: z.array(debtStepSchema).max(SETTINGS_LIMITS.debtSteps),
});
export type DebtSettings = z.infer<typeof debtSettingsSchema>;

/**
 * The usual Polish schedule: reminders shortly before and on the due date, two after it, then a
 * formal demand for payment (wezwanie do zapłaty) by letter. The server's default, and the web
 * form's 'restore the usual schedule'.
 */
export const DEFAULT_DEBT_STEPS: readonly DebtStep[] = [
  { offsetDays: -3, channel: 'email', template: 'reminder' },
  { offsetDays: 0, channel: 'email', template: 'reminder' },
  { offsetDays: 7, channel: 'email', template: 'reminder' },
  { offsetDays: 14, channel: 'sms', template: 'reminder' },
  { offsetDays: 30, channel: 'letter', template: 'demand' },
];

// --- Categories ----------------------------------------------------------------------------------

export const categoryInputSchema = z.object({
  name: text(100),
  kind: z.enum(CATEGORY_KINDS),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categorySchema = categoryInputSchema.extend({ id: z.number().int() });
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.object({ categories: z.array(categorySchema) });

// --- Users of the organization -------------------------------------------------------------------

export const organizationUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  /** pending: invited, the password is not set yet; inactive: switched off by an administrator. */
  status: z.enum(USER_STATUSES),
  /** The contractor a client user belongs to (it sees that contractor's documents). */
  contractorId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type OrganizationUser = z.infer<typeof organizationUserSchema>;
export const organizationUserListSchema = z.object({ users: z.array(organizationUserSchema) });

export const inviteUserBodySchema = z.object({
  email: text(),
  fullName: text(100),
  role: z.enum(roles),
  contractorId: recordIdSchema.nullable().optional(),
});
export type InviteUserBody = z.infer<typeof inviteUserBodySchema>;

export const updateOrganizationUserBodySchema = z.object({
  role: z.enum(roles).optional(),
  active: z.boolean().optional(),
});
export type UpdateOrganizationUserBody = z.infer<typeof updateOrganizationUserBodySchema>;

export const userIdParamsSchema = z.object({ id: recordIdParamSchema });

// --- The organization sections of GET /api/account-setting/data ----------------------------------

/** Spec section 3 names these sections; an administrator gets them filled in, a client not at all. */
export const organizationSectionsSchema = z.object({
  companyInfo: companyInfoSchema,
  users: z.array(organizationUserSchema),
  categories: z.array(categorySchema),
  configuration: z.object({ bankAccounts: z.array(bankAccountSchema) }),
  printing: printingSettingsSchema,
  /** Reserved for settings that fit no other section; empty for now. */
  others: z.object({}),
  docsPrefixes: z.array(seriesSchema),
  debt: debtSettingsSchema,
  invoiceTypes: invoiceTypesSchema,
});
export type OrganizationSections = z.infer<typeof organizationSectionsSchema>;
