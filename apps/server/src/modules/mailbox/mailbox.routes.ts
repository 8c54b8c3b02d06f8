import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_LIMITS,
  addToCostsResponseSchema,
  emailAttachmentParamsSchema,
  emailAttachmentToCostParamsSchema,
  emailDetailQuerySchema,
  emailDetailResponseSchema,
  emailIdParamsSchema,
  emailListQuerySchema,
  emailListResponseSchema,
  emailSchema,
  emailUpdateResponseSchema,
  mailboxSettingsBodySchema,
  mailboxSettingsResponseSchema,
  mailboxStatusSchema,
  mailboxTestBodySchema,
  mailboxTestResponseSchema,
  paginateEmailQuerySchema,
  sendEmailBodySchema,
  sendEmailResponseSchema,
  updateEmailsBodySchema,
  updateEmailsLabelBodySchema,
} from '@saldo/contracts/email';
import type { AppContext } from '../../app-context.ts';
import { requestLanguage } from '../../i18n/translate.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { costAttachmentSchema } from '@saldo/contracts/costs';
import { addAttachment, costFiles } from '../costs/cost-files.ts';
import { importKsefFiles } from '../costs/cost-import.service.ts';
import {
  addAttachmentToCosts,
  attachEmailFileToCost,
  deleteMailbox,
  getEmail,
  getMailboxSettings,
  getMailboxStatus,
  listEmails,
  paginateEmail,
  readEmailAttachment,
  saveMailboxSettings,
  sendEmail,
  syncMailboxNow,
  testMailbox,
  updateEmails,
  updateEmailsLabel,
  type MailboxDeps,
} from './mailbox.service.ts';

const tags = ['email'];

