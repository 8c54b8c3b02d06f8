import { describe, expect, it } from 'vitest';
import type { WizardState } from '@saldo/contracts/onboarding';
import {
  afterSave,
  goBack,
  mustRunWizard,
  nextStep,
  offersResume,
  openingStep,
  previousStep,
  skipStep,
  skipWizard,
} from './wizard-flow.ts';

describe('the setup wizard’s steps', () => {
  it('go NIP → company → bank → numbering → VAT → done, and back', () => {
    expect(nextStep('nip')).toBe('company');
    expect(nextStep('company')).toBe('bank');
    expect(nextStep('bank')).toBe('numbering');
    expect(nextStep('numbering')).toBe('vat');
    expect(nextStep('vat')).toBe('done');
    expect(nextStep('done')).toBe('done');
    expect(previousStep('company')).toBe('nip');
    expect(previousStep('nip')).toBeNull();
    expect(goBack('bank')).toEqual({ status: 'pending', currentStep: 'company' });
    expect(goBack('nip')).toEqual({ status: 'pending', currentStep: 'nip' });
  });

  it('remember a saved step and move on; a skipped step is not remembered', () => {
    expect(afterSave('nip')).toEqual({ status: 'pending', currentStep: 'company', savedStep: 'nip' });
    expect(skipStep('bank')).toEqual({ status: 'pending', currentStep: 'numbering' });
  });

  it('finish the wizard on reaching done, saved or skipped', () => {
    expect(afterSave('vat')).toEqual({ status: 'completed', currentStep: 'done', savedStep: 'vat' });
    expect(skipStep('vat')).toEqual({ status: 'completed', currentStep: 'done' });
  });

  it('set up later: skipped where it stands, resumed there', () => {
    const skipped = { ...skipWizard('numbering'), savedSteps: [] };
    expect(skipped).toEqual({ status: 'skipped', currentStep: 'numbering', savedSteps: [] });
    expect(openingStep(skipped)).toBe('numbering');
    expect(offersResume(skipped)).toBe(true);
    expect(mustRunWizard(skipped)).toBe(false);
  });

  it('take a pending administrator in; a finished setup opens from the start for review', () => {
    const pending: WizardState = { status: 'pending', currentStep: 'bank', savedSteps: ['nip'] };
    expect(mustRunWizard(pending)).toBe(true);
    expect(openingStep(pending)).toBe('bank');
    const completed: WizardState = { status: 'completed', currentStep: 'done', savedSteps: [] };
    expect(mustRunWizard(completed)).toBe(false);
    expect(offersResume(completed)).toBe(false);
    expect(openingStep(completed)).toBe('nip');
    expect(mustRunWizard(undefined)).toBe(false);
  });
});
