import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, ChatStatus } from '@saldo/contracts/chat';
import { sendLive, subscribeLive } from '../../notifications/api/live-channel.ts';
import {
  fetchChatsAndContacts,
  searchChatMessages,
  sendChatAttachment,
  sendChatMessage,
  setChatStatus,
} from './chat-api.ts';

export const chatKeys = {
  all: ['chat'] as const,
  contacts: () => [...chatKeys.all, 'contacts'] as const,
  search: (q: string) => [...chatKeys.all, 'search', q] as const,
};

export function useChatsAndContacts() {
  return useQuery({ queryKey: chatKeys.contacts(), queryFn: ({ signal }) => fetchChatsAndContacts(signal) });
}

export function useChatSearch(q: string) {
  return useQuery({
    queryKey: chatKeys.search(q.trim()),
    queryFn: ({ signal }) => searchChatMessages(q.trim(), signal),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.contacts() }),
  });
}

export function useSendAttachment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendChatAttachment,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.contacts() }),
  });
}

export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ChatStatus) => setChatStatus(status),
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.contacts() }),
  });
}

/** What the chat page hears on the live channel. */
export interface ChatLiveEvents {
  /** A new message in a conversation (fetch it), or the channel (re)connected (catch up). */
  onMessage(chatId: number | null): void;
  onTyping(chatId: number, userId: number): void;
}

/**
 * The chat's side of the live channel: new messages and presence refresh the contacts (unseen
 * counts, statuses); the page fetches the open chat's new messages. Activity (keys, clicks) is
 * reported at most every 20 s, so "away" follows real absence.
 */
export function useChatLive(events: ChatLiveEvents) {
  const client = useQueryClient();
  const latest = useRef(events);
  useEffect(() => {
    latest.current = events;
  });
  useEffect(() => {
    const unsubscribe = subscribeLive((message) => {
      if (message.type === 'ready') {
        void client.invalidateQueries({ queryKey: chatKeys.contacts() });
        latest.current.onMessage(null);
      } else if (message.type === 'chat.message') {
        void client.invalidateQueries({ queryKey: chatKeys.contacts() });
        latest.current.onMessage(message.chatId);
      } else if (message.type === 'chat.presence') {
        void client.invalidateQueries({ queryKey: chatKeys.contacts() });
      } else if (message.type === 'chat.typing') {
        latest.current.onTyping(message.chatId, message.userId);
      }
    });
    let lastActivity = 0;
    const activity = () => {
      const at = Date.now();
      if (at - lastActivity < 20_000) return;
      lastActivity = at;
      sendLive({ type: 'chat.activity' });
    };
    window.addEventListener('keydown', activity);
    window.addEventListener('pointerdown', activity);
    return () => {
      unsubscribe();
      window.removeEventListener('keydown', activity);
      window.removeEventListener('pointerdown', activity);
    };
  }, [client]);
}

/** Tells the other side the user is typing, at most every 2 s. */
export function useTypingAnnouncer(contactId: number | null) {
  const last = useRef(0);
  return () => {
    if (contactId === null) return;
    const at = Date.now();
    if (at - last.current < 2_000) return;
    last.current = at;
    sendLive({ type: 'chat.typing', contactId });
  };
}

/** Merges pages of one chat, by id, oldest first. */
export function mergeMessages(current: ChatMessage[], more: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
