import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KsefSettingsInput } from '@saldo/contracts/ksef';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import AccountSettingsPage from '../../../app/pages/AccountSettingsRoute.tsx';
import { ksefSettings } from '../test-data.ts';
import { KsefSettingsTab } from './KsefSettingsTab.tsx';

const GET = 'GET /api/organization/ksef';
const PUT = 'PUT /api/organization/ksef';

/** The server's answer to a PUT: what it stores, and whether a token is kept (never the token). */
const saved = (body: unknown, tokenBefore: { set: boolean; hint: string }) => {
  const input = body as KsefSettingsInput;
  const token =
    input.token === undefined ? tokenBefore : { set: input.token !== '', hint: input.token.slice(-4) };
  return json(
    200,
    ksefSettings({
      environment: input.environment,
      sendOnIssue: input.sendOnIssue,
      receive: input.receive,
      obligedFrom: input.obligedFrom ?? null,
      tokenSet: token.set,
      tokenHint: token.hint,
    }),
  );
};

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KSeF settings', () => {
  it('explains each environment, and sends a typed token with the rest', async () => {
    const api = stubApi({
      [GET]: () => json(200, ksefSettings()),
      [PUT]: (body) => saved(body, { set: false, hint: '' }),
    });
    await renderWithProviders(<KsefSettingsTab />);
    const user = userEvent.setup();
    const environments = await screen.findByRole('radiogroup', { name: /KSeF environment/ });
    expect((within(environments).getByRole('radio', { name: /^Test/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      within(environments).getByText(
        "The Ministry of Finance's test environment: shared data, no legal effect.",
      ),
    ).toBeTruthy();
    expect(within(environments).getByText(/^Pre-production/)).toBeTruthy();
    expect(
      within(environments).getByText('The real KSeF: invoices sent here are legally binding.'),
    ).toBeTruthy();

    // Automation without a token does nothing, and the form says so.
    await user.click(screen.getByRole('switch', { name: /Send invoices to KSeF when they are issued/ }));
    expect(
      screen.getByText('Without a KSeF token nothing is sent or fetched. Enter the token above.'),
    ).toBeTruthy();

    const token = screen.getByLabelText(/^KSeF token/) as HTMLInputElement;
    expect(token.type).toBe('password');
    expect(token.autocomplete).toBe('new-password');
    await user.type(token, '  20260301-EC-ABCDEF|nip-5260250274|9f3c  ');
    expect(screen.queryByText(/Without a KSeF token/)).toBeNull();
    await user.click(within(environments).getByRole('radio', { name: /^Production/ }));
    await user.click(screen.getByRole('switch', { name: /Fetch purchase invoices from KSeF into costs/ }));
    await save();

    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      environment: 'production',
      sendOnIssue: true,
      receive: true,
      obligedFrom: null,
      token: '20260301-EC-ABCDEF|nip-5260250274|9f3c',
    });
    // The token is not kept in the form: only the hint of the stored one shows.
    expect(await screen.findByText('A token is set (…9f3c)')).toBeTruthy();
    expect(screen.queryByLabelText(/KSeF token/)).toBeNull();
    expect((screen.getByRole('button', { name: 'Discard changes' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps the stored token unless a new one is typed or it is removed', async () => {
    let stored = { set: true, hint: 'AB12' };
    const api = stubApi({
      [GET]: () => json(200, ksefSettings({ tokenSet: true, tokenHint: 'AB12', sendOnIssue: true })),
      [PUT]: (body) => {
        const answer = saved(body, stored);
        const input = body as KsefSettingsInput;
        if (input.token !== undefined) stored = { set: input.token !== '', hint: input.token.slice(-4) };
        return answer;
      },
    });
    await renderWithProviders(<KsefSettingsTab />);
    const user = userEvent.setup();
    expect(await screen.findByText('A token is set (…AB12)')).toBeTruthy();

    // Another setting changes: no token in the body, so the server keeps it.
    await user.click(screen.getByRole('switch', { name: /Fetch purchase invoices/ }));
    await save();
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    expect(api.callsTo(PUT)[0]?.body).toEqual({
      environment: 'test',
      sendOnIssue: true,
      receive: true,
      obligedFrom: null,
    });
    expect(await screen.findByText('A token is set (…AB12)')).toBeTruthy();

    // Replace, but leave the field empty (or blank): still kept.
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    const replacement = screen.getByLabelText(/^New KSeF token/);
    expect(screen.getByText('Leave empty to keep the current token.')).toBeTruthy();
    await user.type(replacement, '   ');
    await save();
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(2));
    expect(api.callsTo(PUT)[1]?.body).not.toHaveProperty('token');

    // Replace with a typed token: sent.
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    await user.type(screen.getByLabelText(/^New KSeF token/), 'new-token-XY99');
    await save();
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(3));
    expect(api.callsTo(PUT)[2]?.body).toMatchObject({ token: 'new-token-XY99' });
    expect(await screen.findByText('A token is set (…XY99)')).toBeTruthy();

    // Remove, think better of it, then remove for real: '' removes it.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText(/The token will be removed when you save/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep the current token' }));
    expect(screen.getByText('A token is set (…XY99)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await save();
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(4));
    expect(api.callsTo(PUT)[3]?.body).toMatchObject({ token: '' });
    expect(await screen.findByLabelText(/^KSeF token/)).toBeTruthy();
  });

  it('shows and sends the day the company is obliged to use KSeF from, and clears it', async () => {
    const api = stubApi({
      [GET]: () => json(200, ksefSettings({ obligedFrom: '2026-04-01' })),
      [PUT]: (body) => saved(body, { set: false, hint: '' }),
    });
    await renderWithProviders(<KsefSettingsTab />);
    const obliged = (await screen.findByLabelText(
      /Obliged to issue invoices in KSeF from/,
    )) as HTMLInputElement;
    expect(obliged.type).toBe('date');
    expect(obliged.value).toBe('2026-04-01');
    expect(screen.getByText(/an invoice without a KSeF number prints as a preview/)).toBeTruthy();

    fireEvent.change(obliged, { target: { value: '2026-02-01' } });
    await save();
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(1));
    expect((api.callsTo(PUT)[0]?.body as KsefSettingsInput).obligedFrom).toBe('2026-02-01');

    // Emptied: the company is not obliged.
    fireEvent.change(obliged, { target: { value: '' } });
    await save();
    await waitFor(() => expect(api.callsTo(PUT)).toHaveLength(2));
    expect((api.callsTo(PUT)[1]?.body as KsefSettingsInput).obligedFrom).toBeNull();
  });

  it('shows the server’s refusal under the field and keeps what was typed', async () => {
    stubApi({
      [GET]: () => json(200, ksefSettings()),
      [PUT]: () =>
        json(400, {
          message: 'Please correct the highlighted fields.',
          errors: { token: 'This does not look like a KSeF token.' },
        }),
    });
    await renderWithProviders(<KsefSettingsTab />);
    const user = userEvent.setup();
    const token = (await screen.findByLabelText(/^KSeF token/)) as HTMLInputElement;
    await user.type(token, 'oops');
    await save();
    expect(await screen.findByText('This does not look like a KSeF token.')).toBeTruthy();
    expect(screen.getByText('Your changes could not be saved')).toBeTruthy();
    expect(token.value).toBe('oops');
  });

  it('is a tab of the company settings, opened by its link', async () => {
    stubApi({
      'GET /api/account-setting/data': () =>
        json(200, {
          general: { avatar: null, username: 'anna', fullName: 'Anna Nowak', email: 'a@b.pl', company: '' },
          info: { bio: '', dob: '', country: '', website: '', phone: '' },
          social: {
            socialLinks: { twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: '' },
            connections: { twitter: false, google: false, facebook: false, github: false },
          },
          notification: {
            commentOnArticle: true,
            AnswerOnForm: true,
            followMe: false,
            newAnnouncements: false,
            productUpdates: true,
            blogDigest: false,
          },
        }),
      [GET]: () => json(200, ksefSettings({ environment: 'demo' })),
    });
    await renderWithProviders(<AccountSettingsPage />, { route: '/pages/account-setting?tab=ksef' });
    expect((await screen.findByRole('tab', { name: 'KSeF' })).getAttribute('aria-selected')).toBe('true');
    const form = await screen.findByRole('form', { name: 'KSeF' });
    expect((within(form).getByRole('radio', { name: /^Demo/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('speaks Polish', async () => {
    stubApi({ [GET]: () => json(200, ksefSettings({ tokenSet: true, tokenHint: 'AB12' })) });
    await renderWithProviders(<KsefSettingsTab />, { lng: 'pl' });
    expect(await screen.findByText('Token jest ustawiony (…AB12)')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Wysyłaj faktury do KSeF przy wystawieniu/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Produkcyjne/ })).toBeTruthy();
  });
});
