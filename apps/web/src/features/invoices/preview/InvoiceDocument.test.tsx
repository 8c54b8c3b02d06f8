import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { KSEF_PREVIEW_WORDING } from '@saldo/contracts/invoice-wording';
import { renderWithProviders } from '../../../test/render.tsx';
import { invoiceResponse } from '../test-data.ts';
import { InvoiceDocument } from './InvoiceDocument.tsx';

describe('the invoice document of a company obliged to use KSeF', () => {
  it('marks an invoice KSeF has not numbered as a preview, title included', async () => {
    await renderWithProviders(<InvoiceDocument data={invoiceResponse({ ksefPreview: true })} />);
    const band = screen.getByTestId('ksef-preview');
    expect(band.textContent).toBe(KSEF_PREVIEW_WORDING.pl);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Podgląd: Faktura VAT');
  });

  it('says it in English too on an English invoice', async () => {
    await renderWithProviders(
      <InvoiceDocument data={invoiceResponse({ ksefPreview: true, language: 'english' })} />,
    );
    expect(screen.getByTestId('ksef-preview').textContent).toBe(
      `${KSEF_PREVIEW_WORDING.pl}${KSEF_PREVIEW_WORDING.en}`,
    );
    expect(screen.getByText('Preview: VAT invoice')).toBeTruthy();
  });

  it('shows an invoice as before when it is not a preview (numbered by KSeF, or not obliged)', async () => {
    await renderWithProviders(<InvoiceDocument data={invoiceResponse({ ksefPreview: false })} />);
    expect(screen.queryByTestId('ksef-preview')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Faktura VAT');
  });
});

describe('the invoice document of a buyer’s JST unit (issue 31, item 7)', () => {
  it('names the unit under the buyer, as the PDF and the KSeF file do', async () => {
    const data = invoiceResponse();
    const unit = {
      kind: 'jst' as const,
      nip: '5260251049',
      name: 'Szkoła Podstawowa nr 3',
      street: 'ul. Akacjowa',
      buildingNumber: '200',
      flatNumber: '',
      postalCode: '00-007',
      city: 'Bzdziszewo',
      country: 'PL',
    };
    data.invoice.buyer = { ...data.invoice.buyer, recipientUnit: unit };
    await renderWithProviders(<InvoiceDocument data={data} />);
    expect(screen.getByText('Odbiorca – jednostka podrzędna JST')).toBeTruthy();
    expect(screen.getByText('Szkoła Podstawowa nr 3')).toBeTruthy();
    expect(screen.getByText('NIP: 5260251049')).toBeTruthy();
  });

  it('shows no recipient for a buyer without one', async () => {
    await renderWithProviders(<InvoiceDocument data={invoiceResponse()} />);
    expect(screen.queryByText(/Odbiorca/)).toBeNull();
  });
});
