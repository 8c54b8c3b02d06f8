import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { invoiceListItem } from '../../../../invoices/test-data.ts';
import { InvoiceContextList } from './InvoiceContextList.tsx';

const invoices = [
  invoiceListItem({ id: 11, number: 'FV/11/2026', editable: true }),
  invoiceListItem({ id: 12, number: 'FV/12/2026', editable: false }),
];

async function renderList() {
  const onOpenPdf = vi.fn();
  const onCopyNumber = vi.fn();
  const view = await renderWithProviders(
    <InvoiceContextList
      invoices={invoices}
      label="Invoices"
      onOpenPdf={onOpenPdf}
      onCopyNumber={onCopyNumber}
    />,
  );
  return { ...view, onOpenPdf, onCopyNumber };
}

describe('the invoice context menu (extensions gallery)', () => {
  it('opens from the keyboard on the focused row with Shift+F10, and Escape gives the focus back', async () => {
    const { onOpenPdf } = await renderList();
    const actor = userEvent.setup();
    const row = screen.getByRole('link', { name: 'FV/12/2026' });
    row.focus();

    await actor.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await screen.findByRole('menu', { name: 'Invoice FV/12/2026' });
    expect(menu).toBeTruthy();
    // The first action has the focus; an invoice already sent cannot be edited, and nothing deletes.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Open'));
    expect(screen.getByRole('menuitem', { name: /^Edit/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('menuitem', { name: /^Delete/ }).hasAttribute('disabled')).toBe(true);

    await actor.keyboard('{ArrowDown}{Enter}');
    expect(onOpenPdf).toHaveBeenCalledWith(invoices[1]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    row.focus();
    await actor.keyboard('{ContextMenu}');
    await screen.findByRole('menu', { name: 'Invoice FV/12/2026' });
    await actor.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(row);
  });

  it('opens for the row that was right-clicked, with its own actions', async () => {
    const { onCopyNumber, router } = await renderList();
    fireEvent.contextMenu(screen.getByText('FV/11/2026'), { clientX: 40, clientY: 60 });
    await screen.findByRole('menu', { name: 'Invoice FV/11/2026' });
    expect(screen.getByRole('menuitem', { name: 'Edit' }).hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('menuitem', { name: 'Copy the number' }));
    expect(onCopyNumber).toHaveBeenCalledWith(invoices[0]);

    fireEvent.contextMenu(screen.getByText('FV/11/2026'), { clientX: 40, clientY: 60 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/11'));
  });
});
