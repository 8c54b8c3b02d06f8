import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SeriesNext } from '@saldo/contracts/organization-settings';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { series } from '../../../test/settings-fixtures.ts';
import { NumberingTab } from './NumberingTab.tsx';
import { previewNumber } from './series-preview.ts';

beforeEach(() => {
  loginAs('admin');
  // Only Date is faked: timers stay real, so user-event and React Query behave as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2025, 2, 14, 12) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server's answer: 8 VAT invoices this month (9 this year), no correction yet. */
const next: SeriesNext = {
  date: '2025-03-14',
  series: [
    { documentType: 'vat', number: 'FV/9/03/2025', next: { never: 12, yearly: 10, monthly: 9 } },
    { documentType: 'correction', number: 'KOR/1/03/2025', next: { never: 1, yearly: 1, monthly: 1 } },
  ],
};

describe('previewNumber', () => {
  it("formats the counter the server gives next in the edited series' reset period", () => {
    expect(previewNumber({ documentType: 'vat', template: 'FV/{NR:3}/{YY}', reset: 'yearly' }, next)).toBe(
      'FV/010/25',
    );
    expect(previewNumber({ documentType: 'vat', template: 'FV/{NR}', reset: 'never' }, next)).toBe('FV/12');
  });

  it('gives null for an invalid template, and while the counters are not known', () => {
    expect(previewNumber({ documentType: 'vat', template: 'FV/{NR}', reset: 'monthly' }, next)).toBeNull();
    expect(
      previewNumber({ documentType: 'vat', template: 'FV/{NR}/{MM}/{YYYY}', reset: 'monthly' }, undefined),
    ).toBeNull();
  });
});

describe('document numbering', () => {
  it('shows the number the next invoice of every series gets, and updates it while typing', async () => {
    stubApi({
      'GET /api/organization/series': () => json(200, { series }),
      'GET /api/organization/series/next': () => json(200, next),
    });
    await renderWithProviders(<NumberingTab />);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByTestId('preview-vat').textContent).toBe('FV/9/03/2025'), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('preview-correction').textContent).toBe('KOR/1/03/2025');

    const template = screen.getByLabelText('Template for VAT invoice');
    await user.clear(template);
    await user.type(template, 'A/{{NR:4}-{{MM}');
    expect(screen.getByTestId('preview-vat').textContent).toBe('—');
    await user.type(template, '{{YYYY}');
    expect(screen.getByTestId('preview-vat').textContent).toBe('A/0009-032025');
  });

  it('explains a template that does not fit its reset period, and saves a valid one', async () => {
    const api = stubApi({
      'GET /api/organization/series': () => json(200, { series }),
      'GET /api/organization/series/next': () => json(200, next),
      'PUT /api/organization/series': (body) => json(200, body),
    });
    await renderWithProviders(<NumberingTab />);
    const user = userEvent.setup();
    const template = await screen.findByLabelText('Template for VAT invoice');
    await user.clear(template);
    await user.type(template, 'FV/{{NR}/{{YYYY}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A monthly series needs the month in the template: {MM}.')).toBeTruthy();
    expect(api.callsTo('PUT /api/organization/series')).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Restart of VAT invoice numbering' }));
    await user.click(await screen.findByRole('option', { name: 'Every year' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    const sent = api.callsTo('PUT /api/organization/series')[0]?.body as { series: unknown[] };
    expect(sent.series[0]).toEqual({ documentType: 'vat', template: 'FV/{NR}/{YYYY}', reset: 'yearly' });
    expect(sent.series).toHaveLength(6);
  });
});
