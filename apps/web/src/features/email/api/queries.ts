import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailListQuery } from '@saldo/contracts/email';
import {
  addAttachmentToCosts,
  disconnectMailbox,
  fetchEmail,
  fetchEmails,
  fetchMailbox,
  saveMailbox,
  sendEmail,
  syncMailbox,
  testMailbox,
  updateEmails,
  updateEmailsLabel,
} from './email-api.ts';

export const emailKeys = {
  all: ['email'] as const,
  lists: () => [...emailKeys.all, 'list'] as const,
  list: (query: EmailListQuery) => [...emailKeys.lists(), query] as const,
  details: () => [...emailKeys.all, 'detail'] as const,
  detail: (id: number, remote: boolean) => [...emailKeys.details(), id, remote] as const,
  mailbox: () => [...emailKeys.all, 'mailbox'] as const,
};

export function useEmails(query: EmailListQuery) {
  return useQuery({
    queryKey: emailKeys.list(query),
    queryFn: ({ signal }) => fetchEmails(query, signal),
    placeholderData: keepPreviousData,
    // The server hears new mail over IMAP IDLE and stores it; an open list asks for it every half
    // minute (not while the tab is hidden), so mail shows up without a reload. The outbox waits.
    refetchInterval: (current) => (current.state.data?.source === 'mailbox' ? 30_000 : false),
  });
}

export function useEmail(id: number | null, allowRemoteImages: boolean) {
  return useQuery({
    queryKey: emailKeys.detail(id ?? 0, allowRemoteImages),
    queryFn: ({ signal }) => fetchEmail(id ?? 0, allowRemoteImages, signal),
    enabled: id !== null,
  });
}

/** A change moves mail between folders, labels and unread counts: every list and detail goes stale. */
function useEmailMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: emailKeys.all }),
  });
}

export const useUpdateEmails = () => useEmailMutation(updateEmails);
export const useUpdateEmailsLabel = () => useEmailMutation(updateEmailsLabel);
export const useSendEmail = () => useEmailMutation(sendEmail);
export const useSyncMailbox = () => useEmailMutation(syncMailbox);
export const useAddToCosts = () => useMutation({ mutationFn: addAttachmentToCosts });

export function useMailbox() {
  return useQuery({ queryKey: emailKeys.mailbox(), queryFn: ({ signal }) => fetchMailbox(signal) });
}

export const useSaveMailbox = () => useEmailMutation(saveMailbox);
export const useDisconnectMailbox = () => useEmailMutation(disconnectMailbox);
export const useTestMailbox = () => useMutation({ mutationFn: testMailbox });
