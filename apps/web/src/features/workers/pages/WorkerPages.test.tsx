import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import PublicWorkerFormPage from './PublicWorkerFormPage.tsx';
import WorkerAddPage from './WorkerAddPage.tsx';
import WorkerPreviewPage from './WorkerPreviewPage.tsx';

beforeEach(() => loginAs('admin'));

/** Pastes a value into a field: typing long numbers key by key is slow on a loaded machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}
afterEach(() => vi.unstubAllGlobals());

const detail = {
  id: 5,
  status: 'employed',
  firstName: 'Ewa',
  lastName: 'Nowak',
  identityKind: 'pesel',
  pesel: '88041204627',
  passportNumber: '',
  birthDate: '1988-04-12',
  sex: 'female',
  citizenship: 'PL',
  address: { street: '', buildingNumber: '', flatNumber: '', postalCode: '', city: '', country: 'PL' },
  email: '',
  phone: '',
  taxOfficeCode: '',
  nfzBranch: '',
  bankAccount: '',
  pit2: false,
  kupVariant: 'standard',
  under26Waived: false,
  student: false,
  ppkJoined: false,
  ppkEmployeeRate: '',
  ppkEmployerRate: '',
  ppkOptOutDate: null,
  education: '',
  workHistory: '',
  notes: '',
  taxOfficeName: '',
  under26: false,
  under26Relief: false,
  documents: [],
  audit: [],
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

// The form is long (five sections, the 400 tax offices): rendering it in jsdom on a loaded machine is slow.
describe('the add-worker form', { timeout: 120_000 }, () => {
  it('checks the PESEL and IBAN as typed, shows what the PESEL says, and sends nothing until they are valid', async () => {
    const api = stubApi({ 'POST /api/workers': () => json(201, { worker: detail }) });
    await renderWithProviders(<WorkerAddPage />, { route: '/apps/workers/add' });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/First name/), 'Ewa');
    await fill(user, screen.getByLabelText(/Last name/), 'Nowak');
    await fill(user, screen.getByRole('textbox', { name: 'PESEL' }), '88041204621');
    await fill(user, screen.getByLabelText('Bank account (IBAN)'), 'PL61109010140000071219812875');
    await user.click(screen.getByRole('button', { name: 'Add worker' }));
    expect(await screen.findByText(/This PESEL is not valid/)).toBeTruthy();
    expect(screen.getByText(/IBAN check failed/)).toBeTruthy();
    expect(api.callsTo('POST /api/workers')).toHaveLength(0);

    const pesel = screen.getByRole('textbox', { name: 'PESEL' });
    await user.clear(pesel);
    await fill(user, pesel, '88041204627');
    expect(await screen.findByText('Born 1988-04-12, female (from the PESEL)')).toBeTruthy();
    const iban = screen.getByLabelText('Bank account (IBAN)');
    await user.clear(iban);
    await fill(user, iban, 'PL61 1090 1014 0000 0712 1981 2874');
    await user.click(screen.getByRole('button', { name: 'Add worker' }));
    await waitFor(() => expect(api.callsTo('POST /api/workers')).toHaveLength(1));
    expect(api.callsTo('POST /api/workers')[0]?.body).toMatchObject({
      firstName: 'Ewa',
      pesel: '88041204627',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
    });
  });

  it("shows the server's field errors", async () => {
    stubApi({
      'POST /api/workers': () =>
        json(409, {
          message: 'A worker with this PESEL is already on record.',
          errors: { pesel: 'A worker with this PESEL is already on record.' },
        }),
    });
    await renderWithProviders(<WorkerAddPage />, { route: '/apps/workers/add' });
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText(/First name/), 'Ewa');
    await fill(user, screen.getByLabelText(/Last name/), 'Nowak');
    await fill(user, screen.getByRole('textbox', { name: 'PESEL' }), '88041204627');
    await user.click(screen.getByRole('button', { name: 'Add worker' }));
    expect(await screen.findAllByText('A worker with this PESEL is already on record.')).toHaveLength(2);
  });
});

describe('the logged-out questionnaire', () => {
  it('says plainly that a used link works only once', async () => {
    stubApi({
      'GET /api/worker-form': () => json(410, { message: 'used', code: 'form_used' }),
    });
    await renderWithProviders(<PublicWorkerFormPage />, { route: '/worker-form?token=abc' });
    expect(await screen.findByText(/the link works only once/)).toBeTruthy();
  });

  it('asks in the language the employer chose and validates the postal code as typed', async () => {
    const api = stubApi({
      'GET /api/worker-form': () =>
        json(200, {
          organizationName: 'Demo sp. z o.o.',
          language: 'pl',
          includePayroll: false,
          expiresAt: '2026-12-09T10:00:00.000Z',
        }),
    });
    await renderWithProviders(<PublicWorkerFormPage />, { route: '/worker-form?token=abc' });
    expect(await screen.findByRole('heading', { name: 'Kwestionariusz osobowy' })).toBeTruthy();
    // A candidate's questionnaire does not ask for the PESEL (art. 22¹ § 1 KP).
    expect(screen.queryByRole('textbox', { name: 'PESEL' })).toBeNull();
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Kod pocztowy'), '123');
    await user.tab();
    expect(await screen.findByText('Podaj kod pocztowy w formacie NN-NNN.')).toBeTruthy();
    expect(api.callsTo('POST /api/worker-form')).toHaveLength(0);
  });
});

describe('deleting a worker', { timeout: 60_000 }, () => {
  it('asks first, then shows the server’s refusal for a worker on an approved payroll list', async () => {
    const refusal = 'This worker is paid on an approved payroll list, so the record must be kept.';
    const api = stubApi({
      'GET /api/workers/5': () => json(200, { worker: { ...detail, payslipLanguage: 'pl' } }),
      'DELETE /api/workers/5': () => json(409, { statusCode: 409, error: 'Conflict', message: refusal }),
    });
    await renderWithProviders(<WorkerPreviewPage />, {
      route: '/apps/workers/preview/5',
      path: '/apps/workers/preview/:id',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete worker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the worker' });
    expect(dialog.textContent).toContain('Delete Ewa Nowak with their contracts and documents?');
    expect(api.callsTo('DELETE /api/workers/5')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText(refusal);
    expect(api.callsTo('DELETE /api/workers/5')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
  });
});
