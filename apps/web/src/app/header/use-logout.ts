import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { clearSession, getSession } from '../../lib/session.ts';

/**
 * Logs out: forgets the session and cached data, tells the server to revoke the refresh token
 * (`POST /api/jwt/logout`, whatever it answers) and goes to the login page, with no `?redirect=`.
 * The session is forgotten first: a request still running as the server ends the session (the
 * bell's, the live channel's reconnection) would otherwise meet a 401, fail to refresh and report an
 * expired session, which sends the login page a `?redirect=` to this user's page.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { refreshToken } = getSession();
    clearSession('logout');
    queryClient.clear();
    try {
      if (refreshToken) await api.post('/jwt/logout', { refreshToken }, { auth: false });
    } catch {
      // The token may already be expired or revoked; the local session is gone either way.
    }
    await navigate('/login', { replace: true });
  };
}
