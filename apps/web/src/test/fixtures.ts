import { abilityRulesFor, type Role } from '@saldo/contracts/abilities';
import type { UserData } from '@saldo/contracts/auth';
import { saveLogin } from '../lib/session.ts';

export function userFor(role: Role, overrides: Partial<UserData> = {}): UserData {
  return {
    id: role === 'admin' ? 1 : 2,
    fullName: role === 'admin' ? 'Anna Nowak' : 'Jan Kowalski',
    username: role,
    email: `${role}@example.pl`,
    role,
    ability: abilityRulesFor(role),
    avatar: null,
    organization: { id: 1, name: 'Nowak i Wspólnicy Sp. z o.o.' },
    extras: { eCommerceCartItemsCount: 0 },
    ...overrides,
  };
}

/** Stores a session for `role` as the login page would. */
export function loginAs(role: Role, overrides: Partial<UserData> = {}): UserData {
  const userData = userFor(role, overrides);
  saveLogin({ userData, accessToken: `${role}-access`, refreshToken: `${role}-refresh` });
  return userData;
}
