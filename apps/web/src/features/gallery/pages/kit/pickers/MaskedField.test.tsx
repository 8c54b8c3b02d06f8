import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { MaskedField } from './MaskedField.tsx';
import { IBAN_PL_MASK, NIP_MASK } from './masks.ts';

describe('a masked field', () => {
  it('formats a NIP as it is typed and says when its check digit is wrong', async () => {
    await renderWithProviders(<MaskedField mask={NIP_MASK} label="NIP" />);
    const actor = userEvent.setup();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'NIP' });

    await actor.type(field, '5260');
    expect(field.value).toBe('526-0');
    expect(screen.getByText('Incomplete: 4 of 10 digits')).toBeTruthy();

    await actor.type(field, '251048');
    expect(field.value).toBe('526-025-10-48');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Invalid checksum')).toBeTruthy();

    await actor.type(field, '{Backspace}9');
    expect(field.value).toBe('526-025-10-49');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText('Valid')).toBeTruthy();
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    await renderWithProviders(<MaskedField mask={NIP_MASK} label="NIP" initial="526025" />);
    const actor = userEvent.setup();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'NIP' });
    expect(field.value).toBe('526-025');
    // The caret after "526-": a 9 goes in there, and the caret stays right after it.
    await actor.click(field);
    field.setSelectionRange(4, 4);
    await actor.keyboard('9');
    expect(field.value).toBe('526-902-5');
    expect(field.selectionStart).toBe(5);
  });

  it('speaks the verdict in the UI language', async () => {
    await renderWithProviders(
      <MaskedField mask={IBAN_PL_MASK} label="IBAN" initial="61109010140000071219812875" />,
      {
        lng: 'pl',
      },
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'IBAN' }).value).toBe(
      'PL61 1090 1014 0000 0712 1981 2875',
    );
    expect(screen.getByText('Nieprawidłowa suma kontrolna')).toBeTruthy();
  });
});
