import type { AbilityRule } from '@saldo/contracts/abilities';
import type { AuthResponse, UserData } from '@saldo/contracts/auth';

/**
 * The shape checks of the stored user and of a sign-in answer, written out by hand rather than with
 * the contracts' zod schemas (userDataSchema, authResponseSchema): the login page and the start-up
 * must not download zod (issue 18), and these are the only answers they read. They check each field's
 * type, as the schemas do; the lists of roles, actions and subjects are checked by the schema once the
 * signed-in app's kit has loaded (lib/session.ts checkUserDataWith), before a signed-in page shows.
 */
type Unknown = Record<string, unknown>;

const isObject = (value: unknown): value is Unknown => typeof value === 'object' && value !== null;
const isInt = (value: unknown): boolean => Number.isInteger(value);
const isString = (value: unknown): value is string => typeof value === 'string';

function isAbilityRule(value: unknown): value is AbilityRule {
  return isObject(value) && isString(value.action) && isString(value.subject);
}

export function isUserData(value: unknown): value is UserData {
  return (
    isObject(value) &&
    isInt(value.id) &&
    isString(value.fullName) &&
    isString(value.username) &&
    isString(value.email) &&
    isString(value.role) &&
    Array.isArray(value.ability) &&
    value.ability.every(isAbilityRule) &&
    (value.avatar === null || isString(value.avatar)) &&
    isObject(value.organization) &&
    isInt(value.organization.id) &&
    isString(value.organization.name) &&
    isObject(value.extras) &&
    isInt(value.extras.eCommerceCartItemsCount)
  );
}

export function isAuthResponse(value: unknown): value is AuthResponse {
  return (
    isObject(value) &&
    isString(value.accessToken) &&
    isString(value.refreshToken) &&
    isUserData(value.userData)
  );
}

/** A sign-in answer that is neither a session nor a two-factor ticket is refused, as the schema would. */
export class MalformedAnswerError extends Error {
  constructor(what: string) {
    super(`The server's ${what} answer is not what the app expects`);
    this.name = 'MalformedAnswerError';
  }
}
