import { lazy, Suspense, useEffect } from 'react';
import { useAbility } from '@casl/react';
import { useLocation, useNavigate } from 'react-router';
import type { AppAbility } from '@saldo/contracts/abilities';
import { useMarkTourSeen, useTourState, useWizard } from '../api/queries.ts';
import { startTour, stopTour, useTourRunning } from '../api/tour-control.ts';
import { mustRunWizard, WIZARD_PATH } from '../wizard-flow.ts';

const Tour = lazy(() => import('./Tour.tsx'));

/**
 * In the signed-in shell (issue 27): sends the administrator of a new organization to the setup
 * wizard until it is finished or put off, then starts the first-login tour once; shows the tour
 * whenever it is started again (user menu, gallery).
 */
export function OnboardingWatcher() {
  const ability = useAbility<AppAbility>();
  const setsUp = ability.can('update', 'Organization');
  const wizard = useWizard(setsUp);
  const tour = useTourState(ability.can('read', 'AccountSetting'));
  const markSeen = useMarkTourSeen();
  const running = useTourRunning();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onWizard = pathname === WIZARD_PATH;
  const wizardPending = setsUp && mustRunWizard(wizard.data);
  const wizardSettled = !setsUp || (wizard.data !== undefined && !wizardPending);
  const firstTour = tour.data?.status === 'pending';

  useEffect(() => {
    if (wizardPending && !onWizard) void navigate(WIZARD_PATH, { replace: true });
  }, [wizardPending, onWizard, navigate]);

  useEffect(() => {
    if (wizardSettled && firstTour && !onWizard) startTour();
  }, [wizardSettled, firstTour, onWizard]);

  const close = () => {
    stopTour();
    if (firstTour) markSeen.mutate();
  };
  return running ? (
    <Suspense fallback={null}>
      <Tour onClose={close} />
    </Suspense>
  ) : null;
}
