import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import type { AppAbility } from '@saldo/contracts/abilities';
import { isLoggedIn, useSession } from '../../lib/session.ts';
import { mergeHandles } from '../../lib/route-meta.ts';
import { hideLoadingOverlay } from '../loading-overlay.ts';
import { NavigationProgress } from '../../components/NavigationProgress.tsx';
import { TWO_FACTOR_SETUP_PATH } from '../../features/auth/two-factor-paths.ts';
import { useTwoFactorEnrolmentRequired } from '../../features/auth/two-factor-enrolment.ts';
import { decideNavigation } from './guard-decision.ts';

/**
 * The root route's component: checks every navigation against the deepest matched route's meta
 * (see `decideNavigation`), re-checks when the session changes (logout in another tab, expired
 * refresh), hides the start-up overlay and keeps the document title in step.
 */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const ability = useAbility<AppAbility>();
  const { t } = useTranslation();
  const handle = mergeHandles(matches);
  const mustEnrol = useTwoFactorEnrolmentRequired();

  const decision = decideNavigation({
    handle,
    // The deepest match carries every param of the URL (the root's own match has none).
    params: matches.at(-1)?.params ?? {},
    location,
    loggedIn: isLoggedIn(session),
    loggedOut: session.loggedOut,
    role: session.userData?.role,
    ability,
  });

  const title = handle.pageTitle ? t(handle.pageTitle) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · Saldo` : 'Saldo';
  }, [title]);

  useEffect(() => {
    hideLoadingOverlay();
  }, [location.key]);

  // The organization requires this administrator to enrol first; the server refuses the rest anyway.
  if (mustEnrol && isLoggedIn(session) && location.pathname !== TWO_FACTOR_SETUP_PATH)
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}
