import { useSyncExternalStore } from 'react';
import {
  storageKeys,
  userDataSchema,
  type AuthResponse,
  type TokenPair,
  type UserData,
} from '@saldo/contracts/auth';

/**
 * The browser session: user data and both tokens in localStorage under the spec's keys.
 * Components read it with `useSession()`; everything else calls the functions below.
 */
export interface Session {
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
}

const listeners = new Set<() => void>();
let cached: Session | null = null;

function readUserData(): UserData | null {
  const raw = localStorage.getItem(storageKeys.userData);
  if (!raw) return null;
  try {
    const parsed = userDataSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function getSession(): Session {
  cached ??= {
    userData: readUserData(),
    accessToken: localStorage.getItem(storageKeys.accessToken),
    refreshToken: localStorage.getItem(storageKeys.refreshToken),
  };
  return cached;
}

function changed() {
  cached = null;
  for (const listener of listeners) listener();
}

/** Logged in = stored user data and access token both present (spec section 4). */
export function isLoggedIn(session: Session = getSession()): boolean {
  return session.userData !== null && session.accessToken !== null;
}

export function saveLogin(answer: AuthResponse): void {
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

export function clearSession(): void {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
  changed();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === null || (Object.values(storageKeys) as string[]).includes(event.key)) changed();
  });
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession);
}
