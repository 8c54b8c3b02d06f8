import {
  addToCostsResponseSchema,
  emailDetailResponseSchema,
  emailListResponseSchema,
  emailSchema,
  emailUpdateResponseSchema,
  mailboxSettingsResponseSchema,
  mailboxStatusSchema,
  mailboxTestResponseSchema,
  sendEmailResponseSchema,
  type AddToCostsResponse,
  type Email,
  type EmailAttachment,
  type EmailDetail,
  type EmailListQuery,
  type EmailListResponse,
  type EmailUpdateResponse,
  type MailboxSettingsBody,
  type MailboxSettingsResponse,
  type MailboxStatus,
  type MailboxTestResponse,
  type PaginateEmailQuery,
  type SendEmailBody,
  type SendEmailResponse,
  type UpdateEmailsBody,
  type UpdateEmailsLabelBody,
} from '@saldo/contracts/email';
import { api, type DownloadedFile } from '../../../lib/api-client.ts';

/** Fetchers of /api/apps/email (the seed's four calls, and ours for reading, sending and the mailbox). */
const BASE = '/apps/email';

export async function fetchEmails(query: EmailListQuery, signal?: AbortSignal): Promise<EmailListResponse> {
  return emailListResponseSchema.parse(await api.get<unknown>(`${BASE}/emails`, { query, signal }));
}

/** One message with its sanitized HTML (which marks it read); remote images only when allowed. */
export async function fetchEmail(
  id: number,
  allowRemoteImages: boolean,
  signal?: AbortSignal,
): Promise<EmailDetail> {
  const query = allowRemoteImages ? { allowRemoteImages: 'true' } : {};
  return emailDetailResponseSchema.parse(await api.get<unknown>(`${BASE}/emails/${id}`, { query, signal }))
    .email;
}

export async function updateEmails(body: UpdateEmailsBody): Promise<EmailUpdateResponse> {
  return emailUpdateResponseSchema.parse(await api.post<unknown>(`${BASE}/update-emails`, body));
}

export async function updateEmailsLabel(body: UpdateEmailsLabelBody): Promise<EmailUpdateResponse> {
  return emailUpdateResponseSchema.parse(await api.post<unknown>(`${BASE}/update-emails-label`, body));
}

/** The previous or next e-mail of the list the user reads; 404 past either end. */
export async function paginateEmail(query: PaginateEmailQuery): Promise<Email> {
  return emailSchema.parse(await api.get<unknown>(`${BASE}/paginate-email`, { query }));
}

/** Sends (or, with draft: true, saves) a new mail, a reply or a forward. */
export async function sendEmail(body: SendEmailBody): Promise<SendEmailResponse> {
  return sendEmailResponseSchema.parse(await api.post<unknown>(`${BASE}/send`, body));
}

/** An attachment's bytes; the server's `url` is a path under /api. */
export function fetchAttachment(attachment: EmailAttachment): Promise<DownloadedFile> {
  return api.file(attachment.url.replace(/^\/api(?=\/)/, ''));
}

export async function addAttachmentToCosts({
  emailId,
  attachmentId,
}: {
  emailId: number;
  attachmentId: number;
}): Promise<AddToCostsResponse> {
  return addToCostsResponseSchema.parse(
    await api.post<unknown>(`${BASE}/emails/${emailId}/attachments/${attachmentId}/add-to-costs`),
  );
}

/** Copies a mailed invoice PDF onto the cost the user saved from it. */
export async function attachEmailFileToCost({
  emailId,
  attachmentId,
  costId,
}: {
  emailId: number;
  attachmentId: number;
  costId: number;
}): Promise<void> {
  await api.post<unknown>(`${BASE}/emails/${emailId}/attachments/${attachmentId}/attach-to-cost/${costId}`);
}

const MAILBOX = `${BASE}/mailbox`;

export async function fetchMailbox(signal?: AbortSignal): Promise<MailboxSettingsResponse> {
  return mailboxSettingsResponseSchema.parse(await api.get<unknown>(MAILBOX, { signal }));
}

export async function saveMailbox(body: MailboxSettingsBody): Promise<MailboxSettingsResponse> {
  return mailboxSettingsResponseSchema.parse(await api.put<unknown>(MAILBOX, body));
}

export async function testMailbox(body: MailboxSettingsBody): Promise<MailboxTestResponse> {
  return mailboxTestResponseSchema.parse(await api.post<unknown>(`${MAILBOX}/test-connection`, body));
}

export const disconnectMailbox = () => api.delete<unknown>(MAILBOX);

export async function syncMailbox(): Promise<MailboxStatus> {
  return mailboxStatusSchema.parse(await api.post<unknown>(`${MAILBOX}/sync`));
}

/** A file picked in the compose form, as the send call carries it. */
export async function attachmentOf(file: File): Promise<NonNullable<SendEmailBody['attachments']>[number]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode over a whole 15 MB array overflows the call stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return {
    fileName: file.name,
    contentType: file.type || 'application/octet-stream',
    contentBase64: btoa(binary),
  };
}
