import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { series } from '../test/settings-fixtures.ts';
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

describe('previewNumber', () => {
  it('formats the first number of today and gives null for an invalid template', () => {
    expect(
      previewNumber({ documentType: 'vat', template: 'FV/{NR:3}/{YY}', reset: 'yearly' }, '2025-03-14'),
    ).toBe('FV/001/25');
    expect(
      previewNumber({ documentType: 'vat', template: 'FV/{NR}', reset: 'monthly' }, '2025-03-14'),
    ).toBeNull();
  });
});

describe('document numbering', () => {
  it('shows the next number of every series and updates it while typing', async () => {
    stubApi({ 'GET /api/organization/series': () => json(200, { series }) });
    await renderWithProviders(<NumberingTab />);
    const user = userEvent.setup();
    expect((await screen.findByTestId('preview-vat')).textContent).toBe('FV/1/03/2025');
    expect(screen.getByTestId('preview-correction').textContent).toBe('KOR/1/03/2025');

    const template = screen.getByLabelText('Template for VAT invoice');
    await user.clear(template);
    await user.type(template, 'A/{{NR:4}-{{MM}');
    expect(screen.getByTestId('preview-vat').textContent).toBe('—');
    await user.type(template, '{{YYYY}');
    expect(screen.getByTestId('preview-vat').textContent).toBe('A/0001-032025');
  });

  it('explains a template that does not fit its reset period, and saves a valid one', async () => {
    const api = stubApi({
      'GET /api/organization/series': () => json(200, { series }),
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
