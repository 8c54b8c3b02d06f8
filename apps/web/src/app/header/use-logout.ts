import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import { clearSession, getSession } from '../../lib/session.ts';

/**
 * Logs out: tells the server to revoke the refresh token (`POST /api/jwt/logout`), then forgets the
 * session and cached data whatever the server said, and goes to the login page, with no `?redirect=`.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const { refreshToken } = getSession();
    try {
      if (refreshToken) await api.post('/jwt/logout', { refreshToken });
    } catch {
      // The token may already be expired or revoked; the local session goes either way.
    }
    clearSession('logout');
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
}
