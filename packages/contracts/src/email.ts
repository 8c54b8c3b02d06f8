import { z } from 'zod';
import { recordIdParamSchema, recordIdSchema } from './ids.ts';

/**
 * The e-mail app (`/apps/email`, issue 24): the user's own mailbox over IMAP and SMTP, in the seed's
 * email shape (id, from, to, subject, cc, bcc, message, attachments, isStarred, labels, time, replies,
 * folder, isRead) under `/api/apps/email/...`, plus our fields. Subject 'Email' (admin and accountant).
 *
 * Calls (all under /api):
 * - GET  /apps/email/emails?q,folder,label                 → EmailListResponse
 * - GET  /apps/email/emails/:id?allowRemoteImages          → EmailDetailResponse (the web marks it read with update-emails)
 * - POST /apps/email/update-emails {emailIds, dataToUpdate} → EmailUpdateResponse
 * - POST /apps/email/update-emails-label {emailIds, label}  → EmailUpdateResponse (toggles the label)
 * - GET  /apps/email/paginate-email?dir,emailId,q,folder,label → Email (404 past either end or unknown id)
 * - GET  /apps/email/emails/:id/attachments/:attachmentId  → the file (Content-Disposition: attachment)
 * - POST /apps/email/emails/:id/attachments/:attachmentId/add-to-costs → AddToCostsResponse
 * - POST /apps/email/send SendEmailBody                    → SendEmailResponse (draft: true saves to Drafts)
 * - GET  /apps/email/mailbox                               → MailboxSettingsResponse
 * - PUT  /apps/email/mailbox MailboxSettingsBody           → MailboxSettingsResponse (starts syncing)
 * - DELETE /apps/email/mailbox                             → 204 (forgets the mailbox and its synced mail)
 * - POST /apps/email/mailbox/test-connection MailboxTestBody → MailboxTestResponse
 * - GET  /apps/email/mailbox/status                        → MailboxStatus
 * - POST /apps/email/mailbox/sync                          → MailboxStatus (syncs now, answers when done)
 *
 * A user reads only the mail of the mailbox they connected. With none connected, GET emails answers
 * the organization's outgoing mail (invoices, reminders, invitations) read only: `source: 'outbox'`.
 */

/** The seed's folders; 'starred' is a view (starred mail outside the trash), never a stored folder. */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type EmailFolderView = (typeof EMAIL_FOLDERS)[number];
/** Where a message is: the folders mail can be moved between. */
export const EMAIL_STORED_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_STORED_FOLDERS)[number];
/** The seed's labels; on the IMAP server they are keywords of the same names. */
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export const EMAIL_LIMITS = {
  q: 200,
  subject: 998,
  /** The body of a message the user writes (HTML), in characters. */
  message: 200_000,
  recipients: 50,
  attachments: 10,
  /** All attachments of one message together, in bytes (before base64). */
  attachmentBytes: 15 * 1024 * 1024,
  bulk: 500,
} as const;

export const emailAddressSchema = z.object({ email: z.string(), name: z.string() });
export type EmailAddress = z.infer<typeof emailAddressSchema>;

export const emailAttachmentSchema = z.object({
  /** Our id of the attachment (for download and add-to-costs). */
  id: z.number().int(),
  fileName: z.string(),
  /** An icon for the file's kind: 'pdf' | 'xml' | 'image' | 'doc' | 'sheet' | 'zip' | 'txt' | 'file'. */
  thumbnail: z.string(),
  /** The download path under /api (Authorization header needed). */
  url: z.string(),
  /** Human size, as the seed shows it ('624 kB'). */
  size: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  /**
   * An invoice that can become a cost: a KSeF FA(3) XML goes through the cost import; a PDF opens the
   * new cost form (its figures are typed by the user, never guessed) and is attached to the cost saved.
   */
  canAddToCosts: z.boolean(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

export const emailContractorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nip: z.string().nullable(),
  email: z.string().nullable(),
  openInvoices: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      issueDate: z.string(),
      dueDate: z.string().nullable(),
      /** Left to pay, integer grosze. */
      balance: z.number().int(),
      currency: z.string(),
      isOverdue: z.boolean(),
    }),
  ),
});
export type EmailContractor = z.infer<typeof emailContractorSchema>;

