import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthNavigationContext, type AuthNavigation } from './auth-navigation.ts';

/** The login form inside the app: React Router's links, navigation and query. */
export function RouterAuthNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const navigation = useMemo<AuthNavigation>(
    () => ({ Link, navigate: (to) => void navigate(to, { replace: true }), search }),
    [navigate, search],
  );
  return <AuthNavigationContext value={navigation}>{children}</AuthNavigationContext>;
}
