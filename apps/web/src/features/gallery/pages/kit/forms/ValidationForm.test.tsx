import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { useAllLanguages } from './use-all-languages.ts';
import { ValidationForm } from './ValidationForm.tsx';

/** As the page shows it: once the settings messages of all five languages are in. */
function Loaded() {
  return useAllLanguages('settings').isSuccess ? <ValidationForm /> : null;
}

const theForm = () => screen.getByRole('form', { name: 'Company details (validation example)' });

describe('the form validation page', () => {
  it('marks the required fields of the empty form, in the language chosen', async () => {
    await renderWithProviders(<Loaded />);
    const actor = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Company details (validation example)' });
    expect(within(form).queryAllByText('This field is required.')).toHaveLength(0);

    await actor.click(within(form).getByRole('button', { name: 'Save' }));
    // Name, NIP, building number, postal code and city: the required fields of the settings rules.
    expect(within(theForm()).getAllByText('This field is required.')).toHaveLength(5);
    expect(
      within(theForm())
        .getByLabelText(/Company name/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('Nothing yet: save the form to see the request it makes.')).toBeTruthy();

    await actor.click(screen.getByRole('radio', { name: 'Polski' }));
    expect(within(theForm()).getAllByText('To pole jest wymagane.')).toHaveLength(5);
    expect(within(theForm()).queryAllByText('This field is required.')).toHaveLength(0);
    expect(theForm().getAttribute('lang')).toBe('pl');

    await actor.click(screen.getByRole('radio', { name: 'Deutsch' }));
    expect(within(theForm()).getAllByText('Dieses Feld ist erforderlich.')).toHaveLength(5);
  });

  it('answers a wrong NIP and a too long name with the schema and the rules, in all five languages', async () => {
    await renderWithProviders(<Loaded />);
    const actor = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Company details (validation example)' });
    await actor.type(within(form).getByLabelText(/NIP/), '1234567890');
    await actor.click(within(form).getByLabelText(/Company name/));
    await actor.paste('x'.repeat(201));
    await actor.click(within(form).getByRole('button', { name: 'Save' }));

    expect(within(form).getByText('Invalid Company ID')).toBeTruthy();
    expect(within(form).getByText('At most 200 characters')).toBeTruthy();
    const matrix = screen.getByRole('table', { name: 'The messages in all five languages' });
    const nipRow = within(matrix).getByRole('row', { name: /NIP/ });
    for (const text of ['Invalid Company ID', 'Nieprawidłowy NIP firmy']) {
      expect(within(nipRow).getByText(text)).toBeTruthy();
    }
    expect(within(nipRow).getAllByRole('cell')).toHaveLength(5);
  });

  it('shows what a valid form would send, and sends nothing', async () => {
    await renderWithProviders(<Loaded />);
    const actor = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Company details (validation example)' });
    await actor.type(within(form).getByLabelText(/Company name/), 'Saldo sp. z o.o.');
    await actor.type(within(form).getByLabelText(/NIP/), '526-000-12-46');
    await actor.type(within(form).getByLabelText(/Building no/), '5');
    await actor.type(within(form).getByLabelText(/Postal code/), '00950');
    await actor.type(within(form).getByLabelText(/City/), 'Warszawa');
    await actor.click(within(form).getByRole('button', { name: 'Save' }));

    expect(screen.getByText('PUT /api/organization/company')).toBeTruthy();
    // The body is what the settings page sends: normalized (NIP digits, NN-NNN postal code).
    expect(screen.getByText(/"nip": "5260001246"/)).toBeTruthy();
    expect(screen.getByText(/"postalCode": "00-950"/)).toBeTruthy();
    expect(screen.getByText('What the form holds now passes every check.')).toBeTruthy();
  });
});
