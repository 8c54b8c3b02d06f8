import type { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import {
  EMAIL_LIMITS,
  type AddToCostsResponse,
  emailErrorCodes,
  type Email,
  type EmailAttachment,
  type EmailContractor,
  type EmailDetail,
  type EmailFolder,
  type EmailLabel,
  type EmailListQuery,
  type EmailListResponse,
  type MailboxSettings,
  type MailboxSettingsBody,
  type MailboxStatus,
  type MailboxTestResponse,
  type PaginateEmailQuery,
  type SendEmailBody,
  type SendEmailResponse,
  type UpdateEmailsBody,
  type sendEmailBodySchema,
  type mailboxSettingsBodySchema,
} from '@saldo/contracts/email';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../../lib/caller.ts';
import { todayInPoland } from '../../lib/dates.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import {
  failureOf,
  imapClient,
  smtpTransport,
  testImap,
  testSmtp,
  type ServerSettings,
} from './mail-connection.ts';
import { previewOf, sanitizeMailHtml, textToHtml } from './mail-html.ts';
import { imapSettingsOf, type MailboxWatchers } from './mailbox-watchers.ts';
import { dropMailboxFiles, syncMailbox } from './mailbox-sync.ts';
import {
  attachmentsOfMessages,
  countsOfMailbox,
  deleteFoldersOfMailbox,
  deleteMailboxRow,
  deleteMessages,
  findAttachment,
  findContractorByEmails,
  findFolderByRole,
  findMailboxOfUser,
  findMessage,
  findMessageInRole,
  findMessagesByIds,
  findMessagesByMessageIds,
  insertMailbox,
  listMessages,
  listOutbox,
  openInvoicesOfContractor,
  updateMailbox,
  updateMessages,
  type MessageRecord,
} from './mailbox.repository.ts';
import type { MailboxAttachmentRow, MailboxFolderRole, MailboxRow } from './mailbox.table.ts';

export interface MailboxDeps {
  ctx: AppContext;
  storage: FileStorage;
  box: SecretBox;
  watchers: MailboxWatchers;
}

const notFound = () => new AppError(404, 'mailbox.notFound');
const noMailbox = () => new AppError(409, 'mailbox.noMailbox', { code: emailErrorCodes.noMailbox });
const imapFailed = (error: unknown) =>
  new AppError(502, 'mailbox.imapFailed', {
    code: emailErrorCodes.imapFailed,
    params: { reason: failureOf('IMAP', error).message },
  });

async function mailboxOf(deps: MailboxDeps, caller: Caller): Promise<MailboxRow | undefined> {
  return findMailboxOfUser(deps.ctx.db, caller.id, caller.organizationId);
}

function statusOf(row: MailboxRow | undefined): MailboxStatus {
  if (!row) return { connected: false, state: 'idle', lastSyncAt: null, error: null, errorAt: null };
  return {
    connected: true,
    state: row.syncState,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    error: row.syncError,
    errorAt: row.syncErrorAt?.toISOString() ?? null,
  };
}

