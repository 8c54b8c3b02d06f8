import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationList } from '@saldo/contracts/notifications';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotificationBell } from './NotificationBell.tsx';

/** No live channel in jsdom: a socket that never opens. */
class QuietSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}

const list = (unread: number): NotificationList => ({
  unreadCount: unread,
  notifications: [
    {
      id: 7,
      kind: 'invoicePaid',
      params: { number: 'FV/1/11/2026', buyer: 'ACME' },
      link: '/apps/invoice/preview/3',
      createdAt: '2026-11-26T10:00:00.000Z',
      read: unread === 0,
    },
  ],
});

beforeEach(() => {
  vi.stubGlobal('WebSocket', QuietSocket);
  loginAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification bell', () => {
  it('shows the unread count, lists the events and marks them all read', async () => {
    const api = stubApi({
      'GET /api/notifications': () => json(200, list(1)),
      'POST /api/notifications/read-all': () => json(200, list(0)),
    });
    const user = userEvent.setup();
    await renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications (unread: 1)' });
    await user.click(bell);
    expect(await screen.findByText('Payment received for invoice FV/1/11/2026 (ACME)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('button', { name: 'Notifications (unread: 0)' });
    expect(api.callsTo('POST /api/notifications/read-all')).toHaveLength(1);
  });

  it('switches a kind of event off for the bell', async () => {
    const api = stubApi({
      'GET /api/notifications': () => json(200, list(0)),
      'GET /api/notifications/preferences': () =>
        json(200, {
          preferences: [
            { kind: 'invoicePaid', bell: true },
            { kind: 'ksefAccepted', bell: true },
          ],
        }),
      'PUT /api/notifications/preferences': (body) => json(200, body),
    });
    const user = userEvent.setup();
    await renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications (unread: 0)' }));
    await user.click(screen.getByRole('button', { name: 'Choose which events come here' }));
    await user.click(await screen.findByRole('switch', { name: 'Invoice paid' }));
    await waitFor(() => expect(api.callsTo('PUT /api/notifications/preferences')).toHaveLength(1));
    expect(api.callsTo('PUT /api/notifications/preferences')[0]?.body).toEqual({
      preferences: [
        { kind: 'invoicePaid', bell: false },
        { kind: 'ksefAccepted', bell: true },
      ],
    });
  });
});
