import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { externalServices, type ConnectionStatus } from '@saldo/contracts/connections';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ConnectionsTab } from './ConnectionsTab.tsx';

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

const blank = (service: ConnectionStatus['service']): ConnectionStatus => ({
  service,
  setup: 'configured',
  lastSuccessAt: null,
  lastFailureAt: null,
  lastFailureKind: null,
  lastFailureDetail: null,
});

const services: ConnectionStatus[] = externalServices.map((service) =>
  service === 'gus'
    ? { ...blank(service), setup: 'not_configured' }
    : service === 'smtp'
      ? { ...blank(service), setup: 'test_mode' }
      : service === 'nbp'
        ? {
            ...blank(service),
            lastSuccessAt: '2026-03-01T10:00:00.000Z',
            lastFailureAt: '2026-03-02T10:00:00.000Z',
            lastFailureKind: 'unavailable',
            lastFailureDetail: 'fetch failed (connect ECONNREFUSED 10.0.0.1:443)',
          }
        : blank(service),
);

describe('ConnectionsTab', () => {
  it('lists every service with its set-up, last success and last failure with the reason', async () => {
    stubApi({ 'GET /api/organization/connections': () => json(200, { services }) });
    renderWithProviders(<ConnectionsTab />);
    const rows = await screen.findAllByRole('row', undefined, { timeout: 5000 });
    // A header and one row per service: GUS, white list, NBP, KSeF, SMTP, SMS, file storage.
    expect(rows).toHaveLength(8);
    const gus = screen.getByText('GUS REGON register').closest('tr') as HTMLElement;
    expect(within(gus).getByText('Not configured')).toBeTruthy();
    const smtp = screen.getByText('E-mail (SMTP)').closest('tr') as HTMLElement;
    expect(within(smtp).getByText('Test mode: not delivered')).toBeTruthy();
    const nbp = screen.getByText('NBP exchange rates').closest('tr') as HTMLElement;
    expect(within(nbp).getByText(/could not connect or no answer in time/)).toBeTruthy();
    expect(within(nbp).getByText('fetch failed (connect ECONNREFUSED 10.0.0.1:443)')).toBeTruthy();
    expect(screen.getByText('File storage')).toBeTruthy();
    expect(screen.getByText('SMS gateway')).toBeTruthy();
    expect(screen.getByText('KSeF')).toBeTruthy();
    expect(screen.getByText('VAT white list')).toBeTruthy();
  });

  it('tests a service now and shows its new status', async () => {
    const failed: ConnectionStatus = {
      ...blank('whiteList'),
      lastFailureAt: '2026-03-03T10:00:00.000Z',
      lastFailureKind: 'unavailable',
      lastFailureDetail: 'The operation was aborted due to timeout',
    };
    const api = stubApi({
      'GET /api/organization/connections': () => json(200, { services }),
      'POST /api/organization/connections/whiteList/test': () => json(200, { ok: false, status: failed }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ConnectionsTab />);
    await user.click(
      await screen.findByRole('button', { name: 'Test VAT white list now' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('The operation was aborted due to timeout')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'VAT white list: the test failed; the reason is shown in the table.',
    );
    expect(api.callsTo('POST /api/organization/connections/whiteList/test')).toHaveLength(1);
  });
});
