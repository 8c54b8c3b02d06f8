import { z } from 'zod';
import { CONTRACT_KINDS } from '@saldo/domain/contracts/contract-kinds';
import { businessDateSchema } from './business-date.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * Workers (staff records) under `/api/workers`, and the onboarding questionnaire (kwestionariusz
 * osobowy) a worker fills in through a mailed link under `/api/worker-form`. The schemas check shapes
 * and sizes; the rules (PESEL and IBAN checksums, postal code, tax office, PPK rates) are in
 * `worker-rules.ts`, shared by the server and the web forms.
 */

export const WORKER_STATUSES = ['candidate', 'employed', 'left'] as const;

/** The languages a payslip prints in: the UI's five, Polish first (the default). */
export const PAYSLIP_LANGUAGES = ['pl', 'en', 'de', 'fr', 'pt'] as const;
export type PayslipLanguage = (typeof PAYSLIP_LANGUAGES)[number];
export type WorkerStatus = (typeof WORKER_STATUSES)[number];

/** How the worker is identified: a PESEL, or a passport (a foreigner without one). */
export const WORKER_IDENTITY_KINDS = ['pesel', 'passport'] as const;
export type WorkerIdentityKind = (typeof WORKER_IDENTITY_KINDS)[number];

/**
 * Koszty uzyskania przychodu of an employee: 'standard' (250 PLN a month), 'raised' (300 PLN, working
 * away from home) or 'none' (e.g. a worker with only civil contracts, whose KUP comes from the contract).
 */
export const KUP_VARIANTS = ['standard', 'raised', 'none'] as const;
export type KupVariant = (typeof KUP_VARIANTS)[number];

export const SEXES = ['female', 'male'] as const;

/**
 * The 16 regional branches of the NFZ by the code ZUS forms use (01–16). Proper names, so they are not
 * translated.
 */
export const NFZ_BRANCHES = [
  ['01', 'Dolnośląski OW NFZ'],
  ['02', 'Kujawsko-Pomorski OW NFZ'],
  ['03', 'Lubelski OW NFZ'],
  ['04', 'Lubuski OW NFZ'],
  ['05', 'Łódzki OW NFZ'],
  ['06', 'Małopolski OW NFZ'],
  ['07', 'Mazowiecki OW NFZ'],
  ['08', 'Opolski OW NFZ'],
  ['09', 'Podkarpacki OW NFZ'],
  ['10', 'Podlaski OW NFZ'],
  ['11', 'Pomorski OW NFZ'],
  ['12', 'Śląski OW NFZ'],
  ['13', 'Świętokrzyski OW NFZ'],
  ['14', 'Warmińsko-Mazurski OW NFZ'],
  ['15', 'Wielkopolski OW NFZ'],
  ['16', 'Zachodniopomorski OW NFZ'],
] as const;
export const NFZ_BRANCH_CODES = NFZ_BRANCHES.map(([code]) => code);

/**
 * PPK rates in percent of the gross pay (ustawa o PPK art. 26–27): the employee's basic 2 % (0.5 % for
 * low earners) plus up to 2 % more; the employer's basic 1.5 % plus up to 2.5 % more.
 */
export const PPK_RATES = {
  employee: { min: '0.5', max: '4', basic: '2' },
  employer: { min: '1.5', max: '4', basic: '1.5' },
} as const;

export const WORKER_LIMITS = {
  name: 100,
  text: 200,
  short: 20,
  long: 4000,
  perPage: 100,
  /** Documents: bytes each, and how many one worker keeps. */
  documentBytes: 10 * 1024 * 1024,
  documents: 30,
} as const;

export const WORKER_DOCUMENT_FIELD_NAME = 'file';

/** A questionnaire link lives this long unless submitted first. */
export const WORKER_FORM_TTL_DAYS = 14;
export const WORKER_FORM_LANGUAGES = ['pl', 'en'] as const;
export type WorkerFormLanguage = (typeof WORKER_FORM_LANGUAGES)[number];

const text = (max: number = WORKER_LIMITS.text) => z.string().max(max).default('');
/** A birth date: from 1900 on (an ISO date; the rules check it is not in the future). */
const birthDateSchema = z.iso.date().refine((value) => value >= '1900-01-01');