/**
 * The e-mail app under /api/apps/email (subject 'Email'): the seed's four calls over the user's own
 * mailbox, plus reading, sending and the mailbox settings. Every call is narrowed to the mailbox
 * the caller connected; with none, the lists show the organization's outgoing mail, read only.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; deps: MailboxDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/emails',
    {
      config: { ability: ['read', 'Email'] },
      schema: {
        tags,
        summary: 'Mail of a folder or label (the seed: q, folder, label), with the counters',
        querystring: emailListQuerySchema,
        response: { 200: emailListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listEmails(deps, currentUser(request), request.query),
  );

  app.get(
    '/emails/:id',
    {
      config: { ability: ['read', 'Email'] },
      schema: {
        tags,
        summary: 'One e-mail with its sanitized HTML, thread and the contractor who sent it',
        params: emailIdParamsSchema,
        querystring: emailDetailQuerySchema,
        response: { 200: emailDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      email: await getEmail(
        deps,
        currentUser(request),
        request.params.id,
        request.query.allowRemoteImages === 'true',
      ),
    }),
  );

  app.get(
    '/emails/:id/attachments/:attachmentId',
    {
      config: { ability: ['read', 'Email'] },
      schema: { tags, summary: 'Download an attachment', params: emailAttachmentParamsSchema },
    },
    async (request, reply) => {
      const { attachment, data } = await readEmailAttachment(
        deps,
        currentUser(request),
        request.params.id,
        request.params.attachmentId,
      );
      return reply
        .header('Content-Type', 'application/octet-stream')
        .header(
          'Content-Disposition',
          `attachment; filename="${attachment.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(data));
    },
  );

  app.post(
    '/emails/:id/attachments/:attachmentId/add-to-costs',
    {
      config: { ability: ['create', 'Cost'] },
      schema: {
        tags,
        summary:
          'Import an attached KSeF invoice (FA XML) as a draft cost, through the cost import; for a PDF, the supplier to open the new cost form with',
        params: emailAttachmentParamsSchema,
        response: { 200: addToCostsResponseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      return addAttachmentToCosts(
        deps,
        caller,
        request.params.id,
        request.params.attachmentId,
        async (file) => {
          const { results } = await importKsefFiles(
            { ctx: deps.ctx, files: costFiles(deps.storage) },
            caller,
            [{ ...file, tooLarge: false }],
            requestLanguage(request),
          );
          const [result] = results;
          if (!result) return { ok: false, message: '' };
          return result.ok ? { ok: true, costId: result.costId } : { ok: false, message: result.message };
        },
      );
    },
  );

  app.post(
    '/emails/:id/attachments/:attachmentId/attach-to-cost/:costId',
    {
      config: { ability: ['update', 'Cost'] },
      schema: {
        tags,
        summary: 'Attach a mail attachment (the PDF of an invoice) to a cost of the organization',
        params: emailAttachmentToCostParamsSchema,
        response: { 200: costAttachmentSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 503) },
      },
    },
    async (request) => {
      const caller = currentUser(request);
      return attachEmailFileToCost(deps, caller, request.params.id, request.params.attachmentId, (file) =>
        addAttachment(deps.ctx.db, costFiles(deps.storage), caller, request.params.costId, file),
      );
    },
  );

  app.post(
    '/update-emails',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags,
        summary:
          'Bulk update (the seed): move to a folder (trash deletes), read, starred; done on the IMAP server',
        body: updateEmailsBodySchema,
        response: { 200: emailUpdateResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({ emails: await updateEmails(deps, currentUser(request), request.body) }),
  );

  app.post(
    '/update-emails-label',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags,
        summary: 'Toggle a label (an IMAP keyword) on each e-mail',
        body: updateEmailsLabelBodySchema,
        response: { 200: emailUpdateResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({
      emails: await updateEmailsLabel(deps, currentUser(request), request.body.emailIds, request.body.label),
    }),
  );

  app.get(
    '/paginate-email',
    {
      config: { ability: ['read', 'Email'] },
      schema: {
        tags,
        summary: 'The previous or next e-mail of the same list; 404 past either end',
        querystring: paginateEmailQuerySchema,
        response: { 200: emailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => paginateEmail(deps, currentUser(request), request.query),
  );

  app.post(
    '/send',
    {
      config: { ability: ['create', 'Email'] },
      // base64 grows the attachments by a third
      bodyLimit: Math.ceil((EMAIL_LIMITS.attachmentBytes * 4) / 3) + EMAIL_LIMITS.message * 4 + 64 * 1024,
      schema: {
        tags,
        summary: 'Send (compose, reply, forward) through SMTP, kept in Sent; or save a draft to Drafts',
        body: sendEmailBodySchema,
        response: { 200: sendEmailResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 502) },
      },
    },
    async (request) => sendEmail(deps, currentUser(request), request.body),
  );

  app.get(
    '/mailbox',
    {
      config: { ability: ['read', 'Email'] },
      schema: {
        tags,
        summary: "The user's mailbox settings (never the passwords) and sync status",
        response: { 200: mailboxSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getMailboxSettings(deps, currentUser(request)),
  );

  app.put(
    '/mailbox',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags,
        summary: 'Connect or change the mailbox; the passwords are sealed; the first sync runs at once',
        body: mailboxSettingsBodySchema,
        response: { 200: mailboxSettingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveMailboxSettings(deps, currentUser(request), request.body),
  );

  app.delete(
    '/mailbox',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags,
        summary: 'Disconnect the mailbox and forget its synced mail',
        response: { 204: z.null().describe('Disconnected'), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await deleteMailbox(deps, currentUser(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/mailbox/test-connection',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags,
        summary: 'Try the IMAP and SMTP settings; says where each failed (DNS, connect, TLS, login)',
        body: mailboxTestBodySchema,
        response: { 200: mailboxTestResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => testMailbox(deps, currentUser(request), request.body),
  );

  app.get(
    '/mailbox/status',
    {
      config: { ability: ['read', 'Email'] },
      schema: {
        tags,
        summary: 'Sync status',
        response: { 200: mailboxStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getMailboxStatus(deps, currentUser(request)),
  );

  app.post(
    '/mailbox/sync',
    {
      config: { ability: ['update', 'Email'] },
      schema: {
        tags,
        summary: 'Sync now; answers the status when done (with the reason if it failed)',
        response: { 200: mailboxStatusSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => syncMailboxNow(deps, currentUser(request)),
  );
};
