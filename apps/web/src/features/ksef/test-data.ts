// Sample answers for the KSeF tests (not imported by the app).
import type { KsefInvoiceState, KsefPanel, KsefSettings } from '@saldo/contracts/ksef';

export function ksefSettings(overrides: Partial<KsefSettings> = {}): KsefSettings {
  return {
    environment: 'test',
    tokenSet: false,
    tokenHint: '',
    sendOnIssue: false,
    receive: false,
    obligedFrom: null,
    offlineCertificate: null,
    ...overrides,
  };
}

export function ksefState(overrides: Partial<KsefInvoiceState> = {}): KsefInvoiceState {
  return {
    invoiceId: 11,
    state: 'not_sent',
    ksefNumber: null,
    acceptedAt: null,
    verificationUrl: null,
    error: null,
    attempts: 0,
    nextAttemptAt: null,
    upoAvailable: false,
    offline: null,
    ...overrides,
  };
}

export const acceptedState = (): KsefInvoiceState =>
  ksefState({
    state: 'accepted',
    ksefNumber: '5260250274-20260302-0100A1B2C3D4-7F',
    acceptedAt: '2026-03-02T10:15:00.000Z',
    verificationUrl: 'https://qr-test.ksef.mf.gov.pl/invoice/5260250274/02-03-2026/abc',
    attempts: 1,
    upoAvailable: true,
  });

export function ksefPanel(overrides: Partial<KsefPanel> = {}): KsefPanel {
  return {
    configured: true,
    environment: 'production',
    queue: { queued: 3, sending: 1, rejected: 2 },
    lastErrors: [
      {
        invoiceId: 14,
        number: 'FV/4/03/2026',
        error: 'Nieprawidłowy NIP nabywcy.',
        at: '2026-03-04T08:30:00.000Z',
      },
    ],
    lastFetch: { at: '2026-03-05T06:00:00.000Z', imported: 2, skipped: 1, error: null },
    ...overrides,
  };
}