export const workerAddressSchema = z.object({
  street: text(),
  buildingNumber: text(WORKER_LIMITS.short),
  flatNumber: text(WORKER_LIMITS.short),
  postalCode: text(WORKER_LIMITS.short),
  city: text(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().max(2).default('PL'),
});
export type WorkerAddress = z.infer<typeof workerAddressSchema>;

/** What an admin enters (add and edit); the PESEL's date of birth and sex are derived, not sent. */
export const workerInputSchema = z.object({
  status: z.enum(WORKER_STATUSES).default('candidate'),
  firstName: text(WORKER_LIMITS.name),
  lastName: text(WORKER_LIMITS.name),
  identityKind: z.enum(WORKER_IDENTITY_KINDS).default('pesel'),
  pesel: text(WORKER_LIMITS.short),
  passportNumber: text(WORKER_LIMITS.short),
  /** Without a PESEL (a passport, or a candidate not asked yet); with one the date comes from the number. */
  birthDate: birthDateSchema.nullable().default(null),
  sex: z.enum(SEXES).nullable().default(null),
  citizenship: z.string().max(2).default('PL'),
  address: workerAddressSchema,
  email: text(),
  phone: text(WORKER_LIMITS.short * 2),
  taxOfficeCode: text(4),
  nfzBranch: text(2),
  bankAccount: text(50),
  pit2: z.boolean().default(false),
  kupVariant: z.enum(KUP_VARIANTS).default('standard'),
  /** The language of the worker's payslips (PDF and mail); Polish by default. */
  payslipLanguage: z.enum(PAYSLIP_LANGUAGES).default('pl'),
  /** The under-26 relief applies by the date of birth unless the worker waived it in writing. */
  under26Waived: z.boolean().default(false),
  student: z.boolean().default(false),
  ppkJoined: z.boolean().default(false),
  /** Percent as decimal text ('2', '1.5'). */
  ppkEmployeeRate: text(8),
  ppkEmployerRate: text(8),
  ppkOptOutDate: businessDateSchema.nullable().default(null),
  education: text(WORKER_LIMITS.long),
  workHistory: text(WORKER_LIMITS.long),
  notes: text(WORKER_LIMITS.long),
});
export type WorkerInput = z.infer<typeof workerInputSchema>;
export type WorkerInputDraft = z.input<typeof workerInputSchema>;

export const workerIdParamsSchema = z.object({ id: recordIdParamSchema });
export const workerDocumentParamsSchema = z.object({
  id: recordIdParamSchema,
  documentId: recordIdParamSchema,
});
export const workerFormParamsSchema = z.object({ formId: recordIdParamSchema });

export const workerDocumentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
});
export type WorkerDocumentDto = z.infer<typeof workerDocumentSchema>;

/** An audit entry names the fields that changed, never their values (PESEL, address, pay). */
export const workerAuditEntrySchema = z.object({
  id: z.number().int(),
  /** created, updated, document_added, document_removed, form_accepted */
  action: z.string(),
  fields: z.array(z.string()),
  at: z.string(),
  by: z.string(),
});
export type WorkerAuditEntry = z.infer<typeof workerAuditEntrySchema>;

