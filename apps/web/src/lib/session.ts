import { useSyncExternalStore } from 'react';
import type { AuthResponse, TokenPair, UserData } from '@saldo/contracts/auth';
import { isUserData } from './session-shape.ts';
import { storageKeys } from './session-rules.ts';

/**
 * The browser session: user data and both tokens in localStorage under the spec's keys.
 * Components read it with `useSession()`; everything else calls the functions below.
 */
export interface Session {
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
  /**
   * The last session ended by the user logging out (not by expiry). The login page then gets no
   * `?redirect=`: the next person at this computer must not land on the previous user's page.
   */
  loggedOut: boolean;
}

// Kept in localStorage, not in memory, so a logout in one tab counts as a logout in the others.
const LOGGED_OUT_KEY = 'saldo.loggedOut';

const listeners = new Set<() => void>();
/**
 * How the stored user is checked: by shape (session-shape.ts) until the signed-in app's kit has
 * loaded, then by the contracts' zod schema (app/kit/AppKit.tsx), the same check the server's
 * answer passes. The route guard waits for the kit before it shows a signed-in page.
 */
let userDataCheck: (value: unknown) => value is UserData = isUserData;
const startListeners = new Set<() => void>();
let cached: Session | null = null;

function readUserData(): UserData | null {
  const raw = localStorage.getItem(storageKeys.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return userDataCheck(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function getSession(): Session {
  cached ??= {
    userData: readUserData(),
    accessToken: localStorage.getItem(storageKeys.accessToken),
    refreshToken: localStorage.getItem(storageKeys.refreshToken),
    loggedOut: localStorage.getItem(LOGGED_OUT_KEY) !== null,
  };
  return cached;
}

/** The kit's stricter check of the stored user: the session is read again with it. */
export function checkUserDataWith(check: (value: unknown) => value is UserData): void {
  userDataCheck = check;
  changed();
}

function changed() {
  cached = null;
  for (const listener of listeners) listener();
}

/** Logged in = stored user data and access token both present (spec section 4). */
export function isLoggedIn(session: Session = getSession()): boolean {
  return session.userData !== null && session.accessToken !== null;
}

/**
 * Runs just before a new session is stored: the query cache, loaded after sign-in (app/kit), drops
 * what it holds there, since it may be another user's data (a session that expired in another tab
 * leaves the cache behind). The login page itself has no query cache to clear.
 */
export function onSessionStart(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

export function saveLogin(answer: AuthResponse): void {
  for (const listener of startListeners) listener();
  localStorage.removeItem(LOGGED_OUT_KEY);
  localStorage.setItem(storageKeys.userData, JSON.stringify(answer.userData));
  saveTokens(answer);
}

export function saveTokens(tokens: TokenPair): void {
  localStorage.setItem(storageKeys.accessToken, tokens.accessToken);
  localStorage.setItem(storageKeys.refreshToken, tokens.refreshToken);
  changed();
}

export function saveUserData(userData: UserData): void {
  localStorage.setItem(storageKeys.userData, JSON.stringify(userData));
  changed();
}

/** Forgets the session: `'logout'` when the user asked for it, `'expired'` when the server ended it. */
export function clearSession(reason: 'logout' | 'expired' = 'expired'): void {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
  if (reason === 'logout') localStorage.setItem(LOGGED_OUT_KEY, '1');
  else localStorage.removeItem(LOGGED_OUT_KEY);
  changed();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event: StorageEvent) => {
    const keys: string[] = [...Object.values(storageKeys), LOGGED_OUT_KEY];
    if (event.key === null || keys.includes(event.key)) changed();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