const emailBaseSchema = z.object({
  id: z.number().int(),
  from: emailAddressSchema,
  to: z.array(emailAddressSchema),
  cc: z.array(emailAddressSchema),
  bcc: z.array(emailAddressSchema),
  subject: z.string(),
  /**
   * In a list: a plain-text preview (at most 300 characters). In the detail answer: the sanitized
   * HTML body (a text-only mail is escaped and its line breaks kept), safe to render as HTML.
   */
  message: z.string(),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  /** ISO 8601 date-time. */
  time: z.string(),
  folder: z.enum(EMAIL_STORED_FOLDERS),
  isRead: z.boolean(),
  /** True for the organization's outgoing mail shown while no mailbox is connected: no changes. */
  readOnly: z.boolean(),
  /** The message's Message-ID header (for threading), or null. */
  messageId: z.string().nullable(),
});

/** An earlier message of a thread, as a detail answer lists it: its own replies are not nested. */
export const emailReplySchema = emailBaseSchema.extend({ replies: z.array(z.never()).max(0) });

/**
 * The seed's email; `replies` holds the earlier messages of the thread in the detail answer, [] in
 * lists. One level only, so the OpenAPI document needs no recursive schema.
 */
export const emailSchema = emailBaseSchema.extend({ replies: z.array(emailReplySchema) });
export type Email = z.infer<typeof emailSchema>;

export const emailDetailSchema = emailBaseSchema.extend({
  replies: z.array(emailReplySchema),
  /** The mail had an HTML part (else `message` is the escaped text). */
  html: z.boolean(),
  /** The HTML loads remote images; they are blocked unless the request said allowRemoteImages. */
  hasRemoteImages: z.boolean(),
  remoteImagesAllowed: z.boolean(),
  /** The organization's contractor whose e-mail address sent it (or, for sent mail, received it). */
  contractor: emailContractorSchema.nullable(),
});
export type EmailDetail = z.infer<typeof emailDetailSchema>;

/** The seed's counters: unread in the inbox, all drafts, unread spam. */
export const emailsMetaSchema = z.object({
  inbox: z.number().int(),
  draft: z.number().int(),
  spam: z.number().int(),
});
export type EmailsMeta = z.infer<typeof emailsMetaSchema>;

export const MAILBOX_SYNC_STATES = ['idle', 'syncing', 'watching', 'error', 'stopped'] as const;
export type MailboxSyncState = (typeof MAILBOX_SYNC_STATES)[number];

export const mailboxStatusSchema = z.object({
  connected: z.boolean(),
  /** watching = synced and waiting for new mail (IMAP IDLE). */
  state: z.enum(MAILBOX_SYNC_STATES),
  lastSyncAt: z.string().nullable(),
  /** Why the last sync failed, in words (e.g. "IMAP login refused: ..."); null after a good sync. */
  error: z.string().nullable(),
  errorAt: z.string().nullable(),
});
export type MailboxStatus = z.infer<typeof mailboxStatusSchema>;

export const emailListQuerySchema = z.object({
  /** Case-insensitive substring of the subject, the sender's name or address, or the text. */
  q: z.string().max(EMAIL_LIMITS.q).optional(),
  folder: z.enum(EMAIL_FOLDERS).optional(),
  label: z.enum(EMAIL_LABELS).optional(),
});
export type EmailListQuery = z.infer<typeof emailListQuerySchema>;

export const emailListResponseSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
  /** 'outbox': no mailbox connected; the emails are the organization's outgoing mail, read only. */
  source: z.enum(['mailbox', 'outbox']),
  status: mailboxStatusSchema,
});
export type EmailListResponse = z.infer<typeof emailListResponseSchema>;

