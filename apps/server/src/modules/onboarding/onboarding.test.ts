import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourStateSchema, wizardStateSchema } from '@saldo/contracts/onboarding';
import {
  callerWith,
  demoAdmin,
  demoClient,
  otherOrganizationAdmin,
  type Caller,
} from '../../../test/organization-helpers.ts';
import { createTestApp, demo, login, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let demoAdminCall: Caller;
let accountant: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  demoAdminCall = await demoAdmin(t);
  accountant = callerWith(t, (await login(t.app, demo.accountant)).accessToken);
  client = await demoClient(t);
});
afterAll(async () => {
  await t.close();
});

const wizard = async (call: Caller) => {
  const response = await call({ method: 'GET', url: '/api/onboarding/wizard' });
  expect(response.statusCode, response.body).toBe(200);
  return wizardStateSchema.parse(response.json());
};
const moveWizard = (call: Caller, payload: Record<string, unknown>) =>
  call({ method: 'PUT', url: '/api/onboarding/wizard', payload });
const tour = async (call: Caller) => {
  const response = await call({ method: 'GET', url: '/api/onboarding/tour' });
  expect(response.statusCode, response.body).toBe(200);
  return tourStateSchema.parse(response.json()).status;
};

describe('the setup wizard', () => {
  it('counts the demo organization as completed, and its admin gets no tour unasked', async () => {
    expect(await wizard(demoAdminCall)).toEqual({ status: 'completed', currentStep: 'done', savedSteps: [] });
    expect(await tour(demoAdminCall)).toBe('seen');
  });

  it('starts a newly registered organization at the NIP step, with its admin’s tour pending', async () => {
    const { call } = await otherOrganizationAdmin(t);
    expect(await wizard(call)).toEqual({ status: 'pending', currentStep: 'nip', savedSteps: [] });
    expect(await tour(call)).toBe('pending');
  });

  it('keeps the step and the saved steps, so the wizard is skipped and resumed where it stood', async () => {
    const { call, form } = await otherOrganizationAdmin(t);
    let response = await moveWizard(call, { status: 'pending', currentStep: 'company', savedStep: 'nip' });
    expect(response.statusCode, response.body).toBe(200);
    response = await moveWizard(call, { status: 'pending', currentStep: 'bank', savedStep: 'company' });
    expect(response.statusCode, response.body).toBe(200);
    response = await moveWizard(call, { status: 'skipped', currentStep: 'bank' });
    expect(wizardStateSchema.parse(response.json())).toEqual({
      status: 'skipped',
      currentStep: 'bank',
      savedSteps: ['nip', 'company'],
    });

    // A new session (the next login) finds it where it was left.
    const again = callerWith(
      t,
      (await login(t.app, { email: form.email, password: form.password })).accessToken,
    );
    expect(await wizard(again)).toEqual({
      status: 'skipped',
      currentStep: 'bank',
      savedSteps: ['nip', 'company'],
    });

    // Resumed, then finished: the last step whatever was sent.
    await moveWizard(again, { status: 'pending', currentStep: 'numbering', savedStep: 'bank' });
    response = await moveWizard(again, { status: 'completed', currentStep: 'vat', savedStep: 'vat' });
    expect(wizardStateSchema.parse(response.json())).toEqual({
      status: 'completed',
      currentStep: 'done',
      savedSteps: ['nip', 'company', 'bank', 'vat'],
    });
  });

  it("moves only the caller's own organization", async () => {
    const first = await otherOrganizationAdmin(t);
    const second = await otherOrganizationAdmin(t);
    await moveWizard(first.call, { status: 'skipped', currentStep: 'vat' });
    expect((await wizard(second.call)).status).toBe('pending');
    expect((await wizard(demoAdminCall)).status).toBe('completed');
  });

  it('refuses a client both ways, and an accountant the change', async () => {
    expect((await client({ method: 'GET', url: '/api/onboarding/wizard' })).statusCode).toBe(403);
    expect((await moveWizard(client, { status: 'skipped', currentStep: 'nip' })).statusCode).toBe(403);
    expect((await moveWizard(accountant, { status: 'skipped', currentStep: 'nip' })).statusCode).toBe(403);
    expect((await wizard(demoAdminCall)).status).toBe('completed');
  });

  it('rejects an unknown step or status', async () => {
    const { call } = await otherOrganizationAdmin(t);
    expect((await moveWizard(call, { status: 'pending', currentStep: 'payroll' })).statusCode).toBe(400);
    expect((await moveWizard(call, { status: 'half', currentStep: 'nip' })).statusCode).toBe(400);
  });
});

describe('the first-login tour', () => {
  it('is shown once: seen stays seen across sessions, for that user only', async () => {
    const { call, form } = await otherOrganizationAdmin(t);
    const other = await otherOrganizationAdmin(t);
    const response = await call({ method: 'POST', url: '/api/onboarding/tour/seen' });
    expect(response.statusCode, response.body).toBe(200);
    const again = callerWith(
      t,
      (await login(t.app, { email: form.email, password: form.password })).accessToken,
    );
    expect(await tour(again)).toBe('seen');
    expect(await tour(other.call)).toBe('pending');
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding/tour' })).statusCode).toBe(401);
  });
});
