import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KsefOfflineCertificateInput } from '@saldo/contracts/ksef';
import { json, stubApi } from '../../../test/api-stub.ts';
import { loginAs } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import InvoicePreviewPage from '../../../app/pages/InvoicePreviewRoute.tsx';
import { invoiceResponse } from '../../invoices/test-data.ts';
import { ksefSettings, ksefState } from '../test-data.ts';
import { KsefSettingsTab } from './KsefSettingsTab.tsx';

const SETTINGS = 'GET /api/organization/ksef';
const CERTIFICATE = 'PUT /api/organization/ksef/offline-certificate';
const REMOVE = 'DELETE /api/organization/ksef/offline-certificate';
const STATE = 'GET /api/apps/invoice/invoices/11/ksef';
const OFFLINE = 'POST /api/apps/invoice/invoices/11/ksef/offline';

const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
const KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----';
const withCertificate = ksefSettings({
  tokenSet: true,
  offlineCertificate: { serial: '01F20A5D352AE590', validTo: '2027-11-25T10:00:00.000Z' },
});

beforeEach(() => loginAs('admin'));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the offline certificate in the KSeF settings', () => {
  it('asks for both parts, shows the server’s verdict under its field, and uploads', async () => {
    let answer = json(400, {
      message: 'Please correct the highlighted fields.',
      errors: { privateKey: 'This private key does not belong to this certificate.' },
    });
    const api = stubApi({
      [SETTINGS]: () => json(200, ksefSettings()),
      [CERTIFICATE]: () => answer,
    });
    await renderWithProviders(<KsefSettingsTab />);
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Offline certificate' }));
    expect(section.getByText(/No offline certificate is uploaded/)).toBeTruthy();

    const upload = section.getByRole('button', { name: 'Upload certificate' });
    await user.click(upload);
    expect(api.callsTo(CERTIFICATE)).toHaveLength(0);
    expect(section.getAllByText('This field is required.')).toHaveLength(2);

    await user.type(section.getByRole('textbox', { name: /^Certificate/ }), PEM);
    await user.type(section.getByRole('textbox', { name: /^Private key/ }), KEY);
    await user.click(upload);
    expect(await section.findByText('This private key does not belong to this certificate.')).toBeTruthy();

    answer = json(200, withCertificate);
    await user.click(upload);
    expect(await section.findByText(/Certificate 01F20A5D352AE590, valid until/)).toBeTruthy();
    const body = api.callsTo(CERTIFICATE).at(-1)?.body as KsefOfflineCertificateInput;
    expect(body).toEqual({ certificate: PEM, privateKey: KEY });
  }, 120_000);

  it('removes the certificate', async () => {
    const api = stubApi({
      [SETTINGS]: () => json(200, withCertificate),
      [REMOVE]: () => json(200, ksefSettings({ tokenSet: true })),
    });
    await renderWithProviders(<KsefSettingsTab />);
    const user = userEvent.setup();
    const section = within(await screen.findByRole('region', { name: 'Offline certificate' }));
    await user.click(section.getByRole('button', { name: 'Remove certificate' }));
    expect(await section.findByText(/No offline certificate is uploaded/)).toBeTruthy();
    expect(api.callsTo(REMOVE)).toHaveLength(1);
  }, 120_000);
});

describe('issuing an invoice offline from its KSeF card', () => {
  it('is offered with a certificate, confirmed, and then shows the deadline and both codes', async () => {
    const offline = ksefState({
      state: 'queued',
      verificationUrl: 'https://qr-test.ksef.mf.gov.pl/invoice/1234563218/20-11-2026/abc',
      offline: {
        issuedAt: '2026-11-20T09:00:00.000Z',
        sendBy: '2026-11-23',
        certificateUrl: 'https://qr-test.ksef.mf.gov.pl/certificate/Nip/1234563218/1234563218/01/abc/sig',
      },
    });
    let state = ksefState();
    const api = stubApi({
      'GET /api/apps/invoice/invoices/11': () => json(200, invoiceResponse()),
      'GET /api/apps/invoice/debt-history': () => json(200, { entries: [] }),
      [SETTINGS]: () => json(200, withCertificate),
      [STATE]: () => json(200, state),
      [OFFLINE]: () => {
        state = offline;
        return json(202, offline);
      },
    });
    await renderWithProviders(<InvoicePreviewPage />, {
      route: '/apps/invoice/preview/11',
      path: '/apps/invoice/preview/:id',
    });
    const user = userEvent.setup();
    const ksef = within(await screen.findByRole('region', { name: 'KSeF' }));
    await user.click(await ksef.findByRole('button', { name: 'Issue offline' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Issue this invoice in offline mode?' }, { timeout: 10_000 }),
    );
    expect(dialog.getByText(/its file is fixed and can no longer be changed/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Issue offline' }));

    expect(await ksef.findByText('Issued in offline mode', {}, { timeout: 10_000 })).toBeTruthy();
    expect(ksef.getByText(/It must reach KSeF by/)).toBeTruthy();
    expect(ksef.getByRole('link', { name: 'KOD I (OFFLINE)' }).getAttribute('href')).toBe(
      offline.verificationUrl,
    );
    expect(ksef.getByRole('link', { name: 'KOD II (CERTYFIKAT)' }).getAttribute('href')).toBe(
      offline.offline?.certificateUrl,
    );
    expect(ksef.queryByRole('button', { name: 'Issue offline' })).toBeNull();
    expect(api.callsTo(OFFLINE)).toHaveLength(1);
  }, 120_000);

  it('is not offered without a certificate', async () => {
    stubApi({
      'GET /api/apps/invoice/invoices/11': () => json(200, invoiceResponse()),
      'GET /api/apps/invoice/debt-history': () => json(200, { entries: [] }),
      [SETTINGS]: () => json(200, ksefSettings({ tokenSet: true })),
      [STATE]: () => json(200, ksefState()),
    });
    await renderWithProviders(<InvoicePreviewPage />, {
      route: '/apps/invoice/preview/11',
      path: '/apps/invoice/preview/:id',
    });
    const ksef = within(await screen.findByRole('region', { name: 'KSeF' }));
    expect(await ksef.findByRole('button', { name: 'Send to KSeF' })).toBeTruthy();
    expect(ksef.queryByRole('button', { name: 'Issue offline' })).toBeNull();
  }, 120_000);
});
