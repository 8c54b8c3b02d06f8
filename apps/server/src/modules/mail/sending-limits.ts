import { DAY_MS, MINUTE_MS } from '../../lib/dates.ts';

/**
 * How much mail an organization may send to others, counted in recipients (To and Cc) of the mail
 * recorded in mail_outbox. The figures leave room for a small business's invoicing and reminders and
 * stop a throw-away account from becoming a spam relay (issue 15: 129 recipients, 25 times in 1.2 s).
 */
export const SENDING_RATE = { recipients: 100, windowMs: 10 * MINUTE_MS } as const;

/**
 * A new organization's recipients per rolling 24 hours, growing with its age; from 30 days on only
 * the rate above applies. Ordered by age.
 */
export const NEW_ORGANIZATION_QUOTAS = [
  { youngerThanDays: 1, recipients: 20 },
  { youngerThanDays: 7, recipients: 100 },
  { youngerThanDays: 30, recipients: 500 },
] as const;

export const QUOTA_WINDOW_MS = DAY_MS;

/** The daily quota of an organization created at `createdAt`, or null when it is old enough to have none. */
export function dailyQuota(
  createdAt: Date,
  at: Date,
): { recipients: number; youngerThanDays: number } | null {
  const ageMs = at.getTime() - createdAt.getTime();
  return NEW_ORGANIZATION_QUOTAS.find((tier) => ageMs < tier.youngerThanDays * DAY_MS) ?? null;
}

/** The addresses in a To or Cc field (commas or semicolons between them). */
export function countRecipients(...fields: (string | undefined)[]): number {
  return fields
    .flatMap((field) => (field ?? '').split(/[,;]/))
    .map((address) => address.trim())
    .filter(Boolean).length;
}