export const workerDetailSchema = workerInputSchema.extend({
  id: z.number().int(),
  birthDate: z.iso.date().nullable(),
  ppkOptOutDate: z.iso.date().nullable(),
  taxOfficeName: z.string(),
  /** Under 26 today (from the date of birth); the relief applies when this holds and it was not waived. */
  under26: z.boolean(),
  under26Relief: z.boolean(),
  documents: z.array(workerDocumentSchema),
  audit: z.array(workerAuditEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkerDetail = z.infer<typeof workerDetailSchema>;
export const workerResponseSchema = z.object({ worker: workerDetailSchema });
export type WorkerResponse = z.infer<typeof workerResponseSchema>;

export const workerListQuerySchema = z.object({
  q: z.string().max(WORKER_LIMITS.text).optional(),
  status: z.enum(WORKER_STATUSES).optional(),
  /** Workers with a contract of this kind (any time). */
  contractType: z.enum(CONTRACT_KINDS).optional(),
  perPage: z.coerce.number().int().min(1).max(WORKER_LIMITS.perPage).default(10),
  page: z.coerce.number().int().min(1).default(1),
});
export type WorkerListQuery = z.infer<typeof workerListQuerySchema>;

export const workerListItemSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(WORKER_STATUSES),
  under26: z.boolean(),
  ppkJoined: z.boolean(),
  createdAt: z.string(),
});
export type WorkerListItem = z.infer<typeof workerListItemSchema>;
export const workerListSchema = z.object({
  workers: z.array(workerListItemSchema),
  total: z.number().int(),
});
export type WorkerList = z.infer<typeof workerListSchema>;

// ---------------------------------------------------------------------------------------------
// The questionnaire

/**
 * What the questionnaire may ask (art. 22¹ § 1 KP): name, date of birth, contact data, education,
 * qualifications and work history; and, of a person being hired (§ 3, `includePayroll`), the PESEL,
 * the address of residence and, for the payroll, the bank account, tax office and NFZ branch.
 */
export const workerFormAnswersSchema = z.object({
  firstName: text(WORKER_LIMITS.name),
  lastName: text(WORKER_LIMITS.name),
  birthDate: birthDateSchema.nullable().default(null),
  email: text(),
  phone: text(WORKER_LIMITS.short * 2),
  address: workerAddressSchema,
  education: text(WORKER_LIMITS.long),
  workHistory: text(WORKER_LIMITS.long),
  pesel: text(WORKER_LIMITS.short),
  passportNumber: text(WORKER_LIMITS.short),
  taxOfficeCode: text(4),
  nfzBranch: text(2),
  bankAccount: text(50),
});
export type WorkerFormAnswers = z.infer<typeof workerFormAnswersSchema>;
export type WorkerFormAnswersDraft = z.input<typeof workerFormAnswersSchema>;

/** The answers an admin can take into the record, one by one (the address as one field). */
export const WORKER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'email',
  'phone',
  'address',
  'education',
  'workHistory',
  'pesel',
  'passportNumber',
  'taxOfficeCode',
  'nfzBranch',
  'bankAccount',
] as const;
export type WorkerFormField = (typeof WORKER_FORM_FIELDS)[number];
/** Asked only of a person being hired (art. 22¹ § 3 KP). */
export const WORKER_FORM_PAYROLL_FIELDS: readonly WorkerFormField[] = [
  'pesel',
  'passportNumber',
  'taxOfficeCode',
  'nfzBranch',
  'bankAccount',
];

export const workerFormSendSchema = z.object({
  email: z.string().trim().min(1).max(WORKER_LIMITS.text),
  language: z.enum(WORKER_FORM_LANGUAGES).default('pl'),
  /** Ask also what the payroll needs (PESEL, residence, account, tax office, NFZ): a person being hired. */
  includePayroll: z.boolean().default(true),
  /** The worker the answers are meant for, when already on record. */
  workerId: recordIdSchema.nullable().default(null),
});
export type WorkerFormSend = z.infer<typeof workerFormSendSchema>;

/** 'sent' links past their day show as 'expired'. */
export const WORKER_FORM_STATUSES = ['sent', 'expired', 'submitted', 'accepted', 'rejected'] as const;
export type WorkerFormStatus = (typeof WORKER_FORM_STATUSES)[number];

export const workerFormSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  language: z.enum(WORKER_FORM_LANGUAGES),
  includePayroll: z.boolean(),
  status: z.enum(WORKER_FORM_STATUSES),
  workerId: z.number().int().nullable(),
  workerName: z.string(),
  /** The name the person gave, once submitted. */
  answeredName: z.string(),
  sentAt: z.string(),
  expiresAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type WorkerFormSummary = z.infer<typeof workerFormSummarySchema>;
export const workerFormListSchema = z.object({ forms: z.array(workerFormSummarySchema) });
export type WorkerFormList = z.infer<typeof workerFormListSchema>;

export const workerFormDetailSchema = workerFormSummarySchema.extend({
  answers: workerFormAnswersSchema.nullable(),
});
export type WorkerFormDetail = z.infer<typeof workerFormDetailSchema>;
export const workerFormResponseSchema = z.object({ form: workerFormDetailSchema });

export const workerFormAcceptSchema = z.object({
  /** Null: a new worker (a candidate) from the answers. */
  workerId: recordIdSchema.nullable(),
  fields: z.array(z.enum(WORKER_FORM_FIELDS)).min(1).max(WORKER_FORM_FIELDS.length),
});
export type WorkerFormAccept = z.infer<typeof workerFormAcceptSchema>;

/** The link's token travels in the query (`?token=`), which the request log redacts. */
export const publicWorkerFormQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const publicWorkerFormSchema = z.object({
  organizationName: z.string(),
  language: z.enum(WORKER_FORM_LANGUAGES),
  includePayroll: z.boolean(),
  expiresAt: z.string(),
});
export type PublicWorkerForm = z.infer<typeof publicWorkerFormSchema>;
export const publicWorkerFormSubmitSchema = z.object({
  token: z.string().min(1).max(200),
  answers: workerFormAnswersSchema,
});

/** `code` of a refused link, so the page can say which. */
export const workerFormRefusalCodes = { expired: 'form_expired', used: 'form_used' } as const;
