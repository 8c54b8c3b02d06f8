import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Email, EmailDetail, EmailListResponse } from '@saldo/contracts/email';
import { json } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import EmailPage from './EmailPage.tsx';

const email = (overrides: Partial<Email> = {}): Email => ({
  id: 1,
  from: { email: 'ksiegowa@biuro.pl', name: 'Anna Nowak' },
  to: [{ email: 'admin@demo.com', name: 'Admin' }],
  cc: [],
  bcc: [],
  subject: 'Faktura za październik',
  message: 'W załączniku faktura',
  attachments: [],
  isStarred: false,
  labels: ['company'],
  time: '2026-11-20T10:00:00.000Z',
  replies: [],
  folder: 'inbox',
  isRead: false,
  readOnly: false,
  messageId: '<m1@biuro.pl>',
  ...overrides,
});

const detail = (remote: boolean): EmailDetail => ({
  ...email({ isRead: true }),
  message: remote
    ? '<p>W <strong>załączniku</strong> faktura</p><img src="https://tracker.example/p.gif" alt="logo">'
    : '<p>W <strong>załączniku</strong> faktura</p><script>alert(1)</script><form><input name="x"></form>',
  attachments: [
    {
      id: 5,
      fileName: 'FV-10.pdf',
      thumbnail: 'pdf',
      url: '/api/apps/email/emails/1/attachments/5',
      size: '24 kB',
      sizeBytes: 24_000,
      contentType: 'application/pdf',
      canAddToCosts: true,
    },
  ],
  html: true,
  hasRemoteImages: true,
  remoteImagesAllowed: remote,
  contractor: {
    id: 7,
    name: 'Biuro Rachunkowe Nowak',
    nip: '5260250274',
    email: 'ksiegowa@biuro.pl',
    openInvoices: [
      {
        id: 42,
        number: 'FV/3/2026',
        issueDate: '2026-10-01',
        dueDate: '2026-10-15',
        balance: 123_45,
        currency: 'PLN',
        isOverdue: true,
      },
    ],
  },
});

const status = { connected: true, state: 'watching', lastSyncAt: null, error: null, errorAt: null } as const;

function stubApi(list: EmailListResponse) {
  const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (url.pathname === '/api/apps/email/emails') return json(200, list);
    if (url.pathname === '/api/apps/email/emails/1')
      return json(200, { email: detail(url.searchParams.get('allowRemoteImages') === 'true') });
    if (url.pathname === '/api/apps/email/update-emails') return json(200, { emails: [] });
    if (url.pathname === '/api/apps/email/send') return json(200, { email: null, messageId: '<x@y>' });
    return json(404, { message: 'Not found' });
  });
  return { calls, to: (path: string) => calls.filter((call) => call.path === path) };
}

