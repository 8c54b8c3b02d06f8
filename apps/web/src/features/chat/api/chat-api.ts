import {
  chatProfileUserSchema,
  chatSchema,
  chatSearchResultsSchema,
  chatsAndContactsSchema,
  sentChatMessageSchema,
  CHAT_ATTACHMENT_FIELD_NAME,
  type Chat,
  type ChatProfileUser,
  type ChatSearchResults,
  type ChatStatus,
  type ChatsAndContacts,
  type SentChatMessage,
} from '@saldo/contracts/chat';
import { api, type DownloadedFile } from '../../../lib/api-client.ts';

/** Fetchers of /api/apps/chat, answers parsed with the contract schemas. */
const BASE = '/apps/chat';

export async function fetchChatsAndContacts(signal?: AbortSignal): Promise<ChatsAndContacts> {
  return chatsAndContactsSchema.parse(await api.get<unknown>(`${BASE}/chats-and-contacts`, { signal }));
}

export async function fetchChat(
  contactId: number,
  page: { beforeId?: number; afterId?: number } = {},
  signal?: AbortSignal,
): Promise<Chat> {
  return chatSchema.parse(await api.get<unknown>(`${BASE}/chats/${contactId}`, { query: page, signal }));
}

export async function sendChatMessage(input: {
  contactId: number;
  message: string;
  senderId: number;
}): Promise<SentChatMessage> {
  const { contactId, ...body } = input;
  return sentChatMessageSchema.parse(await api.post<unknown>(`${BASE}/chats/${contactId}`, body));
}

export async function sendChatAttachment({ contactId, file }: { contactId: number; file: File }) {
  const body = new FormData();
  body.append(CHAT_ATTACHMENT_FIELD_NAME, file);
  return sentChatMessageSchema.parse(await api.post<unknown>(`${BASE}/chats/${contactId}/attachments`, body));
}

export async function setChatStatus(status: ChatStatus): Promise<ChatProfileUser> {
  return chatProfileUserSchema.parse(
    await api.post<unknown>(`${BASE}/users/profile-user/status`, { status }),
  );
}

export async function searchChatMessages(q: string, signal?: AbortSignal): Promise<ChatSearchResults> {
  return chatSearchResultsSchema.parse(await api.get<unknown>(`${BASE}/search`, { query: { q }, signal }));
}

/** An attachment's file (its URL is the API's, `/api/…`; the client adds the base itself). */
export function fetchChatAttachment(url: string): Promise<DownloadedFile> {
  return api.file(url.replace(/^\/api(?=\/)/, ''));
}
