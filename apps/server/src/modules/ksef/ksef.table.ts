import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { KsefEnvironmentName } from '@saldo/contracts/ksef';
import { invoices } from '../invoices/invoices.table.ts';
import { organizations } from '../organizations/organizations.table.ts';

/** The company's KSeF connection. The token is sealed (lib/secret-box) and never leaves the server. */
export const ksefSettings = pgTable('ksef_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  environment: text('environment').$type<KsefEnvironmentName>().notNull().default('test'),
  tokenSealed: text('token_sealed'),
  tokenHint: text('token_hint').notNull().default(''),
  sendOnIssue: boolean('send_on_issue').notNull().default(false),
  receive: boolean('receive').notNull().default(false),
  /**
   * From this day the company must issue its invoices in KSeF (art. 106ga): an invoice issued since
   * that has no KSeF number is printed as a preview, not an invoice. Null: not obliged (yet).
   */
  obligedFrom: date('obliged_from', { mode: 'string' }),
  /**
   * The KSeF offline certificate (base64 DER) and its private key (PKCS#8 PEM, sealed): with them an
   * invoice KSeF cannot take now is issued in offline mode, its KOD II signed with the key.
   */
  offlineCertificate: text('offline_certificate'),
  offlineKeySealed: text('offline_key_sealed'),
  offlineCertificateSerial: text('offline_certificate_serial'),
  offlineCertificateValidTo: timestamp('offline_certificate_valid_to', { withTimezone: true }),
  /** Purchase invoices acquired by KSeF up to this moment have been fetched. */
  fetchedUntil: timestamp('fetched_until', { withTimezone: true }),
  lastFetchAt: timestamp('last_fetch_at', { withTimezone: true }),
  lastFetchImported: integer('last_fetch_imported').notNull().default(0),
  lastFetchSkipped: integer('last_fetch_skipped').notNull().default(0),
  lastFetchError: text('last_fetch_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type KsefSettingsRow = typeof ksefSettings.$inferSelect;

export type KsefSubmissionStatus = 'queued' | 'sending' | 'accepted' | 'rejected';

/**
 * One row per sales invoice sent (or to be sent) to KSeF. The XML and its hash are written before the
 * invoice goes out, and KSeF's reference numbers as soon as KSeF answers, so a process that dies in the
 * middle resumes by asking KSeF about that reference rather than sending the invoice a second time.
 */
export const ksefSubmissions = pgTable(
  'ksef_submissions',
  {
    invoiceId: integer('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: text('status').$type<KsefSubmissionStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A 'sending' row whose lease ran out belongs to a worker that died: it is taken over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    xml: text('xml'),
    /** Base64 SHA-256 of the XML: KSeF's invoiceHash and the KOD I link. */
    xmlHash: text('xml_hash'),
    sessionReference: text('session_reference'),
    invoiceReference: text('invoice_reference'),
    ksefNumber: text('ksef_number'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    error: text('error'),
    upo: text('upo'),
    /**
     * Issued in offline mode: the XML and its hash are frozen from that moment (the printed KOD I and
     * KOD II name that hash), sent with offlineMode, and certificateUrl is the signed KOD II link.
     */
    offlineAt: timestamp('offline_at', { withTimezone: true }),
    certificateUrl: text('certificate_url'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ksef_submissions_due_idx').on(t.status, t.nextAttemptAt)],
);
export type KsefSubmissionRow = typeof ksefSubmissions.$inferSelect;
