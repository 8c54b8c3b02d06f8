import { z } from 'zod';
import { MAX_RECORD_ID, recordIdSchema } from './ids.ts';

/**
 * The chat app (`/apps/chat`, issue 24) in the seed's shapes under `/api/apps/chat`: chats and
 * contacts, the profile user, one chat's messages, a new message {message, senderId}. Users of one
 * organization chat with each other; a client user chats with the company (contact id 0), a support
 * channel every administrator and accountant of the organization reads and answers. Subject 'Chat'.
 */

/** The contact a client user sees for the company's support channel. */
export const COMPANY_CONTACT_ID = 0;

export const CHAT_STATUSES = ['online', 'offline', 'busy', 'away'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_LIMITS = {
  /** Characters of one message; more is refused (chat.messageTooLong). */
  message: 10_000,
  /** Bytes of one attachment. */
  attachmentBytes: 5 * 1024 * 1024,
  /** Messages in one page of history. */
  page: 50,
  q: 100,
} as const;

/** Attachments are PDF, JPEG or PNG, the type read from the bytes. */
export const CHAT_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const CHAT_ATTACHMENT_FIELD_NAME = 'file';

/** A message id (bigint column, far below 2^53). */
const messageIdSchema = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const messageIdParamSchema = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

export const chatContactParamsSchema = z.object({
  /** A user of the organization, or 0 (a client user's company). */
  userId: z.coerce.number().int().nonnegative().max(MAX_RECORD_ID),
});

export const chatAttachmentParamsSchema = z.object({ messageId: messageIdParamSchema });

export const chatAttachmentSchema = z.object({
  fileName: z.string(),
  size: z.number().int(),
  mimeType: z.enum(CHAT_ATTACHMENT_TYPES),
  url: z.string(),
});

export const chatMessageSchema = z.object({
  id: messageIdSchema,
  message: z.string(),
  time: z.string().describe('ISO date-time'),
  /** Null when the sender's account was deleted. */
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  attachment: chatAttachmentSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatContactSchema = z.object({
  id: z.number().int().nonnegative(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(CHAT_STATUSES),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

export const chatSummarySchema = z.object({
  id: z.number().int(),
  unseenMsgs: z.number().int().nonnegative(),
  lastMessage: z.object({ message: z.string(), time: z.string(), senderId: z.number().int().nullable() }),
});

export const chatContactWithChatSchema = chatContactSchema.extend({ chat: chatSummarySchema });
export type ChatContactWithChat = z.infer<typeof chatContactWithChatSchema>;

export const chatProfileUserSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string().nullable(),
  status: z.enum(CHAT_STATUSES),
  /** The status the user chose (status picker); `status` is what others see. */
  chosenStatus: z.enum(CHAT_STATUSES),
});
export type ChatProfileUser = z.infer<typeof chatProfileUserSchema>;

export const chatsAndContactsSchema = z.object({
  /** Contacts with a conversation, newest message first. */
  chatsContacts: z.array(chatContactWithChatSchema),
  /** Everyone the user may chat with who has no conversation yet. */
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileUserSchema,
});
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>;

export const chatQuerySchema = z
  .object({
    /** Older history: messages before this id (paging backwards). */
    beforeId: messageIdParamSchema.optional(),
    /** Catch-up: messages after this id (after a reconnection, or a push). */
    afterId: messageIdParamSchema.optional(),
    limit: z.coerce.number().int().min(1).max(CHAT_LIMITS.page).default(CHAT_LIMITS.page),
  })
  .refine((q) => q.beforeId === undefined || q.afterId === undefined, {
    message: 'beforeId and afterId exclude each other',
  });
export type ChatQuery = z.infer<typeof chatQuerySchema>;

export const chatSchema = z.object({
  chat: z.object({
    /** Null until the first message. */
    id: z.number().int().nullable(),
    userId: z.number().int(),
    unseenMsgs: z.number().int(),
    /** Oldest first. */
    messages: z.array(chatMessageSchema),
    /** Older messages than the first one here exist. */
    hasMore: z.boolean(),
  }),
  contact: chatContactSchema,
});
export type Chat = z.infer<typeof chatSchema>;

export const sendChatMessageBodySchema = z.object({
  /** Over the limit is refused with chat.messageTooLong (checked by the service, so it is translated). */
  message: z.string(),
  senderId: recordIdSchema,
});
export type SendChatMessageBody = z.infer<typeof sendChatMessageBodySchema>;

export const sentChatMessageSchema = z.object({
  newMessageData: chatMessageSchema,
  chatId: z.number().int(),
});
export type SentChatMessage = z.infer<typeof sentChatMessageSchema>;

export const chatStatusBodySchema = z.object({ status: z.enum(CHAT_STATUSES) });

export const chatSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(CHAT_LIMITS.q) });
export const chatSearchResultsSchema = z.object({
  results: z.array(
    z.object({ chatId: z.number().int(), contactId: z.number().int(), message: chatMessageSchema }),
  ),
});
export type ChatSearchResults = z.infer<typeof chatSearchResultsSchema>;

/** What the browser may send on the live channel besides its token. */
export const chatClientMessageSchema = z.discriminatedUnion('type', [
  /** The user is typing to this contact (sent at most every couple of seconds). */
  z.object({ type: z.literal('chat.typing'), contactId: z.number().int().nonnegative().max(MAX_RECORD_ID) }),
  /** The user did something (keys, clicks): keeps them "online" rather than "away". */
  z.object({ type: z.literal('chat.activity') }),
]);
export type ChatClientMessage = z.infer<typeof chatClientMessageSchema>;

/** What the live channel pushes about the chat (joined into the live channel's messages). */
export const chatLiveMessageSchemas = [
  /** A new message in a conversation of the user's: fetch it (after the last id held). */
  z.object({
    type: z.literal('chat.message'),
    chatId: z.number().int(),
    id: messageIdSchema,
    senderId: z.number().int().nullable(),
  }),
  /** Someone in the conversation is typing (a few seconds). */
  z.object({ type: z.literal('chat.typing'), chatId: z.number().int(), userId: z.number().int() }),
  /** A user's presence changed: refetch the contacts. */
  z.object({ type: z.literal('chat.presence'), userId: z.number().int() }),
] as const;
