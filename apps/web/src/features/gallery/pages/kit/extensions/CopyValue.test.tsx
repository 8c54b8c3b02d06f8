import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { CopyValue } from './CopyValue.tsx';

const IBAN = 'PL61109010140000071219812874';

describe('the copy button with its fallback (extensions gallery)', () => {
  it('copies the electronic form of what it shows and says so', async () => {
    const write = vi.fn(() => Promise.resolve());
    await renderWithProviders(
      <CopyValue
        label="Main account"
        value={IBAN}
        display="PL61 1090 1014 0000 0712 1981 2874"
        write={write}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy: Main account' }));
    expect(write).toHaveBeenCalledWith(IBAN);
    expect(await screen.findByRole('button', { name: 'Copied: Main account' })).toBeTruthy();
  });

  it('offers the value selected in a field when the browser refuses', async () => {
    const write = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    await renderWithProviders(<CopyValue label="Main account" value={IBAN} write={write} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy: Main account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The browser did not allow copying');
    const field = screen.getByRole('textbox', { name: 'Main account' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect((field as HTMLInputElement).value).toBe(IBAN);
  });
});
