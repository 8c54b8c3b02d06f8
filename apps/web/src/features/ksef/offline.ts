import type { KsefInvoiceState } from '@saldo/contracts/ksef';

/**
 * Whether the invoice may still be issued offline: KSeF has not taken it (nor is taking it now) and it
 * is not offline yet. The server decides again (a queued row may have been sent meanwhile).
 */
export const canGoOffline = (ksef: KsefInvoiceState | undefined) =>
  ksef !== undefined &&
  ksef.offline === null &&
  (ksef.state === 'not_sent' || ksef.state === 'queued' || ksef.state === 'rejected');
