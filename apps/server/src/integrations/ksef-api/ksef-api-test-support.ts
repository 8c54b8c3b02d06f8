// Shared by the KSeF API client tests: the fake, a client pointed at it, and an official sample invoice
// (MF's FA_3_Przykład_1: seller 9999999999, buyer 1111111111, P_2 "FV2026/02/150") read at test time.
import { readFileSync } from 'node:fs';
import {
  startFakeKsefServer,
  type FakeKsefOptions,
  type FakeKsefServer,
} from '../../../test/fakes/fake-ksef-server.ts';
import { KsefApiError } from './ksef-api-error.ts';
import type { KsefApiClientOptions } from './ksef-api-types.ts';
import { KsefApiClient } from './ksef-api-client.ts';

export const SAMPLE_SELLER_NIP = '9999999999';
export const SAMPLE_BUYER_NIP = '1111111111';

export const sampleInvoiceBytes = (): Buffer =>
  readFileSync(new URL('../ksef/fixtures/fa3/FA_3_Przykład_1.xml', import.meta.url));

/** The sample under another invoice number (KSeF treats seller + number as the identity). */
export function sampleInvoiceXml(invoiceNumber = 'FV2026/02/150'): string {
  const xml = sampleInvoiceBytes().toString('utf8');
  const renumbered = xml.replace('<P_2>FV2026/02/150</P_2>', `<P_2>${invoiceNumber}</P_2>`);
  if (!renumbered.includes(`<P_2>${invoiceNumber}</P_2>`))
    throw new Error('the sample changed: no P_2 found');
  return renumbered;
}

export function startFake(options: FakeKsefOptions = {}): Promise<FakeKsefServer> {
  return startFakeKsefServer({ authPendingPolls: 1, invoicePendingPolls: 1, ...options });
}

export function clientFor(
  fake: FakeKsefServer,
  overrides: Partial<KsefApiClientOptions> = {},
): KsefApiClient {
  return new KsefApiClient({
    baseUrl: fake.url,
    timeoutMs: 2_000,
    pollIntervalMs: 5,
    pollTimeoutMs: 2_000,
    ...overrides,
  });
}

/** The KsefApiError a promise rejects with (anything else fails the test). */
export async function ksefError(promise: Promise<unknown>): Promise<KsefApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof KsefApiError)) throw new Error(`expected a KsefApiError, got ${String(error)}`);
  return error;
}
