import { z } from 'zod';

/**
 * The days a business document may carry. Nothing Saldo books happened before 2000 or after 2099, and
 * a date far outside (0001-01-01, 9999-12-31) breaks interest, ageing and calendar arithmetic down the
 * line, so such a date is refused where it comes in, with the range in the message.
 */
export const BUSINESS_DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

/** The `params.reason` of the zod issue, so the server can translate it with the range. */
export const DATE_RANGE_REASON = 'business_date_range';

/** ISO dates ('YYYY-MM-DD') compare as text, so the range check needs no parsing. */
export const isBusinessDate = (date: string) =>
  date >= BUSINESS_DATE_RANGE.min && date <= BUSINESS_DATE_RANGE.max;

/**
 * A day typed or sent by a user. Request schemas only: answers keep `z.iso.date()`, so rows stored
 * before the range was checked are still shown (and can be corrected).
 */
export const businessDateSchema = z.iso
  .date()
  .refine(isBusinessDate, { params: { reason: DATE_RANGE_REASON, ...BUSINESS_DATE_RANGE } });
