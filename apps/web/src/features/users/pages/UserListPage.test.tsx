import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserList } from '@saldo/contracts/users';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import UserListPage from './UserListPage.tsx';

const user = (overrides: Partial<User> = {}): User => ({
  id: 3,
  fullName: 'Ewa Zielińska',
  username: 'accountant',
  email: 'accountant@demo.com',
  role: 'accountant',
  avatar: null,
  company: 'Demo sp. z o.o.',
  country: 'Polska',
  contact: '',
  currentPlan: 'team',
  status: 'active',
  contractorId: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

const page: UserList = {
  users: [
    user(),
    user({
      id: 4,
      fullName: 'Marek Wiśniewski',
      username: 'marek.wisniewski',
      email: 'marek.wisniewski@demo.com',
      status: 'pending',
    }),
  ],
  total: 14,
};

/** The users endpoints: the list (recording each query) and the creation (recording each body). */
function stubApi(answer: UserList = page) {
  const queries: URLSearchParams[] = [];
  const created: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/apps/user/users') return json(404, { message: 'no stub' });
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { user: { email: string } };
      created.push(body);
      if (body.user.email === 'accountant@demo.com') {
        return json(400, {
          message: 'Please correct the marked fields.',
          errors: { email: 'This email is already in use.' },
        });
      }
      return json(201, user({ id: 9, fullName: 'Zofia Lewandowska', email: body.user.email }));
    }
    queries.push(url.searchParams);
    return json(200, answer);
  });
  return { queries, created, last: () => queries.at(-1) };
}

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('UserListPage', () => {
  it('lists the users with role, plan, status, links and the total', async () => {
    const api = stubApi();
    await renderWithProviders(<UserListPage />, { route: '/apps/user/list' });
    const link = await screen.findByRole('link', { name: 'Ewa Zielińska' }, { timeout: 8000 });
    expect(link.getAttribute('href')).toBe('/apps/user/view/3');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Accountant')).toBeTruthy();
    expect(within(row).getByText('Team')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    const pending = screen.getByRole('link', { name: 'Marek Wiśniewski' }).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Marek Wiśniewski' }).getAttribute('href')).toBe(
      '/apps/user/edit/4',
    );
    expect(screen.getByText('Showing 1–10 of 14')).toBeTruthy();
    expect(api.last()?.toString()).toBe('sortBy=fullName&sortDesc=false&page=1&perPage=10');
  });

  it('sends the search once typing pauses, and the filters and sort at once', async () => {
    const api = stubApi();
    await renderWithProviders(<UserListPage />, { route: '/apps/user/list?page=2' });
    await screen.findByText('Marek Wiśniewski', undefined, { timeout: 8000 });
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText('Search'), 'ewa');
    await waitFor(() => expect(api.last()?.get('q')).toBe('ewa'), { timeout: 5000 });
    expect(api.queries.filter((query) => query.has('q'))).toHaveLength(1);
    expect(api.last()?.get('page')).toBe('1');
    await actor.click(screen.getByRole('combobox', { name: 'Status' }));
    await actor.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(api.last()?.get('status')).toBe('pending'), { timeout: 5000 });
    await actor.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(api.last()?.get('sortBy')).toBe('email'), { timeout: 5000 });
    expect(api.last()?.get('q')).toBe('ewa');
  }, 60_000);

  it('tells an empty filter result from an empty organization', async () => {
    stubApi({ users: [], total: 0 });
    await renderWithProviders(<UserListPage />, { route: '/apps/user/list?role=client' });
    expect(await screen.findByText('No users match', undefined, { timeout: 8000 })).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    // A refusal, not a 5xx: a read is not retried behind the user's back after it.
    vi.stubGlobal('fetch', async () => json(403, { message: 'You may not do this.' }));
    await renderWithProviders(<UserListPage />, { route: '/apps/user/list' });
    expect(
      await screen.findByText('The users could not be loaded.', undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByText('You may not do this.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });

  it("adds a user from the drawer: checks the fields, shows the server's refusal under its field", async () => {
    const api = stubApi();
    await renderWithProviders(<UserListPage />, { route: '/apps/user/list' });
    await screen.findByText('Marek Wiśniewski', undefined, { timeout: 8000 });
    const actor = userEvent.setup();
    await actor.click(screen.getAllByRole('button', { name: 'Add user' })[0] as HTMLElement);
    const drawer = await screen.findByRole('dialog', { name: 'Add user' });
    await actor.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(within(drawer).getAllByText('This field is required.')).toHaveLength(3);
    expect(api.created).toHaveLength(0);
    await actor.type(within(drawer).getByLabelText(/Full name/), 'Zofia Lewandowska');
    await actor.type(within(drawer).getByLabelText(/Username/), 'zofia');
    await actor.type(within(drawer).getByLabelText(/E-mail/), 'accountant@demo.com');
    await actor.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('This email is already in use.')).toBeTruthy();
    await actor.clear(within(drawer).getByLabelText(/E-mail/));
    await actor.type(within(drawer).getByLabelText(/E-mail/), 'zofia@example.com');
    await actor.click(within(drawer).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add user' })).toBeNull());
    expect(api.created.at(-1)).toEqual({
      user: {
        fullName: 'Zofia Lewandowska',
        username: 'zofia',
        email: 'zofia@example.com',
        company: '',
        country: '',
        contact: '',
        role: 'accountant',
        contractorId: null,
      },
    });
    expect(await screen.findByText('Zofia Lewandowska has been added.')).toBeTruthy();
  }, 60_000);
});
