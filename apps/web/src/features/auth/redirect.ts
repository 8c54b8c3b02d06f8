import { homePathFor } from '../../lib/session-rules.ts';

/**
 * The `?redirect=` target after login, only when it stays on this site: a path starting with one '/'.
 * '//host' and '/\host' are read by browsers as another origin, so both are refused.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  if (target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

export function afterLoginPath(redirect: string | null, role: string): string {
  return safeRedirect(redirect) ?? homePathFor(role);
}
