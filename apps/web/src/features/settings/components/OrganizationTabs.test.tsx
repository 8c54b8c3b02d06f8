import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountSettings } from '@saldo/contracts/account-settings';
import { UserMenu } from '../../../app/header/UserMenu.tsx';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AccountSettingsPage from '../../../app/pages/AccountSettingsRoute.tsx';
import { company, series, users } from '../../../test/settings-fixtures.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const own: AccountSettings = {
  general: { avatar: null, username: 'anna', fullName: 'Anna Nowak', email: 'admin@example.pl', company: '' },
  info: { bio: '', dob: '', country: '', website: '', phone: '' },
  social: {
    socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
    connections: { twitter: false, google: false, facebook: false, github: false },
  },
  notification: {
    commentOnArticle: true,
    AnswerOnForm: true,
    followMe: false,
    newAnnouncements: false,
    productUpdates: true,
    blogDigest: false,
  },
};

/** What GET /account-setting/data answers an administrator: the organization's sections too. */
const adminSettings: AccountSettings = {
  ...own,
  companyInfo: company,
  users,
  categories: [],
  configuration: { bankAccounts: [] },
  printing: { defaultLanguage: 'polish', notes: '', footer: '' },
  others: {},
  docsPrefixes: series,
  debt: { enabled: false, steps: [] },
  invoiceTypes: {
    vat: true,
    vatMargin: true,
    proforma: true,
    advance: false,
    final: false,
    correction: true,
  },
};

const companyTabs = [
  'Company details',
  'Bank accounts',
  'Document numbering',
  'Invoice types',
  'Printing',
  'KSeF',
  'Debt collection',
  'Categories',
  'Users',
  'Connections',
];

describe('company tabs on the account settings page', () => {
  it('are offered to an administrator, and a company tab opens from its link without a second request', async () => {
    loginAs('admin');
    const api = stubApi({ 'GET /api/account-setting/data': () => json(200, adminSettings) });
    await renderWithProviders(<AccountSettingsPage />, { route: '/pages/account-setting?tab=company' });
    expect(await screen.findByDisplayValue('Demo sp. z o.o.')).toBeTruthy();
    const list = screen.getByRole('tablist', { name: 'Company settings' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(companyTabs);
    expect(screen.getByRole('tab', { name: 'Company details' }).getAttribute('aria-selected')).toBe('true');
    // The section came with GET /account-setting/data.
    expect(api.callsTo('GET /api/organization/company')).toEqual([]);

    await userEvent.click(screen.getByRole('tab', { name: 'Document numbering' }));
    expect(await screen.findByDisplayValue('FV/{NR}/{MM}/{YYYY}')).toBeTruthy();
    // The company panel stays mounted (with whatever was typed in it) after a tab switch.
    expect(screen.getByDisplayValue('Demo sp. z o.o.')).toBeTruthy();
  });

  it('are hidden from a client, even when its link names one', async () => {
    loginAs('client');
    stubApi({ 'GET /api/account-setting/data': () => json(200, own) });
    await renderWithProviders(<AccountSettingsPage />, { route: '/pages/account-setting?tab=company' });
    expect(await screen.findByRole('tab', { name: 'General' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tablist', { name: 'Company settings' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Company details' })).toBeNull();
  });

  it('are reached from the user menu by an administrator only', async () => {
    loginAs('admin');
    const user = userEvent.setup();
    const first = await renderWithProviders(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'User menu of Anna Nowak' }));
    expect(screen.getByRole('menuitem', { name: 'Company settings' }).getAttribute('href')).toBe(
      '/pages/account-setting?tab=company',
    );
    first.unmount();

    loginAs('client');
    await renderWithProviders(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'User menu of Jan Kowalski' }));
    expect(screen.queryByRole('menuitem', { name: 'Company settings' })).toBeNull();
  });
});