export const emailIdParamsSchema = z.object({ id: recordIdParamSchema });
export const emailAttachmentParamsSchema = z.object({
  id: recordIdParamSchema,
  attachmentId: recordIdParamSchema,
});

/** A mail's attachment copied onto a cost the user saved (the PDF of "add to costs"). */
export const emailAttachmentToCostParamsSchema = emailAttachmentParamsSchema.extend({
  costId: recordIdParamSchema,
});

export const emailDetailQuerySchema = z.object({
  allowRemoteImages: z.enum(['true', 'false']).optional(),
});
export const emailDetailResponseSchema = z.object({ email: emailDetailSchema });
export type EmailDetailResponse = z.infer<typeof emailDetailResponseSchema>;

const emailIdsSchema = z.array(recordIdSchema).min(1).max(EMAIL_LIMITS.bulk);

/** The seed's bulk update: a folder move (to 'trash' deletes), read and starred flags. */
export const updateEmailsBodySchema = z.object({
  emailIds: emailIdsSchema,
  dataToUpdate: z
    .object({
      folder: z.enum(EMAIL_STORED_FOLDERS).optional(),
      isRead: z.boolean().optional(),
      isStarred: z.boolean().optional(),
    })
    .strict(),
});
export type UpdateEmailsBody = z.infer<typeof updateEmailsBodySchema>;

/** Toggles the label on each email: added where missing, removed where present (as the seed). */
export const updateEmailsLabelBodySchema = z.object({
  emailIds: emailIdsSchema,
  label: z.enum(EMAIL_LABELS),
});
export type UpdateEmailsLabelBody = z.infer<typeof updateEmailsLabelBodySchema>;

export const emailUpdateResponseSchema = z.object({ emails: z.array(emailSchema) });
export type EmailUpdateResponse = z.infer<typeof emailUpdateResponseSchema>;

/** The neighbour of an email within the same list (same q, folder, label) the user is reading. */
export const paginateEmailQuerySchema = emailListQuerySchema.extend({
  dir: z.enum(['previous', 'next']),
  emailId: recordIdParamSchema,
});
export type PaginateEmailQuery = z.infer<typeof paginateEmailQuerySchema>;

const recipientSchema = z.object({
  email: z.email().max(254),
  name: z.string().max(200).default(''),
});

export const sendAttachmentSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().max(255).default('application/octet-stream'),
  /** The file's bytes, base64. */
  contentBase64: z.string().max(Math.ceil((EMAIL_LIMITS.attachmentBytes * 4) / 3) + 4),
});

export const sendEmailBodySchema = z.object({
  to: z.array(recipientSchema).max(EMAIL_LIMITS.recipients).default([]),
  cc: z.array(recipientSchema).max(EMAIL_LIMITS.recipients).default([]),
  bcc: z.array(recipientSchema).max(EMAIL_LIMITS.recipients).default([]),
  subject: z.string().max(EMAIL_LIMITS.subject).default(''),
  /** HTML from the editor; the server sanitizes it and sends a text part too. */
  message: z.string().max(EMAIL_LIMITS.message).default(''),
  attachments: z.array(sendAttachmentSchema).max(EMAIL_LIMITS.attachments).default([]),
  /** A reply: sets In-Reply-To and References from this email. */
  replyToId: recordIdSchema.optional(),
  /** A forward: the original's attachments go along (unless the ids listed in dropAttachmentIds). */
  forwardOfId: recordIdSchema.optional(),
  dropAttachmentIds: z.array(recordIdSchema).max(100).default([]),
  /** true saves to Drafts instead of sending; no recipient needed. */
  draft: z.boolean().default(false),
  /** The draft this replaces (deleted from Drafts once sent or saved again). */
  draftId: recordIdSchema.optional(),
});
export type SendEmailBody = z.input<typeof sendEmailBodySchema>;

export const sendEmailResponseSchema = z.object({
  /** The copy kept in Sent (or Drafts), once synced; null if the server could not append it. */
  email: emailSchema.nullable(),
  /** SMTP's Message-ID of the sent mail; null for a draft. */
  messageId: z.string().nullable(),
});
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>;

