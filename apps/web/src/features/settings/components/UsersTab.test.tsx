import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InviteUserBody, OrganizationUser } from '@saldo/contracts/organization-settings';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { users } from '../../../test/settings-fixtures.ts';
import { UsersTab } from './UsersTab.tsx';

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

const contractors = {
  contractors: [{ id: 7, name: 'Klient Sp. z o.o.' }],
  total: 1,
};

function contractorList() {
  // Only the fields the dialog reads matter; the rest satisfy the contract schema.
  return {
    ...contractors,
    contractors: contractors.contractors.map((c) => ({
      ...c,
      nip: '',
      regon: '',
      street: '',
      buildingNumber: '',
      flatNumber: '',
      postalCode: '',
      city: '',
      country: 'PL',
      differentCorrespondenceAddress: false,
      correspondenceSameAsCompany: false,
      correspondence: {
        street: '',
        buildingNumber: '',
        flatNumber: '',
        postalCode: '',
        city: '',
        country: 'PL',
      },
      phone: '',
      email: '',
      website: '',
      bankAccounts: [],
      paymentTerm: null,
      paymentTermDays: null,
      notes: '',
      tags: [],
      vatStatus: null,
      vatCheckedAt: null,
      debtorKind: null,
      debtor: 'consumer',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    })),
  };
}

describe('organization users', () => {
  it("lists the users; one's own row cannot be changed", async () => {
    stubApi({ 'GET /api/organization/users': () => json(200, { users }) });
    await renderWithProviders(<UsersTab />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Jan Kowalski')).toBeTruthy();
    expect(within(table).getByText('you')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Jan Kowalski' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate Anna Nowak' })).toBeNull();
    expect((screen.getByRole('combobox', { name: 'Role of Anna Nowak' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('invites a client linked to a contractor and shows the new pending user', async () => {
    const invited: OrganizationUser = {
      id: 3,
      email: 'ewa@klient.pl',
      fullName: 'Ewa Klient',
      role: 'client',
      status: 'pending',
      contractorId: 7,
      createdAt: '2025-03-01T00:00:00.000Z',
    };
    const api = stubApi({
      'GET /api/organization/users': () => json(200, { users }),
      'GET /api/apps/contractors': () => json(200, contractorList()),
      'POST /api/organization/users': () => json(201, { users: [...users, invited] }),
    });
    await renderWithProviders(<UsersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });

    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(api.callsTo('POST /api/organization/users')).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^E-mail/), ' ewa@klient.pl ');
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Ewa Klient');
    await user.click(within(dialog).getByRole('combobox', { name: 'Contractor' }));
    await user.click(await screen.findByRole('option', { name: 'Klient Sp. z o.o.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('We have sent an invitation to ewa@klient.pl.')).toBeTruthy();
    const body = api.callsTo('POST /api/organization/users')[0]?.body as InviteUserBody;
    expect(body).toEqual({ email: 'ewa@klient.pl', fullName: 'Ewa Klient', role: 'client', contractorId: 7 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Ewa Klient')).toBeTruthy();
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send the invitation to Ewa Klient again' })).toBeTruthy();
  });

  it('shows the server field error of an address already in use', async () => {
    stubApi({
      'GET /api/organization/users': () => json(200, { users }),
      'GET /api/apps/contractors': () => json(200, contractorList()),
      'POST /api/organization/users': () =>
        json(400, {
          message: 'Please correct the highlighted fields.',
          errors: { email: 'This email is already in use.' },
        }),
    });
    await renderWithProviders(<UsersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'client@example.pl');
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Jan');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('This email is already in use.')).toBeTruthy();
  });

  it('deactivates a user', async () => {
    const api = stubApi({
      'GET /api/organization/users': () => json(200, { users }),
      'PATCH /api/organization/users/2': () =>
        json(200, { users: [users[0], { ...users[1], status: 'inactive' }] }),
    });
    await renderWithProviders(<UsersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Jan Kowalski' }));
    expect(await screen.findByRole('button', { name: 'Activate Jan Kowalski' })).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(api.callsTo('PATCH /api/organization/users/2')[0]?.body).toEqual({ active: false });
  });

  it('changes the role of another user', async () => {
    const api = stubApi({
      'GET /api/organization/users': () => json(200, { users }),
      'PATCH /api/organization/users/2': () =>
        json(200, { users: [users[0], { ...users[1], role: 'admin' }] }),
    });
    await renderWithProviders(<UsersTab />);
    const user = userEvent.setup();
    const role = await screen.findByRole('combobox', { name: 'Role of Jan Kowalski' });
    expect((role as HTMLInputElement).value).toBe('Client');
    await user.click(role);
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/organization/users/2')[0]?.body).toEqual({ role: 'admin' }),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Role of Jan Kowalski' }) as HTMLInputElement).value).toBe(
        'Administrator',
      ),
    );
  });

  it("shows the server's refusal, e.g. to take away the last administrator", async () => {
    const message = 'The organization must keep at least one active administrator.';
    stubApi({
      'GET /api/organization/users': () => json(200, { users }),
      'PATCH /api/organization/users/2': () => json(409, { message }),
    });
    await renderWithProviders(<UsersTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate Jan Kowalski' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate Jan Kowalski' })).toBeTruthy();
  });
});