afterEach(() => vi.unstubAllGlobals());
// ProseMirror measures the DOM, which jsdom does not lay out: zero rectangles are enough here.
beforeAll(() => {
  const rects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects = rects as unknown as Range['getClientRects'];
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

const mailbox = (emails: Email[]): EmailListResponse => ({
  emails,
  emailsMeta: { inbox: 1, draft: 0, spam: 0 },
  source: 'mailbox',
  status,
});

describe('EmailPage', () => {
  it('opens a message: its HTML as formatting only, remote images on request, the contractor and files', async () => {
    loginAs('admin');
    const api = stubApi(mailbox([email()]));
    await renderWithProviders(<EmailPage />, { route: '/apps/email' });
    const actor = userEvent.setup();
    expect(await screen.findByRole('link', { name: /Inbox/ }, { timeout: 8000 })).toBeTruthy();
    expect(await screen.findByLabelText('Unread: 1', undefined, { timeout: 8000 })).toBeTruthy();
    await actor.click(screen.getByRole('button', { name: 'Open “Faktura za październik” from Anna Nowak' }));
    const body = await screen.findByTestId('mail-body', undefined, { timeout: 8000 });
    expect(body.querySelector('strong')?.textContent).toBe('załączniku');
    expect(body.querySelector('script, form, input, img')).toBeNull();
    const reader = screen.getByTestId('email-reader');
    expect(within(reader).getByRole('link', { name: 'Biuro Rachunkowe Nowak' }).getAttribute('href')).toBe(
      '/apps/contractors/7',
    );
    expect(within(reader).getByRole('link', { name: 'FV/3/2026' }).getAttribute('href')).toBe(
      '/apps/invoice/preview/42',
    );
    expect(within(reader).getByRole('button', { name: 'Add FV-10.pdf to costs' })).toBeTruthy();
    expect(within(reader).getByRole('button', { name: 'Download FV-10.pdf' })).toBeTruthy();

    await actor.click(within(reader).getByRole('button', { name: 'Show remote images' }));
    await waitFor(() =>
      expect(screen.getByTestId('mail-body').querySelector('img')?.getAttribute('src')).toBe(
        'https://tracker.example/p.gif',
      ),
    );
    expect(api.to('/api/apps/email/emails/1').at(-1)?.query.get('allowRemoteImages')).toBe('true');
  }, 60_000);

  it('asks for new mail every half minute while a mailbox is connected', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      loginAs('admin');
      const api = stubApi(mailbox([email()]));
      await renderWithProviders(<EmailPage />, { route: '/apps/email' });
      await screen.findByRole(
        'button',
        { name: 'Open “Faktura za październik” from Anna Nowak' },
        { timeout: 8000 },
      );
      const before = api.to('/api/apps/email/emails').length;
      await vi.advanceTimersByTimeAsync(30_000);
      await waitFor(() => expect(api.to('/api/apps/email/emails').length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);

  it('ticks every message and moves them to Trash; Delete on a row does the same', async () => {
    loginAs('admin');
    const api = stubApi(mailbox([email(), email({ id: 2, subject: 'Drugi' })]));
    await renderWithProviders(<EmailPage />, { route: '/apps/email' });
    const actor = userEvent.setup();
    await actor.click(
      await screen.findByRole('checkbox', { name: 'Select all messages' }, { timeout: 8000 }),
    );
    expect(screen.getByText('Selected: 2')).toBeTruthy();
    await actor.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.to('/api/apps/email/update-emails')[0]?.body).toEqual({
        emailIds: [1, 2],
        dataToUpdate: { folder: 'trash' },
      }),
    );
    const second = screen.getByRole('button', { name: 'Open “Drugi” from Anna Nowak' });
    second.focus();
    await actor.keyboard('k');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Open “Faktura/ }));
    await actor.keyboard('{Delete}');
    await waitFor(() =>
      expect(api.to('/api/apps/email/update-emails')[1]?.body).toEqual({
        emailIds: [1],
        dataToUpdate: { folder: 'trash' },
      }),
    );
  }, 60_000);

  it('replies: the sender as recipient, Re: subject, the original quoted, sent with replyToId', async () => {
    loginAs('admin');
    const api = stubApi(mailbox([email()]));
    await renderWithProviders(<EmailPage />, { route: '/apps/email' });
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: /Open “Faktura/ }, { timeout: 8000 }));
    await actor.click(await screen.findByRole('button', { name: 'Reply' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Subject')).toHaveProperty('value', 'Re: Faktura za październik');
    await waitFor(() => expect(dialog.querySelector('.ProseMirror')).not.toBeNull(), { timeout: 8000 });
    expect(dialog.querySelector('.ProseMirror blockquote strong')?.textContent).toBe('załączniku');
    await actor.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.to('/api/apps/email/send')).toHaveLength(1));
    expect(api.to('/api/apps/email/send')[0]?.body).toMatchObject({
      to: [{ email: 'ksiegowa@biuro.pl', name: 'Anna Nowak' }],
      subject: 'Re: Faktura za październik',
      replyToId: 1,
      draft: false,
    });
  }, 60_000);

  it('compose refuses a bad address and an empty recipient list, in words', async () => {
    loginAs('admin');
    const api = stubApi(mailbox([]));
    await renderWithProviders(<EmailPage />, { route: '/apps/email' });
    const actor = userEvent.setup();
    await actor.click(await screen.findByRole('button', { name: 'Compose' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    await actor.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Add at least one recipient')).toBeTruthy();
    await actor.type(within(dialog).getByRole('combobox', { name: 'To' }), 'nie-adres{Enter}');
    await actor.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('“nie-adres” is not an e-mail address')).toBeTruthy();
    expect(api.to('/api/apps/email/send')).toHaveLength(0);
  }, 60_000);

  it('without a mailbox: says so, links to connect one, lists the outgoing mail read only', async () => {
    loginAs('admin');
    stubApi({
      emails: [email({ readOnly: true, folder: 'sent', subject: 'Faktura FV/1/2026' })],
      emailsMeta: { inbox: 0, draft: 0, spam: 0 },
      source: 'outbox',
      status: { ...status, connected: false, state: 'stopped' },
    });
    await renderWithProviders(<EmailPage />, { route: '/apps/email' });
    expect(await screen.findByText('No mailbox connected', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect a mailbox' }).getAttribute('href')).toBe(
      '/pages/account-setting?tab=mailbox',
    );
    expect(screen.getByText('Faktura FV/1/2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compose' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  }, 60_000);
});
