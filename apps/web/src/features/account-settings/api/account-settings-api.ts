import {
  accountSettingsSchema,
  type AccountSettings,
  type GeneralSettingsUpdate,
  type InfoSettings,
  type NotificationSettings,
  type SocialSettings,
} from '@saldo/contracts/account-settings';
import type { MessageResponse, UserData } from '@saldo/contracts/auth';
import { AVATAR_FIELD_NAME, userDataResponseSchema } from '@saldo/contracts/user-data-response';
import { api } from '../../../lib/api-client.ts';

/**
 * Fetchers of the account settings endpoints. Answers that end up in the session (userData) or in
 * the forms are parsed with the contract schemas, so a server drift shows as an error state rather
 * than as a form silently missing a field or a navbar without a name.
 */
export type ChangePasswordBody = { currentPassword: string; newPassword: string };

export function fetchAccountSettings(signal?: AbortSignal): Promise<AccountSettings> {
  return allSections(api.get<unknown>('/account-setting/data', { signal }));
}

async function userAnswer(request: Promise<unknown>): Promise<UserData> {
  return userDataResponseSchema.parse(await request).userData;
}

export const updateGeneral = (body: GeneralSettingsUpdate) =>
  userAnswer(api.put<unknown>('/account-setting/general', body));

// These three answer with every section, as GET /data does.
async function allSections(request: Promise<unknown>): Promise<AccountSettings> {
  return accountSettingsSchema.parse(await request);
}

export const updateInfo = (body: InfoSettings) =>
  allSections(api.put<unknown>('/account-setting/info', body));
export const updateSocial = (body: SocialSettings) =>
  allSections(api.put<unknown>('/account-setting/social', body));
export const updateNotification = (body: NotificationSettings) =>
  allSections(api.put<unknown>('/account-setting/notification', body));

export function uploadAvatar(file: File): Promise<UserData> {
  const body = new FormData();
  body.append(AVATAR_FIELD_NAME, file);
  return userAnswer(api.post<unknown>('/account-setting/avatar', body));
}

export const removeAvatar = () => userAnswer(api.delete<unknown>('/account-setting/avatar'));

export const changePassword = (body: ChangePasswordBody) =>
  api.post<MessageResponse>('/account-setting/password', body);