export const addToCostsResponseSchema = z.object({
  /** The cost the import created (FA XML); the web opens /documents/costs/:costId. Null for a PDF. */
  costId: z.number().int().nullable(),
  /**
   * A PDF: nothing is imported; the web opens the new cost form with this supplier (the sender's
   * contractor, null when the sender is none) and attaches the file to the cost once saved.
   */
  contractorId: z.number().int().nullable(),
});
export type AddToCostsResponse = z.infer<typeof addToCostsResponseSchema>;

const hostSchema = z
  .string()
  .trim()
  .min(1)
  .max(253)
  .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, 'host');

const serverFields = {
  host: hostSchema,
  port: z.number().int().min(1).max(65_535),
  /** true: TLS from the start (993, 465); false: plain, upgraded by STARTTLS when offered (143, 587). */
  secure: z.boolean(),
  user: z.string().trim().min(1).max(254),
};

/** What the server answers about a connected mailbox: never the passwords. */
export const mailboxSettingsSchema = z.object({
  imap: z.object(serverFields),
  smtp: z.object(serverFields),
  /** The From of sent mail: the name shown, and the address (defaults to the IMAP user). */
  fromName: z.string(),
  fromEmail: z.string(),
  hasImapPassword: z.boolean(),
  hasSmtpPassword: z.boolean(),
});
export type MailboxSettings = z.infer<typeof mailboxSettingsSchema>;

export const mailboxSettingsResponseSchema = z.object({
  settings: mailboxSettingsSchema.nullable(),
  status: mailboxStatusSchema,
});
export type MailboxSettingsResponse = z.infer<typeof mailboxSettingsResponseSchema>;

const passwordSchema = z.string().min(1).max(1000);

/**
 * Connects (or changes) the user's mailbox. A password left out keeps the stored one; the SMTP
 * password left out on a first connection is the IMAP one (same account, as most providers).
 */
export const mailboxSettingsBodySchema = z.object({
  imap: z.object({ ...serverFields, password: passwordSchema.optional() }),
  smtp: z.object({ ...serverFields, password: passwordSchema.optional() }),
  fromName: z.string().trim().max(200).default(''),
  fromEmail: z.email().max(254).optional(),
});
export type MailboxSettingsBody = z.input<typeof mailboxSettingsBodySchema>;

/** Tests the settings in the body (stored passwords fill the ones left out); nothing is saved. */
export const mailboxTestBodySchema = mailboxSettingsBodySchema;
export type MailboxTestBody = MailboxSettingsBody;

/** Where a connection attempt stopped: the name could not be resolved, no TCP connection, TLS failed, the login was refused, or the server answered something else. */
export const CONNECTION_FAILURE_STAGES = ['dns', 'connect', 'tls', 'auth', 'protocol'] as const;
export type ConnectionFailureStage = (typeof CONNECTION_FAILURE_STAGES)[number];

export const connectionTestResultSchema = z.object({
  ok: z.boolean(),
  /** null when ok. */
  stage: z.enum(CONNECTION_FAILURE_STAGES).nullable(),
  /** What happened, in English with the server's own words (e.g. "IMAP login refused: [AUTHENTICATIONFAILED] ..."). */
  message: z.string(),
});
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

export const mailboxTestResponseSchema = z.object({
  imap: connectionTestResultSchema,
  smtp: connectionTestResultSchema,
});
export type MailboxTestResponse = z.infer<typeof mailboxTestResponseSchema>;

/** The `code` of the e-mail app's refusals (the web shows a translated text for each). */
export const emailErrorCodes = {
  noMailbox: 'email_no_mailbox',
  readOnly: 'email_read_only',
  noRecipients: 'email_no_recipients',
  attachmentsTooBig: 'email_attachments_too_big',
  imapFailed: 'email_imap_failed',
  smtpFailed: 'email_smtp_failed',
  notImportable: 'email_attachment_not_importable',
} as const;
