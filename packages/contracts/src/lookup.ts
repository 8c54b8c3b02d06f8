import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';

/**
 * Company look-up by NIP (`GET /api/lookup/company?nip=`): GUS REGON (BIR1.1) when a GUS key is
 * configured, and the MF VAT white list for VAT status and bank accounts. Used by the 'Nowy klient'
 * panel and by the company settings. Errors: 400 invalid NIP ('Invalid Company ID'), 404 not found,
 * 503 when no register could answer (the message says which and why; nothing is made up).
 */
export const companyLookupQuerySchema = z.object({ nip: z.string() });

export const vatStatuses = ['active', 'exempt', 'not_registered'] as const;

export const companyLookupResultSchema = z.object({
  /** Which register supplied the name and address. */
  source: z.enum(['gus', 'white-list']),
  name: z.string(),
  nip: z.string(),
  regon: z.string().nullable(),
  krs: z.string().nullable(),
  street: z.string(),
  buildingNumber: z.string(),
  flatNumber: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  /** From the white list; null when the white list could not be asked. */
  vatStatus: z.enum(vatStatuses).nullable(),
  bankAccounts: z.array(z.string()),
  /** ISO timestamp of the register answer (answers are cached for a day). */
  checkedAt: z.string(),
  whiteListRequestId: z.string().nullable(),
});
export type CompanyLookupResult = z.infer<typeof companyLookupResultSchema>;

/** `POST /api/lookup/white-list/check`: is this account on the white list for this NIP on this date. */
export const whiteListCheckBodySchema = z.object({
  nip: z.string(),
  account: z.string(),
  date: businessDateSchema,
});
export const whiteListCheckResultSchema = z.object({
  accountAssigned: z.boolean(),
  requestId: z.string(),
  checkedAt: z.string(),
});
export type WhiteListCheckResult = z.infer<typeof whiteListCheckResultSchema>;
