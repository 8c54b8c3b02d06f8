import { z } from 'zod';
import { businessDateSchema } from './business-date.ts';
import { recordIdSchema } from './ids.ts';

/**
 * KSeF (Krajowy System e-Faktur) under /api: the company's connection settings, the state of each
 * sales invoice in KSeF, sending, and fetching purchase invoices.
 *
 *   GET  /api/organization/ksef                 → ksefSettingsSchema          ('read Organization')
 *   PUT  /api/organization/ksef                 ksefSettingsInputSchema → ksefSettingsSchema ('update Organization')
 *   PUT  /api/organization/ksef/offline-certificate  ksefOfflineCertificateInputSchema → ksefSettingsSchema ('update Organization')
 *   DELETE /api/organization/ksef/offline-certificate → ksefSettingsSchema ('update Organization')
 *   POST /api/apps/invoice/invoices/{id}/ksef   queue one invoice → 202 ksefInvoiceStateSchema ('update Invoice')
 *   POST /api/apps/invoice/invoices/{id}/ksef/offline  issue in offline mode → 202 ksefInvoiceStateSchema ('update Invoice')
 *   POST /api/apps/invoice/ksef/send            { ids } → ksefQueueResultSchema ('update Invoice')
 *   GET  /api/apps/invoice/invoices/{id}/ksef   → ksefInvoiceStateSchema       ('read Invoice')
 *   GET  /api/apps/invoice/invoices/{id}/ksef/upo  the UPO XML                 ('read Invoice')
 *   GET  /api/ksef/panel                        → ksefPanelSchema              ('update Invoice': admins)
 *   POST /api/ksef/fetch                        fetch purchase invoices now → ksefFetchResultSchema ('create Cost')
 * The token is write-only: it is sealed at rest and never sent back, only whether one is set. So is the
 * offline certificate's private key: only the certificate's serial number and expiry are sent back.
 */

export const KSEF_ENVIRONMENTS = ['test', 'demo', 'production'] as const;
export type KsefEnvironmentName = (typeof KSEF_ENVIRONMENTS)[number];

export const ksefSettingsSchema = z.object({
  environment: z.enum(KSEF_ENVIRONMENTS),
  /** A token is stored (sealed); its last four characters help tell which one. */
  tokenSet: z.boolean(),
  tokenHint: z.string(),
  /** Queue every invoice for KSeF when it is issued. */
  sendOnIssue: z.boolean(),
  /** Fetch purchase invoices from KSeF into costs (as drafts to confirm) on a schedule. */
  receive: z.boolean(),
  /**
   * The day from which the company must issue invoices in KSeF (art. 106ga of the VAT act); null when
   * it is not obliged. An invoice issued since then without a KSeF number prints as a preview.
   */
  obligedFrom: z.iso.date().nullable(),
  /**
   * The KSeF offline certificate whose key signs KOD II of invoices issued in offline mode; null when
   * none is uploaded (then an invoice KSeF cannot take waits in the queue and prints as before).
   */
  offlineCertificate: z.object({ serial: z.string(), validTo: z.string() }).nullable(),
});
export type KsefSettings = z.infer<typeof ksefSettingsSchema>;

export const ksefSettingsInputSchema = z.object({
  environment: z.enum(KSEF_ENVIRONMENTS),
  /** Absent: keep the stored token; '' removes it; text replaces it. */
  token: z.string().trim().max(500).optional(),
  sendOnIssue: z.boolean(),
  receive: z.boolean(),
  /** Absent: keep the stored day; null: not obliged. */
  obligedFrom: businessDateSchema.nullable().optional(),
});
export type KsefSettingsInput = z.infer<typeof ksefSettingsInputSchema>;

const PEM_MAX = 20_000;
export const ksefOfflineCertificateInputSchema = z.object({
  /** PEM, or the Base64 DER text KSeF gives out. */
  certificate: z.string().trim().min(1).max(PEM_MAX),
  /** PEM; sealed at rest, never sent back. */
  privateKey: z.string().trim().min(1).max(PEM_MAX),
  /** Only to read an encrypted key; not stored. */
  passphrase: z.string().max(500).optional(),
});
export type KsefOfflineCertificateInput = z.infer<typeof ksefOfflineCertificateInputSchema>;

export const KSEF_STATES = ['not_sent', 'queued', 'sending', 'accepted', 'rejected'] as const;
export type KsefState = (typeof KSEF_STATES)[number];

export const ksefInvoiceStateSchema = z.object({
  invoiceId: z.number().int(),
  state: z.enum(KSEF_STATES),
  /** Accepted: the KSeF number and when KSeF took it. */
  ksefNumber: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  /** The verification link (KOD I) printed as a QR code on an accepted invoice. */
  verificationUrl: z.string().nullable(),
  /** Rejected: KSeF's reason; queued after a failure: why the last try failed. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  upoAvailable: z.boolean(),
  /**
   * Issued in offline mode (kody-qr.md, tryby-offline.md): when, the day it must reach KSeF by, and the
   * signed KOD II link printed beside KOD I until KSeF numbers it. Null for an invoice sent online.
   */
  offline: z.object({ issuedAt: z.string(), sendBy: z.iso.date(), certificateUrl: z.string() }).nullable(),
});
export type KsefInvoiceState = z.infer<typeof ksefInvoiceStateSchema>;

export const ksefSendBodySchema = z.object({ ids: z.array(recordIdSchema).min(1).max(500) });
export const ksefQueueResultSchema = z.object({
  queued: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});
export type KsefQueueResult = z.infer<typeof ksefQueueResultSchema>;

export const ksefPanelSchema = z.object({
  configured: z.boolean(),
  environment: z.enum(KSEF_ENVIRONMENTS),
  queue: z.object({ queued: z.number().int(), sending: z.number().int(), rejected: z.number().int() }),
  lastErrors: z.array(
    z.object({ invoiceId: z.number().int(), number: z.string(), error: z.string(), at: z.string() }),
  ),
  lastFetch: z
    .object({
      at: z.string(),
      imported: z.number().int(),
      skipped: z.number().int(),
      error: z.string().nullable(),
    })
    .nullable(),
});
export type KsefPanel = z.infer<typeof ksefPanelSchema>;

export const ksefFetchResultSchema = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  error: z.string().nullable(),
});
export type KsefFetchResult = z.infer<typeof ksefFetchResultSchema>;
