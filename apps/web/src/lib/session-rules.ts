import type { AbilityRule } from '@saldo/contracts/abilities';
import type { storageKeys as contractStorageKeys } from '@saldo/contracts/auth';

/*
 * Copies of three small rules of @saldo/contracts for the login page and the start-up: the contracts'
 * modules build zod schemas as they load (and abilities.ts imports CASL), so importing anything from
 * them would download zod and CASL before sign-in (issue 18, decision 0016). session-rules.test.ts
 * fails when a copy and its original differ.
 */

/** Browser storage keys (spec section 9); contracts/auth.ts `storageKeys`. */
export const storageKeys: typeof contractStorageKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
};

/** A logged-out visitor's rules; contracts/abilities.ts `guestRules`. */
export const guestRules: readonly AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** Where a user lands after login (spec 2, 4); contracts/abilities.ts `homePathFor`. */
export function homePathFor(role: string | undefined): string {
  if (role === 'admin' || role === 'accountant') return '/';
  if (role === 'client') return '/access-control';
  if (role === 'editor' || role === 'author') return '/pages/blog/list';
  return '/login';
}
