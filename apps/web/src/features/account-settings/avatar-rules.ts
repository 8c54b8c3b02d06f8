import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@saldo/contracts/account-settings';

/**
 * The avatar rules of the server (spec 5: JPG, GIF or PNG, at most 800 kB), checked before the
 * upload so a wrong file fails at once. The input's `accept` is only a hint to the file dialog, so
 * the type is checked here too.
 */
export const AVATAR_ACCEPT = AVATAR_MIME_TYPES.join(',');
export const AVATAR_MAX_KB = AVATAR_MAX_BYTES / 1024;

export type AvatarProblem = 'general.avatar.wrongType' | 'general.avatar.tooLarge';

export function avatarProblem(file: File): AvatarProblem | null {
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return 'general.avatar.wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'general.avatar.tooLarge';
  return null;
}
