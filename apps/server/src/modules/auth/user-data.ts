import { abilityRulesFor } from '@saldo/contracts/abilities';
import type { UserData } from '@saldo/contracts/auth';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { findUserProfile, type UserProfile } from './users.repository.ts';

/** Avatars are served by this API under an unguessable key (see avatars.table.ts). */
export const avatarUrl = (key: string) => `/api/avatars/${key}`;

export function toUserData({ user, organization, avatarKey }: UserProfile): UserData {
  return {
    id: user.id,
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    role: user.role,
    // Derived from the role on every answer, so the browser's copy follows role changes.
    ability: abilityRulesFor(user.role),
    avatar: avatarKey ? avatarUrl(avatarKey) : null,
    organization,
    // The shop is template demo content with an in-browser cart; the server keeps no cart yet.
    extras: { eCommerceCartItemsCount: 0 },
  };
}

export async function loadUserData(db: Db, userId: number): Promise<UserData> {
  const profile = await findUserProfile(db, userId);
  if (!profile) throw unauthorized();
  return toUserData(profile);
}
