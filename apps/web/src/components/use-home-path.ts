import { homePathFor } from '../lib/session-rules.ts';
import { isLoggedIn, useSession } from '../lib/session.ts';

/** Where "back to home" goes: the user's landing page when logged in, else the login page. */
export function useHomePath(): string {
  const session = useSession();
  return isLoggedIn(session) ? homePathFor(session.userData?.role) : '/login';
}
