import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AccountSettings, GeneralSettingsUpdate } from '@saldo/contracts/account-settings';
import type { UserData } from '@saldo/contracts/auth';
import { saveUserData } from '../../../lib/session.ts';
import {
  changePassword,
  fetchAccountSettings,
  removeAvatar,
  updateGeneral,
  updateInfo,
  updateNotification,
  updateSocial,
  uploadAvatar,
} from './account-settings-api.ts';

export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  data: () => [...accountSettingsKeys.all, 'data'] as const,
};

export function useAccountSettings() {
  return useQuery({
    queryKey: accountSettingsKeys.data(),
    queryFn: ({ signal }) => fetchAccountSettings(signal),
  });
}

/**
 * Every save answers with what the server now holds, so the cache is set from the answer and no
 * refetch follows. The session's copy of the user feeds the navbar (name, avatar), so it is replaced
 * as soon as it changes.
 */
function storeUser(client: QueryClient, userData: UserData, general: Partial<GeneralSettingsUpdate> = {}) {
  saveUserData(userData);
  client.setQueryData<AccountSettings>(accountSettingsKeys.data(), (old) =>
    old ? { ...old, general: { ...old.general, ...general, avatar: userData.avatar } } : old,
  );
}

function storeAll(client: QueryClient, settings: AccountSettings) {
  client.setQueryData(accountSettingsKeys.data(), settings);
}

export function useUpdateGeneral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateGeneral,
    onSuccess: (userData, body) => storeUser(client, userData, body),
  });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (userData) => storeUser(client, userData) });
}

export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeAvatar, onSuccess: (userData) => storeUser(client, userData) });
}

export function useUpdateInfo() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateInfo, onSuccess: (settings) => storeAll(client, settings) });
}

export function useUpdateSocial() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateSocial, onSuccess: (settings) => storeAll(client, settings) });
}

export function useUpdateNotification() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateNotification, onSuccess: (settings) => storeAll(client, settings) });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
