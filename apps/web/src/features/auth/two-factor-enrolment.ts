import { useSyncExternalStore } from 'react';

/**
 * Set when the sign-in answered mfaEnrolmentRequired: the organization requires this administrator
 * to enrol in two-factor sign-in first. The route guard then shows only the enrolment page. The
 * server enforces the same rule on its own (403 mfa_enrolment_required); this only spares the user
 * pages that would fail. In localStorage, so a reload or another tab keeps it.
 */
const KEY = 'saldo.mfaEnrolmentRequired';
const listeners = new Set<() => void>();

export function isTwoFactorEnrolmentRequired(): boolean {
  return localStorage.getItem(KEY) !== null;
}

export function setTwoFactorEnrolmentRequired(required: boolean): void {
  if (required) localStorage.setItem(KEY, '1');
  else localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTwoFactorEnrolmentRequired(): boolean {
  return useSyncExternalStore(subscribe, isTwoFactorEnrolmentRequired);
}
