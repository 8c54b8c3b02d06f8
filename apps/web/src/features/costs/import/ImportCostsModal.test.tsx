import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubCostsApi } from '../test-data.ts';
import { ImportCostsModal } from './ImportCostsModal.tsx';

const IMPORT = 'POST /api/documents/costs/import';
const xml = (name: string) => new File(['<Faktura/>'], name, { type: 'text/xml' });

beforeEach(() => loginAs('admin'));
afterEach(() => vi.unstubAllGlobals());

describe('the KSeF XML import', () => {
  it('sends the dropped files and lists each one: a draft to review, or the reason it was refused', async () => {
    const api = stubCostsApi({
      [IMPORT]: () =>
        json(200, {
          results: [
            {
              ok: true,
              fileName: 'FA_1.xml',
              costId: 41,
              number: 'FV/2026/03/118',
              supplierName: 'Hurtownia Nowa Sp. z o.o.',
              supplierNip: '5252248481',
              supplierCreated: true,
              gross: 246000,
              currency: 'PLN',
            },
            {
              ok: false,
              fileName: 'FA_2.xml',
              reason: 'schema',
              message: "The file does not match the KSeF schema: line 12: element 'P_2' is missing.",
            },
          ],
        }),
    });
    const user = userEvent.setup({ applyAccept: false });
    await renderWithProviders(<ImportCostsModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import from KSeF XML' });
    await user.upload(within(dialog).getByLabelText('Choose KSeF XML files'), [
      xml('FA_1.xml'),
      xml('FA_2.xml'),
      new File(['%PDF'], 'skan.pdf', { type: 'application/pdf' }),
    ]);

    const table = await within(dialog).findByRole('table', { name: 'Import results' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const sent = api.callsTo(IMPORT)[0]?.body as FormData;
    expect(sent.getAll('files').map((file) => (file as File).name)).toEqual(['FA_1.xml', 'FA_2.xml']);

    const ok = within(table).getByText('FA_1.xml').closest('tr') as HTMLElement;
    expect(within(ok).getByText('FV/2026/03/118')).toBeTruthy();
    expect(within(ok).getByText('Hurtownia Nowa Sp. z o.o.')).toBeTruthy();
    expect(within(ok).getByText('New supplier')).toBeTruthy();
    expect(within(ok).getByText('PLN 2,460.00')).toBeTruthy();
    expect(
      within(ok).getByRole('link', { name: 'Review document FV/2026/03/118' }).getAttribute('href'),
    ).toBe('/documents/costs/41');
    const refused = within(table).getByText('FA_2.xml').closest('tr') as HTMLElement;
    expect(within(refused).getByText(/line 12: element 'P_2' is missing/)).toBeTruthy();
    const pdf = within(table).getByText('skan.pdf').closest('tr') as HTMLElement;
    expect(within(pdf).getByText(/This is not an XML file/)).toBeTruthy();
    expect(within(dialog).getByText('Documents to confirm: 1 · files refused: 2')).toBeTruthy();
  });

  it('shows the server refusal of a whole upload', async () => {
    stubCostsApi({ [IMPORT]: () => json(400, { message: 'Choose one or more KSeF XML files.' }) });
    const user = userEvent.setup();
    await renderWithProviders(<ImportCostsModal opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Choose KSeF XML files'), [xml('FA_1.xml')]);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Choose one or more KSeF XML files.',
    );
  });
});
