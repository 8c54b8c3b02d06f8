import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BankAccount, DebtSettings } from '@saldo/contracts/organization-settings';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BankAccountsTab } from './BankAccountsTab.tsx';
import { CategoriesTab } from './CategoriesTab.tsx';
import { DebtTab } from './DebtTab.tsx';
import { InvoiceTypesTab } from './InvoiceTypesTab.tsx';
import { PrintingTab } from './PrintingTab.tsx';

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('bank accounts', () => {
  it('checks the account number in the browser, then adds the account', async () => {
    const saved: BankAccount = {
      id: 1,
      name: 'Główny',
      bankName: 'Santander Bank Polska S.A.',
      iban: 'PL61109010140000071219812874',
      swift: '',
      currency: 'PLN',
      isDefault: true,
    };
    const api = stubApi({
      'GET /api/organization/bank-accounts': () => json(200, { bankAccounts: [] }),
      'POST /api/organization/bank-accounts': () => json(200, { bankAccounts: [saved] }),
    });
    await renderWithProviders(<BankAccountsTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('No bank accounts yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    await paste(user, within(dialog).getByLabelText(/^Account name/), 'Główny');
    await paste(user, within(dialog).getByLabelText(/^Account number/), '61 1090 1014 0000 0712 1981 2875');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please enter a valid account number (IBAN or 26-digit NRB).'),
    ).toBeTruthy();

    await paste(user, within(dialog).getByLabelText(/^Account number/), '61 1090 1014 0000 0712 1981 2874');
    // The bank's name follows the account number's bank code, and stays editable.
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Bank/).value).toBe('Santander Bank Polska S.A.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /api/organization/bank-accounts')[0]?.body).toEqual({
      name: 'Główny',
      bankName: 'Santander Bank Polska S.A.',
      iban: 'PL61109010140000071219812874',
      swift: '',
      currency: 'PLN',
      isDefault: false,
    });
    const table = screen.getByRole('table', { name: 'Bank accounts' });
    expect(within(table).getByText('PL61 1090 1014 0000 0712 1981 2874')).toBeTruthy();
    expect(within(table).getByText('Default')).toBeTruthy();
  });
});

describe('debt collection', () => {
  const debt: DebtSettings = {
    enabled: false,
    steps: [{ offsetDays: 7, channel: 'email', template: 'reminder' }],
  };

  it('refuses a repeated step and restores the usual schedule', async () => {
    const api = stubApi({
      'GET /api/organization/debt': () => json(200, debt),
      'PUT /api/organization/debt': (body) => json(200, body),
    });
    await renderWithProviders(<DebtTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add step' }));
    const second = screen.getByRole('group', { name: 'Step 2' });
    await paste(user, within(second).getByLabelText('Day'), '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This step repeats another one (same day and channel).')).toBeTruthy();
    expect(api.callsTo('PUT /api/organization/debt')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Restore the usual schedule' }));
    await user.click(screen.getByRole('switch', { name: /Send payment reminders automatically/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    const sent = api.callsTo('PUT /api/organization/debt')[0]?.body as DebtSettings;
    expect(sent.enabled).toBe(true);
    expect(sent.steps.map((step) => step.offsetDays)).toEqual([-3, 0, 7, 14, 30]);
    expect(screen.getAllByRole('group', { name: /^Step \d$/ })).toHaveLength(5);
  });
});

describe('invoice types', () => {
  it('needs VAT or VAT margin invoices', async () => {
    const api = stubApi({
      'GET /api/organization/invoice-types': () =>
        json(200, {
          vat: true,
          vatMargin: false,
          proforma: false,
          advance: false,
          final: false,
          correction: true,
        }),
    });
    await renderWithProviders(<InvoiceTypesTab />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: /^VAT invoice/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enable VAT invoices, VAT margin invoices or both.')).toBeTruthy();
    expect(api.callsTo('PUT /api/organization/invoice-types')).toEqual([]);
  });
});

describe('printing', () => {
  // Autosized text areas listen to document.fonts, which browsers have and jsdom has not.
  beforeAll(() => {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: vi.fn(), removeEventListener: vi.fn() },
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'fonts');
  });

  it('saves the default language, notes and footer of new invoices', async () => {
    const printing = { defaultLanguage: 'polish', notes: 'Dziękujemy.', footer: '' };
    const api = stubApi({
      'GET /api/organization/printing': () => json(200, printing),
      'PUT /api/organization/printing': (body) => json(200, body),
    });
    await renderWithProviders(<PrintingTab />);
    const user = userEvent.setup();
    const notes = await screen.findByRole('textbox', { name: /^Notes/ });
    expect((notes as HTMLTextAreaElement).value).toBe('Dziękujemy.');
    await user.click(screen.getByText('English (bilingual)'));
    await user.type(screen.getByRole('textbox', { name: /^Footer/ }), 'Demo sp. z o.o.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /api/organization/printing')[0]?.body).toEqual({
        defaultLanguage: 'english',
        notes: 'Dziękujemy.',
        footer: 'Demo sp. z o.o.',
      }),
    );
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
  });
});

describe('categories', () => {
  it('adds a category and shows a name already taken', async () => {
    let calls = 0;
    const api = stubApi({
      'GET /api/organization/categories': () => json(200, { categories: [] }),
      'POST /api/organization/categories': () =>
        ++calls === 1
          ? json(200, { categories: [{ id: 1, name: 'Paliwo', kind: 'cost' }] })
          : json(400, {
              message: 'Please correct the highlighted fields.',
              errors: { name: 'A category with this name already exists.' },
            }),
    });
    await renderWithProviders(<CategoriesTab />);
    const user = userEvent.setup();
    await paste(user, await screen.findByLabelText('Category name'), ' Paliwo ');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByRole('button', { name: 'Rename Paliwo' })).toBeTruthy();
    expect(api.callsTo('POST /api/organization/categories')[0]?.body).toEqual({
      name: 'Paliwo',
      kind: 'cost',
    });
    expect((screen.getByLabelText('Category name') as HTMLInputElement).value).toBe('');

    await paste(user, screen.getByLabelText('Category name'), 'paliwo');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    expect(await screen.findByText('A category with this name already exists.')).toBeTruthy();
  });
});
