import {
  WIZARD_STEPS,
  type WizardState,
  type WizardStep,
  type WizardUpdate,
} from '@saldo/contracts/onboarding';

/** The gallery's wizard route is the real setup wizard (issue 27). */
export const WIZARD_PATH = '/forms/form-wizard';

export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);

export function nextStep(step: WizardStep): WizardStep {
  return WIZARD_STEPS[Math.min(stepIndex(step) + 1, WIZARD_STEPS.length - 1)] ?? 'done';
}

export function previousStep(step: WizardStep): WizardStep | null {
  const index = stepIndex(step);
  return index > 0 ? (WIZARD_STEPS[index - 1] ?? null) : null;
}

/** Reaching the last step finishes the wizard: nothing is left to save there. */
function moveTo(step: WizardStep, savedStep?: WizardStep): WizardUpdate {
  const status = step === 'done' ? 'completed' : 'pending';
  return savedStep ? { status, currentStep: step, savedStep } : { status, currentStep: step };
}

/** After a step's data was saved: on to the next step, the step remembered as saved. */
export const afterSave = (step: WizardStep): WizardUpdate => moveTo(nextStep(step), step);

/** "Skip this step": on to the next one, nothing saved. */
export const skipStep = (step: WizardStep): WizardUpdate => moveTo(nextStep(step));

export function goBack(step: WizardStep): WizardUpdate {
  return moveTo(previousStep(step) ?? step);
}

/** "Set up later": the administrator is no longer sent to the wizard; it resumes at the same step. */
export const skipWizard = (step: WizardStep): WizardUpdate => ({ status: 'skipped', currentStep: step });

/** Where the wizard opens: where it stood, or from the start to review a finished setup. */
export function openingStep(state: WizardState): WizardStep {
  return state.status === 'completed' ? 'nip' : state.currentStep;
}

/** A pending wizard takes the administrator in; a skipped one is offered from the user menu. */
export const mustRunWizard = (state: WizardState | undefined) => state?.status === 'pending';
export const offersResume = (state: WizardState | undefined) => state?.status === 'skipped';
