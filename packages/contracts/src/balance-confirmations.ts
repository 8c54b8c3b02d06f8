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
 *   GET  /balance-confirmations/{id}/pdf         → application/pdf
 *   POST /balance-confirmations/{id}/answer      answerBalanceConfirmationSchema → balanceConfirmationSchema
 */

const isoDate = z.iso.date();
const grosze = z.number().int();

export const BALANCE_CONFIRMATION_STATUSES = ['pending', 'confirmed', 'disputed'] as const;
export type BalanceConfirmationStatus = (typeof BALANCE_CONFIRMATION_STATUSES)[number];

export const balanceConfirmationIdParamsSchema = z.object({ id: recordIdParamSchema });

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
