import { z } from 'zod';

/**
 * The setup wizard of a newly registered organization and the first-login tour (issue 27), under
 * /api/onboarding. The wizard's state is the organization's (any administrator resumes where another
 * stopped); whether the tour is still to be shown is each user's own.
 */
export const WIZARD_STEPS = ['nip', 'company', 'bank', 'numbering', 'vat', 'done'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** pending: the administrator lands in the wizard; skipped and completed: no longer. */
export const WIZARD_STATUSES = ['pending', 'skipped', 'completed'] as const;
export type WizardStatus = (typeof WIZARD_STATUSES)[number];

export const wizardStateSchema = z.object({
  status: z.enum(WIZARD_STATUSES),
  currentStep: z.enum(WIZARD_STEPS),
  /** Steps saved at least once, in wizard order. */
  savedSteps: z.array(z.enum(WIZARD_STEPS)),
});
export type WizardState = z.infer<typeof wizardStateSchema>;

/** `PUT /api/onboarding/wizard`: where the wizard stands now; `savedStep` adds a step to savedSteps. */
export const wizardUpdateSchema = z.object({
  status: z.enum(WIZARD_STATUSES),
  currentStep: z.enum(WIZARD_STEPS),
  savedStep: z.enum(WIZARD_STEPS).optional(),
});
export type WizardUpdate = z.infer<typeof wizardUpdateSchema>;

/** pending: start the tour at the next page load; seen: closed or finished once. */
export const TOUR_STATUSES = ['pending', 'seen'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

export const tourStateSchema = z.object({ status: z.enum(TOUR_STATUSES) });
export type TourState = z.infer<typeof tourStateSchema>;
