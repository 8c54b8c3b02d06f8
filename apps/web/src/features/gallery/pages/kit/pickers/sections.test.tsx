import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodTableRow } from '@saldo/contracts/gallery';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { DateRangeSection } from './DateSections.tsx';
import { DropZonesSection } from './FileSections.tsx';

const invoice: GoodTableRow = {
  id: 1,
  number: 'FV/2026/03/001',
  issueDate: '2026-03-01',
  dueDate: '2026-03-15',
  status: 'issued',
  contractorId: 7,
  contractorName: 'Kowalski i Synowie sp.j.',
  contractorNip: '5260251049',
  contractorCity: 'Kraków',
  currency: 'PLN',
  gross: 123_00,
  balance: 123_00,
  grossPln: 123_00,
};

describe('the pickers’ sections', () => {
  it('refuse a due date before the issue date with the cost form’s own message, and offer the default term', async () => {
    await renderWithProviders(<DateRangeSection invoice={invoice} />, { lng: 'pl' });
    const due = screen.getByLabelText<HTMLInputElement>(/Termin płatności/);
    expect(due.value).toBe('2026-03-15');
    expect(due.min).toBe('2026-03-01');
    fireEvent.change(due, { target: { value: '2026-02-27' } });
    expect(screen.getByText('Termin płatności nie może być wcześniejszy niż data wystawienia')).toBeTruthy();
    // The cost form's default: the issue date plus 14 days, shown as dd.mm.rrrr.
    fireEvent.click(screen.getByRole('button', { name: 'Domyślny termin: 15.03.2026' }));
    expect(due.value).toBe('2026-03-15');
    expect(screen.queryByText('Termin płatności nie może być wcześniejszy niż data wystawienia')).toBeNull();
  });

  it('list a chosen attachment by name and size and refuse a file of another type, sending nothing', async () => {
    await renderWithProviders(<DropZonesSection />);
    // The dialog's accept list is only a hint: the zone checks the type itself.
    const actor = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText<HTMLInputElement>('Add file');
    const pdf = new File([new Uint8Array(2048)], 'faktura.pdf', { type: 'application/pdf' });
    const heic = new File(['x'], 'skan.heic', { type: 'image/heic' });
    await actor.upload(input, [pdf, heic]);
    await waitFor(() => expect(screen.getByText('faktura.pdf · 2 kB')).toBeTruthy());
    expect(screen.getByText('skan.heic: Attach a PDF, JPG or PNG file.')).toBeTruthy();
  });
});