const THUMBNAILS: [RegExp, string][] = [
  [/pdf/i, 'pdf'],
  [/xml/i, 'xml'],
  [/^image\//i, 'image'],
  [/word|opendocument\.text|rtf/i, 'doc'],
  [/sheet|excel|csv/i, 'sheet'],
  [/zip|compressed|tar/i, 'zip'],
  [/^text\//i, 'txt'],
];

export function humanSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const isXml = (a: Pick<MailboxAttachmentRow, 'fileName' | 'contentType'>) =>
  /xml/i.test(a.contentType) || a.fileName.toLowerCase().endsWith('.xml');
const isPdf = (a: Pick<MailboxAttachmentRow, 'fileName' | 'contentType'>) =>
  /pdf/i.test(a.contentType) || a.fileName.toLowerCase().endsWith('.pdf');

function attachmentOf(emailId: number, a: MailboxAttachmentRow): EmailAttachment {
  return {
    id: a.id,
    fileName: a.fileName,
    thumbnail: THUMBNAILS.find(([pattern]) => pattern.test(a.contentType))?.[1] ?? 'file',
    url: `/api/apps/email/emails/${emailId}/attachments/${a.id}`,
    size: humanSize(a.size),
    sizeBytes: a.size,
    contentType: a.contentType,
    // KSeF XML goes through the cost import; a PDF opens the cost form and is attached to the cost.
    canAddToCosts: isXml(a) || isPdf(a),
  };
}

function previewText(row: MessageRecord): string {
  if (row.textBody.trim() !== '') return previewOf(row.textBody);
  return previewOf((row.htmlBody ?? '').replace(/<[^>]*>/g, ' '));
}

function emailOf(row: MessageRecord, attachments: MailboxAttachmentRow[]): Email {
  return {
    id: row.id,
    from: { email: row.fromEmail, name: row.fromName },
    to: row.to,
    cc: row.cc,
    bcc: row.bcc,
    subject: row.subject,
    message: previewText(row),
    attachments: attachments.filter((a) => a.messageId === row.id).map((a) => attachmentOf(row.id, a)),
    isStarred: row.isStarred,
    labels: row.labels,
    time: row.sentAt.toISOString(),
    folder: row.folder,
    isRead: row.isRead,
    readOnly: false,
    messageId: row.messageId,
    replies: [],
  };
}

async function attachmentsOf(deps: MailboxDeps, ids: number[]): Promise<MailboxAttachmentRow[]> {
  return attachmentsOfMessages(deps.ctx.db, ids);
}

async function withAttachments(deps: MailboxDeps, rows: MessageRecord[]): Promise<Email[]> {
  const attachments = await attachmentsOf(
    deps,
    rows.map((r) => r.id),
  );
  return rows.map((row) => emailOf(row, attachments));
}

/** The organization's outgoing mail, read only, while the user has no mailbox connected. */
async function outboxEmails(deps: MailboxDeps, caller: Caller, query: EmailListQuery, id?: number) {
  const folder = query.folder ?? 'inbox';
  if (id === undefined && (query.label || folder !== 'sent')) return [];
  const rows = await listOutbox(deps.ctx.db, caller.organizationId, { id, q: query.q });
  const from = { email: deps.ctx.config.mailFrom, name: '' };
  return rows.map((row) => ({
    row,
    email: {
      id: row.id,
      from,
      to: row.recipient.split(',').map((email) => ({ email: email.trim(), name: '' })),
      cc: row.cc === '' ? [] : row.cc.split(',').map((email) => ({ email: email.trim(), name: '' })),
      bcc: [],
      subject: row.subject,
      message: previewOf(row.textBody),
      attachments: [],
      isStarred: false,
      labels: [],
      time: row.createdAt.toISOString(),
      folder: 'sent' as const,
      isRead: true,
      readOnly: true,
      messageId: null,
      replies: [],
    } satisfies Email,
  }));
}

export async function listEmails(
  deps: MailboxDeps,
  caller: Caller,
  query: EmailListQuery,
): Promise<EmailListResponse> {
  const mailbox = await mailboxOf(deps, caller);
  if (!mailbox) {
    // The outbox shows as the Sent folder, and in the inbox view too (the page's first view).
    const shown = await outboxEmails(deps, caller, {
      ...query,
      folder: query.folder === undefined || query.folder === 'inbox' ? 'sent' : query.folder,
    });
    return {
      emails: shown.map((s) => s.email),
      emailsMeta: { inbox: 0, draft: 0, spam: 0 },
      source: 'outbox',
      status: statusOf(undefined),
    };
  }
  const rows = await listMessages(deps.ctx.db, mailbox.id, query);
  return {
    emails: await withAttachments(deps, rows),
    emailsMeta: await countsOfMailbox(deps.ctx.db, mailbox.id),
    source: 'mailbox',
    status: statusOf(mailbox),
  };
}

export async function paginateEmail(
  deps: MailboxDeps,
  caller: Caller,
  query: PaginateEmailQuery,
): Promise<Email> {
  const mailbox = await mailboxOf(deps, caller);
  const list = mailbox
    ? await withAttachments(deps, await listMessages(deps.ctx.db, mailbox.id, query))
    : (await outboxEmails(deps, caller, { ...query, folder: 'sent' })).map((s) => s.email);
  const index = list.findIndex((email) => email.id === query.emailId);
  if (index < 0) throw notFound();
  const next = list[query.dir === 'previous' ? index - 1 : index + 1];
  if (!next) throw notFound();
  return next;
}

async function contractorOf(
  deps: MailboxDeps,
  caller: Caller,
  addresses: string[],
): Promise<EmailContractor | null> {
  const wanted = addresses.map((a) => a.toLowerCase()).filter((a) => a !== '');
  if (wanted.length === 0) return null;
  const contractor = await findContractorByEmails(deps.ctx.db, caller.organizationId, wanted);
  if (!contractor) return null;
  const today = todayInPoland();
  const open = await openInvoicesOfContractor(deps.ctx.db, caller.organizationId, contractor.id);
  return {
    ...contractor,
    email: contractor.email === '' ? null : contractor.email,
    openInvoices: open.map((i) => ({ ...i, isOverdue: i.dueDate < today })),
  };
}

async function ownMessage(deps: MailboxDeps, mailbox: MailboxRow, id: number): Promise<MessageRecord> {
  const row = await findMessage(deps.ctx.db, mailbox.id, id);
  if (!row) throw notFound();
  return row;
}

export async function getEmail(
  deps: MailboxDeps,
  caller: Caller,
  id: number,
  allowRemoteImages: boolean,
): Promise<EmailDetail> {
  const mailbox = await mailboxOf(deps, caller);
  if (!mailbox) {
    const [shown] = await outboxEmails(deps, caller, {}, id);
    if (!shown) throw notFound();
    const { html, hasRemoteImages } = sanitizeMailHtml(
      shown.row.htmlBody || textToHtml(shown.row.textBody),
      allowRemoteImages,
    );
    return {
      ...shown.email,
      message: html,
      html: shown.row.htmlBody !== '',
      hasRemoteImages,
      remoteImagesAllowed: allowRemoteImages,
      contractor: await contractorOf(
        deps,
        caller,
        shown.email.to.map((t) => t.email),
      ),
    };
  }
  const row = await ownMessage(deps, mailbox, id);
  const [email] = await withAttachments(deps, [row]);
  if (!email) throw notFound();
  const { html, hasRemoteImages } =
    row.htmlBody !== null
      ? sanitizeMailHtml(row.htmlBody, allowRemoteImages)
      : { html: textToHtml(row.textBody), hasRemoteImages: false };
  const thread = [row.inReplyTo ?? '', ...row.references.split(/\s+/)].filter((ref) => ref !== '');
  const replies = await withAttachments(
    deps,
    await findMessagesByMessageIds(deps.ctx.db, mailbox.id, thread, 20),
  );
  const counterpart =
    row.folder === 'sent' || row.folder === 'draft' ? row.to.map((t) => t.email) : [row.fromEmail];
  return {
    ...email,
    message: html,
    // One level: an earlier message's own thread is not nested.
    replies: replies.map((reply) => ({ ...reply, replies: [] })),
    html: row.htmlBody !== null,
    hasRemoteImages,
    remoteImagesAllowed: allowRemoteImages,
    contractor: await contractorOf(deps, caller, counterpart),
  };
}

export async function readEmailAttachment(
  deps: MailboxDeps,
  caller: Caller,
  id: number,
  attachmentId: number,
) {
  const mailbox = await mailboxOf(deps, caller);
  if (!mailbox) throw notFound();
  await ownMessage(deps, mailbox, id);
  const attachment = await findAttachment(deps.ctx.db, id, attachmentId);
  if (!attachment) throw notFound();
  const data = await deps.storage.get(attachment.storageKey);
  if (!data) throw notFound();
  return { attachment, data };
}

/** Opens a short IMAP connection for one change (the watcher's own connection stays on IDLE). */
async function withImap<T>(
  deps: MailboxDeps,
  mailbox: MailboxRow,
  work: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const settings = imapSettingsOf(mailbox, deps.box);
  if (!settings) throw new AppError(409, 'mailbox.passwordUnreadable');
  const client = imapClient(settings);
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw imapFailed(error);
  }
  try {
    return await work(client);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw imapFailed(error);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

async function ownMessages(deps: MailboxDeps, caller: Caller, ids: number[]) {
  const mailbox = await mailboxOf(deps, caller);
  if (!mailbox) throw new AppError(409, 'mailbox.readOnly', { code: emailErrorCodes.readOnly });
  const rows = await findMessagesByIds(deps.ctx.db, mailbox.id, ids);
  if (rows.length !== new Set(ids).size) throw notFound();
  return { mailbox, rows };
}

const byFolder = (rows: MessageRecord[]) => {
  const groups = new Map<string, MessageRecord[]>();
  for (const row of rows) groups.set(row.path, [...(groups.get(row.path) ?? []), row]);
  return groups;
};

/** The seed's bulk update, done on the IMAP server first, then in our copy. */
export async function updateEmails(
  deps: MailboxDeps,
  caller: Caller,
  body: UpdateEmailsBody,
): Promise<Email[]> {
  const { mailbox, rows } = await ownMessages(deps, caller, body.emailIds);
  const { folder, isRead, isStarred } = body.dataToUpdate;
  const target = folder ? await findFolderByRole(deps.ctx.db, mailbox.id, folder) : undefined;
  if (folder && !target)
    throw new AppError(409, 'mailbox.imapFailed', {
      params: { reason: `no ${folder} folder on the server` },
    });
  await withImap(deps, mailbox, async (client) => {
    for (const [path, group] of byFolder(rows)) {
      const lock = await client.getMailboxLock(path);
      try {
        const uids = group.map((r) => r.uid).join(',');
        const flag = async (name: string, on: boolean | undefined) => {
          if (on === true) await client.messageFlagsAdd(uids, [name], { uid: true });
          if (on === false) await client.messageFlagsRemove(uids, [name], { uid: true });
        };
        await flag('\\Seen', isRead);
        await flag('\\Flagged', isStarred);
        const changes = {
          ...(isRead === undefined ? {} : { isRead }),
          ...(isStarred === undefined ? {} : { isStarred }),
        };
        if (Object.keys(changes).length > 0)
          await updateMessages(
            deps.ctx.db,
            group.map((r) => r.id),
            changes,
          );
        if (target && target.path !== path) {
          const moved = await client.messageMove(uids, target.path, { uid: true });
          for (const row of group) {
            const newUid = moved && moved.uidMap ? moved.uidMap.get(row.uid) : undefined;
            // Without UIDPLUS the new UID is unknown: the copy is fetched by the next sync of the target.
            if (newUid === undefined) await deleteMessages(deps.ctx.db, [row.id]);
            else await updateMessages(deps.ctx.db, [row.id], { folderId: target.id, uid: newUid });
          }
        }
      } finally {
        lock.release();
      }
    }
  });
  return withAttachments(deps, await findMessagesByIds(deps.ctx.db, mailbox.id, body.emailIds));
}

/** Toggles a label (an IMAP keyword) on each email, as the seed does. */
export async function updateEmailsLabel(deps: MailboxDeps, caller: Caller, ids: number[], label: EmailLabel) {
  const { mailbox, rows } = await ownMessages(deps, caller, ids);
  await withImap(deps, mailbox, async (client) => {
    for (const [path, group] of byFolder(rows)) {
      const lock = await client.getMailboxLock(path);
      try {
        for (const row of group) {
          const has = row.labels.includes(label);
          if (has) await client.messageFlagsRemove(String(row.uid), [label], { uid: true });
          else await client.messageFlagsAdd(String(row.uid), [label], { uid: true });
          await updateMessages(deps.ctx.db, [row.id], {
            labels: has ? row.labels.filter((l) => l !== label) : [...row.labels, label],
          });
        }
      } finally {
        lock.release();
      }
    }
  });
  return withAttachments(deps, await findMessagesByIds(deps.ctx.db, mailbox.id, ids));
}

type SendInput = z.output<typeof sendEmailBodySchema>;

export async function sendEmail(
  deps: MailboxDeps,
  caller: Caller,
  body: SendInput,
): Promise<SendEmailResponse> {
  const mailbox = await mailboxOf(deps, caller);
  if (!mailbox) throw noMailbox();
  if (!body.draft && body.to.length + body.cc.length + body.bcc.length === 0)
    throw new AppError(400, 'mailbox.noRecipients', { code: emailErrorCodes.noRecipients });
  const attachments: { filename: string; contentType: string; content: Buffer }[] = body.attachments.map(
    (a) => ({
      filename: a.fileName,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, 'base64'),
    }),
  );
  const headers: Record<string, string> = {};
  if (body.replyToId) {
    const original = await ownMessage(deps, mailbox, body.replyToId);
    if (original.messageId) {
      headers['In-Reply-To'] = original.messageId;
      headers.References = [original.references, original.messageId].filter((r) => r !== '').join(' ');
    }
  }
  if (body.forwardOfId) {
    await ownMessage(deps, mailbox, body.forwardOfId);
    const files = await attachmentsOf(deps, [body.forwardOfId]);
    for (const file of files.filter((f) => !body.dropAttachmentIds.includes(f.id))) {
      const data = await deps.storage.get(file.storageKey);
      if (data)
        attachments.push({
          filename: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(data),
        });
    }
  }
  const total = attachments.reduce((sum, a) => sum + a.content.length, 0);
  if (total > EMAIL_LIMITS.attachmentBytes)
    throw new AppError(413, 'mailbox.attachmentsTooBig', {
      code: emailErrorCodes.attachmentsTooBig,
      params: { limit: EMAIL_LIMITS.attachmentBytes / (1024 * 1024) },
    });
  const html = sanitizeMailHtml(body.message, true).html;
  const text = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .trim();
  const from = { name: mailbox.fromName, address: mailbox.fromEmail };
  const mail = {
    from,
    to: body.to.map((r) => ({ name: r.name, address: r.email })),
    cc: body.cc.map((r) => ({ name: r.name, address: r.email })),
    bcc: body.bcc.map((r) => ({ name: r.name, address: r.email })),
    subject: body.subject,
    html,
    text,
    headers,
    attachments,
  };
  const composer = new MailComposer(mail);
  const node = composer.compile();
  // Bcc stays in the copy kept in Sent/Drafts (it is the sender's own), not in what is sent.
  node.keepBcc = true;
  const raw = await node.build();
  const messageId = node.messageId();
  if (!body.draft) {
    const password = deps.box.open(mailbox.smtpPasswordSealed);
    if (password === null) throw new AppError(409, 'mailbox.passwordUnreadable');
    const transport = smtpTransport({
      host: mailbox.smtpHost,
      port: mailbox.smtpPort,
      secure: mailbox.smtpSecure,
      user: mailbox.smtpUser,
      password,
    });
    try {
      const envelope = node.getEnvelope();
      await transport.sendMail({
        envelope,
        raw: raw.toString('utf8').replace(/^Bcc:.*\r\n(?:[ \t].*\r\n)*/im, ''),
      });
    } catch (error) {
      throw new AppError(502, 'mailbox.smtpFailed', {
        code: emailErrorCodes.smtpFailed,
        params: { reason: failureOf('SMTP', error).message },
      });
    } finally {
      transport.close();
    }
  }
  const role: MailboxFolderRole = body.draft ? 'draft' : 'sent';
  const target = await findFolderByRole(deps.ctx.db, mailbox.id, role);
  const oldDraft = body.draftId ? await ownMessage(deps, mailbox, body.draftId).catch(() => null) : null;
  let email: Email | null = null;
  try {
    await withImap(deps, mailbox, async (client) => {
      if (target) await client.append(target.path, raw, body.draft ? ['\\Seen', '\\Draft'] : ['\\Seen']);
      if (oldDraft) {
        const lock = await client.getMailboxLock(oldDraft.path);
        try {
          await client.messageDelete(String(oldDraft.uid), { uid: true });
        } finally {
          lock.release();
        }
      }
      await syncMailbox({ db: deps.ctx.db, storage: deps.storage }, client, mailbox, [role]);
    });
    const row = await findMessageInRole(deps.ctx.db, mailbox.id, messageId, role);
    if (row) email = (await withAttachments(deps, [row]))[0] ?? null;
  } catch (error) {
    // Sent is sent: a failed copy into Sent must not read as a failed send.
    if (body.draft) throw error;
  }
  return { email: email ?? null, messageId: body.draft ? null : messageId };
}

export async function addAttachmentToCosts(
  deps: MailboxDeps,
  caller: Caller,
  id: number,
  attachmentId: number,
  importFile: (file: {
    fileName: string;
    data: Uint8Array;
  }) => Promise<{ ok: true; costId: number } | { ok: false; message: string }>,
): Promise<AddToCostsResponse> {
  const { attachment, data } = await readEmailAttachment(deps, caller, id, attachmentId);
  if (isPdf(attachment) && !isXml(attachment)) {
    // The cost import reads FA(3) XML only, and a PDF's figures are not guessed: the user types them
    // in the cost form, the supplier chosen for them when the sender is a known contractor.
    const mailbox = await mailboxOf(deps, caller);
    if (!mailbox) throw notFound();
    const message = await ownMessage(deps, mailbox, id);
    const sender = message.fromEmail.toLowerCase();
    const contractor =
      sender === '' ? undefined : await findContractorByEmails(deps.ctx.db, caller.organizationId, [sender]);
    return { costId: null, contractorId: contractor?.id ?? null };
  }
  if (!isXml(attachment))
    throw new AppError(422, 'mailbox.notImportable', { code: emailErrorCodes.notImportable });
  const result = await importFile({ fileName: attachment.fileName, data });
  if (!result.ok) throw new AppError(422, 'mailbox.importRefused', { params: { reason: result.message } });
  return { costId: result.costId, contractorId: null };
}

/**
 * Copies a mail's attachment onto a cost of the caller's organization (the PDF of "add to costs",
 * once the user saved the cost). `attach` is the costs module's: it checks the cost, the file's type
 * (read from its bytes) and the limits.
 */
export async function attachEmailFileToCost<T>(
  deps: MailboxDeps,
  caller: Caller,
  id: number,
  attachmentId: number,
  attach: (file: { fileName: string; data: Uint8Array }) => Promise<T>,
): Promise<T> {
  const { attachment, data } = await readEmailAttachment(deps, caller, id, attachmentId);
  return attach({ fileName: attachment.fileName, data });
}

/* ---------------------------------------------------------------- settings */

function settingsOf(row: MailboxRow): MailboxSettings {
  return {
    imap: { host: row.imapHost, port: row.imapPort, secure: row.imapSecure, user: row.imapUser },
    smtp: { host: row.smtpHost, port: row.smtpPort, secure: row.smtpSecure, user: row.smtpUser },
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    hasImapPassword: true,
    hasSmtpPassword: true,
  };
}

export async function getMailboxSettings(deps: MailboxDeps, caller: Caller) {
  const row = await mailboxOf(deps, caller);
  return { settings: row ? settingsOf(row) : null, status: statusOf(row) };
}

export async function getMailboxStatus(deps: MailboxDeps, caller: Caller): Promise<MailboxStatus> {
  return statusOf(await mailboxOf(deps, caller));
}

type SettingsInput = z.output<typeof mailboxSettingsBodySchema>;

/** The body's passwords, the stored ones filling those left out; the SMTP one defaults to IMAP's. */
function passwordsOf(deps: MailboxDeps, body: SettingsInput, row: MailboxRow | undefined) {
  const stored = (sealed: string | undefined) => (sealed === undefined ? null : deps.box.open(sealed));
  const imap = body.imap.password ?? stored(row?.imapPasswordSealed);
  const smtp = body.smtp.password ?? stored(row?.smtpPasswordSealed) ?? imap;
  if (imap === null || smtp === null)
    throw new AppError(400, 'validation.correctFields', {
      fieldErrors: {
        [imap === null ? 'imap.password' : 'smtp.password']: { key: 'mailbox.passwordRequired' },
      },
    });
  return { imap, smtp };
}

const serverOf = (fields: SettingsInput['imap'], password: string): ServerSettings => ({
  host: fields.host,
  port: fields.port,
  secure: fields.secure,
  user: fields.user,
  password,
});

export async function testMailbox(
  deps: MailboxDeps,
  caller: Caller,
  body: SettingsInput,
): Promise<MailboxTestResponse> {
  const passwords = passwordsOf(deps, body, await mailboxOf(deps, caller));
  const [imap, smtp] = await Promise.all([
    testImap(serverOf(body.imap, passwords.imap)),
    testSmtp(serverOf(body.smtp, passwords.smtp)),
  ]);
  return { imap, smtp };
}

export async function saveMailboxSettings(deps: MailboxDeps, caller: Caller, body: SettingsInput) {
  const existing = await mailboxOf(deps, caller);
  const passwords = passwordsOf(deps, body, existing);
  const values = {
    imapHost: body.imap.host,
    imapPort: body.imap.port,
    imapSecure: body.imap.secure,
    imapUser: body.imap.user,
    imapPasswordSealed: deps.box.seal(passwords.imap),
    smtpHost: body.smtp.host,
    smtpPort: body.smtp.port,
    smtpSecure: body.smtp.secure,
    smtpUser: body.smtp.user,
    smtpPasswordSealed: deps.box.seal(passwords.smtp),
    fromName: body.fromName,
    fromEmail:
      body.fromEmail ??
      (body.imap.user.includes('@') ? body.imap.user : (existing?.fromEmail ?? body.imap.user)),
    updatedAt: new Date(),
  };
  const serverChanged =
    existing &&
    (existing.imapHost !== values.imapHost ||
      existing.imapPort !== values.imapPort ||
      existing.imapUser !== values.imapUser);
  if (existing && serverChanged) {
    // Another mailbox: what was synced from the old one is not in it.
    await dropMailboxFiles({ db: deps.ctx.db, storage: deps.storage }, existing.id);
    await deleteFoldersOfMailbox(deps.ctx.db, existing.id);
  }
  const row = existing
    ? await updateMailbox(deps.ctx.db, existing.id, values)
    : await insertMailbox(deps.ctx.db, {
        ...values,
        organizationId: caller.organizationId,
        userId: caller.id,
        syncState: 'syncing',
      });
  if (!row) throw notFound();
  // The first sync runs before the answer, so the page shows mail (or why there is none) at once.
  await deps.watchers.start(row.id).catch(() => undefined);
  return getMailboxSettings(deps, caller);
}

export async function deleteMailbox(deps: MailboxDeps, caller: Caller) {
  const row = await mailboxOf(deps, caller);
  if (!row) return;
  await deps.watchers.stop(row.id);
  await dropMailboxFiles({ db: deps.ctx.db, storage: deps.storage }, row.id);
  await deleteMailboxRow(deps.ctx.db, row.id);
}

export async function syncMailboxNow(deps: MailboxDeps, caller: Caller): Promise<MailboxStatus> {
  const row = await mailboxOf(deps, caller);
  if (!row) throw noMailbox();
  await deps.watchers.syncNow(row.id).catch(() => undefined);
  return getMailboxStatus(deps, caller);
}

export type { EmailFolder, MailboxSettingsBody, SendEmailBody };
