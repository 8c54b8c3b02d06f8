import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  type NotificationList,
  type NotificationPreferences,
} from '@saldo/contracts/notifications';
import { api } from '../../../lib/api-client.ts';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';

/** Fetchers of /api/notifications: the newest 20 and the unread count. */
const parse = (answer: unknown): NotificationList => notificationListSchema.parse(answer);

export const notificationKeys = { all: ['notifications'] as const };

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal }) => parse(await api.get<unknown>('/notifications', { signal })),
    // The bell's count can come a moment after the page.
    enabled: useAfterFirstPaint(),
  });
}

function useBellMutation<V>(call: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (variables: V) => parse(await call(variables)),
    onSuccess: (list) => client.setQueryData(notificationKeys.all, list),
  });
}

export const useMarkRead = () => useBellMutation((id: number) => api.post(`/notifications/${id}/read`));
export const useMarkAllRead = () => useBellMutation(() => api.post('/notifications/read-all'));

const preferenceKeys = [...notificationKeys.all, 'preferences'] as const;
const parsePreferences = (answer: unknown): NotificationPreferences =>
  notificationPreferencesSchema.parse(answer);

/** Per kind of event: in the bell, by e-mail; and the daily digest. */
export function useNotificationPreferences(enabled: boolean) {
  return useQuery({
    queryKey: preferenceKeys,
    queryFn: async ({ signal }) =>
      parsePreferences(await api.get<unknown>('/notifications/preferences', { signal })),
    enabled,
  });
}

/** Saves the whole set at once (the server keeps no half-saved choice). */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choices: NotificationPreferences) =>
      parsePreferences(await api.put<unknown>('/notifications/preferences', choices)),
    onSuccess: (choices) => client.setQueryData(preferenceKeys, choices),
  });
}
