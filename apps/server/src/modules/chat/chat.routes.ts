import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_ATTACHMENT_FIELD_NAME,
  CHAT_LIMITS,
  chatAttachmentParamsSchema,
  chatContactParamsSchema,
  chatProfileUserSchema,
  chatQuerySchema,
  chatSchema,
  chatSearchQuerySchema,
  chatSearchResultsSchema,
  chatStatusBodySchema,
  chatsAndContactsSchema,
  sendChatMessageBodySchema,
  sentChatMessageSchema,
} from '@saldo/contracts/chat';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/file-storage/file-storage.ts';
import { multipartCode } from '../../lib/multipart-code.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  attachmentTooLarge,
  chatsAndContacts,
  getChat,
  getProfileUser,
  readAttachment,
  searchChats,
  sendMessage,
  setStatus,
  type ChatUpload,
} from './chat.service.ts';

const tags = ['chat'];

async function attachmentUpload(request: FastifyRequest): Promise<ChatUpload> {
  try {
    const file = await request.file({ limits: { fileSize: CHAT_LIMITS.attachmentBytes, files: 1 } });
    if (!file || file.fieldname !== CHAT_ATTACHMENT_FIELD_NAME)
      throw new AppError(400, 'chat.attachmentType');
    const data = await file.toBuffer();
    // busboy stops at the limit and marks the stream truncated rather than throwing in every version.
    if (file.file.truncated) throw attachmentTooLarge();
    return { fileName: file.filename, data };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw attachmentTooLarge();
    if (code.startsWith('FST_')) throw new AppError(400, 'chat.attachmentType');
    throw error;
  }
}

/**
 * The chat under /api/apps/chat (subject 'Chat'), the seed's four calls plus the status picker,
 * search and attachments. Every call is narrowed by the service to what the caller takes part in: a
 * client reaches only the company (contact 0); anyone outside the caller's reach is a 403.
 */
export const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; storage: FileStorage }> = async (
  app,
  { ctx, storage },
) => {
  await app.register(fastifyMultipart, { limits: { fields: 0, parts: 1 } });

  app.get(
    '/chats-and-contacts',
    {
      config: { ability: ['read', 'Chat'] },
      schema: {
        tags,
        summary: 'Chats (with unseen counts and the last message) and the contacts without one',
        response: { 200: chatsAndContactsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => chatsAndContacts(ctx.db, currentUser(request)),
  );

  app.get(
    '/users/profile-user',
    {
      config: { ability: ['read', 'Chat'] },
      schema: {
        tags,
        summary: 'The signed-in user as the chat shows them, with their status',
        response: { 200: chatProfileUserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => getProfileUser(ctx.db, currentUser(request)),
  );

  app.post(
    '/users/profile-user/status',
    {
      config: { ability: ['read', 'Chat'] },
      schema: {
        tags,
        summary: "Choose one's own status (online, busy, away, or offline to appear offline)",
        body: chatStatusBodySchema,
        response: { 200: chatProfileUserSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => setStatus(ctx.db, currentUser(request), request.body.status),
  );

  app.get(
    '/chats/:userId',
    {
      config: { ability: ['read', 'Chat'] },
      schema: {
        tags,
        summary: 'One chat: the newest messages (marks it read), older ones (beforeId) or newer (afterId)',
        params: chatContactParamsSchema,
        querystring: chatQuerySchema,
        response: { 200: chatSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getChat(ctx.db, currentUser(request), request.params.userId, request.query),
  );

  app.post(
    '/chats/:userId',
    {
      config: { ability: ['create', 'Chat'] },
      schema: {
        tags,
        summary: `A message (plain text, at most ${CHAT_LIMITS.message} characters), pushed live to the chat`,
        params: chatContactParamsSchema,
        body: sendChatMessageBodySchema,
        response: { 201: sentChatMessageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(ctx, storage, currentUser(request), request.params.userId, request.body);
      return reply.code(201).send(sent);
    },
  );

  app.post(
    '/chats/:userId/attachments',
    {
      config: { ability: ['create', 'Chat'] },
      bodyLimit: CHAT_LIMITS.attachmentBytes + 64 * 1024,
      schema: {
        tags,
        summary: `A file as a message (multipart field "${CHAT_ATTACHMENT_FIELD_NAME}"; PDF, JPG or PNG, at most 5 MB)`,
        consumes: ['multipart/form-data'],
        params: chatContactParamsSchema,
        response: { 201: sentChatMessageSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const caller = currentUser(request);
      const upload = await attachmentUpload(request);
      const sent = await sendMessage(ctx, storage, caller, request.params.userId, { message: '', upload });
      return reply.code(201).send(sent);
    },
  );

  app.get(
    '/attachments/:messageId',
    {
      config: { ability: ['read', 'Chat'] },
      schema: {
        tags,
        summary: "A message's attachment (only to the chat's participants)",
        params: chatAttachmentParamsSchema,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
        response: { 200: z.unknown().describe('the file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await readAttachment(ctx.db, storage, currentUser(request), request.params.messageId);
      const asciiName = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
      return reply
        .header('content-type', file.mimeType)
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.data));
    },
  );

  app.get(
    '/search',
    {
      config: { ability: ['read', 'Chat'] },
      schema: {
        tags,
        summary: "Messages of the caller's chats containing the text, newest first",
        querystring: chatSearchQuerySchema,
        response: { 200: chatSearchResultsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => searchChats(ctx.db, currentUser(request), request.query.q),
  );
};
