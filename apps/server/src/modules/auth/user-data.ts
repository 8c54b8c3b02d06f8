import { abilityRulesFor } from '@saldo/contracts/abilities';
import type { UserData } from '@saldo/contracts/auth';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { cartItemCount } from '../shop/cart-wishlist.repository.ts';
import { findUserProfile, type UserProfile } from './users.repository.ts';

/** Avatars are served by this API under an unguessable key (see avatars.table.ts). */
export const avatarUrl = (key: string) => `/api/avatars/${key}`;

export function toUserData({ user, organization, avatarKey }: UserProfile, cartItems = 0): UserData {
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
    // The navbar's cart badge: the products in the user's own server-side cart.
    extras: { eCommerceCartItemsCount: cartItems },
  };
}

export async function loadUserData(db: Db, userId: number): Promise<UserData> {
  const profile = await findUserProfile(db, userId);
  if (!profile) throw unauthorized();
  return toUserData(profile, await cartItemCount(db, userId));
}
