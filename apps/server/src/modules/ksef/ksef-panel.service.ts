import type { KsefPanel } from '@saldo/contracts/ksef';
import type { Db } from '../../db/client.ts';
import { toKsefSettings } from './ksef-settings.service.ts';
import { findKsefSettings } from './ksef.repository.ts';
import { countSubmissionsByStatus, lastSubmissionErrors } from './ksef-submissions.repository.ts';

const LAST_ERRORS = 10;

/** The queue, the last errors and the last fetch of one company, for the KSeF panel. */
export async function ksefPanel(db: Db, organizationId: number): Promise<KsefPanel> {
  const [settingsRow, counts, errors] = await Promise.all([
    findKsefSettings(db, organizationId),
    countSubmissionsByStatus(db, organizationId),
    lastSubmissionErrors(db, organizationId, LAST_ERRORS),
  ]);
  const settings = toKsefSettings(settingsRow);
  const countOf = (status: string) => Number(counts.find((c) => c.status === status)?.total ?? 0);
  return {
    configured: settings.tokenSet,
    environment: settings.environment,
    queue: { queued: countOf('queued'), sending: countOf('sending'), rejected: countOf('rejected') },
    lastErrors: errors.map((e) => ({
      invoiceId: e.invoiceId,
      number: e.number,
      error: e.error ?? '',
      at: e.at.toISOString(),
    })),
    lastFetch: settingsRow?.lastFetchAt
      ? {
          at: settingsRow.lastFetchAt.toISOString(),
          imported: settingsRow.lastFetchImported,
          skipped: settingsRow.lastFetchSkipped,
          error: settingsRow.lastFetchError,
        }
      : null,
  };
}
