import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * Balance confirmations (potwierdzenia salda): `/api/balance-confirmations*`. The admin issues one as of
 * a day for a contractor, or for every contractor with an open balance on that day; the contractor's
 * client users download its PDF and confirm or dispute it with a comment; the admin reads the answers.
 *   GET  /balance-confirmations                  balanceConfirmationListQuerySchema → balanceConfirmationListSchema
 *   POST /balance-confirmations                  issueBalanceConfirmationsSchema → issuedBalanceConfirmationsSchema
 *   GET  /balance-confirmations/{id}             → balanceConfirmationSchema
 *   GET  /balance-confirmations/{id}/pdf         balanceConfirmationPdfQuerySchema → application/pdf
 *   POST /balance-confirmations/{id}/answer      answerBalanceConfirmationSchema → balanceConfirmationSchema
 *   POST /balance-confirmations/{id}/paper-answer  paperAnswerBalanceConfirmationSchema → balanceConfirmationSchema
 */

const isoDate = z.iso.date();
const grosze = z.number().int();

export const BALANCE_CONFIRMATION_STATUSES = ['pending', 'confirmed', 'disputed'] as const;
export type BalanceConfirmationStatus = (typeof BALANCE_CONFIRMATION_STATUSES)[number];

export const balanceConfirmationIdParamsSchema = z.object({ id: recordIdParamSchema });

/** The languages the PDF is printed in (the web app's five). */
export const CONFIRMATION_PDF_LANGUAGES = ['pl', 'en', 'de', 'fr', 'pt'] as const;
export type ConfirmationPdfLanguage = (typeof CONFIRMATION_PDF_LANGUAGES)[number];

/** `lang`: the reader's choice; left out, the contractor's (by its country: Polish for Poland). */
export const balanceConfirmationPdfQuerySchema = z.object({
  lang: z.enum(CONFIRMATION_PDF_LANGUAGES).optional(),
});

/** How the answer came: in the app, or on paper (recorded by the company). */
export const CONFIRMATION_ANSWER_CHANNELS = ['app', 'paper'] as const;
export type ConfirmationAnswerChannel = (typeof CONFIRMATION_ANSWER_CHANNELS)[number];

export const balanceConfirmationDocumentSchema = z.object({
  invoiceId: z.number().int(),
  number: z.string(),
  issueDate: isoDate,
  dueDate: isoDate,
  currency: z.string(),
  gross: grosze,
  /** Left to pay on the as-of day, in the invoice's currency and in PLN at its own rate. */
  balance: grosze,
  balancePln: grosze,
});
export type BalanceConfirmationDocument = z.infer<typeof balanceConfirmationDocumentSchema>;

export const balanceConfirmationSchema = z.object({
  id: z.number().int(),
  contractorId: z.number().int(),
  contractorName: z.string(),
  asOfDate: isoDate,
  /** Sum of the open documents in PLN; positive: the contractor owes the company. */
  balance: grosze,
  documents: z.array(balanceConfirmationDocumentSchema),
  status: z.enum(BALANCE_CONFIRMATION_STATUSES),
  comment: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  /** Null while pending. */
  answerChannel: z.enum(CONFIRMATION_ANSWER_CHANNELS).nullable(),
  /** On a dispute on paper: the balance by the contractor's books (PLN grosze; positive: it owes). */
  disputedBalance: grosze.nullable(),
  /** On paper: the day the answer arrived. */
  receivedOn: isoDate.nullable(),
  issuedAt: z.string(),
});
export type BalanceConfirmation = z.infer<typeof balanceConfirmationSchema>;

export const balanceConfirmationListQuerySchema = z.object({
  contractorId: recordIdParamSchema.optional(),
  status: z.enum(BALANCE_CONFIRMATION_STATUSES).optional(),
});

export const balanceConfirmationListSchema = z.object({ confirmations: z.array(balanceConfirmationSchema) });
export type BalanceConfirmationList = z.infer<typeof balanceConfirmationListSchema>;

/** One contractor, or (no contractorId) every contractor with an open balance on the day. */
export const issueBalanceConfirmationsSchema = z.object({
  asOfDate: businessDateSchema,
  contractorId: recordIdSchema.optional(),
});
export type IssueBalanceConfirmations = z.infer<typeof issueBalanceConfirmationsSchema>;

export const issuedBalanceConfirmationsSchema = z.object({
  issued: z.array(balanceConfirmationSchema),
  /** Contractors that already had a confirmation as of that day (not issued twice). */
  skipped: z.number().int(),
});

export const answerBalanceConfirmationSchema = z
  .object({
    answer: z.enum(['confirmed', 'disputed']),
    comment: z.string().trim().max(2000).default(''),
  })
  // A dispute without a reason helps nobody: the admin must know which document differs.
  .refine((body) => body.answer === 'confirmed' || body.comment.length > 0, {
    path: ['comment'],
    params: { reason: 'dispute_needs_comment' },
    message: 'A dispute needs a comment',
  });
export type AnswerBalanceConfirmation = z.infer<typeof answerBalanceConfirmationSchema>;

/**
 * An answer that came on paper, recorded by the company: confirmed, or disputed with the balance by
 * the contractor's books and a note; the day it arrived (not after today).
 */
export const paperAnswerBalanceConfirmationSchema = z
  .object({
    answer: z.enum(['confirmed', 'disputed']),
    receivedOn: businessDateSchema,
    disputedBalance: z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000).nullable().default(null),
    comment: z.string().trim().max(2000).default(''),
  })
  .refine((body) => body.answer === 'confirmed' || body.disputedBalance !== null, {
    path: ['disputedBalance'],
    params: { reason: 'dispute_needs_balance' },
    message: 'A dispute needs the balance by the contractor’s books',
  })
  .refine((body) => body.answer === 'disputed' || body.disputedBalance === null, {
    path: ['disputedBalance'],
    params: { reason: 'confirmed_has_no_balance' },
    message: 'A confirmation has no disputed balance',
  });
export type PaperAnswerBalanceConfirmation = z.infer<typeof paperAnswerBalanceConfirmationSchema>;
