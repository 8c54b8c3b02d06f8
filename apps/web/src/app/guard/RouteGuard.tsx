import { use, useContext, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useSession } from '../../lib/session.ts';
import { mergeHandles } from '../../lib/route-meta.ts';
import { hideLoadingOverlay } from '../loading-overlay.ts';
import { NavigationProgress } from '../../components/NavigationProgress.tsx';
import { TWO_FACTOR_SETUP_PATH } from '../../features/auth/two-factor-paths.ts';
import { useTwoFactorEnrolmentRequired } from '../../features/auth/two-factor-enrolment.ts';
import { decideNavigation } from './guard-decision.ts';
import { guestAbility } from './guest-ability.ts';
import { loadKit, loadedKit } from '../kit/kit.ts';
import { KitPresent } from '../kit/kit-context.ts';

/** The page inside the signed-in app's providers, which load (once) before it shows. */
function KitOutlet() {
  const present = useContext(KitPresent);
  if (present) return <Outlet />;
  return <KitProvided />;
}

function KitProvided() {
  const { KitProviders } = use(loadKit());
  return (
    <KitProviders>
      <Outlet />
    </KitProviders>
  );
}

/**
 * The root route's component: checks every navigation against the deepest matched route's meta
 * (see `decideNavigation`), re-checks when the session changes (logout in another tab, expired
 * refresh), hides the start-up overlay and keeps the document title in step.
 *
 * Issue 18: a logged-out visitor's login page needs neither CASL nor TanStack Query. The guard then
 * reads the guest rules itself and shows the page without the kit (app/kit); a signed-in user waits
 * for the kit's CASL ability (React's `use`), and every other page is shown inside its providers.
 */
export function RouteGuard() {
  const matches = useMatches();
  const location = useLocation();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  // Always `use` when signed in (never only when the kit is missing): a render that React replays
  // after the kit arrives must call the same hooks as the one that waited.
  const ability = (loggedIn ? use(loadKit()) : loadedKit())?.ability ?? guestAbility;
  const { t } = useTranslation();
  const handle = mergeHandles(matches);
  const mustEnrol = useTwoFactorEnrolmentRequired();

  const decision = decideNavigation({
    handle,
    // The deepest match carries every param of the URL (the root's own match has none).
    params: matches.at(-1)?.params ?? {},
    location,
    loggedIn,
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
  if (mustEnrol && loggedIn && location.pathname !== TWO_FACTOR_SETUP_PATH)
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (!decision.allow) return <Navigate to={decision.redirectTo} replace />;
  return (
    <>
      <NavigationProgress />
      {handle.light ? <Outlet /> : <KitOutlet />}
    </>
  );
}
