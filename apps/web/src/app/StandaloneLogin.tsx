import { useEffect, useMemo, type AnchorHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthNavigationContext, type AuthNavigation } from '../features/auth/auth-navigation.ts';
import { LoginScreen } from '../features/auth/components/LoginScreen.tsx';
import { isLoggedIn } from '../lib/session.ts';
import { hideLoadingOverlay } from './loading-overlay.ts';

/** Before the router: links load their page (the app then starts there). */
function PageLink({ to, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }) {
  return <a href={to} {...props} />;
}

/**
 * A cold /login without a session (src/main.tsx, login-main.tsx): the form alone, as the route guard would show it,
 * the page's title and the start-up overlay's end included. Signed in, the URL becomes the page the
 * form chose (`?redirect=` or the role's home) and the app starts there, in this same page, so its
 * guard takes over (two-factor enrolment, abilities).
 */
export function StandaloneLogin({ startApp }: { startApp: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigation = useMemo<AuthNavigation>(
    () => ({
      Link: PageLink,
      navigate: (to) => {
        window.history.replaceState(null, '', to);
        void startApp();
      },
      search: new URLSearchParams(window.location.search),
    }),
    [startApp],
  );
  const title = t('common:titles.login');
  useEffect(() => {
    document.title = `${title} · Saldo`;
  }, [title]);
  useEffect(() => hideLoadingOverlay(), []);
  // Signed in in another tab: the app starts here and its guard sends the user on, as on any page.
  useEffect(() => {
    const onStorage = () => {
      if (isLoggedIn()) void startApp();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [startApp]);
  return (
    <AuthNavigationContext value={navigation}>
      <LoginScreen />
    </AuthNavigationContext>
  );
}
