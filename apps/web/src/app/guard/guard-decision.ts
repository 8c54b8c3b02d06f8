import { homePathFor } from '../../lib/session-rules.ts';
import type { RouteHandle } from '../../lib/route-meta.ts';
import type { GuardAbility } from './guest-ability.ts';

export const LOGIN_PATH = '/login';
export const NOT_AUTHORIZED_PATH = '/pages/miscellaneous/not-authorized';
export const NOT_FOUND_PATH = '/error-404';

export interface GuardInput {
  handle: RouteHandle;
  params: Readonly<Record<string, string | undefined>>;
  /** pathname + search + hash of the place the user is going to. */
  location: { pathname: string; search: string; hash: string };
  loggedIn: boolean;
  /** The user logged out (rather than the session expiring): login without `?redirect=`. */
  loggedOut?: boolean;
  role: string | undefined;
  /** CASL's ability of a signed-in user, or the guest's (guest-ability.ts). */
  ability: GuardAbility;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

/** `/login?redirect=…`, so the login page can send the user back where they were going. */
export function loginPathFor(target: string): string {
  if (!target || target === '/' || target.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The route guard of spec section 2, as a pure function, in the spec's order:
 * 1. the route's action (default read) on its resource: refused and logged in → not-authorized,
 *    refused and logged out → login (remembering the page, unless the user logged out);
 * 2. redirect-if-logged-in routes send a logged-in user to `homePathFor(role)`;
 * 3. whitelisted params (email folder or label, todo filter or tag) outside the list → 404.
 * A redirect to the page the user is already on is dropped, so the guard can never loop.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { handle, location, loggedIn, ability } = input;
  const target = `${location.pathname}${location.search}${location.hash}`;
  const redirect = (to: string): GuardDecision =>
    to.split('?')[0] === location.pathname ? { allow: true } : { allow: false, redirectTo: to };

  if (handle.resource && !ability.can(handle.action ?? 'read', handle.resource)) {
    if (loggedIn) return redirect(NOT_AUTHORIZED_PATH);
    return redirect(input.loggedOut ? LOGIN_PATH : loginPathFor(target));
  }
  if (handle.redirectIfLoggedIn && loggedIn) return redirect(homePathFor(input.role));
  for (const [param, allowed] of Object.entries(handle.paramWhitelist ?? {})) {
    const value = input.params[param];
    if (value !== undefined && !allowed.includes(value)) return redirect(NOT_FOUND_PATH);
  }
  return { allow: true };
}
